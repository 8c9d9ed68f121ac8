/**
 * @jest-environment node
 *
 * Every status of the error catalogue, driven through the real Firebase callable client against a
 * loopback server that answers with that HTTP status, becomes its own short sentence.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { callFunction } from "../src/firebase/callable"
import { CALL_ERROR_SENTENCES, callErrorKind, describeCallError, type CallErrorKind } from "../src/firebase/call-errors"
import type { FirebaseSetup } from "../src/firebase/config"
import { CALLABLE_HEADERS, withLoopbackCallable } from "./helpers/loopback-callable"
import { LOCAL_PROJECT_ID } from "../scripts/local-backend/site-env"
import { FUNCTIONS_REGION } from "../contract/firebase-settings"

const CATALOGUE: [number, CallErrorKind][] = [
  [400, "invalid-argument"],
  [401, "unauthenticated"],
  [403, "permission-denied"],
  [404, "not-found"],
  [409, "aborted"],
  [429, "resource-exhausted"],
  [499, "cancelled"],
  [500, "internal"],
  [501, "unimplemented"],
  [503, "unavailable"],
  [504, "deadline-exceeded"],
  [418, "unknown"],
  [502, "unknown"],
]

const received: { path: string; body: unknown }[] = []

// Answers POST /<project>/<region>/<status> with that status and no error body, as a proxy or a
// crashed function would; /ok answers like a healthy callable.
const callable = withLoopbackCallable((req, body, res) => {
  received.push({ path: req.url ?? "", body: body ? JSON.parse(body) : null })
  const name = (req.url ?? "").split("/").pop() ?? ""
  if (name === "ok") {
    res.writeHead(200, CALLABLE_HEADERS).end(JSON.stringify({ result: { enquiryId: "abc" } }))
    return
  }
  res.writeHead(Number(name), CALLABLE_HEADERS).end("{}")
})

it("reads a healthy answer through the callable protocol", async () => {
  await expect(callFunction(callable.setup(), "ok", { hello: "there" })).resolves.toEqual({ enquiryId: "abc" })
  expect(received.at(-1)).toEqual({ path: `/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/ok`, body: { data: { hello: "there" } } })
})

it.each(CATALOGUE)("HTTP %i arrives as %s and reads as its own sentence", async (status, kind) => {
  const error = await callFunction(callable.setup(), String(status), {}).then(
    () => null,
    (failure: unknown) => failure,
  )
  expect(callErrorKind(error, true)).toBe(kind)
  expect(describeCallError(error, true)).toBe(CALL_ERROR_SENTENCES[kind])
})

it("gives every kind a different sentence", () => {
  const sentences = Object.values(CALL_ERROR_SENTENCES)
  expect(new Set(sentences).size).toBe(sentences.length)
  for (const sentence of sentences) expect(sentence).toMatch(/^[A-Z].{20,140}\.$/)
})

it("says the visitor is offline when the browser has no connection", async () => {
  const error = await callFunction(callable.setup(), "503", {}).catch((failure: unknown) => failure)
  expect(callErrorKind(error, false)).toBe("network")
  expect(describeCallError(error, false)).toMatch(/offline/)
})

it("tells a request that got no answer (a closed port) from an HTTP 500, and says so without blaming the connection", async () => {
  const closed = createServer()
  await new Promise<void>((ready) => closed.listen(0, "127.0.0.1", ready))
  const { port } = closed.address() as AddressInfo
  await new Promise<void>((done) => closed.close(() => done()))
  const down: FirebaseSetup = { ...callable.setup(), emulators: { functions: `127.0.0.1:${port}` } }
  // The module keeps one Functions service per page; reach the closed port through a fresh copy.
  const isolated = await new Promise<typeof import("../src/firebase/callable")>((resolve) =>
    jest.isolateModules(() => resolve(require("../src/firebase/callable"))),
  )
  const error = await isolated.callFunction(down, "submitEnquiry", {}).catch((failure: unknown) => failure)
  // The SDK itself calls it internal; only the status it records (0: no answer) differs from a 500.
  expect(error).toMatchObject({ code: "functions/internal" })
  expect(callErrorKind(error, true)).toBe("unreachable")
  expect(describeCallError(error, true)).toBe(CALL_ERROR_SENTENCES.unreachable)
  const answered500 = await callFunction(callable.setup(), "500", {}).catch((failure: unknown) => failure)
  expect(answered500).toMatchObject({ code: "functions/internal" })
  expect(callErrorKind(answered500, true)).toBe("internal")
  // Offline wins: the visitor's own connection is the likelier cause.
  expect(callErrorKind(error, false)).toBe("network")
})
