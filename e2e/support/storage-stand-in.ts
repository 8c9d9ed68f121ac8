/**
 * Cloud Storage answered inside the browser, for the tests that watch an upload on its way: the
 * studio and the SDK run for real against the address the build names for the local backend's
 * Storage stand-in, and the answers come from the same protocol code that stand-in runs
 * (scripts/local-backend/storage-protocol.ts: the coach's token, confirmed with this run's Auth
 * emulator; the studio's folders; JPEG only; download tokens; nosniff; CORS for the site under test). Here a test can also hold an upload's last answer back (to watch its progress, or cancel
 * it) and refuse one; every upload and deletion is kept for it to inspect. A test without this
 * stand-in reaches the local backend's own server (e2e/specs/publish-post.spec.ts).
 */
import type { Page } from "@playwright/test"
import { authEmulatorAccounts, storageError, storageService, type StorageAnswer, type StoredObject } from "../../scripts/local-backend/storage-protocol"
import { backendUrl } from "./fixtures"

export type StoredUpload = Pick<StoredObject, "path" | "contentType" | "bytes">

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

/** The variables the build under test was made with (e2e/support/global-setup.ts). */
const builtEnv = (): Record<string, string> => JSON.parse(process.env.E2E_BUILT_ENV ?? "{}")

/** The origin the built studio uploads to: the local backend's Storage stand-in, as the build names it. */
export const builtStorageOrigin = (): string => {
  const host = builtEnv().GATSBY_FIREBASE_STORAGE_EMULATOR_HOST
  if (!host) throw new Error("the build under test names no Storage emulator: run `npm run build:local`")
  return `http://${host}`
}

export const standInStorage = async (page: Page): Promise<StorageStandIn> => {
  const uploads: StoredUpload[] = []
  const deleted: string[] = []
  const env = builtEnv()
  // The build names firebase.json's Auth port; this run's Auth emulator is where the fixture forwards it.
  const authHost = new URL(backendUrl(`http://${env.GATSBY_FIREBASE_AUTH_EMULATOR_HOST}/`)).host
  const service = storageService({
    projectId: env.GATSBY_FIREBASE_PROJECT_ID,
    accountOf: authEmulatorAccounts(authHost, env.GATSBY_FIREBASE_API_KEY),
    siteOrigins: [new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1").origin],
    onStored: (object) => uploads.push(object),
    onDeleted: (object) => deleted.push(object.path),
  })
  let hold: { arrived: () => void; released: Promise<void> } | null = null
  let release = () => {}
  let refuse = false

  await page.route(`${builtStorageOrigin()}/**`, async (route) => {
    const request = route.request()
    const headers = await request.allHeaders()
    const { stored, ...reply } = await service.handle({ method: request.method(), url: new URL(request.url()), headers, body: request.postDataBuffer() ?? Buffer.alloc(0) })
    let answer: StorageAnswer = reply
    if (stored) {
      // Stored once its last bytes are in, as Cloud Storage does, though the answer may be held back.
      if (hold) {
        const held = hold
        hold = null
        held.arrived()
        await held.released
      }
      if (refuse) {
        refuse = false
        service.objects.delete(`${stored.bucket}/${stored.path}`)
        answer = service.finish(headers.origin, storageError(400, "Refused by the test."))
      }
    }
    // The browser may have cancelled it meanwhile: nothing to answer then.
    return route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body }).catch(() => undefined)
  })

  return {
    uploads,
    deleted,
    has: (path) => [...service.objects.values()].some((object) => object.path === path),
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
