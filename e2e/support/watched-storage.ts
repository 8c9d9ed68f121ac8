/**
 * The local backend's own Storage server (scripts/local-backend/storage-stand-in.ts), started for
 * one page of a test that watches an upload on its way: the studio and the SDK run for real against
 * the address the build names for the local backend's Storage, and the page's requests there are
 * sent on to this server, which makes every check the local backend makes (the coach's token,
 * confirmed with this run's Auth emulator; the studio's folders; JPEG only; download tokens;
 * nosniff; CORS for the site under test). On the way back a test can hold an upload's last answer
 * (to watch its progress, or cancel it) and refuse one; every upload and deletion is kept for it to
 * inspect. A test without this reaches the local backend's server itself (e2e/specs/publish-post.spec.ts).
 */
import type { Page } from "@playwright/test"
import { startStorage } from "../../scripts/local-backend/storage-stand-in"
import { storageError, type StoredObject } from "../../scripts/local-backend/storage-protocol"
import { backendUrl } from "./fixtures"

export type StoredUpload = Pick<StoredObject, "path" | "contentType" | "bytes">

export interface WatchedStorage {
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

/** The variables the build under test was made with (e2e/support/global-setup.ts). */
const builtEnv = (): Record<string, string> => JSON.parse(process.env.E2E_BUILT_ENV ?? "{}")

/** The origin the built studio uploads to: the local backend's Storage, as the build names it. */
export const builtStorageOrigin = (): string => {
  const host = builtEnv().GATSBY_FIREBASE_STORAGE_EMULATOR_HOST
  if (!host) throw new Error("the build under test names no Storage emulator: run `npm run build:local`")
  return `http://${host}`
}

/** The same address at another host:port. */
const onPort = (address: string, host: string): string => {
  const url = new URL(address)
  url.host = host
  return url.href
}

/** Starts the server for this page (it stops when the page closes) and sends the page's Storage requests to it. */
export const watchStorage = async (page: Page): Promise<WatchedStorage> => {
  const uploads: StoredUpload[] = []
  const deleted: string[] = []
  const env = builtEnv()
  const server = await startStorage({
    port: 0,
    // The build names firebase.json's Auth port; this run's Auth emulator is where the fixture forwards it.
    authHost: new URL(backendUrl(`http://${env.GATSBY_FIREBASE_AUTH_EMULATOR_HOST}/`)).host,
    siteOrigins: [new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1").origin],
    projectId: env.GATSBY_FIREBASE_PROJECT_ID,
    onStored: (object) => uploads.push(object),
    onDeleted: (object) => deleted.push(object.path),
  })
  page.once("close", () => void server.stop())
  let hold: { arrived: () => void; released: Promise<void> } | null = null
  let release = () => {}
  let refuse = false

  await page.route(`${builtStorageOrigin()}/**`, async (route) => {
    const request = route.request()
    const headers = await request.allHeaders()
    const response = await route.fetch({ url: onPort(request.url(), `127.0.0.1:${server.port}`), headers }).catch(() => null)
    if (!response) return route.abort("connectionrefused").catch(() => undefined)
    // The last answer of an upload: the server has stored it once its last bytes were in, as Cloud Storage does.
    if (response.ok() && response.headers()["x-goog-upload-status"] === "final") {
      if (hold) {
        const held = hold
        hold = null
        held.arrived()
        await held.released
      }
      if (refuse) {
        refuse = false
        const { name, bucket } = (await response.json()) as { name: string; bucket: string }
        server.service.objects.delete(`${bucket}/${name}`)
        const refused = server.service.finish(headers.origin, storageError(400, "Refused by the test."))
        return route.fulfill({ status: refused.status, headers: refused.headers, body: refused.body }).catch(() => undefined)
      }
    }
    // A resumable upload goes on at the address the page knows, which this page's route sends here again.
    const session = response.headers()["x-goog-upload-url"]
    const answered = session ? { ...response.headers(), "x-goog-upload-url": onPort(session, new URL(builtStorageOrigin()).host) } : undefined
    // The browser may have cancelled it meanwhile: nothing to answer then.
    return route.fulfill({ response, headers: answered }).catch(() => undefined)
  })

  return {
    uploads,
    deleted,
    has: (path) => [...server.service.objects.values()].some((object) => object.path === path),
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
