/**
 * The local backend's Cloud Storage (scripts/local-backend/storage-protocol.ts, the service its
 * Storage stand-in serves) for a test that renders the studio in jsdom: the studio's own code and
 * the Storage SDK's Node build run for real, and the SDK's `fetch` (jsdom has none) is answered by
 * that service in this process, so every check the local backend makes (the coach's token, the
 * studio's folders, JPEG only, download tokens) is made here too.
 *
 * The SDK is pointed at the service as the studio is pointed at the local backend (setup.emulators),
 * with a coach's ID token as the Auth emulator would issue it; the Auth emulator's answer about that
 * account (accounts:lookup) is the one thing stood in for, as the browser tests have it for real.
 */
import { connectStorageEmulator, getStorage } from "firebase/storage"
import { firebaseApp } from "../../src/firebase/app"
import { firebaseSetup, splitHost, type FirebaseSetup } from "../../src/firebase/config"
import { defaultPorts } from "../../scripts/local-backend/ports"
import { LOCAL_PROJECT_ID, siteEnv } from "../../scripts/local-backend/site-env"
import { storageService, type AccountOfToken, type StorageService, type StoredObject } from "../../scripts/local-backend/storage-protocol"

/** What `npm run develop` gives the site: the local backend on firebase.json's ports. */
const ENV = siteEnv(defaultPorts())
/** Where the SDK sends its requests: no server listens there, the service answers them in this process. */
const STORAGE_HOST = ENV.GATSBY_FIREBASE_STORAGE_EMULATOR_HOST
const ORIGIN = `http://${STORAGE_HOST}`
const BUCKET = ENV.GATSBY_FIREBASE_STORAGE_BUCKET
const COACH_UID = "coach-in-jsdom"

const setupOf = (setup: FirebaseSetup | null): FirebaseSetup => {
  if (!setup) throw new Error("the local backend's variables make no Firebase setup")
  return setup
}

/** The studio's setup against the local backend, as the site makes it from its variables. */
export const localBackendStorageSetup = setupOf(firebaseSetup(ENV))

/** The Auth emulator's account for the coach: verified, with the coach claim (as `npm run coach:add` makes it). */
const coachAccount: AccountOfToken = async (idToken) => {
  const payload = JSON.parse(Buffer.from(idToken.split(".")[1] ?? "", "base64url").toString("utf8")) as { sub?: string }
  return payload.sub === COACH_UID ? { localId: COACH_UID, emailVerified: true, customAttributes: JSON.stringify({ coach: true }) } : null
}

/** A request body as the SDK hands it over (a string, bytes or jsdom's Blob), as bytes. */
const bytesOf = async (body: unknown): Promise<Buffer> => {
  if (body === undefined || body === null) return Buffer.alloc(0)
  if (typeof body === "string") return Buffer.from(body, "utf8")
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  if (Object.prototype.toString.call(body) === "[object ArrayBuffer]") return Buffer.from(body as ArrayBuffer)
  const blob = body as Blob
  return Buffer.from(
    await new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader()
      reader.onload = () => resolve(reader.result as ArrayBuffer)
      reader.onerror = () => reject(reader.error)
      reader.readAsArrayBuffer(blob)
    }),
  )
}

export interface LocalBackendStorage {
  service: StorageService
  /** The paths uploaded, in order. */
  uploaded: string[]
  /** The paths deleted, in order. */
  deleted: string[]
  /** The paths stored now. */
  stored: () => Set<string>
  /** Stores a photo as if the coach had uploaded it earlier; answers its download address. */
  put: (path: string) => string
  origin: string
}

/**
 * Starts a fresh service and answers the SDK's `fetch` from it (any other address finds no
 * network). Signs the SDK in as the coach once for the file: call at the top of the test file.
 */
export const localBackendStorage = (): LocalBackendStorage => {
  const uploaded: string[] = []
  const deleted: string[] = []
  const service = storageService({
    projectId: LOCAL_PROJECT_ID,
    accountOf: coachAccount,
    siteOrigins: [],
    onStored: (object) => uploaded.push(object.path),
    onDeleted: (object) => deleted.push(object.path),
  })
  const { host, port } = splitHost(STORAGE_HOST)
  connectStorageEmulator(getStorage(firebaseApp(localBackendStorageSetup.options)), host, port, {
    // Issued now (the SDK dates a mock token 1970 unless told), so it is an hour from expiring.
    mockUserToken: { sub: COACH_UID, iat: Math.floor(Date.now() / 1000), email_verified: true, coach: true },
  })

  const fetch = async (input: string | URL, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) => {
    const url = new URL(String(input))
    if (url.origin !== ORIGIN) throw new TypeError("offline")
    const headers = Object.fromEntries(Object.entries(init.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]))
    const { status, headers: answered, body } = await service.handle({ method: init.method ?? "GET", url, headers, body: await bytesOf(init.body) })
    const bytes = typeof body === "string" ? Buffer.from(body, "utf8") : body
    return {
      status,
      headers: { get: (name: string) => answered[name.toLowerCase()] ?? null },
      arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    }
  }
  const withFetch = globalThis.fetch
  beforeAll(() => Object.assign(globalThis, { fetch }))
  // Each test starts with nothing stored, as after a restart of the local backend.
  beforeEach(() => {
    service.objects.clear()
    uploaded.length = 0
    deleted.length = 0
  })
  afterAll(() => Object.assign(globalThis, { fetch: withFetch }))

  const put = (path: string): string => {
    const object: StoredObject = { bucket: BUCKET, path, contentType: "image/jpeg", bytes: Buffer.from([0xff, 0xd8, 0xff, 0xd9]), token: crypto.randomUUID(), created: new Date().toISOString() }
    service.objects.set(`${BUCKET}/${path}`, object)
    return `${ORIGIN}/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=${object.token}`
  }

  return {
    service,
    uploaded,
    deleted,
    stored: () => new Set([...service.objects.values()].map((object) => object.path)),
    put,
    origin: ORIGIN,
  }
}
