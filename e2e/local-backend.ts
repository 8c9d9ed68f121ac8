/**
 * The local backend for browser tests: started on free ports, and reached by a build made with
 * `npm run build:local`, whose browser code names firebase.json's ports. Each page answers those
 * addresses from the running backend (page.route), so tests never need the configured ports free.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { Page } from "@playwright/test"
import { startLocalBackendProcess, type LocalBackendProcess } from "../__tests__/helpers/local-backend"

export type { LocalBackendProcess }
export { startLocalBackendProcess }

const configured = () => {
  const { emulators } = JSON.parse(readFileSync("firebase.json", "utf8")) as { emulators: Record<string, { port: number }> }
  return { auth: `127.0.0.1:${emulators.auth.port}`, functions: `127.0.0.1:${emulators.functions.port}` }
}

/** True when public/ was built against the local backend (npm run build:local): its API key is inlined. */
export const builtForLocalBackend = (): boolean =>
  readdirSync("public").some((file) => file.endsWith(".js") && readFileSync(join("public", file), "utf8").includes("demo-api-key"))

/** Sends the page's requests for the configured emulator addresses to the running backend. */
export const answerFromBackend = async (page: Page, backend: LocalBackendProcess): Promise<void> => {
  const wanted = configured()
  const actual = { auth: backend.env.GATSBY_FIREBASE_AUTH_EMULATOR_HOST, functions: backend.env.GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST }
  for (const service of ["auth", "functions"] as const) {
    await page.route(`http://${wanted[service]}/**`, async (route) => {
      const url = route.request().url().replace(wanted[service], actual[service])
      const response = await route.fetch({ url })
      await route.fulfill({ response })
    })
  }
}
