/**
 * @jest-environment node
 *
 * App Check on the enquiry callable, through the callable protocol as the Functions runtime serves
 * it (the wrapped function mounted on an express server, as the Functions Framework does): enforced
 * when ENFORCE_APP_CHECK is true, as a deployment sets it from the parameter's default, and off where
 * the local backend sets it to false (functions/.env.demo-coach-stories).
 */
import type { Server } from "node:http"
import type { AddressInfo } from "node:net"

/** The part of express used here. It is firebase-functions' own dependency; its types are not installed. */
interface ExpressApp {
  use: (handler: unknown) => void
  post: (path: string, handler: (req: unknown, res: unknown) => void) => void
  listen: (port: number, host: string, ready: () => void) => Server
}
type Express = (() => ExpressApp) & { json: () => unknown }
const express = require("../functions/node_modules/express") as Express

type Callable = typeof import("../functions/src/enquiries/submit-enquiry")["submitEnquiry"]

/** The callable as defined with this value of the parameter (read when the function is defined). */
const defineWith = (enforce: "true" | "false"): Callable => {
  const saved = process.env.ENFORCE_APP_CHECK
  process.env.ENFORCE_APP_CHECK = enforce
  let callable!: Callable
  jest.isolateModules(() => {
    callable = (require("../functions/src/enquiries/submit-enquiry") as typeof import("../functions/src/enquiries/submit-enquiry")).submitEnquiry
  })
  if (saved === undefined) delete process.env.ENFORCE_APP_CHECK
  else process.env.ENFORCE_APP_CHECK = saved
  return callable
}

const serve = async (callable: Callable): Promise<{ server: Server; url: string }> => {
  const app = express()
  app.use(express.json())
  app.post("/submitEnquiry", (req, res) => void callable(req as never, res as never))
  const server = await new Promise<Server>((ready) => {
    const started = app.listen(0, "127.0.0.1", () => ready(started))
  })
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/submitEnquiry` }
}

/** An empty enquiry: past App Check it is refused as invalid-argument, before any storage. */
const post = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ data: {} }) })
  return { status: response.status, body: (await response.json()) as { error?: { status: string } } }
}

it.each([
  ["refuses a call without an App Check token when enforcement is on, as deployed", "true", 401, "UNAUTHENTICATED"],
  ["lets the same call through to the enquiry checks when enforcement is off, as in the local backend", "false", 400, "INVALID_ARGUMENT"],
] as const)("%s", async (_what, enforce, status, code) => {
  const { server, url } = await serve(defineWith(enforce))
  try {
    expect(await post(url)).toMatchObject({ status, body: { error: { status: code } } })
  } finally {
    server.close()
  }
})
