/**
 * @jest-environment node
 *
 * Publishes past the hour's allowance of rebuilds (BUILD_HOOKS_PER_HOUR): still published, and
 * built later without the coach doing anything. The studio's real page callables and the real
 * sendPendingBuilds (functions/src/studio/site-rebuilds.ts, what sendHeldBackBuilds runs every ten
 * minutes) against the local backend's Firestore stand-in, with a loopback build hook.
 */
import { firestore } from "../functions/src/firestore"
import { pageHandlers, studioListPages } from "../functions/src/studio/page-callables"
import { configuredBuildHook, sendPendingBuilds } from "../functions/src/studio/site-rebuilds"
import { PAGES, STUDIO_PAGES } from "../contract/firebase-settings"
import { dataFile } from "../test-support/content-files"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"
import { startRecordingBuildHook, type RecordingBuildHook } from "./helpers/recording-build-hook"

jest.setTimeout(60_000)

type CallableRequest = Parameters<typeof studioListPages.run>[0]

const HOUR = 60 * 60 * 1000
let hook: RecordingBuildHook

withFunctionsFirestore(async () => {
  hook = await startRecordingBuildHook()
})

beforeEach(async () => {
  hook.calls.length = 0
  process.env.BUILD_HOOKS_PER_HOUR = "1"
  for (const collection of [STUDIO_PAGES, PAGES, "studioMeta", "studioRevisions"]) {
    for (const doc of (await firestore().collection(collection).get()).docs) await doc.ref.delete()
  }
})

afterAll(() => {
  hook.server.close()
  delete process.env.BUILD_HOOK_URL
  delete process.env.BUILD_HOOK_TOKEN
  delete process.env.BUILD_HOOKS_PER_HOUR
})

const asCoach = (data: unknown) =>
  ({ data, rawRequest: { headers: {} }, acceptsStreaming: false, auth: { uid: "coach", token: { uid: "coach", coach: true, email_verified: true }, rawToken: "verified" } }) as unknown as CallableRequest

const publish = async (pageId: "home" | "about" | "faq") => {
  await pageHandlers.savePageDraft(asCoach({ pageId, baseRevision: 0, draft: dataFile(pageId) }))
  return pageHandlers.publishPage(asCoach({ pageId, revision: 1 }))
}

const events = () => hook.calls.map((call) => (JSON.parse(call) as { event_type: string; client_payload: Record<string, string> }))

/** What the scheduled run does at `at` (ms), with the functions' own hook and allowance. */
const scheduledRun = (at: number) => sendPendingBuilds(firestore(), configuredBuildHook(), 1, at)

describe("a publish past the hour's allowance", () => {
  it("is published at once and built by the scheduled run once the hour allows, one build for a burst", async () => {
    const start = Date.now()
    expect((await publish("home")).build).toBe("requested")
    expect((await publish("about")).build).toBe("throttled")
    expect((await publish("faq")).build).toBe("throttled")
    // Published: the next build, whenever it runs, reads them.
    expect((await firestore().collection(PAGES).doc("faq").get()).get("published")).toBe(true)
    expect(hook.calls).toHaveLength(1)

    // Within the hour the run waits (the allowance holds for the held-back builds too)...
    expect(await scheduledRun(start + 10 * 60 * 1000)).toBe("throttled")
    expect(hook.calls).toHaveLength(1)
    // ...then sends one build for both, and nothing more after it.
    expect(await scheduledRun(start + HOUR + 60_000)).toBe("requested")
    expect(events().slice(1)).toEqual([{ event_type: "page-publish", client_payload: { pageId: "faq" } }])
    expect(await scheduledRun(start + HOUR + 20 * 60_000)).toBe("none")
    expect(hook.calls).toHaveLength(2)
  })

  it("needs no scheduled build when a rebuild is sent meanwhile: that build reads the held-back publish too", async () => {
    process.env.BUILD_HOOKS_PER_HOUR = "1"
    expect((await publish("home")).build).toBe("requested")
    expect((await publish("about")).build).toBe("throttled")
    // The hour turns: her next publish is built, and the build answers the held-back one as well.
    await firestore().doc("studioMeta/buildRequests").set({ times: [Date.now() - HOUR - 1000] }, { merge: true })
    expect((await publish("faq")).build).toBe("requested")
    expect(await scheduledRun(Date.now())).toBe("none")
    expect(events().map((event) => event.client_payload.pageId)).toEqual(["home", "faq"])
  })

  it("stays held when the hook fails, and is sent by the next run", async () => {
    expect((await publish("home")).build).toBe("requested")
    expect((await publish("about")).build).toBe("throttled")
    const failing = async () => {
      throw new Error("build hook answered 503")
    }
    await expect(sendPendingBuilds(firestore(), failing, 1, Date.now() + HOUR + 60_000)).rejects.toThrow("503")
    expect(await scheduledRun(Date.now() + 2 * HOUR + 60_000)).toBe("requested")
    expect(events().map((event) => event.client_payload.pageId)).toEqual(["home", "about"])
  })
})
