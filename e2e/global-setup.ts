import { existsSync } from "node:fs"
import { startHostingEmulator } from "./hosting-emulator"

/** Serves the production build with the Firebase Hosting emulator and stops it afterwards. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync("public/index.html")) {
    throw new Error("No production build in public/: run `npm run build` before `npm run test:e2e`.")
  }
  const hosting = await startHostingEmulator()
  process.env.E2E_BASE_URL = hosting.url
  return hosting.stop
}
