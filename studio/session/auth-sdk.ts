import type { FirebaseSetup } from "../../src/firebase/config"

/** Auth for the studio and the SDK's functions, loaded once the studio needs them (never in a page's first JavaScript). */
export const authSdk = async (setup: FirebaseSetup) => {
  const [{ getAuthService }, sdk] = await Promise.all([import("../../src/firebase/auth"), import("firebase/auth")])
  return { service: getAuthService(setup), sdk }
}
