/**
 * @jest-environment node
 *
 * The Storage stand-in asks the Auth emulator about every token (accounts:lookup). When that
 * question itself fails (a kept-alive connection closed as the request set out, or the emulator
 * gone), the coach's upload must not be answered "sign in again": Cloud Storage answers its own
 * failures 503, which the SDK retries. Against a small Auth server on 127.0.0.1 that behaves so.
 */
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { authEmulatorAccounts, storageService } from "../scripts/local-backend/storage-protocol"

const PROJECT = "demo-storage-lookup"
const COACH_UID = "coach-uid"

/** An unsigned JWT, as the Auth emulator writes them, for the coach. */
const coachToken = (): string => {
  const now = Math.floor(Date.now() / 1000)
  const claims = { iss: `https://securetoken.google.com/${PROJECT}`, aud: PROJECT, sub: COACH_UID, user_id: COACH_UID, iat: now, exp: now + 3600, email_verified: true, coach: true }
  return [{ alg: "none", typ: "JWT" }, claims].map((part) => Buffer.from(JSON.stringify(part)).toString("base64url")).join(".") + "."
}

/** Starts an upload as the studio does, straight into the service. */
const startUpload = (accountOf: ReturnType<typeof authEmulatorAccounts>) =>
  storageService({ projectId: PROJECT, accountOf, siteOrigins: [] }).handle({
    method: "POST",
    url: new URL(`http://127.0.0.1/v0/b/${PROJECT}.appspot.com/o?name=${encodeURIComponent("posts/a-post/photo.jpg")}`),
    headers: {
      authorization: `Firebase ${coachToken()}`,
      "content-type": "application/json; charset=utf-8",
      "x-goog-upload-protocol": "resumable",
      "x-goog-upload-command": "start",
      "x-goog-upload-header-content-type": "image/jpeg",
      "x-goog-upload-header-content-length": "10",
    },
    body: Buffer.from(JSON.stringify({ name: "posts/a-post/photo.jpg", contentType: "image/jpeg" })),
  })

/** An Auth server that drops the connection of its first `drops` requests, then answers with the coach's account. */
const authServer = async (drops: number): Promise<{ host: string; asked: () => number; close: () => Promise<void> }> => {
  let asked = 0
  const server: Server = createServer((req, res) => {
    asked += 1
    req.resume()
    if (asked <= drops) return void req.socket.destroy()
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ users: [{ localId: COACH_UID, emailVerified: true, customAttributes: JSON.stringify({ coach: true }) }] }))
  })
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready))
  const { port } = server.address() as AddressInfo
  return { host: `127.0.0.1:${port}`, asked: () => asked, close: () => new Promise((done) => server.close(() => done())) }
}

it("a lookup whose connection is dropped once is asked again, and the coach's upload starts", async () => {
  const auth = await authServer(1)
  try {
    const answer = await startUpload(authEmulatorAccounts(auth.host, "key"))
    expect([answer.status, auth.asked()]).toEqual([200, 2])
  } finally {
    await auth.close()
  }
})

it("an Auth emulator that cannot be asked makes the upload 503, which the SDK retries, never 401 (sign in again)", async () => {
  const auth = await authServer(Number.POSITIVE_INFINITY)
  try {
    const answer = await startUpload(authEmulatorAccounts(auth.host, "key"))
    expect(answer.status).toBe(503)
  } finally {
    await auth.close()
  }
})
