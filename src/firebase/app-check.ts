import { initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from "firebase/app-check"
import { firebaseApp } from "./app"
import type { FirebaseSetup } from "./config"

let appCheck: AppCheck | null = null

/**
 * App Check with reCAPTCHA Enterprise (what Firebase recommends for new web apps; the key is a
 * reCAPTCHA Enterprise key of the project) and automatic token refresh, started once per page
 * before the first call that should carry a token. Null without a site key, and against the local emulators (they
 * cannot check tokens, and debug tokens need Google's exchange endpoint).
 */
export const ensureAppCheck = (setup: FirebaseSetup): AppCheck | null => {
  if (!setup.recaptchaSiteKey || setup.emulators) return null
  appCheck ??= initializeAppCheck(firebaseApp(setup.options), {
    provider: new ReCaptchaEnterpriseProvider(setup.recaptchaSiteKey),
    isTokenAutoRefreshEnabled: true,
  })
  return appCheck
}
