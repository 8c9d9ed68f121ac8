/**
 * The part of the Firebase Storage REST API that the web SDK speaks to an emulator
 * (`connectStorageEmulator`), answered from memory: multipart and resumable uploads, an object's
 * metadata with its download token, the object's bytes, deletion, and CORS. The local backend's
 * Storage server (storage-stand-in.ts) serves it; the tests use that server or this service itself.
 *
 * It stands in for the official Storage emulator, which cannot run here (it needs Java 21 and
 * downloads its jars), and it does NOT evaluate storage.rules. It applies by hand the checks that
 * matter to the studio, so that what works locally would be allowed in production and a signed-out
 * visitor cannot write: an upload or deletion needs an ID token the local Auth emulator issued and
 * still honours, whose account has the coach claim and a verified e-mail address (as the functions
 * check them, contract/studio-api.ts), only under the studio's two folders, only JPEG (never SVG or
 * other markup, whatever the upload calls itself), and smaller than the rules' cap; reading an
 * object's bytes needs its download token (or the coach). Every answer says `nosniff`, as Cloud
 * Storage's do, and CORS is answered only for the site's local origins. The rules themselves are
 * narrower still (the studio's generated names, no overwriting) and are checked only by the real
 * service.
 */
import { createHash, randomUUID } from "node:crypto"
import { PAGE_PHOTOS_FOLDER, POST_PHOTOS_FOLDER, STORY_PHOTOS_FOLDER } from "../../contract/firebase-settings"
import { isCoachToken } from "../../contract/studio-api"

/** storage.rules: `request.resource.size < 10 * 1024 * 1024`. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024

/** The folders the studio uploads to; nothing else may be written. */
const STUDIO_FOLDERS = [STORY_PHOTOS_FOLDER, POST_PHOTOS_FOLDER, PAGE_PHOTOS_FOLDER]

export interface StorageRequest {
  method: string
  url: URL
  /** Header names in lower case, as Node and Playwright give them. */
  headers: Readonly<Record<string, string | undefined>>
  body: Buffer
}

export interface StorageAnswer {
  status: number
  headers: Record<string, string>
  body: Buffer | string
}

export interface StoredObject {
  bucket: string
  path: string
  contentType: string
  bytes: Buffer
  /** The download token, which an `?alt=media` request must carry (or be the coach's). */
  token: string
  cacheControl?: string
  customMetadata?: Record<string, string>
  created: string
}

/** The type storage.rules lets the studio store (`request.resource.contentType == 'image/jpeg'`). */
export const PHOTO_CONTENT_TYPE = "image/jpeg"

/**
 * Sent with every answer, as Cloud Storage sends it: a browser never second-guesses an object's
 * type, so bytes stored as a photo are never run as a page or a script.
 */
const ALWAYS: Readonly<Record<string, string>> = { "x-content-type-options": "nosniff" }

/** CORS for a page the stand-in serves: the SDK reads the upload headers from script, so they are exposed. */
const corsFor = (origin: string): Record<string, string> => ({
  "access-control-allow-origin": origin,
  "access-control-expose-headers": "X-Goog-Upload-URL, X-Goog-Upload-Status, X-Goog-Upload-Size-Received, Content-Type, Content-Length",
  vary: "Origin",
})

/** An error as Cloud Storage words it; the SDK reads the status (401, 403, 404 ...), not the text. */
export const storageError = (status: number, message: string): StorageAnswer => ({
  status,
  headers: { "content-type": "application/json; charset=utf-8" },
  body: JSON.stringify({ error: { code: status, message } }),
})

const json = (value: unknown, extra: Record<string, string> = {}): StorageAnswer => ({
  status: 200,
  headers: { "content-type": "application/json; charset=utf-8", ...extra },
  body: JSON.stringify(value),
})

/** The object resource the SDK turns into `FullMetadata` (and its download URL, from `downloadTokens`). */
export const objectMetadata = (object: StoredObject) => ({
  kind: "storage#object",
  name: object.path,
  bucket: object.bucket,
  generation: "1",
  metageneration: "1",
  contentType: object.contentType,
  size: String(object.bytes.length),
  md5Hash: createHash("md5").update(object.bytes).digest("base64"),
  timeCreated: object.created,
  updated: object.created,
  storageClass: "STANDARD",
  contentDisposition: `inline; filename*=utf-8''${encodeURIComponent(object.path.split("/").pop() ?? "")}`,
  ...(object.cacheControl ? { cacheControl: object.cacheControl } : {}),
  ...(object.customMetadata ? { metadata: object.customMetadata } : {}),
  downloadTokens: object.token,
})

/** `/v0/b/<bucket>/o` (the bucket's objects) or `/v0/b/<bucket>/o/<encoded path>` (one object); null for anything else. */
export const objectAddress = (pathname: string): { bucket: string; path: string | null } | null => {
  const match = /^\/v0\/b\/([^/]+)\/o(?:\/([^/]+))?\/?$/.exec(pathname)
  if (!match) return null
  try {
    return { bucket: decodeURIComponent(match[1]), path: match[2] === undefined ? null : decodeURIComponent(match[2]) }
  } catch {
    return null
  }
}

/** What an upload says about the file besides its bytes (the SDK's `toResourceString`). */
export interface UploadMetadata {
  contentType?: string
  cacheControl?: string
  metadata?: Record<string, string>
}

const uploadMetadata = (text: string): UploadMetadata | null => {
  if (!text.trim()) return {}
  try {
    const parsed: unknown = JSON.parse(text)
    return parsed && typeof parsed === "object" ? (parsed as UploadMetadata) : null
  } catch {
    return null
  }
}

/**
 * A multipart/related upload as the SDK sends it: a JSON part (the metadata), then the file, each
 * after its headers' blank line, between `--<boundary>` lines. Null when it is not that shape.
 */
export const multipartUpload = (body: Buffer, contentTypeHeader: string | undefined): { metadata: UploadMetadata; contentType: string; bytes: Buffer } | null => {
  const boundary = /boundary=("?)([^";]+)\1/i.exec(contentTypeHeader ?? "")?.[2]
  if (!boundary) return null
  const delimiter = Buffer.from(`--${boundary}`)
  const first = body.indexOf(delimiter)
  const second = first < 0 ? -1 : body.indexOf(Buffer.from(`\r\n--${boundary}\r\n`), first + delimiter.length)
  const closing = body.lastIndexOf(Buffer.from(`\r\n--${boundary}--`))
  if (first < 0 || second < 0 || closing <= second) return null
  const part = (start: number, end: number) => {
    const headersEnd = body.indexOf("\r\n\r\n", start)
    if (headersEnd < 0 || headersEnd > end) return null
    const headers = body.subarray(start, headersEnd).toString("latin1")
    return { type: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1].trim() ?? "", content: body.subarray(headersEnd + 4, end) }
  }
  const meta = part(first + delimiter.length, second)
  const file = part(second + 2 + delimiter.length, closing)
  const metadata = meta ? uploadMetadata(meta.content.toString("utf8")) : null
  if (!meta || !file || !metadata) return null
  return { metadata, contentType: file.type || metadata.contentType || "", bytes: file.content }
}

type Caller = { kind: "coach"; uid: string } | { kind: "signed-out" } | { kind: "invalid" } | { kind: "not-coach" } | { kind: "unavailable" }

const base64UrlJson = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"))
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** The account the Auth emulator keeps for a token's user, as `accounts:lookup` answers it. */
interface EmulatorAccount {
  localId?: string
  emailVerified?: boolean
  customAttributes?: string
  disabled?: boolean
}

/**
 * The account behind an ID token, as the Auth emulator judges the token, or null when it refuses
 * it (no such account, disabled, or signed out everywhere since the token was issued). Rejects
 * when the Auth emulator cannot be asked: that is no answer about the token.
 */
export type AccountOfToken = (idToken: string) => Promise<EmulatorAccount | null>

/** Asks the Auth emulator at `authHost` (host:port) about a token: its REST `accounts:lookup`, as the web SDK calls it. */
export const authEmulatorAccounts =
  (authHost: string, apiKey: string): AccountOfToken =>
  async (idToken) => {
    const ask = () =>
      fetch(`http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=${encodeURIComponent(apiKey)}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ idToken }),
      })
    // Asked again once: a kept-alive connection the emulator closes as a request sets out is lost,
    // and a POST is not retried for us. A second failure is the emulator's, not the token's.
    const response = await ask().catch(ask)
    if (!response.ok) return null
    const { users } = (await response.json()) as { users?: EmulatorAccount[] }
    return users?.length === 1 ? users[0] : null
  }

const accountClaims = (account: EmulatorAccount): Record<string, unknown> => {
  try {
    const claims: unknown = JSON.parse(account.customAttributes || "{}")
    return { ...(claims && typeof claims === "object" ? claims : {}), email_verified: account.emailVerified === true }
  } catch {
    return { email_verified: false }
  }
}

/**
 * Who sent the request, from `Authorization: Firebase <ID token>`. The Auth emulator's ID tokens
 * are unsigned JWTs (alg "none"), so anyone can write one with any claims: a token counts only when
 * it is for this project and unexpired, the emulator still honours it (its account exists, is
 * enabled and was not signed out everywhere since), and both the token and that account carry the
 * coach claim and a verified address. The real service has the token's signature for the first
 * part; the account's say is what a copied-out token cannot forge here.
 */
export const caller = async (authorization: string | undefined, projectId: string, accountOf: AccountOfToken, now = Date.now()): Promise<Caller> => {
  const token = /^Firebase\s+(\S+)$/.exec(authorization ?? "")?.[1]
  if (!token) return { kind: "signed-out" }
  const [header, payload] = token.split(".")
  const claims = payload ? base64UrlJson(payload) : null
  if (!header || !base64UrlJson(header) || !claims) return { kind: "invalid" }
  const current = claims.aud === projectId && claims.iss === `https://securetoken.google.com/${projectId}` && typeof claims.exp === "number" && claims.exp * 1000 > now
  if (!current || typeof claims.sub !== "string" || !claims.sub) return { kind: "invalid" }
  const account = await accountOf(token).catch(() => undefined)
  if (account === undefined) return { kind: "unavailable" }
  if (!account || account.localId !== claims.sub || account.disabled) return { kind: "invalid" }
  return isCoachToken(claims) && isCoachToken(accountClaims(account)) ? { kind: "coach", uid: claims.sub } : { kind: "not-coach" }
}

/**
 * True when a file's first bytes are markup (SVG, HTML, XML), which a browser would run as a page
 * if it were ever served as such: refused whatever type the upload names.
 */
export const looksLikeMarkup = (bytes: Buffer): boolean => {
  const start = bytes.subarray(0, 512).toString("latin1").replace(/^(\xef\xbb\xbf|\xfe\xff|\xff\xfe)/, "").split("\u0000").join("")
  return /^\s*</.test(start)
}

/** A name the studio could have written: `<folder><id>/<file>`, no empty, dot or control segments. */
export const isStudioObjectName = (name: string): boolean => {
  const folder = STUDIO_FOLDERS.find((prefix) => name.startsWith(prefix))
  if (!folder) return false
  const segments = name.slice(folder.length).split("/")
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  return segments.length === 2 && segments.every((segment) => segment !== "" && segment !== "." && segment !== ".." && !/[\u0000-\u001f\\]/.test(segment))
}

/** Why a write by this caller to this name would be refused, or null. */
const writeRefusal = (who: Caller, name: string): StorageAnswer | null => {
  // Cloud Storage answers its own failures 503, which the SDK retries; never "sign in again".
  if (who.kind === "unavailable") return storageError(503, "Service unavailable: try again.")
  if (who.kind === "invalid") return storageError(401, "Invalid or expired ID token: sign in again.")
  if (who.kind === "signed-out") return storageError(403, "Permission denied: sign in to the studio first.")
  if (who.kind === "not-coach") return storageError(403, "Permission denied: this account has no access to the studio.")
  if (!isStudioObjectName(name)) return storageError(403, "Permission denied: the studio stores photos only under stories/<id>/, posts/<id>/ and pages/<id>/.")
  return null
}

const fileRefusal = (contentType: string, size: number, maxBytes: number): StorageAnswer | null => {
  if (contentType.trim().toLowerCase() !== PHOTO_CONTENT_TYPE) return storageError(403, "Permission denied: only JPEG photos are stored.")
  if (size >= maxBytes) return storageError(403, `Permission denied: a photo must be smaller than ${maxBytes / 1024 / 1024} MB.`)
  return null
}

const contentRefusal = (bytes: Buffer): StorageAnswer | null =>
  looksLikeMarkup(bytes) ? storageError(403, "Permission denied: the file is markup (SVG, HTML or XML), not a photo.") : null

/** An answer, and the object it stored when it is the end of an upload. */
export type Reply = StorageAnswer & { stored?: StoredObject }

interface UploadSession {
  bucket: string
  path: string
  contentType: string
  declared: number
  metadata: UploadMetadata
  chunks: Buffer[]
  received: number
}

export interface StorageService {
  /** Answers one request of the SDK; an answer that stored an upload names the object stored. */
  handle: (request: StorageRequest) => Promise<Reply>
  /** Adds the headers every answer carries (nosniff, and CORS for a page at one of the site's origins). */
  finish: (origin: string | undefined, answer: StorageAnswer) => StorageAnswer
  /** What is stored, by `<bucket>/<path>`. */
  objects: Map<string, StoredObject>
}

export interface StorageServiceOptions {
  /** The project whose ID tokens are accepted (the local backend's demo- project). */
  projectId: string
  /** How an ID token's account is looked up: the local Auth emulator's (authEmulatorAccounts). */
  accountOf: AccountOfToken
  /**
   * The origins of the pages that may call it from a browser (the develop server, the local live
   * site): CORS is answered for them alone, so no other page open in the coach's browser can.
   */
  siteOrigins: readonly string[]
  maxBytes?: number
  /** Told of each upload once its last bytes are in, before it is answered. */
  onStored?: (object: StoredObject) => void
  onDeleted?: (object: StoredObject) => void
}

/** The Storage service, in memory: it keeps what it is sent for as long as it lives. */
export const storageService = ({ projectId, accountOf, siteOrigins, maxBytes = MAX_PHOTO_BYTES, onStored, onDeleted }: StorageServiceOptions): StorageService => {
  const objects = new Map<string, StoredObject>()
  const sessions = new Map<string, UploadSession>()
  const key = (bucket: string, path: string) => `${bucket}/${path}`
  const who = (request: StorageRequest) => caller(request.headers.authorization, projectId, accountOf)

  const store = (bucket: string, path: string, contentType: string, bytes: Buffer, metadata: UploadMetadata): Reply => {
    const refused = contentRefusal(bytes)
    if (refused) return refused
    const object: StoredObject = {
      bucket,
      path,
      contentType,
      bytes,
      token: randomUUID(),
      cacheControl: metadata.cacheControl,
      customMetadata: metadata.metadata,
      created: new Date().toISOString(),
    }
    objects.set(key(bucket, path), object)
    onStored?.(object)
    return { ...json(objectMetadata(object), { "x-goog-upload-status": "final" }), stored: object }
  }

  const active = (session: UploadSession): StorageAnswer => ({
    status: 200,
    headers: { "x-goog-upload-status": "active", "x-goog-upload-size-received": String(session.received) },
    body: "",
  })

  /** The session URL's later requests: the unguessable upload_id is the capability, as in Cloud Storage. */
  const resume = (request: StorageRequest, id: string): Reply => {
    const session = sessions.get(id)
    if (!session) return storageError(404, "No such upload session.")
    const commands = (request.headers["x-goog-upload-command"] ?? "").split(",").map((command) => command.trim())
    if (commands.includes("query")) return active(session)
    if (commands.includes("upload")) {
      if (Number(request.headers["x-goog-upload-offset"]) !== session.received) return storageError(400, "The upload's offset does not follow the bytes received.")
      session.chunks.push(request.body)
      session.received += request.body.length
      if (session.received > session.declared) {
        sessions.delete(id)
        return storageError(400, "More bytes than the upload declared.")
      }
    }
    if (!commands.includes("finalize")) return active(session)
    sessions.delete(id)
    if (session.received !== session.declared) return storageError(400, "The upload ended before all its bytes arrived.")
    return store(session.bucket, session.path, session.contentType, Buffer.concat(session.chunks), session.metadata)
  }

  const upload = async (request: StorageRequest, bucket: string): Promise<Reply> => {
    const id = request.url.searchParams.get("upload_id")
    if (id) return resume(request, id)
    const name = request.url.searchParams.get("name") ?? ""
    const refused = writeRefusal(await who(request), name)
    if (refused) return refused
    if (request.headers["x-goog-upload-protocol"] === "resumable") {
      if (request.headers["x-goog-upload-command"] !== "start") return storageError(400, "A resumable upload starts with X-Goog-Upload-Command: start.")
      const metadata = uploadMetadata(request.body.toString("utf8"))
      const contentType = request.headers["x-goog-upload-header-content-type"] ?? metadata?.contentType ?? ""
      const declared = Number(request.headers["x-goog-upload-header-content-length"])
      if (!metadata || !Number.isSafeInteger(declared) || declared < 0) return storageError(400, "A resumable upload names its metadata and size.")
      const tooMuch = fileRefusal(contentType, declared, maxBytes)
      if (tooMuch) return tooMuch
      const session = randomUUID()
      sessions.set(session, { bucket, path: name, contentType, declared, metadata, chunks: [], received: 0 })
      const url = new URL(request.url.href)
      url.searchParams.set("upload_id", session)
      url.searchParams.set("upload_protocol", "resumable")
      return { status: 200, headers: { "x-goog-upload-status": "active", "x-goog-upload-url": url.href }, body: "" }
    }
    const parts = multipartUpload(request.body, request.headers["content-type"])
    if (!parts) return storageError(400, "Not a multipart upload the service understands.")
    return fileRefusal(parts.contentType, parts.bytes.length, maxBytes) ?? store(bucket, name, parts.contentType, parts.bytes, parts.metadata)
  }

  const read = async (request: StorageRequest, bucket: string, path: string): Promise<StorageAnswer> => {
    const object = objects.get(key(bucket, path))
    const token = request.url.searchParams.get("token")
    const asker = await who(request)
    // A download address's token is enough without the Auth emulator; anything else asks it.
    if (asker.kind === "unavailable" && token === null) return storageError(503, "Service unavailable: try again.")
    const coach = asker.kind === "coach"
    if (request.url.searchParams.get("alt") === "media") {
      // A download URL's token is what lets the build (and the studio's <img>) read a photo, as in Cloud Storage.
      const allowed = token === null ? coach : object?.token === token
      if (!object) return coach || token !== null ? storageError(404, "No such object.") : storageError(403, "Permission denied.")
      if (!allowed) return storageError(403, "Permission denied: the download token is not this object's.")
      return {
        status: 200,
        headers: {
          "content-type": object.contentType,
          "content-length": String(object.bytes.length),
          ...(object.cacheControl ? { "cache-control": object.cacheControl } : {}),
        },
        body: object.bytes,
      }
    }
    if (!coach) return storageError(403, "Permission denied.")
    return object ? json(objectMetadata(object)) : storageError(404, "No such object.")
  }

  const remove = async (request: StorageRequest, bucket: string, path: string): Promise<StorageAnswer> => {
    const refused = writeRefusal(await who(request), path)
    if (refused) return refused
    const object = objects.get(key(bucket, path))
    if (!object) return storageError(404, "No such object.")
    objects.delete(key(bucket, path))
    onDeleted?.(object)
    return { status: 204, headers: {}, body: "" }
  }

  const fromSite = (origin: string | undefined): origin is string => origin !== undefined && siteOrigins.includes(origin)

  const finish = (origin: string | undefined, answer: StorageAnswer): StorageAnswer => ({
    ...answer,
    headers: { ...answer.headers, ...ALWAYS, ...(fromSite(origin) ? corsFor(origin) : {}) },
  })

  const answer = async (request: StorageRequest): Promise<Reply> => {
    if (request.method === "OPTIONS") {
      // A preflight from any other page gets no CORS headers, so its browser sends nothing after it.
      if (!fromSite(request.headers.origin)) return storageError(403, "Cross-origin requests are answered for the site's own local pages only.")
      return {
        status: 204,
        headers: {
          "access-control-allow-methods": "GET, POST, PUT, DELETE, OPTIONS",
          "access-control-allow-headers": request.headers["access-control-request-headers"] ?? "*",
          "access-control-max-age": "3600",
        },
        body: "",
      }
    }
    const address = objectAddress(request.url.pathname)
    if (!address) return storageError(404, "Not found.")
    const { bucket, path } = address
    if (request.method === "POST" && path === null) return upload(request, bucket)
    // Nobody lists the bucket (storage.rules: list false).
    if (request.method === "GET" && path === null) return storageError(403, "Permission denied: the bucket is not listed.")
    if (request.method === "GET" && path !== null) return read(request, bucket, path)
    if (request.method === "DELETE" && path !== null) return remove(request, bucket, path)
    return storageError(405, `${request.method} is not supported here.`)
  }

  const handle = async (request: StorageRequest): Promise<Reply> => {
    const { stored, ...reply } = await answer(request)
    return { ...finish(request.headers.origin, reply), ...(stored ? { stored } : {}) }
  }

  return { handle, finish, objects }
}
