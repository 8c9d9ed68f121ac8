/**
 * Cloud Storage for the local backend: a small HTTP server on 127.0.0.1 that answers the Firebase
 * Storage web SDK after `connectStorageEmulator`, and the build's downloads of a published story's
 * or post's photos. It stands in for the official Storage emulator, which needs Java 21 and
 * downloads its jars, and does not evaluate storage.rules itself: the checks it makes instead (the
 * coach's token, confirmed with the local Auth emulator; the studio's folders; JPEG only, never
 * markup; the rules' size cap; the download token; nosniff; CORS for the site's local pages alone)
 * and the protocol are in storage-protocol.ts. It is the one Storage the tests use too: the browser
 * tests start it for a page they watch (e2e/support/watched-storage.ts), and jsdom tests answer the
 * SDK from its service (__tests__/helpers/local-backend-storage.ts).
 *
 * Given a `folder` (`npm run develop` and `npm run backend` give one in the local data folder), the
 * photos are kept there between runs, as the Firestore stand-in keeps the stories and posts that
 * name them: each is written as it is stored and removed as it is deleted. Without one (the
 * tests) they live in this process's memory and are gone when it stops.
 */
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer, type IncomingMessage } from "node:http"
import type { AddressInfo } from "node:net"
import { join } from "node:path"
import {
  authEmulatorAccounts,
  MAX_PHOTO_BYTES,
  storageError,
  storageService,
  type StorageAnswer,
  type StorageService,
  type StorageServiceOptions,
  type StoredObject,
} from "./storage-protocol"
import { LOCAL_API_KEY, LOCAL_PROJECT_ID } from "./site-env"

export interface StorageStandIn {
  port: number
  /** What is stored now (the tests read it). */
  service: StorageService
  stop: () => Promise<void>
  /** Closes at once, for a process that is exiting. */
  stopNow: () => void
}

/** The largest request body read: an SDK chunk of a photo under the cap, or a whole multipart photo, with room for its metadata. */
const MAX_BODY_BYTES = MAX_PHOTO_BYTES + 64 * 1024

/** The body, or null once it passes the cap (the rest is read and dropped, so the answer still arrives). */
const readBody = (request: IncomingMessage): Promise<Buffer | null> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    request.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
    })
    request.once("end", () => resolve(size <= MAX_BODY_BYTES ? Buffer.concat(chunks) : null))
    request.once("error", reject)
  })

/** The browser tests' hooks (e2e/support/watched-storage.ts): told of each upload stored and each deletion. */
export interface StorageOptions extends Pick<StorageServiceOptions, "onStored" | "onDeleted"> {
  /** 0: a port the OS picks. */
  port: number
  /** The Auth emulator (host:port) whose ID tokens it accepts, and asks about each one. */
  authHost: string
  /** The pages allowed to call it from a browser (localSiteOrigins). */
  siteOrigins: readonly string[]
  projectId?: string
  /** Where the photos are kept between runs; none: in memory only. */
  folder?: string
}

/** One photo on disk: its bytes, and beside them what the protocol answers about it. */
const photoFiles = (folder: string, object: Pick<StoredObject, "bucket" | "path">) => {
  const name = createHash("sha256").update(`${object.bucket}/${object.path}`).digest("hex").slice(0, 32)
  return { bytes: join(folder, `${name}.bytes`), about: join(folder, `${name}.json`) }
}

const keepPhoto = (folder: string, object: StoredObject): void => {
  mkdirSync(folder, { recursive: true })
  const files = photoFiles(folder, object)
  writeFileSync(files.bytes, object.bytes)
  const { bytes: _bytes, ...about } = object
  writeFileSync(files.about, JSON.stringify(about))
}

const forgetPhoto = (folder: string, object: StoredObject): void => {
  const files = photoFiles(folder, object)
  rmSync(files.about, { force: true })
  rmSync(files.bytes, { force: true })
}

const keptPhotos = (folder: string): StoredObject[] =>
  existsSync(folder)
    ? readdirSync(folder)
        .filter((name) => name.endsWith(".json"))
        .flatMap((name) => {
          const about = JSON.parse(readFileSync(join(folder, name), "utf8")) as Omit<StoredObject, "bytes">
          const bytes = photoFiles(folder, about).bytes
          // A photo whose bytes never reached the disk is left out, as an upload that never finished.
          return existsSync(bytes) ? [{ ...about, bytes: readFileSync(bytes) }] : []
        })
    : []

/** Starts the stand-in on 127.0.0.1:`port`. */
export const startStorage = async ({ port, authHost, siteOrigins, projectId = LOCAL_PROJECT_ID, onStored, onDeleted, folder }: StorageOptions): Promise<StorageStandIn> => {
  const service = storageService({
    projectId,
    accountOf: authEmulatorAccounts(authHost, LOCAL_API_KEY),
    siteOrigins,
    onStored: (object) => {
      if (folder) keepPhoto(folder, object)
      onStored?.(object)
    },
    onDeleted: (object) => {
      if (folder) forgetPhoto(folder, object)
      onDeleted?.(object)
    },
  })
  if (folder) for (const object of keptPhotos(folder)) service.objects.set(`${object.bucket}/${object.path}`, object)
  const server = createServer((request, response) => {
    const answer = (reply: StorageAnswer) => response.writeHead(reply.status, reply.headers).end(reply.body)
    readBody(request)
      .then(async (body) => {
        if (body === null) {
          answer(service.finish(request.headers.origin, storageError(413, `A request to the photo storage must be smaller than ${MAX_BODY_BYTES} bytes.`)))
          return
        }
        // The SDK's session URLs are made from the address it was given, so the Host header is echoed back, never trusted further.
        const url = new URL(request.url ?? "/", `http://${request.headers.host ?? `127.0.0.1:${port}`}`)
        const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : value]))
        answer(await service.handle({ method: request.method ?? "GET", url, headers, body }))
      })
      .catch(() => response.destroy())
  })
  const bound = await new Promise<number>((resolve, reject) => {
    server.once("error", (error) => reject(new Error(`Storage stand-in could not listen on 127.0.0.1:${port}: ${error.message}`)))
    server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port))
  })
  const stopNow = () => {
    server.closeAllConnections()
    server.close()
  }
  return {
    port: bound,
    service,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
    stopNow,
  }
}
