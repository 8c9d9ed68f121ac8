/**
 * @jest-environment node
 *
 * The studio's page and settings callables against the local backend's Firestore stand-in: only
 * the coach may call them; drafts clash as posts' do; publishing is checked by the page's own
 * schema (the build's), refused field by field, and asks the build hook once; testimonials need
 * the client's permission; unpublishing and resetting leave the file to be built.
 */
import { firestore } from "../functions/src/firestore"
import { pageHandlers, studioListPages } from "../functions/src/studio/page-callables"
import { handlers } from "../functions/src/studio/studio-callables"
import { PAGES, STUDIO_PAGES, STUDIO_REVISIONS } from "../contract/firebase-settings"
import { PAGE_CALLABLES } from "../contract/studio-pages-api"
import { dataFile, filePages } from "../test-support/content-files"
import { rejection } from "./helpers/callable-error"
import { postPhotoUrl, validPostDraft } from "./helpers/studio-cases"
import { LOCAL_PROJECT_ID } from "../scripts/local-backend/site-env"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"
import { startRecordingBuildHook, type RecordingBuildHook } from "./helpers/recording-build-hook"

jest.setTimeout(60_000)

type CallableRequest = Parameters<typeof studioListPages.run>[0]

let hook: RecordingBuildHook

withFunctionsFirestore(async () => {
  hook = await startRecordingBuildHook()
})

beforeEach(async () => {
  hook.calls.length = 0
  for (const collection of [STUDIO_PAGES, PAGES, STUDIO_REVISIONS, "studioMeta"]) {
    for (const doc of (await firestore().collection(collection).get()).docs) await doc.ref.delete()
  }
})

afterAll(() => {
  hook.server.close()
  delete process.env.BUILD_HOOK_URL
  delete process.env.BUILD_HOOK_TOKEN
})

type Caller = "coach" | "visitor" | "nobody"
const requestAs = (who: Caller, data: unknown) =>
  ({
    data,
    rawRequest: { headers: {} },
    acceptsStreaming: false,
    // What the Functions runtime hands over once it has verified an ID token: the coach's carries the claim and a verified address.
    auth:
      who === "nobody"
        ? undefined
        : { uid: who, token: { uid: who, coach: who === "coach", email_verified: true }, rawToken: "verified" },
  }) as unknown as CallableRequest

const call = <K extends keyof typeof pageHandlers>(name: K, data: unknown, who: Caller = "coach") =>
  pageHandlers[name](requestAs(who, data)) as ReturnType<(typeof pageHandlers)[K]>

const home = () => dataFile("home")

describe("who may edit the pages", () => {
  const requests: Record<keyof typeof PAGE_CALLABLES, unknown> = {
    listPages: {},
    savePageDraft: { pageId: "home", baseRevision: 0, draft: home() },
    publishPage: { pageId: "home", revision: 1 },
    unpublishPage: { pageId: "home", revision: 1 },
    resetPage: { pageId: "home", revision: 1, draft: home() },
  }
  it.each(Object.keys(requests) as (keyof typeof requests)[])("%s refuses a visitor and anyone signed in without the coach's claim", async (name) => {
    expect((await rejection(call(name, requests[name], "nobody"))).code).toBe("unauthenticated")
    expect((await rejection(call(name, requests[name], "visitor"))).code).toBe("permission-denied")
    expect(await firestore().collection(STUDIO_PAGES).get()).toHaveProperty("size", 0)
  })
})

describe("a page's draft and publishing", () => {
  it("saves drafts revision by revision, and a save from an older revision is a clash, never an overwrite", async () => {
    const first = await call("savePageDraft", { pageId: "home", baseRevision: 0, draft: home() })
    expect(first).toMatchObject({ revision: 1, problems: [] })
    const mine = { ...home(), hero: { ...home().hero, heading: "Lead without holding every thread" } }
    await call("savePageDraft", { pageId: "home", baseRevision: 1, draft: mine })
    const clash = await rejection(call("savePageDraft", { pageId: "home", baseRevision: 1, draft: home() }))
    expect(clash.code).toBe("aborted")
    expect(clash.details).toMatchObject({ conflict: true, current: { pageId: "home", revision: 2, draft: { hero: { heading: "Lead without holding every thread" } } } })
    const { pages } = await call("listPages", {})
    expect(pages).toMatchObject([{ pageId: "home", revision: 2, published: false }])
  })

  it("refuses a page its schema refuses, naming each field as the build would, and asks for no build", async () => {
    const broken = { ...home(), hero: { ...home().hero, heading: "  " } }
    const saved = await call("savePageDraft", { pageId: "home", baseRevision: 0, draft: broken })
    expect(saved.problems).toEqual([{ field: "hero.heading", message: "must not be empty" }])
    const refused = await rejection(call("publishPage", { pageId: "home", revision: 1 }))
    expect(refused.code).toBe("invalid-argument")
    expect(refused.details).toEqual({ problems: [{ field: "hero.heading", message: "must not be empty" }] })
    expect((await firestore().collection(PAGES).doc("home").get()).exists).toBe(false)
    expect(hook.calls).toEqual([])
  })

  it("refuses a page photo that is not one of hers in the project's photo storage, as the build would leave it out", async () => {
    const bucket = "demo-coach.appspot.com"
    const saved = { FIREBASE_CONFIG: process.env.FIREBASE_CONFIG }
    process.env.FIREBASE_CONFIG = JSON.stringify({ projectId: "demo-coach", storageBucket: bucket })
    try {
      const at = (folder: string) => `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${encodeURIComponent(`${folder}/4f2c.jpg`)}?alt=media&token=t`
      const about = (src: string) => ({ ...dataFile("about"), portrait: { src, alt: "Eleanor at her desk" } })
      // In the project's bucket but in no folder of her photos.
      const first = await call("savePageDraft", { pageId: "about", baseRevision: 0, draft: about(at("elsewhere/a-post")) })
      expect(first.problems).toEqual([{ field: "portrait.src", message: expect.stringContaining("must be a photo uploaded in the studio") }])
      expect((await rejection(call("publishPage", { pageId: "about", revision: 1 }))).details).toEqual({ problems: first.problems })
      await call("savePageDraft", { pageId: "about", baseRevision: 1, draft: about(at("pages/about")) })
      await expect(call("publishPage", { pageId: "about", revision: 2 })).resolves.toMatchObject({ published: true })
      expect((await firestore().collection(PAGES).doc("about").get()).get("content.portrait.src")).toBe(at("pages/about"))
    } finally {
      if (saved.FIREBASE_CONFIG === undefined) delete process.env.FIREBASE_CONFIG
      else process.env.FIREBASE_CONFIG = saved.FIREBASE_CONFIG
    }
  })

  it("publishes a page with a photo reused from a post, which the post's deletion keeps, and lists it in the page's photo library", async () => {
    const postId = "notes-for-the-home-page"
    const cover = postPhotoUrl(postId)
    const about = (src: string) => ({ ...dataFile("about"), portrait: { src, alt: "Eleanor at her desk" } })
    // The project's bucket, whose photos these are, as the Functions runtime gives it.
    const saved = process.env.FIREBASE_CONFIG
    process.env.FIREBASE_CONFIG = JSON.stringify({ projectId: LOCAL_PROJECT_ID, storageBucket: `${LOCAL_PROJECT_ID}.appspot.com` })
    try {
      await handlers.savePostDraft(requestAs("coach", { postId, baseRevision: 0, draft: validPostDraft(postId) }))
      expect((await handlers.listPhotos(requestAs("coach", { kind: "page" }))).photos.map(({ src }) => src)).toContain(cover)
      // A photo in the bucket but in no folder of hers is still refused.
      await call("savePageDraft", { pageId: "about", baseRevision: 0, draft: about(cover.replace("/o/posts%2F", "/o/elsewhere%2F")) })
      expect((await rejection(call("publishPage", { pageId: "about", revision: 1 }))).code).toBe("invalid-argument")
      await call("savePageDraft", { pageId: "about", baseRevision: 1, draft: about(cover) })
      await expect(call("publishPage", { pageId: "about", revision: 2 })).resolves.toMatchObject({ published: true })
      expect((await firestore().collection(PAGES).doc("about").get()).get("content.portrait.src")).toBe(cover)
      // The post goes; the photo the page shows stays.
      const { unusedPhotos } = await handlers.deletePostDraft(requestAs("coach", { postId, revision: 1 }))
      expect(unusedPhotos).not.toContain(cover)
    } finally {
      if (saved === undefined) delete process.env.FIREBASE_CONFIG
      else process.env.FIREBASE_CONFIG = saved
    }
  })

  it("counts a page's photos as in use: deleting a post keeps its cover while a page's draft shows it", async () => {
    const postId = "notes-for-the-about-page"
    const cover = postPhotoUrl(postId)
    await handlers.savePostDraft(requestAs("coach", { postId, baseRevision: 0, draft: validPostDraft(postId) }))
    await call("savePageDraft", { pageId: "about", baseRevision: 0, draft: { ...dataFile("about"), portrait: { src: cover, alt: "Eleanor at her desk" } } })
    const { unusedPhotos } = await handlers.deletePostDraft(requestAs("coach", { postId, revision: 1 }))
    // Its image in the text goes; the cover the about page shows stays.
    expect(unusedPhotos).toEqual([postPhotoUrl(postId, "5c6b1d2e-3f4a-4b7a-8c1e-2f4d4e8a9c6b")])
  })

  it("refuses a testimonial without the client's permission, naming the testimonial", async () => {
    const file = dataFile("testimonials")
    const added = { quote: "Eleanor made our board meetings worth having.", name: "Amira Shah", role: "Founder", company: "Kestrel Labs" }
    await call("savePageDraft", { pageId: "testimonials", baseRevision: 0, draft: { ...file, items: [...file.items, added] } })
    const refused = await rejection(call("publishPage", { pageId: "testimonials", revision: 1 }))
    expect(refused.details).toEqual({
      problems: [{ field: `items[${file.items.length}].permission`, message: expect.stringContaining("Amira Shah's words cannot be published until they have agreed to be quoted") }],
    })
    // With the permission and its date, the same testimonial is published.
    await call("savePageDraft", { pageId: "testimonials", baseRevision: 1, draft: { ...file, items: [...file.items, { ...added, permission: { given: true, on: "2026-11-20" } }] } })
    await expect(call("publishPage", { pageId: "testimonials", revision: 2 })).resolves.toMatchObject({ published: true })
    const live = (await firestore().collection(PAGES).doc("testimonials").get()).get("content") as { items: { name: string }[] }
    expect(live.items.at(-1)).toMatchObject({ name: "Amira Shah", permission: { given: true, on: "2026-11-20" } })
  })

  it("publishes the page as its schema parsed it, asking the build hook once per revision; reset brings the file's words back and takes hers off", async () => {
    const mine = { ...home(), hero: { ...home().hero, heading: "  Lead without holding every thread  " } }
    await call("savePageDraft", { pageId: "home", baseRevision: 0, draft: mine })
    await expect(call("publishPage", { pageId: "home", revision: 1 })).resolves.toEqual({ published: true, build: "requested" })
    // The answer lost on the way: the same request again asks for no second build.
    await expect(call("publishPage", { pageId: "home", revision: 1 })).resolves.toEqual({ published: true, build: "already-requested" })
    expect(hook.calls).toHaveLength(1)
    expect(JSON.parse(hook.calls[0])).toEqual({ event_type: "page-publish", client_payload: { pageId: "home" } })
    const live = await firestore().collection(PAGES).doc("home").get()
    expect(live.get("published")).toBe(true)
    expect(live.get("revision")).toBe(1)
    expect(live.get("content.hero.heading")).toBe("Lead without holding every thread")

    // A stale reset is a clash.
    expect((await rejection(call("resetPage", { pageId: "home", revision: 0, draft: home() }))).code).toBe("aborted")
    await expect(call("resetPage", { pageId: "home", revision: 1, draft: home() })).resolves.toEqual({ build: "requested", revision: 2 })
    expect((await firestore().collection(PAGES).doc("home").get()).get("published")).toBe(false)
    const { pages } = await call("listPages", {})
    expect(pages).toMatchObject([{ pageId: "home", revision: 2, published: false, publishedRevision: null, draft: { hero: { heading: home().hero.heading } } }])
    expect(hook.calls).toHaveLength(2)
    // Not live: nothing to rebuild.
    await expect(call("resetPage", { pageId: "home", revision: 2, draft: home() })).resolves.toEqual({ build: "not-needed", revision: 3 })
    expect(hook.calls).toHaveLength(2)
  })

  it("takes the settings through the same door, checked by the settings' schema; unpublishing leaves the file to be built", async () => {
    const settings = { name: "Eleanor Whitcombe", company: "Whitcombe Leadership Ltd", description: "Coaching for leaders.", jobTitle: "Executive coach", location: "London", email: "hello@eleanorwhitcombe.co.uk", schedulerUrl: "javascript:alert(1)", showPrices: false, callToAction: { label: "Book a call", heading: "Talk first", text: "Thirty minutes, free." }, social: { linkedin: "https://www.linkedin.com/in/x", instagram: "https://www.instagram.com/x" }, analyticsConsent: { askFirst: true, text: "May I count visits?", accept: "Allow", decline: "No", change: "Cookie settings" }, retention: { enquiryDays: 365, contactDraftDays: 30 } }
    await call("savePageDraft", { pageId: "settings", baseRevision: 0, draft: settings })
    const refused = await rejection(call("publishPage", { pageId: "settings", revision: 1 }))
    expect(refused.details).toEqual({ problems: [{ field: "schedulerUrl", message: "must be a site path such as /contact/ or an https:// address" }] })
    await call("savePageDraft", { pageId: "settings", baseRevision: 1, draft: { ...settings, schedulerUrl: "" } })
    await expect(call("publishPage", { pageId: "settings", revision: 2 })).resolves.toMatchObject({ published: true })
    expect((await firestore().collection(PAGES).doc("settings").get()).get("content.showPrices")).toBe(false)
    await expect(call("unpublishPage", { pageId: "settings", revision: 2 })).resolves.toEqual({ published: false, build: "requested" })
    expect((await firestore().collection(PAGES).doc("settings").get()).get("published")).toBe(false)
  })

  it("refuses a page the site does not have", async () => {
    const refused = await rejection(call("savePageDraft", { pageId: "admin", baseRevision: 0, draft: {} }))
    expect(refused.details).toEqual({ problems: [{ field: "pageId", message: "must be one of the site's pages" }] })
  })
})

describe("a page's earlier versions", () => {
  const versions = async (id: string) => (await handlers.listRevisions(requestAs("coach", { kind: "page", id }))).versions
  const restore = (data: unknown, who: Caller = "coach") => handlers.restoreRevision(requestAs(who, data))

  it("keeps each published version with what changed, and restores one's words as a new revision, keeping the draft it replaces", async () => {
    const first = { ...home(), hero: { ...home().hero, heading: "Lead without holding every thread" } }
    const second = { ...first, hero: { ...first.hero, heading: "Steady hands at the top" } }
    await call("savePageDraft", { pageId: "home", baseRevision: 0, draft: first })
    await call("publishPage", { pageId: "home", revision: 1 })
    await call("savePageDraft", { pageId: "home", baseRevision: 1, draft: second })
    await call("publishPage", { pageId: "home", revision: 2 })
    // Words not published yet: restoring must not lose them.
    const unfinished = { ...second, hero: { ...second.hero, heading: "Half a thought" } }
    await call("savePageDraft", { pageId: "home", baseRevision: 2, draft: unfinished })

    expect(await versions("home")).toEqual([
      expect.objectContaining({ revision: 2, reason: "published", changed: ["hero"], draft: second }),
      expect.objectContaining({ revision: 1, reason: "published", changed: [], draft: first }),
    ])

    // Only the coach may look or restore.
    expect((await rejection(handlers.listRevisions(requestAs("visitor", { kind: "page", id: "home" })))).code).toBe("permission-denied")
    expect((await rejection(restore({ kind: "page", id: "home", revision: 1, baseRevision: 3 }, "visitor"))).code).toBe("permission-denied")

    await expect(restore({ kind: "page", id: "home", revision: 1, baseRevision: 3 })).resolves.toEqual({ revision: 4 })
    const { pages } = await call("listPages", {})
    expect(pages).toMatchObject([{ pageId: "home", revision: 4, draft: first, published: true, publishedRevision: 2 }])
    expect((await versions("home")).map(({ revision, reason }) => `${revision} ${reason}`)).toEqual(["3 before-restore", "2 published", "1 published"])
    expect((await versions("home"))[0]).toMatchObject({ draft: unfinished })
    // A restore publishes nothing and asks for no build.
    expect(hook.calls).toHaveLength(2)
    // From a revision that is not the newest: a clash, nothing overwritten.
    expect((await rejection(restore({ kind: "page", id: "home", revision: 2, baseRevision: 3 }))).code).toBe("aborted")
  })

  it("keeps the settings' last ten published versions", async () => {
    const settings = (round: number) => ({ ...filePages().settings, location: `London, round ${round}` })
    let revision = 0
    for (let round = 1; round <= 11; round += 1) {
      revision = (await call("savePageDraft", { pageId: "settings", baseRevision: revision, draft: settings(round) })).revision
      await call("publishPage", { pageId: "settings", revision })
    }
    const kept = await versions("settings")
    expect(kept.map((version) => version.revision)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
    expect(kept[0].changed).toEqual(["location"])
  })
})
