import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import type { FirebaseSetup } from "../../src/firebase/config"
import { LOCAL_PROJECT_ID } from "../../scripts/local-backend/site-env"
import { FUNCTIONS_REGION } from "../../contract/firebase-settings"

/** Headers a callable's answer carries to the browser SDK. */
export const CALLABLE_HEADERS = { "content-type": "application/json", "access-control-allow-origin": "*" }

/**
 * A loopback server in place of the Functions endpoint, for the site's real callable client: each
 * request is handed to `answer` with its body read, and `setup()` points a FirebaseSetup at it.
 */
export const withLoopbackCallable = (answer: (req: IncomingMessage, body: string, res: ServerResponse) => void): { setup: () => FirebaseSetup } => {
  let setup: FirebaseSetup | null = null
  const server = createServer((req, res) => {
    let body = ""
    req.on("data", (chunk: Buffer) => (body += chunk.toString()))
    req.on("end", () => answer(req, body, res))
  })
  beforeAll(async () => {
    await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready))
    const { port } = server.address() as AddressInfo
    setup = {
      options: { apiKey: "demo-key", projectId: LOCAL_PROJECT_ID, appId: "1:1:web:1" },
      functionsRegion: FUNCTIONS_REGION,
      emulators: { functions: `127.0.0.1:${port}` },
    }
  })
  afterAll(() => new Promise<void>((done) => server.close(() => done())))
  return {
    setup: () => {
      if (!setup) throw new Error("the loopback callable is not listening yet")
      return setup
    },
  }
}
