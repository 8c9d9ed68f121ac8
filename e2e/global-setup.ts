import { existsSync } from "node:fs"
import { serveStatic } from "./static-server"

/** Serves the production build for the browser tests and stops the server afterwards. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync("public/index.html")) {
    throw new Error("No production build in public/: run `npm run build` before `npm run test:e2e`.")
  }
  const server = await serveStatic("public")
  process.env.E2E_BASE_URL = server.url
  return server.close
}
