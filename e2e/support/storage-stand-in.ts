/**
 * Cloud Storage cannot be reached here and has no emulator that runs on this machine, so the
 * browser tests answer its REST endpoints themselves, in the shapes the Firebase Storage SDK reads:
 * multipart and resumable uploads, the object's metadata (with a download token) and the file
 * itself. The studio and the SDK run for real; the stand-in keeps every upload for the test to
 * inspect, can hold one back (to watch its progress, or cancel it), can refuse one, and deletes.
 */
import type { Page, Route } from "@playwright/test"

export interface StoredUpload {
  path: string
  contentType: string
  bytes: Buffer
}

export interface StorageStandIn {
  uploads: StoredUpload[]
  /** The paths of the objects deleted, in order. */
  deleted: string[]
  /** Whether an object is stored at this path now. */
  has: (path: string) => boolean
  /** Holds the next upload until `release()`; resolves when it has arrived. */
  holdNext: () => Promise<void>
  release: () => void
  /** Refuses the next upload with an error the SDK does not retry. */
  refuseNext: () => void
}

const HOST = "https://firebasestorage.googleapis.com"
const CORS = {
  "access-control-allow-origin": "*",
  "access-control-expose-headers": "X-Goog-Upload-URL, X-Goog-Upload-Status, X-Goog-Upload-Size-Received",
}

const metadata = (bucket: string, path: string, contentType: string, size: number) => ({
  name: path,
  bucket,
  contentType,
  size: String(size),
  generation: "1",
  metageneration: "1",
  timeCreated: new Date().toISOString(),
  updated: new Date().toISOString(),
  downloadTokens: "stand-in-token",
})

/** The file part of a multipart/related upload: after the JSON part's blank line, before the closing boundary. */
const filePart = (body: Buffer, boundary: string): Buffer => {
  const marker = Buffer.from(`--${boundary}`)
  const second = body.indexOf(marker, marker.length)
  const start = body.indexOf("\r\n\r\n", second) + 4
  const end = body.lastIndexOf(Buffer.from(`\r\n--${boundary}--`))
  return body.subarray(start, end)
}

export const standInStorage = async (page: Page): Promise<StorageStandIn> => {
  const uploads: StoredUpload[] = []
  const deleted: string[] = []
  const files = new Map<string, StoredUpload>()
  const resumable = new Map<string, { bucket: string; path: string; contentType: string; chunks: Buffer[] }>()
  let hold: { arrived: () => void; released: Promise<void> } | null = null
  let release = () => {}
  let refuse = false

  /** Answers an upload as it ends: held back if asked, refused if asked, else stored. */
  const finish = async (route: Route, bucket: string, path: string, contentType: string, bytes: Buffer) => {
    const upload: StoredUpload = { path, contentType, bytes }
    uploads.push(upload)
    // Stored once its last bytes are in, as Cloud Storage does, though the answer may be held back.
    if (!refuse) files.set(`${bucket}/${path}`, upload)
    if (hold) {
      const held = hold
      hold = null
      held.arrived()
      await held.released
    }
    if (refuse) {
      refuse = false
      return route.fulfill({ status: 400, headers: CORS, json: { error: { code: 400, message: "Refused by the test." } } }).catch(() => undefined)
    }
    // The browser may have cancelled it meanwhile: nothing to answer then.
    return route.fulfill({ headers: { ...CORS, "X-Goog-Upload-Status": "final" }, json: metadata(bucket, path, contentType, bytes.length) }).catch(() => undefined)
  }

  await page.route(`${HOST}/**`, async (route) => {
    const request = route.request()
    const url = new URL(request.url())
    if (request.method() === "OPTIONS") {
      return route.fulfill({
        status: 204,
        headers: { ...CORS, "access-control-allow-methods": "GET, POST, PUT, DELETE", "access-control-allow-headers": request.headers()["access-control-request-headers"] ?? "*" },
      })
    }
    const resumed = resumable.get(url.pathname)
    if (resumed) {
      const command = request.headers()["x-goog-upload-command"] ?? ""
      if (command.includes("upload")) resumed.chunks.push(request.postDataBuffer() ?? Buffer.alloc(0))
      const received = Buffer.concat(resumed.chunks)
      if (command.includes("finalize")) return finish(route, resumed.bucket, resumed.path, resumed.contentType, received)
      return route.fulfill({ headers: { ...CORS, "X-Goog-Upload-Status": "active", "X-Goog-Upload-Size-Received": String(received.length) }, body: "" })
    }
    const object = /^\/v0\/b\/([^/]+)\/o(?:\/(.+))?$/.exec(url.pathname)
    if (!object) return route.fulfill({ status: 404, headers: CORS, body: "" })
    const bucket = decodeURIComponent(object[1])
    if (request.method() === "POST") {
      const path = url.searchParams.get("name") ?? ""
      const protocol = request.headers()["x-goog-upload-protocol"]
      if (protocol === "resumable") {
        const session = `/upload/${resumable.size + 1}`
        const contentType = request.headers()["x-goog-upload-header-content-type"] ?? ""
        resumable.set(session, { bucket, path, contentType, chunks: [] })
        return route.fulfill({ headers: { ...CORS, "X-Goog-Upload-Status": "active", "X-Goog-Upload-URL": `${HOST}${session}` }, body: "" })
      }
      const boundary = /boundary=(\S+)/.exec(request.headers()["content-type"] ?? "")?.[1] ?? ""
      const body = request.postDataBuffer() ?? Buffer.alloc(0)
      const json = JSON.parse(body.subarray(body.indexOf("{"), body.indexOf("\r\n--", body.indexOf("{"))).toString("utf8")) as { contentType: string }
      return finish(route, bucket, path, json.contentType, filePart(body, boundary))
    }
    const key = `${bucket}/${decodeURIComponent(object[2] ?? "")}`
    const stored = files.get(key)
    if (request.method() === "DELETE" && stored) {
      files.delete(key)
      deleted.push(stored.path)
      return route.fulfill({ status: 204, headers: CORS, body: "" })
    }
    if (!stored) return route.fulfill({ status: 404, headers: CORS, json: { error: { code: 404, message: "No such object." } } })
    if (url.searchParams.get("alt") === "media") return route.fulfill({ headers: { ...CORS, "content-type": stored.contentType }, body: stored.bytes })
    return route.fulfill({ headers: CORS, json: metadata(bucket, stored.path, stored.contentType, stored.bytes.length) })
  })

  return {
    uploads,
    deleted,
    has: (path) => [...files.values()].some((file) => file.path === path),
    holdNext: () =>
      new Promise<void>((arrived) => {
        const released = new Promise<void>((done) => {
          release = done
        })
        hold = { arrived, released }
      }),
    release: () => release(),
    refuseNext: () => {
      refuse = true
    },
  }
}
