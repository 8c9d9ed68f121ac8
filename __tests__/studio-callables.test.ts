/**
 * @jest-environment node
 *
 * The studio's callables against the local backend (Auth emulator, Functions emulator running
 * functions/, the Firestore stand-in), started once for the file on free ports. Who may call is
 * checked through the real callable protocol with ID tokens from the Auth emulator; the story and
 * inbox behaviour runs the same functions in this process against the same Firestore, so the build
 * hook can be a loopback server here.
 */
import { createServer, type Server } from "node:http"
import sharp from "sharp"
import type { AddressInfo } from "node:net"
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App } from "firebase-admin/app"
import { getAuth } from "firebase-admin/auth"
import { firestore } from "../functions/src/firestore"
import { submitEnquiry } from "../functions/src/enquiries/submit-enquiry"
import * as studio from "../functions/src/studio/studio-callables"
import { readFirestoreStories } from "../gatsby/stories/firestore-source"
import { STUDIO_CALLABLES } from "../contract/studio-api"
import { filePostCopyId, type StudioPost } from "../contract/studio-posts-api"
import { type StudioStory } from "../contract/studio-stories-api"
import { validEnquiry } from "./helpers/enquiry-cases"
import { runAddCoach, signIn } from "./helpers/auth-emulator"
import { startLocalBackendProcess, type LocalBackendProcess } from "./helpers/local-backend"
import { postPhotoUrl, validDraft, validPostDraft } from "./helpers/studio-cases"
import { rejection } from "./helpers/callable-error"
import { LOCAL_PROJECT_ID } from "../scripts/local-backend/site-env"
import { FUNCTIONS_REGION } from "../contract/firebase-settings"
import { siteDay } from "../functions/src/studio/scheduled-publishing"

jest.setTimeout(60_000)

type CallableRequest = Parameters<typeof studio.studioListStories.run>[0]
type DecodedToken = CallableRequest["auth"] extends infer A ? (A extends { token: infer T } ? T : never) : never
let backend: LocalBackendProcess | undefined
let adminApp: App
let hook: { server: Server; url: string; calls: string[]; authorizations: string[]; status: number }
const tokens: Record<"coach" | "visitor" | "unverifiedClaim", string> = { coach: "", visitor: "", unverifiedClaim: "" }

const env = () => {
  if (!backend) throw new Error("the local backend did not start")
  return backend.env
}

const authHost = () => env().GATSBY_FIREBASE_AUTH_EMULATOR_HOST

beforeAll(async () => {
  // A backend of its own, not the run's shared one: the inbox's paging test compares what it pages
  // through with the whole enquiries collection, which another suite's enquiries would change.
  backend = await startLocalBackendProcess()
  process.env.FIRESTORE_EMULATOR_HOST = env().FIRESTORE_EMULATOR_HOST
  process.env.FIREBASE_AUTH_EMULATOR_HOST = env().GATSBY_FIREBASE_AUTH_EMULATOR_HOST
  process.env.GCLOUD_PROJECT = env().GATSBY_FIREBASE_PROJECT_ID
  process.env.METADATA_SERVER_DETECTION = "none"
  // Enquiries sent in this process all give the same e-mail address; its own limit is tested elsewhere.
  Object.assign(process.env, { ENQUIRIES_PER_HOUR_PER_EMAIL: "100", ENQUIRIES_PER_HOUR_ALL: "100" })
  adminApp = initializeAdminApp({ projectId: env().GATSBY_FIREBASE_PROJECT_ID }, "studio-test")

  // As the Functions runtime sets them: the project's bucket, and the hook's token from Secret Manager.
  process.env.FIREBASE_CONFIG = JSON.stringify({ projectId: env().GATSBY_FIREBASE_PROJECT_ID, storageBucket: `${env().GATSBY_FIREBASE_PROJECT_ID}.appspot.com` })
  process.env.BUILD_HOOK_TOKEN = "a-hook-token"

  const calls: string[] = []
  const authorizations: string[] = []
  const server = createServer((request, response) => {
    let body = ""
    request.on("data", (chunk: Buffer) => (body += chunk.toString()))
    request.on("end", () => {
      calls.push(`${request.method} ${body}`)
      authorizations.push(request.headers.authorization ?? "")
      response.statusCode = hook.status
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  hook = { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/build`, calls, authorizations, status: 204 }

  // Sign-up is closed to browsers, so the other accounts are made as an administrator would.
  await getAuth(adminApp).createUser({ email: "visitor@example.co.uk", password: "a-visitor-password" })
  tokens.visitor = (await signIn(authHost(), "visitor@example.co.uk", "a-visitor-password")).idToken
  // The claim without a verified address: what an account registered under the coach's address would have.
  const claimed = await getAuth(adminApp).createUser({ email: "claimed@example.co.uk", password: "a-claimed-password", emailVerified: false })
  await getAuth(adminApp).setCustomUserClaims(claimed.uid, { coach: true })
  tokens.unverifiedClaim = (await signIn(authHost(), "claimed@example.co.uk", "a-claimed-password")).idToken
  const { stdout } = await runAddCoach(authHost(), ["eleanor@example.co.uk", "--password", "a-coach-password"])
  expect(stdout).toContain("Created the account eleanor@example.co.uk")
  expect(stdout).toContain("Granted the coach claim")
  tokens.coach = (await signIn(authHost(), "eleanor@example.co.uk", "a-coach-password")).idToken
}, 180_000)

afterAll(async () => {
  await backend?.stop()
  hook?.server.close()
  await firestore().terminate()
  if (adminApp) await deleteAdminApp(adminApp)
  delete process.env.BUILD_HOOK_URL
  delete process.env.ENQUIRIES_PER_HOUR_PER_EMAIL
  delete process.env.ENQUIRIES_PER_HOUR_ALL
  delete process.env.BUILD_HOOK_TOKEN
  delete process.env.BUILD_HOOKS_PER_HOUR
  delete process.env.FIREBASE_CONFIG
}, 60_000)

/** One callable over HTTP, as the browser SDK calls it: `{ data }` in, `{ result }` or `{ error }` out. */
const callOverHttp = async (name: string, data: unknown, idToken?: string) => {
  const { GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST: host, GATSBY_FIREBASE_PROJECT_ID: project } = env()
  const response = await fetch(`http://${host}/${project}/${FUNCTIONS_REGION}/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify({ data }),
  })
  return (await response.json()) as { result?: unknown; error?: { status: string } }
}

/** A callable run in this process as the Functions runtime runs it, for the signed-in coach. */
const asCoach = async <K extends keyof typeof studio.handlers>(name: K, data: unknown) => {
  const token = (await getAuth(adminApp).verifyIdToken(tokens.coach)) as unknown as DecodedToken
  const request = { data, rawRequest: { headers: {} }, acceptsStreaming: false, auth: { uid: token.uid, token, rawToken: tokens.coach } }
  return studio.handlers[name](request as unknown as CallableRequest) as ReturnType<(typeof studio.handlers)[K]>
}

const storyId = () => `story-${crypto.randomUUID().slice(0, 8)}`

describe("who may use the studio", () => {
  const requests: Record<keyof typeof STUDIO_CALLABLES, unknown> = {
    listEnquiries: {},
    markEnquiry: { enquiryId: "anything", handled: true },
    listStories: {},
    saveStoryDraft: { storyId: "a-story", baseRevision: 0, draft: validDraft() },
    publishStory: { storyId: "a-story", revision: 1 },
    unpublishStory: { storyId: "a-story", revision: 1 },
    listPosts: {},
    savePostDraft: { postId: "a-post", baseRevision: 0, draft: validPostDraft("a-post") },
    publishPost: { postId: "a-post", revision: 1 },
    unpublishPost: { postId: "a-post", revision: 1 },
    deletePostDraft: { postId: "a-post", revision: 1 },
    takeFilePost: { fromFile: "a-file-post", draft: validPostDraft("a-post", { slug: "a-file-post" }) },
    takeFileStory: { fromFile: "a-file-story", publishedDate: "2026-04-20", draft: validDraft() },
    deleteStoryDraft: { storyId: "a-story", revision: 1 },
    listPhotos: { kind: "post" },
    listRevisions: { kind: "post", id: "a-post" },
    restoreRevision: { kind: "post", id: "a-post", revision: 1, baseRevision: 1 },
  }

  it.each(Object.entries(STUDIO_CALLABLES))(
    "%s: nobody signed in is unauthenticated; a signed-in visitor, and the coach claim on an unverified address, are permission-denied",
    async (key, name) => {
      const data = requests[key as keyof typeof STUDIO_CALLABLES]
      expect((await callOverHttp(name, data)).error?.status).toBe("UNAUTHENTICATED")
      expect((await callOverHttp(name, data, tokens.visitor)).error?.status).toBe("PERMISSION_DENIED")
      expect((await callOverHttp(name, data, tokens.unverifiedClaim)).error?.status).toBe("PERMISSION_DENIED")
    },
  )

  it("lets the coach in through the same protocol, and nothing is written for the others", async () => {
    const answer = await callOverHttp(STUDIO_CALLABLES.listStories, {}, tokens.coach)
    expect(answer.error).toBeUndefined()
    const stories = (answer.result as { stories: StudioStory[] }).stories
    expect(stories.map((story) => story.storyId)).not.toContain("a-story")
    const posts = (await callOverHttp(STUDIO_CALLABLES.listPosts, {}, tokens.coach)).result as { posts: StudioPost[] }
    expect(posts.posts.map((post) => post.postId)).not.toContain("a-post")
  })
})

describe("the inbox", () => {
  const send = (overrides: Record<string, unknown>) => {
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`
    return submitEnquiry.run({
      data: validEnquiry({ submissionId: crypto.randomUUID(), ...overrides }),
      rawRequest: { ip, headers: { "x-forwarded-for": ip } },
      acceptsStreaming: false,
    } as unknown as Parameters<typeof submitEnquiry.run>[0])
  }

  it("lists enquiries newest first, unread, and marks one handled (and so read)", async () => {
    const first = await send({ name: "First Sender" })
    await new Promise((resolve) => setTimeout(resolve, 20))
    const second = await send({ name: "Second Sender", message: "We are a team of twelve and would like a day of coaching." })
    const { enquiries } = await asCoach("listEnquiries", {})
    const ids = enquiries.map((enquiry) => enquiry.id)
    expect(ids.indexOf(second.enquiryId)).toBeLessThan(ids.indexOf(first.enquiryId))
    expect(enquiries.find((enquiry) => enquiry.id === second.enquiryId)).toMatchObject({
      name: "Second Sender",
      email: "priya.raman@example.co.uk",
      message: "We are a team of twelve and would like a day of coaching.",
      read: false,
      handled: false,
    })

    await asCoach("markEnquiry", { enquiryId: second.enquiryId, handled: true })
    const after = (await asCoach("listEnquiries", {})).enquiries.find((enquiry) => enquiry.id === second.enquiryId)
    expect(after).toMatchObject({ read: true, handled: true })
  })

  it("answers not-found for an enquiry that does not exist, and invalid-argument for a bad request", async () => {
    expect((await rejection(asCoach("markEnquiry", { enquiryId: crypto.randomUUID(), read: true }))).code).toBe("not-found")
    expect((await rejection(asCoach("markEnquiry", { enquiryId: 42 }))).code).toBe("invalid-argument")
  })

  it("marks only an enquiry id the contact form made (a UUID), and only with a change", async () => {
    const { enquiryId } = await send({ name: "Mark Only" })
    for (const enquiryId of ["no-such-enquiry", "../serverSettings/senderHash", "a".repeat(36), ""]) {
      const error = await rejection(asCoach("markEnquiry", { enquiryId, read: true }))
      expect(error.code).toBe("invalid-argument")
      expect(error.details).toEqual({ problems: [{ field: "enquiryId", message: "must be the id of an enquiry" }] })
    }
    const nothing = await rejection(asCoach("markEnquiry", { enquiryId }))
    expect(nothing.code).toBe("invalid-argument")
    expect(nothing.details).toEqual({ problems: [{ field: "request", message: "must change read or handled" }] })
    expect((await asCoach("listEnquiries", {})).enquiries.find((enquiry) => enquiry.id === enquiryId)).toMatchObject({ read: false, handled: false })
  })

  it("pages through every enquiry down to the oldest, each once, even those received at the same instant", async () => {
    // The oldest enquiries, three of them at exactly the same moment, so a page ends among them.
    const sameMoment = new Date("2025-01-06T09:30:00.123Z")
    const oldest = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()]
    for (const id of oldest) {
      await firestore().collection("enquiries").doc(id).set({ ...validEnquiry({ submissionId: id, name: "Early Sender" }), receivedAt: sameMoment })
    }
    const newest = await send({ name: "Latest Sender" })

    const seen: string[] = []
    let pages = 0
    let request: Record<string, unknown> = { pageSize: 2 }
    for (;;) {
      const page = await asCoach("listEnquiries", request)
      pages += 1
      seen.push(...page.enquiries.map((enquiry) => enquiry.id))
      if (!page.next || pages > 50) break
      request = { pageSize: 2, cursor: page.next }
    }
    expect(pages).toBeGreaterThan(2)
    expect(seen[0]).toBe(newest.enquiryId)
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen.slice(-3).sort()).toEqual([...oldest].sort())
    const all = await firestore().collection("enquiries").get()
    expect(seen.sort()).toEqual(all.docs.map((doc) => doc.id).sort())
  })

  it("refuses a cursor it did not make", async () => {
    const error = await rejection(asCoach("listEnquiries", { cursor: { seconds: 1, nanoseconds: 0, seen: ["x"] } }))
    expect(error.code).toBe("invalid-argument")
  })
})

/** Each test starts with the hook answering, nothing it has been sent, and the hour's allowance of rebuilds unused. */
const freshBuildHook = async () => {
  process.env.BUILD_HOOK_URL = hook.url
  hook.calls.length = 0
  hook.authorizations.length = 0
  hook.status = 204
  await firestore().doc("studioMeta/buildRequests").set({ times: [] })
}

describe("stories", () => {
  beforeEach(freshBuildHook)

  it("saves drafts revision by revision, lists them, and reports a clash between two devices instead of overwriting", async () => {
    const id = storyId()
    const first = await asCoach("saveStoryDraft", { storyId: id, baseRevision: 0, draft: validDraft() })
    expect(first).toMatchObject({ revision: 1, problems: [] })
    const second = await asCoach("saveStoryDraft", { storyId: id, baseRevision: 1, draft: validDraft({ title: "Saying no, kindly" }) })
    expect(second.revision).toBe(2)

    // Another device still on revision 1.
    const clash = await rejection(asCoach("saveStoryDraft", { storyId: id, baseRevision: 1, draft: validDraft({ title: "Older words" }) }))
    expect(clash.code).toBe("aborted")
    expect(clash.details).toMatchObject({ conflict: true, current: { storyId: id, revision: 2, draft: { title: "Saying no, kindly" } } })

    const { stories } = await asCoach("listStories", {})
    expect(stories[0]).toMatchObject({ storyId: id, revision: 2, published: false, draft: { title: "Saying no, kindly" } })
  })

  it("keeps an unfinished draft and lists what the build's schema still refuses, field by field", async () => {
    const id = storyId()
    const draft = validDraft({ pages: [{ heading: "Only one", body: "x".repeat(181), background: { color: "#1e3a8a" } }] })
    const saved = await asCoach("saveStoryDraft", { storyId: id, baseRevision: 0, draft })
    expect(saved.problems).toEqual([
      { field: "pages[0].body", message: "must be at most 180 characters (it has 181)" },
      { field: "pages", message: "must have at least 3 pages" },
    ])
  })

  it("accepts uploaded photos in a draft and judges them by the build's schema: a poster of the wrong shape, a photo without a description", async () => {
    const id = storyId()
    const url = `https://firebasestorage.googleapis.com/v0/b/${LOCAL_PROJECT_ID}.appspot.com/o/stories%2Fx%2Fa.jpg?alt=media&token=t`
    const pages = validDraft().pages.map((page, index) => (index === 0 ? { ...page, background: { image: { src: url, alt: "", width: 2000, height: 1333 } } } : page))
    const draft = validDraft({ pages, poster: { src: url, alt: "The coach at a whiteboard", width: 2000, height: 1500 } })
    const saved = await asCoach("saveStoryDraft", { storyId: id, baseRevision: 0, draft })
    expect(saved.problems).toEqual([
      { field: "poster.src", message: "must be portrait 3:4 (it is 2000×1500)" },
      { field: "pages[0].background.image.alt", message: "must not be empty" },
    ])
    const { stories } = await asCoach("listStories", {})
    expect(stories.find((story: StudioStory) => story.storyId === id)?.draft).toEqual(draft)
  })

  it("refuses a request that is not a story: unknown fields, a bad id, no pages", async () => {
    const unknownField = await rejection(asCoach("saveStoryDraft", { storyId: storyId(), baseRevision: 0, draft: { ...validDraft(), author: "x" } }))
    expect(unknownField.code).toBe("invalid-argument")
    expect(unknownField.details).toEqual({ problems: [{ field: "draft", message: "holds fields a story does not have" }] })
    const badId = await rejection(asCoach("saveStoryDraft", { storyId: "Not A Slug", baseRevision: 0, draft: validDraft() }))
    expect(badId.details).toMatchObject({ problems: [{ field: "storyId" }] })
  })

  it("refuses to publish an invalid story, naming the field as the build would", async () => {
    const id = storyId()
    const pages = validDraft().pages.map((page, index) => (index === 1 ? { ...page, cta: { label: "Call", href: "javascript:alert(1)" } } : page))
    await asCoach("saveStoryDraft", { storyId: id, baseRevision: 0, draft: validDraft({ pages, poster: { src: "https://x.test/p.jpg", alt: " " } }) })
    const error = await rejection(asCoach("publishStory", { storyId: id, revision: 1 }))
    expect(error.code).toBe("invalid-argument")
    expect(error.details).toEqual({
      problems: [
        { field: "poster.alt", message: "must not be empty" },
        { field: "pages[1].cta.href", message: "must be a site path such as /contact/ or an https:// address" },
      ],
    })
    expect(hook.calls).toEqual([])
    expect((await readFirestoreStories(firestore())).map((raw) => raw.id)).not.toContain(id)
  })

  it("publishes: the build reads the story, the hook is called once, and a retried publish does not call it again", async () => {
    const id = storyId()
    await asCoach("saveStoryDraft", { storyId: id, baseRevision: 0, draft: validDraft() })
    expect(await asCoach("publishStory", { storyId: id, revision: 1 })).toEqual({ published: true, build: "requested" })
    expect(await asCoach("publishStory", { storyId: id, revision: 1 })).toEqual({ published: true, build: "already-requested" })
    expect(hook.calls).toEqual([`POST ${JSON.stringify({ event_type: "story-publish", client_payload: { storyId: id } })}`])
    // The token is the secret's value.
    expect(hook.authorizations).toEqual(["Bearer a-hook-token"])

    const built = (await readFirestoreStories(firestore())).find((raw) => raw.id === id)
    expect(built?.data).toMatchObject({ title: "Saying no to a board", published: true, pages: validDraft().pages })

    // Unpublish: off the build's list, one more rebuild.
    expect(await asCoach("unpublishStory", { storyId: id, revision: 1 })).toEqual({ published: false, build: "requested" })
    expect(hook.calls).toHaveLength(2)
    expect((await readFirestoreStories(firestore())).map((raw) => raw.id)).not.toContain(id)
  })

  it("publishes only the revision the coach checked", async () => {
    const id = storyId()
    await asCoach("saveStoryDraft", { storyId: id, baseRevision: 0, draft: validDraft() })
    await asCoach("saveStoryDraft", { storyId: id, baseRevision: 1, draft: validDraft({ title: "Changed on the tablet" }) })
    const error = await rejection(asCoach("publishStory", { storyId: id, revision: 1 }))
    expect(error.code).toBe("aborted")
    expect(hook.calls).toEqual([])
  })

  it("when the hook fails, says so and asks again on the next try", async () => {
    const id = storyId()
    await asCoach("saveStoryDraft", { storyId: id, baseRevision: 0, draft: validDraft() })
    hook.status = 500
    expect((await rejection(asCoach("publishStory", { storyId: id, revision: 1 }))).code).toBe("unavailable")
    hook.status = 204
    expect(await asCoach("publishStory", { storyId: id, revision: 1 })).toEqual({ published: true, build: "requested" })
    expect(hook.calls).toHaveLength(2)
  })

  it("publishes without a hook when none is configured", async () => {
    delete process.env.BUILD_HOOK_URL
    const id = storyId()
    await asCoach("saveStoryDraft", { storyId: id, baseRevision: 0, draft: validDraft() })
    expect(await asCoach("publishStory", { storyId: id, revision: 1 })).toEqual({ published: true, build: "no-hook" })
    expect(hook.calls).toEqual([])
  })

  it("refuses to publish what the build would leave out, naming the field: a reserved or taken address, a photo from elsewhere", async () => {
    await firestore().collection("siteBuilds").doc(`files-${storyId()}`).set({ outcome: "succeeded", startedAt: new Date(), carried: {}, skipped: {}, fileStoryIds: ["learning-to-delegate"] })
    const refusal = async (id: string, draft = validDraft()) => {
      const saved = await asCoach("saveStoryDraft", { storyId: id, baseRevision: 0, draft })
      expect(saved.problems).toEqual([])
      const error = await rejection(asCoach("publishStory", { storyId: id, revision: saved.revision }))
      expect(error.code).toBe("invalid-argument")
      return (error.details as { problems: unknown }).problems
    }
    expect(await refusal("images")).toEqual([{ field: "id", message: expect.stringMatching(/^is \/stories\/images\/, an address the site keeps for itself: start a new story/) }])
    expect(await refusal("page")).toEqual([{ field: "id", message: expect.stringMatching(/^is \/stories\/page\/, an address the site keeps for itself/) }])
    expect(await refusal("learning-to-delegate")).toEqual([{ field: "id", message: expect.stringMatching(/which a story in the site's files already has/) }])
    const elsewhere = "http://127.0.0.1:9/stories/poster.jpg"
    const pages = validDraft().pages.map((page, index) => (index === 2 ? { ...page, background: { image: { src: "https://images.example.com/stories/p.jpg", alt: "A window" } } } : page))
    expect(await refusal(storyId(), validDraft({ pages, poster: { src: elsewhere, alt: "A boardroom" } }))).toEqual([
      { field: "poster.src", message: "must be a photo uploaded in the studio (an address in the site's own photo storage)" },
      { field: "pages[2].background.image.src", message: "must be a photo uploaded in the studio (an address in the site's own photo storage)" },
    ])
    expect(hook.calls).toEqual([])
    const built = (await readFirestoreStories(firestore())).map((raw) => raw.id)
    expect(built).not.toContain("images")
    expect(built).not.toContain("learning-to-delegate")
  })

  it("takes a story written as a file into the studio under its id and date, publishes it at the file's address, and refuses that address to any other story", async () => {
    const fileId = "the-first-hundred-days"
    await firestore().collection("siteBuilds").doc(`files-${storyId()}`).set({ outcome: "succeeded", startedAt: new Date(), carried: {}, skipped: {}, fileStoryIds: [fileId, "from-founder-to-ceo"] })
    const words = validDraft({ title: "The first hundred days in a new leadership role" })
    // Over the callable protocol, as the studio calls it through the Functions emulator.
    const answer = await callOverHttp(STUDIO_CALLABLES.takeFileStory, { fromFile: fileId, publishedDate: "2026-04-20", draft: words }, tokens.coach)
    expect(answer.error).toBeUndefined()
    expect(answer.result).toMatchObject({ storyId: fileId, fromFile: fileId, publishedDate: "2026-04-20", revision: 1, published: false, draft: { title: words.title } })
    // Taken again, it is the same story.
    expect(await asCoach("takeFileStory", { fromFile: fileId, publishedDate: "2026-04-21", draft: validDraft({ title: "Other words" }) })).toMatchObject({ storyId: fileId, revision: 1, publishedDate: "2026-04-20", draft: { title: words.title } })
    expect((await rejection(asCoach("takeFileStory", { fromFile: "no-such-story", publishedDate: "2026-04-20", draft: words }))).code).toBe("not-found")

    // Any other story is still refused the file's address; the copy has it, and keeps the file's date.
    const saved = await asCoach("saveStoryDraft", { storyId: "from-founder-to-ceo", baseRevision: 0, draft: words })
    expect((await rejection(asCoach("publishStory", { storyId: "from-founder-to-ceo", revision: saved.revision }))).details).toEqual({
      problems: [{ field: "id", message: expect.stringMatching(/which a story in the site's files already has/) }],
    })
    // That story of hers, begun in the studio under the other file's id, is never overwritten by a copy of the file.
    const clash = await rejection(asCoach("takeFileStory", { fromFile: "from-founder-to-ceo", publishedDate: "2026-03-02", draft: validDraft() }))
    expect(clash.code).toBe("aborted")
    expect((await asCoach("listStories", {})).stories.find((story) => story.storyId === "from-founder-to-ceo")).toMatchObject({ fromFile: null, draft: { title: words.title } })

    const edited = await asCoach("saveStoryDraft", { storyId: fileId, baseRevision: 1, draft: { ...words, description: "Stepping up to lead former peers, in her words." } })
    expect(await asCoach("publishStory", { storyId: fileId, revision: edited.revision })).toMatchObject({ published: true })
    const live = (await firestore().collection("stories").doc(fileId).get()).data()
    expect(live).toMatchObject({ publishedDate: "2026-04-20", description: "Stepping up to lead former peers, in her words.", replacesFile: fileId, published: true })
    await asCoach("unpublishStory", { storyId: fileId, revision: edited.revision })
  })

  it("unpublishes only a published story, and a repeated unpublish asks for no second rebuild", async () => {
    const id = storyId()
    await asCoach("saveStoryDraft", { storyId: id, baseRevision: 0, draft: validDraft() })
    const never = await rejection(asCoach("unpublishStory", { storyId: id, revision: 1 }))
    expect(never.code).toBe("failed-precondition")
    expect(hook.calls).toEqual([])

    await asCoach("publishStory", { storyId: id, revision: 1 })
    // A revision the server does not have is a clash, not a new rebuild.
    expect((await rejection(asCoach("unpublishStory", { storyId: id, revision: 7 }))).code).toBe("aborted")
    expect(await asCoach("unpublishStory", { storyId: id, revision: 1 })).toEqual({ published: false, build: "requested" })
    expect(await asCoach("unpublishStory", { storyId: id, revision: 1 })).toEqual({ published: false, build: "already-requested" })
    expect((await rejection(asCoach("unpublishStory", { storyId: id, revision: 2 }))).code).toBe("aborted")
    expect(hook.calls.map((call) => JSON.parse(call.slice("POST ".length)).event_type)).toEqual(["story-publish", "story-unpublish"])
  })

  it("asks for at most the hour's allowance of rebuilds; past it, the story is still published and goes live with the next build", async () => {
    process.env.BUILD_HOOKS_PER_HOUR = "2"
    try {
      const ids = [storyId(), storyId(), storyId()]
      for (const id of ids) await asCoach("saveStoryDraft", { storyId: id, baseRevision: 0, draft: validDraft() })
      const results = []
      for (const id of ids) results.push(await asCoach("publishStory", { storyId: id, revision: 1 }))
      expect(results.map((result) => result.build)).toEqual(["requested", "requested", "throttled"])
      expect(results[2].published).toBe(true)
      expect(hook.calls).toHaveLength(2)
      expect((await readFirestoreStories(firestore())).map((raw) => raw.id)).toContain(ids[2])
    } finally {
      delete process.env.BUILD_HOOKS_PER_HOUR
    }
  })

  it("lists each published story with how the last build that read it went: building, live, left out (and why) or failed", async () => {
    const id = storyId()
    await asCoach("saveStoryDraft", { storyId: id, baseRevision: 0, draft: validDraft() })
    await asCoach("publishStory", { storyId: id, revision: 1 })
    const lastBuild = async () => (await asCoach("listStories", {})).stories.find((story: StudioStory) => story.storyId === id)?.lastBuild
    expect(await lastBuild()).toBeNull()

    const builds = firestore().collection("siteBuilds")
    const record = (outcome: string, minutesAgo: number, story: Record<string, unknown>) => ({
      outcome,
      startedAt: new Date(Date.now() - minutesAgo * 60_000),
      finishedAt: null,
      fileStoryIds: [],
      carried: {},
      skipped: {},
      ...story,
    })
    await builds.doc(`${id}-a`).set(record("building", 3, { carried: { [id]: 1 } }))
    expect(await lastBuild()).toMatchObject({ outcome: "building", revision: 1, problems: [] })
    await builds.doc(`${id}-a`).update({ outcome: "succeeded" })
    expect(await lastBuild()).toMatchObject({ outcome: "live", revision: 1 })
    const problems = [{ field: "poster.src", message: "could not be downloaded from the photo storage: stories/x/p.jpg (HTTP 404)" }]
    await builds.doc(`${id}-b`).set(record("succeeded", 2, { skipped: { [id]: { revision: 1, problems } } }))
    expect(await lastBuild()).toMatchObject({ outcome: "left-out", revision: 1, problems })
    await builds.doc(`${id}-c`).set(record("failed", 1, { carried: { [id]: 1 } }))
    expect(await lastBuild()).toMatchObject({ outcome: "failed", revision: 1 })
    // A build still "building" long after any build ends has died.
    for (const doc of ["b", "c"]) await builds.doc(`${id}-${doc}`).delete()
    await builds.doc(`${id}-a`).set(record("building", 120, { carried: { [id]: 1 } }))
    expect(await lastBuild()).toMatchObject({ outcome: "failed" })
  })
})

describe("blog posts", () => {
  const postId = () => crypto.randomUUID()
  const readPost = async (id: string) => (await firestore().collection("posts").doc(id).get()).data()

  beforeEach(freshBuildHook)

  it("saves drafts revision by revision with the checklist, lists them last changed first, and reports a clash instead of overwriting", async () => {
    const id = postId()
    const first = await asCoach("savePostDraft", { postId: id, baseRevision: 0, draft: validPostDraft(id, { body: "## Start\n\n#### Too deep" }) })
    expect(first.revision).toBe(1)
    expect(first.problems).toEqual([
      { field: "body", message: expect.stringMatching(/^line 3: the heading "Too deep" is level 4 straight after level 2/), blocking: true },
    ])
    const second = await asCoach("savePostDraft", { postId: id, baseRevision: 1, draft: validPostDraft(id, { title: "What the awayday decided" }) })
    expect(second).toMatchObject({ revision: 2, problems: [] })

    const clash = await rejection(asCoach("savePostDraft", { postId: id, baseRevision: 1, draft: validPostDraft(id, { title: "Older words" }) }))
    expect(clash.code).toBe("aborted")
    expect(clash.details).toMatchObject({ conflict: true, current: { postId: id, revision: 2, draft: { title: "What the awayday decided" } } })

    const { posts } = await asCoach("listPosts", {})
    expect(posts[0]).toMatchObject({ postId: id, revision: 2, published: false, publishedSlug: null, draft: { title: "What the awayday decided" } })
  })

  it("keeps an unfinished draft, and refuses a request that is not a post", async () => {
    const id = postId()
    const saved = await asCoach("savePostDraft", { postId: id, baseRevision: 0, draft: { title: "Half a thought" } })
    expect(saved.problems.map((line) => line.field)).toEqual(expect.arrayContaining(["slug", "date", "description", "tags", "body"]))
    expect((await asCoach("listPosts", {})).posts.find((post) => post.postId === id)?.draft).toEqual({ title: "Half a thought" })

    const unknownField = await rejection(asCoach("savePostDraft", { postId: id, baseRevision: 1, draft: { title: "x", author: "someone" } }))
    expect(unknownField.code).toBe("invalid-argument")
    expect(unknownField.details).toEqual({ problems: [{ field: "draft", message: "holds fields a post does not have" }] })
    const badId = await rejection(asCoach("savePostDraft", { postId: "../posts/x", baseRevision: 0, draft: {} }))
    expect(badId.details).toMatchObject({ problems: [{ field: "postId" }] })
  })

  it("refuses to publish what the checklist blocks, naming each field: the schema, the body's images and links", async () => {
    const id = postId()
    const draft = validPostDraft(id, { coverAlt: " ", description: "", body: "![](" + postPhotoUrl(id) + ")\n\n[Run](javascript:alert(1))" })
    await asCoach("savePostDraft", { postId: id, baseRevision: 0, draft })
    const error = await rejection(asCoach("publishPost", { postId: id, revision: 1 }))
    expect(error.code).toBe("invalid-argument")
    const problems = (error.details as { problems: Array<{ field: string; message: string }> }).problems
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: "description", message: "must not be empty" },
        { field: "coverAlt", message: "must not be empty" },
        { field: "body", message: expect.stringMatching(/needs a description of what it shows/) },
        { field: "body", message: expect.stringMatching(/links may only go to a site path/) },
      ]),
    )
    expect(hook.calls).toEqual([])
    expect(await readPost(id)).toBeUndefined()
  })

  it("refuses a slug taken by a file post, by another published post, or kept by the blog, and photos from outside the posts' storage", async () => {
    await firestore().collection("siteBuilds").doc(`posts-${postId()}`).set({
      outcome: "succeeded",
      startedAt: new Date(),
      carried: {},
      skipped: {},
      fileStoryIds: [],
      filePostSlugs: ["delegation-is-a-design-problem"],
      filePostTags: ["delegation"],
    })
    const refusal = async (id: string, draft: ReturnType<typeof validPostDraft>) => {
      const saved = await asCoach("savePostDraft", { postId: id, baseRevision: 0, draft })
      const error = await rejection(asCoach("publishPost", { postId: id, revision: saved.revision }))
      expect(error.code).toBe("invalid-argument")
      return (error.details as { problems: unknown }).problems
    }
    const a = postId()
    expect(await refusal(a, validPostDraft(a, { slug: "delegation-is-a-design-problem" }))).toEqual([
      { field: "slug", message: `"delegation-is-a-design-problem" is already the address of a post written as a file; choose another` },
    ])
    const b = postId()
    expect(await refusal(b, validPostDraft(b, { slug: "page" }))).toEqual([{ field: "slug", message: expect.stringMatching(/^"page" is taken by the blog's own addresses/) }])
    const photos = postId()
    expect(await refusal(photos, validPostDraft(photos, { slug: "images" }))).toEqual([
      { field: "slug", message: expect.stringMatching(/^"images" is taken by the blog's own addresses/) },
    ])

    const first = postId()
    await asCoach("savePostDraft", { postId: first, baseRevision: 0, draft: validPostDraft(first, { slug: "one-address" }) })
    expect(await asCoach("publishPost", { postId: first, revision: 1 })).toMatchObject({ published: true, path: "/blog/one-address/" })
    const second = postId()
    expect(await refusal(second, validPostDraft(second, { slug: "one-address" }))).toEqual([
      { field: "slug", message: `"one-address" is already the address of another published post; choose another` },
    ])

    const c = postId()
    const storyPhoto = `https://firebasestorage.googleapis.com/v0/b/${LOCAL_PROJECT_ID}.appspot.com/o/stories%2Fx%2Fa.jpg?alt=media&token=t`
    const body = `Words.\n\n![A chart](https://images.example.com/posts/${c}/chart.jpg)\n\n![A window](${postPhotoUrl(c)})`
    expect(await refusal(c, validPostDraft(c, { cover: storyPhoto, body }))).toEqual([
      { field: "cover", message: "must be a photo uploaded in the studio (an address in the site's own photo storage)" },
      { field: "body", message: "image 1 of the post must be a photo uploaded in the studio (an address in the site's own photo storage)" },
    ])
    for (const id of [a, b, photos, second, c]) expect(await readPost(id)).toBeUndefined()
    // Only the one good publish asked for a rebuild.
    expect(hook.calls).toHaveLength(1)
    const { filePostSlugs, tags } = await asCoach("listPosts", {})
    expect(filePostSlugs).toEqual(["delegation-is-a-design-problem"])
    expect(tags).toEqual(expect.arrayContaining(["delegation", "strategy", "teams"]))
  })

  it("publishes: the build's collection holds the post as the schema parsed it, and the hook is asked once per revision", async () => {
    const id = postId()
    const draft = validPostDraft(id)
    await asCoach("savePostDraft", { postId: id, baseRevision: 0, draft })
    const result = await asCoach("publishPost", { postId: id, revision: 1 })
    expect(result).toEqual({ published: true, build: "requested", path: `/blog/notes-${id}/` })
    expect(await asCoach("publishPost", { postId: id, revision: 1 })).toEqual({ published: true, build: "already-requested", path: `/blog/notes-${id}/` })
    expect(hook.calls).toEqual([`POST ${JSON.stringify({ event_type: "post-publish", client_payload: { postId: id } })}`])
    expect(hook.authorizations).toEqual(["Bearer a-hook-token"])
    expect(await readPost(id)).toMatchObject({ ...draft, published: true, revision: 1 })
    expect((await asCoach("listPosts", {})).posts.find((post) => post.postId === id)).toMatchObject({ published: true, publishedRevision: 1, publishedSlug: `notes-${id}` })

    // A new revision published asks again, once.
    await asCoach("savePostDraft", { postId: id, baseRevision: 1, draft: { ...draft, title: "Notes from an awayday, revisited" } })
    expect((await asCoach("publishPost", { postId: id, revision: 2 })).build).toBe("requested")
    expect(hook.calls).toHaveLength(2)
    expect(await readPost(id)).toMatchObject({ title: "Notes from an awayday, revisited", revision: 2 })
    // Publishing a revision the server does not have is a clash.
    expect((await rejection(asCoach("publishPost", { postId: id, revision: 1 }))).code).toBe("aborted")
  })

  it("takes the local backend's photos as the studio's when the functions run against it, and refuses them otherwise", async () => {
    const localPhoto = (id: string, name: string) =>
      `http://${env().FIREBASE_STORAGE_EMULATOR_HOST}/v0/b/${LOCAL_PROJECT_ID}.appspot.com/o/posts%2F${id}%2F${name}.jpg?alt=media&token=t`
    const id = postId()
    const draft = validPostDraft(id, {
      cover: localPhoto(id, "0b7a3c1e-2f4d-4e8a-9c6b-1d2e3f4a5b6c"),
      body: `Words.\n\n![A window](${localPhoto(id, "5c6b1d2e-3f4a-4b7a-8c1e-2f4d4e8a9c6b")})`,
    })
    // As a real project's functions judge it: an http:// image is no photo of the studio's.
    const saved = await asCoach("savePostDraft", { postId: id, baseRevision: 0, draft })
    expect(saved.problems).toEqual([{ field: "body", message: expect.stringMatching(/must be a photo uploaded in the studio or an https:\/\/ address/), blocking: true }])
    expect((await rejection(asCoach("publishPost", { postId: id, revision: 1 }))).code).toBe("invalid-argument")
    // The local backend names its Storage stand-in to the Functions emulator (a demo- project).
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = env().FIREBASE_STORAGE_EMULATOR_HOST
    try {
      expect((await asCoach("savePostDraft", { postId: id, baseRevision: 1, draft })).problems).toEqual([])
      expect(await asCoach("publishPost", { postId: id, revision: 2 })).toMatchObject({ published: true, path: `/blog/notes-${id}/` })
    } finally {
      delete process.env.FIREBASE_STORAGE_EMULATOR_HOST
    }
    expect(await readPost(id)).toMatchObject({ cover: draft.cover, body: draft.body, published: true })
  })

  it("refuses to publish a photo whose header claims more pixels than a photo may have, naming the field, having read only its header", async () => {
    // A 64-pixel JPEG whose frame header claims 20,000 × 20,000: what a decoder would allocate 1.2 GB for.
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#1d4ed8" } }).jpeg().toBuffer()
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]))
    jpeg.writeUInt16BE(20_000, frame + 5)
    jpeg.writeUInt16BE(20_000, frame + 7)
    const huge = Buffer.concat([jpeg, Buffer.alloc(2 * 1024 * 1024)])
    const ranges: string[] = []
    const storage = createServer((request, response) => {
      ranges.push(request.headers.range ?? "")
      response.writeHead(200, { "content-type": "image/jpeg" }).end(huge)
    })
    await new Promise<void>((resolve) => storage.listen(0, "127.0.0.1", resolve))
    const host = `127.0.0.1:${(storage.address() as AddressInfo).port}`
    const photo = (id: string, name: string) => `http://${host}/v0/b/${env().GATSBY_FIREBASE_PROJECT_ID}.appspot.com/o/posts%2F${id}%2F${name}.jpg?alt=media&token=t`
    const id = postId()
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = host
    try {
      await asCoach("savePostDraft", { postId: id, baseRevision: 0, draft: validPostDraft(id, { cover: photo(id, "0b7a3c1e-2f4d-4e8a-9c6b-1d2e3f4a5b6c"), body: "Words." }) })
      const error = await rejection(asCoach("publishPost", { postId: id, revision: 1 }))
      expect(error.code).toBe("invalid-argument")
      expect(error.details).toEqual({ problems: [{ field: "cover", message: expect.stringMatching(/^is 20,000 × 20,000 pixels; a photo may have at most 40 million/) }] })

      // A story's photos alike.
      const story = `story-${crypto.randomUUID().slice(0, 8)}`
      const poster = photo(id, "5c6b1d2e-3f4a-4b7a-8c1e-2f4d4e8a9c6b").replace("posts%2F", "stories%2F")
      await asCoach("saveStoryDraft", { storyId: story, baseRevision: 0, draft: validDraft({ poster: { src: poster, alt: "A boardroom", width: 720, height: 960 } }) })
      const refused = await rejection(asCoach("publishStory", { storyId: story, revision: 1 }))
      expect(refused.details).toEqual({ problems: [{ field: "poster.src", message: expect.stringMatching(/^is 20,000 × 20,000 pixels/) }] })
    } finally {
      delete process.env.FIREBASE_STORAGE_EMULATOR_HOST
      storage.close()
    }
    expect(ranges).toEqual(["bytes=0-65535", "bytes=0-65535"])
    expect(hook.calls).toEqual([])
    expect(await readPost(id)).toBeUndefined()
  })

  it("unpublishes only a published post, asking for one rebuild; a repeated unpublish asks for none", async () => {
    const id = postId()
    await asCoach("savePostDraft", { postId: id, baseRevision: 0, draft: validPostDraft(id) })
    expect((await rejection(asCoach("unpublishPost", { postId: id, revision: 1 }))).code).toBe("failed-precondition")
    expect(hook.calls).toEqual([])

    await asCoach("publishPost", { postId: id, revision: 1 })
    expect(await asCoach("unpublishPost", { postId: id, revision: 1 })).toEqual({ published: false, build: "requested" })
    expect(await asCoach("unpublishPost", { postId: id, revision: 1 })).toEqual({ published: false, build: "already-requested" })
    expect(hook.calls.map((call) => JSON.parse(call.slice("POST ".length)).event_type)).toEqual(["post-publish", "post-unpublish"])
    expect(await readPost(id)).toMatchObject({ published: false })
    expect((await asCoach("listPosts", {})).posts.find((post) => post.postId === id)).toMatchObject({ published: false, publishedSlug: null, lastBuild: null })
  })

  describe("an address is claimed by the post published under it", () => {
    const claimOf = async (slug: string) => (await firestore().collection("postSlugs").doc(slug).get()).data()
    const draftWithSlug = async (id: string, slug: string, baseRevision = 0) =>
      (await asCoach("savePostDraft", { postId: id, baseRevision, draft: validPostDraft(id, { slug }) })).revision
    const takenBy = (slug: string) => ({ problems: [{ field: "slug", message: `"${slug}" is already the address of another published post; choose another` }] })

    it("of two posts published at the same moment under one slug, one is published and the other refused with the slug named", async () => {
      const ids = [postId(), postId()]
      for (const id of ids) await draftWithSlug(id, "same-moment")
      // Both calls read the published posts before either has published, as two devices would.
      const outcomes = await Promise.allSettled(ids.map((id) => asCoach("publishPost", { postId: id, revision: 1 })))
      const winner = ids[outcomes.findIndex((outcome) => outcome.status === "fulfilled")]
      const loser = ids.find((id) => id !== winner) as string
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"])
      const refused = outcomes.find((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected")
      expect(await rejection(Promise.reject(refused?.reason))).toMatchObject({ code: "invalid-argument", details: takenBy("same-moment") })
      expect(await readPost(winner)).toMatchObject({ slug: "same-moment", published: true })
      expect(await readPost(loser)).toBeUndefined()
      expect(await claimOf("same-moment")).toEqual({ postId: winner })
      expect(hook.calls).toHaveLength(1)
    })

    it("unpublishing releases the address, so another post can take it and the first cannot take it back", async () => {
      const [first, second] = [postId(), postId()]
      await draftWithSlug(first, "handed-on")
      await asCoach("publishPost", { postId: first, revision: 1 })
      expect(await claimOf("handed-on")).toEqual({ postId: first })
      await draftWithSlug(second, "handed-on")
      expect((await rejection(asCoach("publishPost", { postId: second, revision: 1 }))).details).toEqual(takenBy("handed-on"))

      await asCoach("unpublishPost", { postId: first, revision: 1 })
      expect(await claimOf("handed-on")).toBeUndefined()
      expect(await asCoach("publishPost", { postId: second, revision: 1 })).toMatchObject({ published: true, path: "/blog/handed-on/" })
      expect(await claimOf("handed-on")).toEqual({ postId: second })
      expect((await rejection(asCoach("publishPost", { postId: first, revision: 1 }))).details).toEqual(takenBy("handed-on"))
    })

    it("publishing again under another slug releases the old address", async () => {
      const [moved, other] = [postId(), postId()]
      await draftWithSlug(moved, "first-address")
      await asCoach("publishPost", { postId: moved, revision: 1 })
      const revision = await draftWithSlug(moved, "second-address", 1)
      expect(await asCoach("publishPost", { postId: moved, revision })).toMatchObject({ published: true, path: "/blog/second-address/" })
      expect(await claimOf("first-address")).toBeUndefined()
      expect(await claimOf("second-address")).toEqual({ postId: moved })

      await draftWithSlug(other, "first-address")
      expect(await asCoach("publishPost", { postId: other, revision: 1 })).toMatchObject({ published: true, path: "/blog/first-address/" })
      expect(await claimOf("first-address")).toEqual({ postId: other })
    })

    it("a claim left by a post deleted by hand does not keep the address from every other post", async () => {
      await firestore().collection("postSlugs").doc("left-behind").set({ postId: "a-post-deleted-by-hand" })
      const id = postId()
      await draftWithSlug(id, "left-behind")
      expect(await asCoach("publishPost", { postId: id, revision: 1 })).toMatchObject({ published: true, path: "/blog/left-behind/" })
      expect(await claimOf("left-behind")).toEqual({ postId: id })
    })
  })

  describe("a post written as a file, taken into the studio", () => {
    const fileSlug = "delegation-is-a-design-problem"
    const copyId = filePostCopyId(fileSlug)
    const fileWords = (overrides: Partial<ReturnType<typeof validPostDraft>> = {}) =>
      validPostDraft(copyId, { slug: fileSlug, title: "Delegation is a design problem", ...overrides })
    const claimOf = async (slug: string) => (await firestore().collection("postSlugs").doc(slug).get()).data()

    beforeEach(async () => {
      await firestore().collection("siteBuilds").doc(`files-${postId()}`).set({
        outcome: "succeeded",
        startedAt: new Date(),
        carried: {},
        skipped: {},
        fileStoryIds: [],
        filePostSlugs: [fileSlug, "board-meetings-that-help-you"],
        filePostTags: ["delegation"],
      })
    })

    it("becomes a draft she edits, with the file's words, marked as the file's copy; taken again, it is the same post", async () => {
      // Over the callable protocol, as the studio calls it through the Functions emulator.
      const answer = await callOverHttp(STUDIO_CALLABLES.takeFilePost, { fromFile: fileSlug, draft: fileWords() }, tokens.coach)
      expect(answer.error).toBeUndefined()
      expect(answer.result).toMatchObject({ postId: copyId, fromFile: fileSlug, revision: 1, published: false, draft: { slug: fileSlug, title: "Delegation is a design problem" } })
      const again = await asCoach("takeFilePost", { fromFile: fileSlug, draft: fileWords({ title: "Other words" }) })
      expect(again).toMatchObject({ postId: copyId, revision: 1, draft: { title: "Delegation is a design problem" } })
      const listed = (await asCoach("listPosts", {})).posts.filter((post) => post.fromFile === fileSlug)
      expect(listed.map((post) => post.postId)).toEqual([copyId])

      // Her edits save as any post's do.
      const saved = await asCoach("savePostDraft", { postId: copyId, baseRevision: 1, draft: fileWords({ title: "Delegation is a design problem, not a character flaw" }) })
      expect(saved).toMatchObject({ revision: 2, problems: [] })
    })

    it("is refused for an address no file post has, or a draft that would move it", async () => {
      const none = await rejection(asCoach("takeFilePost", { fromFile: "no-such-post", draft: fileWords({ slug: "no-such-post" }) }))
      expect(none.code).toBe("not-found")
      const moved = await rejection(asCoach("takeFilePost", { fromFile: "board-meetings-that-help-you", draft: fileWords({ slug: "somewhere-else" }) }))
      expect(moved.code).toBe("invalid-argument")
      expect(moved.details).toEqual({ problems: [{ field: "slug", message: expect.stringMatching(/^must stay "board-meetings-that-help-you"/) }] })
      expect((await firestore().collection("studioPosts").doc(filePostCopyId("board-meetings-that-help-you")).get()).exists).toBe(false)
    })

    it("publishes under the file's address, which the build then gives it instead of the file; any other address, or another post at that one, is refused", async () => {
      await asCoach("takeFilePost", { fromFile: fileSlug, draft: fileWords() })
      let revision = (await asCoach("listPosts", {})).posts.find((post) => post.postId === copyId)?.revision as number
      // Another post may not have the file's address, copy or no copy.
      const other = postId()
      await asCoach("savePostDraft", { postId: other, baseRevision: 0, draft: validPostDraft(other, { slug: fileSlug }) })
      expect((await rejection(asCoach("publishPost", { postId: other, revision: 1 }))).details).toEqual({
        problems: [{ field: "slug", message: `"${fileSlug}" is already the address of a post written as a file; choose another` }],
      })

      // The copy may not move to another file's address, nor to a free one (the file would come back beside it).
      for (const slug of ["board-meetings-that-help-you", "a-free-address"]) {
        const moved = await asCoach("savePostDraft", { postId: copyId, baseRevision: revision, draft: fileWords({ slug }) })
        expect(moved.problems).toEqual([{ field: "slug", message: expect.stringMatching(/^must stay "delegation-is-a-design-problem": this post is the studio's copy/), blocking: true }])
        expect((await rejection(asCoach("publishPost", { postId: copyId, revision: moved.revision }))).code).toBe("invalid-argument")
        revision = (await asCoach("savePostDraft", { postId: copyId, baseRevision: moved.revision, draft: fileWords() })).revision
      }

      const latest = revision
      expect(await asCoach("publishPost", { postId: copyId, revision: latest })).toMatchObject({ published: true, path: `/blog/${fileSlug}/` })
      expect(await readPost(copyId)).toMatchObject({ slug: fileSlug, published: true, replacesFile: fileSlug })
      expect(await claimOf(fileSlug)).toEqual({ postId: copyId })

      // Unpublished, the build reads it no more and builds the file again.
      await asCoach("unpublishPost", { postId: copyId, revision: latest })
      expect(await readPost(copyId)).toMatchObject({ published: false })
      expect(await claimOf(fileSlug)).toBeUndefined()
    })
  })

  it("lists a published post with how the last build that read it went", async () => {
    const id = postId()
    await asCoach("savePostDraft", { postId: id, baseRevision: 0, draft: validPostDraft(id) })
    await asCoach("publishPost", { postId: id, revision: 1 })
    const lastBuild = async () => (await asCoach("listPosts", {})).posts.find((post) => post.postId === id)?.lastBuild
    expect(await lastBuild()).toBeNull()
    const problems = [{ field: "cover", message: "could not be downloaded from the photo storage: posts/x/a.jpg (HTTP 404)" }]
    const build = { startedAt: new Date(), finishedAt: null, carried: {}, skipped: {}, fileStoryIds: [] }
    await firestore().collection("siteBuilds").doc(`${id}-a`).set({ ...build, outcome: "succeeded", carriedPosts: { [id]: 1 } })
    expect(await lastBuild()).toMatchObject({ outcome: "live", revision: 1 })
    await firestore().collection("siteBuilds").doc(`${id}-b`).set({ ...build, startedAt: new Date(Date.now() + 1000), outcome: "succeeded", skippedPosts: { [id]: { revision: 1, problems } } })
    expect(await lastBuild()).toMatchObject({ outcome: "left-out", revision: 1, problems })
  })
})

describe("deleting a draft", () => {
  const postId = () => crypto.randomUUID()
  const studioDoc = async (collection: string, id: string) => (await firestore().collection(collection).doc(id).get()).exists

  beforeEach(freshBuildHook)

  it("deletes a post's draft and names the photos nothing else shows; a photo reused by another post stays", async () => {
    const id = postId()
    const other = postId()
    const cover = postPhotoUrl(id)
    const inText = postPhotoUrl(id, "5c6b1d2e-3f4a-4b7a-8c1e-2f4d4e8a9c6b")
    await asCoach("savePostDraft", { postId: id, baseRevision: 0, draft: validPostDraft(id) })
    // The other post reuses the first one's cover from the library.
    await asCoach("savePostDraft", { postId: other, baseRevision: 0, draft: validPostDraft(other, { cover }) })

    // Only the revision the coach sees: one saved since on another device is a clash.
    await asCoach("savePostDraft", { postId: id, baseRevision: 1, draft: validPostDraft(id, { title: "Newer words" }) })
    expect((await rejection(asCoach("deletePostDraft", { postId: id, revision: 1 }))).code).toBe("aborted")
    expect(await studioDoc("studioPosts", id)).toBe(true)

    expect(await asCoach("deletePostDraft", { postId: id, revision: 2 })).toEqual({ deleted: true, unusedPhotos: [inText] })
    expect(await studioDoc("studioPosts", id)).toBe(false)
    expect((await asCoach("listPosts", {})).posts.map((post) => post.postId)).not.toContain(id)
    // Asked again (the answer lost on the way): done already, nothing more to delete.
    expect(await asCoach("deletePostDraft", { postId: id, revision: 2 })).toEqual({ deleted: true, unusedPhotos: [] })

    // Its other use gone too, the cover is no longer in use.
    expect(await asCoach("deletePostDraft", { postId: other, revision: 1 })).toEqual({ deleted: true, unusedPhotos: [cover, postPhotoUrl(other, "5c6b1d2e-3f4a-4b7a-8c1e-2f4d4e8a9c6b")] })
    expect(hook.calls).toEqual([])
  })

  it("refuses to delete a published post until it is unpublished, and then deletes it with the copy the build read", async () => {
    const id = postId()
    await asCoach("savePostDraft", { postId: id, baseRevision: 0, draft: validPostDraft(id) })
    await asCoach("publishPost", { postId: id, revision: 1 })
    const refused = await rejection(asCoach("deletePostDraft", { postId: id, revision: 1 }))
    expect(refused.code).toBe("failed-precondition")
    expect(refused.message).toBe("This post is on the site: unpublish it first, then delete it.")
    expect(await studioDoc("studioPosts", id)).toBe(true)
    expect(await studioDoc("posts", id)).toBe(true)

    await asCoach("unpublishPost", { postId: id, revision: 1 })
    expect((await asCoach("deletePostDraft", { postId: id, revision: 1 })).deleted).toBe(true)
    expect(await studioDoc("studioPosts", id)).toBe(false)
    expect(await studioDoc("posts", id)).toBe(false)
  })

  it("deletes a story's draft, and refuses a published one", async () => {
    const draftId = storyId()
    // A poster of its own: the other stories here share validDraft()'s, which then stays.
    const poster = { src: `https://firebasestorage.googleapis.com/v0/b/${LOCAL_PROJECT_ID}.appspot.com/o/stories%2F${draftId}%2Fposter.jpg?alt=media&token=t`, alt: "A boardroom table at dusk" }
    await asCoach("saveStoryDraft", { storyId: draftId, baseRevision: 0, draft: validDraft({ poster }) })
    expect(await asCoach("deleteStoryDraft", { storyId: draftId, revision: 1 })).toEqual({ deleted: true, unusedPhotos: [poster.src] })
    expect(await studioDoc("studioStories", draftId)).toBe(false)

    const liveId = storyId()
    await asCoach("saveStoryDraft", { storyId: liveId, baseRevision: 0, draft: validDraft() })
    await asCoach("publishStory", { storyId: liveId, revision: 1 })
    const refused = await rejection(asCoach("deleteStoryDraft", { storyId: liveId, revision: 1 }))
    expect(refused.code).toBe("failed-precondition")
    expect(refused.message).toBe("This story is on the site: unpublish it first, then delete it.")
    expect((await asCoach("listStories", {})).stories.find((story) => story.storyId === liveId)).toMatchObject({ published: true })
  })
})

describe("publish later", () => {
  const postId = () => crypto.randomUUID()
  const DAY_MS = 24 * 60 * 60 * 1000
  /** London's date `days` from now, and the moment the daily run starts on a day (00:10 in London, which is UTC in winter). */
  const dayFromNow = (days: number) => siteDay(new Date(Date.now() + days * DAY_MS))
  const runOn = (day: string, time = "00:10") => studio.publishScheduled.run({ scheduleTime: new Date(`${day}T${time}:00Z`).toISOString(), jobName: "publishScheduled" } as never)
  const live = async (id: string) => (await firestore().collection("posts").doc(id).get()).get("published") === true
  const listed = async (id: string) => (await asCoach("listPosts", {})).posts.find((post) => post.postId === id)
  const scheduled = async (date: string) => {
    const id = postId()
    await asCoach("savePostDraft", { postId: id, baseRevision: 0, draft: validPostDraft(id, { date }) })
    expect(await asCoach("publishPost", { postId: id, revision: 1 })).toEqual({ published: false, build: "no-hook", path: `/blog/notes-${id}/`, scheduledFor: date })
    return id
  }

  beforeEach(freshBuildHook)

  it("a post dated in the future waits for its day; the daily run publishes it on that day or after, with one rebuild for all that are due and none when nothing is", async () => {
    const day = dayFromNow(30)
    const first = await scheduled(day)
    const second = await scheduled(day)
    expect(hook.calls).toEqual([])
    expect(await live(first)).toBe(false)
    expect(await listed(first)).toMatchObject({ published: false, scheduledFor: day })

    // The day before: nothing is due, no rebuild.
    await runOn(dayFromNow(29))
    expect([await live(first), await live(second)]).toEqual([false, false])
    expect(hook.calls).toEqual([])

    // On the day: both go live, with one rebuild.
    await runOn(day)
    expect([await live(first), await live(second)]).toEqual([true, true])
    expect(hook.calls).toHaveLength(1)
    expect(await listed(first)).toMatchObject({ published: true, publishedRevision: 1, scheduledFor: null })

    // A post whose run was missed goes live at the next one, after its day.
    const late = await scheduled(dayFromNow(31))
    await runOn(dayFromNow(33))
    expect(await live(late)).toBe(true)
    expect(hook.calls).toHaveLength(2)

    // Nothing more is due: no rebuild.
    await runOn(dayFromNow(34))
    expect(hook.calls).toHaveLength(2)
  })

  it("cancelling the schedule keeps the post a draft, which the daily run leaves alone", async () => {
    const id = await scheduled(dayFromNow(40))
    expect(await asCoach("unpublishPost", { postId: id, revision: 1 })).toEqual({ published: false, build: "no-hook", scheduleCancelled: true })
    expect(await listed(id)).toMatchObject({ published: false, scheduledFor: null })
    await runOn(dayFromNow(41))
    expect(await live(id)).toBe(false)
    expect(hook.calls).toEqual([])
  })

  it("a story with a publish-on day in the future waits for it; the daily run publishes it on that day or after, never before, with one rebuild", async () => {
    const storyLive = async (id: string) => (await firestore().collection("stories").doc(id).get()).get("published") === true
    const storyListed = async (id: string) => (await asCoach("listStories", {})).stories.find((story) => story.storyId === id)
    const scheduledStory = async (day: string) => {
      const id = storyId()
      await asCoach("saveStoryDraft", { storyId: id, baseRevision: 0, draft: validDraft({ publishOn: day }) })
      expect(await asCoach("publishStory", { storyId: id, revision: 1 })).toEqual({ published: false, build: "no-hook", scheduledFor: day })
      return id
    }
    const day = dayFromNow(50)
    const id = await scheduledStory(day)
    expect(hook.calls).toEqual([])
    expect(await storyLive(id)).toBe(false)
    expect(await storyListed(id)).toMatchObject({ published: false, scheduledFor: day })

    // The day before: not due, no rebuild.
    await runOn(dayFromNow(49))
    expect(await storyLive(id)).toBe(false)
    expect(hook.calls).toEqual([])

    // On the day: live, dated that day, with one rebuild.
    await runOn(day)
    expect(await storyLive(id)).toBe(true)
    expect(hook.calls).toHaveLength(1)
    expect(await storyListed(id)).toMatchObject({ published: true, publishedRevision: 1, scheduledFor: null, publishedDate: day })

    // A missed run: published at the next one, after its day.
    const late = await scheduledStory(dayFromNow(51))
    await runOn(dayFromNow(53))
    expect(await storyLive(late)).toBe(true)
    expect(hook.calls).toHaveLength(2)

    // Cancelling keeps it a draft, which the daily run leaves alone.
    const cancelled = await scheduledStory(dayFromNow(60))
    expect(await asCoach("unpublishStory", { storyId: cancelled, revision: 1 })).toEqual({ published: false, build: "no-hook", scheduleCancelled: true })
    expect(await storyListed(cancelled)).toMatchObject({ published: false, scheduledFor: null })
    await runOn(dayFromNow(61))
    expect(await storyLive(cancelled)).toBe(false)
    expect(hook.calls).toHaveLength(2)

    // A story with no publish-on day, or today's, is published at once, as before.
    const now = storyId()
    await asCoach("saveStoryDraft", { storyId: now, baseRevision: 0, draft: validDraft({ publishOn: dayFromNow(0) }) })
    expect(await asCoach("publishStory", { storyId: now, revision: 1 })).toEqual({ published: true, build: "requested" })
  })

  it("a post dated today or earlier is published at once, as before", async () => {
    const id = postId()
    await asCoach("savePostDraft", { postId: id, baseRevision: 0, draft: validPostDraft(id, { date: dayFromNow(0) }) })
    expect(await asCoach("publishPost", { postId: id, revision: 1 })).toEqual({ published: true, build: "requested", path: `/blog/notes-${id}/` })
  })
})

describe("the photo library", () => {
  const postId = () => crypto.randomUUID()
  const inLibrary = async (kind: "post" | "story", src: string) => (await asCoach("listPhotos", { kind })).photos.find((photo) => photo.src === src)

  it("lists the photos of each kind with their descriptions and uses; a photo in two uses survives one use's removal", async () => {
    const first = postId()
    const second = postId()
    const cover = postPhotoUrl(first)
    await asCoach("savePostDraft", { postId: first, baseRevision: 0, draft: validPostDraft(first, { title: "The awayday" }) })
    // Reused from the library in the second post's text, under words of its own.
    await asCoach("savePostDraft", { postId: second, baseRevision: 0, draft: validPostDraft(second, { title: "A year on", body: `Where it started.\n\n![The same table, a year earlier](${cover})` }) })

    // Described as it was last: the words of the last changed draft that shows it.
    expect(await inLibrary("post", cover)).toEqual({
      src: cover,
      alt: "The same table, a year earlier",
      uses: expect.arrayContaining([
        { kind: "post", id: first, title: "The awayday" },
        { kind: "post", id: second, title: "A year on" },
      ]),
    })
    // Each kind's photos in its own library: the build takes a post's photos from the posts' folder only.
    expect(await inLibrary("story", cover)).toBeUndefined()
    const poster = validDraft().poster?.src ?? ""
    const story = storyId()
    await asCoach("saveStoryDraft", { storyId: story, baseRevision: 0, draft: validDraft() })
    expect(await inLibrary("story", poster)).toMatchObject({ alt: "A boardroom table at dusk", uses: expect.arrayContaining([{ kind: "story", id: story, title: "Saying no to a board" }]) })
    expect(await inLibrary("post", poster)).toBeUndefined()

    // The first post goes: the cover the second one shows is not among the photos to delete, and stays in the library.
    const { unusedPhotos } = await asCoach("deletePostDraft", { postId: first, revision: 1 })
    expect(unusedPhotos).not.toContain(cover)
    expect((await inLibrary("post", cover))?.uses).toEqual([{ kind: "post", id: second, title: "A year on" }])
    // A page may reuse any of her photos: its library lists the posts' and the stories' alike.
    expect((await asCoach("listPhotos", { kind: "page" })).photos.map(({ src }) => src)).toEqual(expect.arrayContaining([cover, poster]))
  })
})

describe("kept versions", () => {
  const postId = () => crypto.randomUUID()
  const versions = async (kind: "post" | "story", id: string) => (await asCoach("listRevisions", { kind, id })).versions

  beforeEach(freshBuildHook)

  it("keeps each published version with what changed, and restores one's words and photos as a new revision, keeping the draft it replaces", async () => {
    const id = postId()
    const first = validPostDraft(id, { title: "The awayday" })
    const second = validPostDraft(id, { title: "The awayday, a year on", cover: postPhotoUrl(id, "9a8b7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d"), body: "Shorter now." })
    await asCoach("savePostDraft", { postId: id, baseRevision: 0, draft: first })
    await asCoach("publishPost", { postId: id, revision: 1 })
    await asCoach("savePostDraft", { postId: id, baseRevision: 1, draft: second })
    await asCoach("publishPost", { postId: id, revision: 2 })
    // Words not published yet: restoring must not lose them.
    await asCoach("savePostDraft", { postId: id, baseRevision: 2, draft: { ...second, title: "Unfinished thoughts" } })

    expect(await versions("post", id)).toEqual([
      expect.objectContaining({ revision: 2, reason: "published", changed: ["title", "cover", "body"], draft: second }),
      expect.objectContaining({ revision: 1, reason: "published", changed: [], draft: first }),
    ])

    expect(await asCoach("restoreRevision", { kind: "post", id, revision: 1, baseRevision: 3 })).toEqual({ revision: 4 })
    const restored = (await asCoach("listPosts", {})).posts.find((post) => post.postId === id)
    expect(restored).toMatchObject({ revision: 4, draft: first, published: true, publishedRevision: 2 })
    // Its photos are back in the draft, and the replaced draft is kept in turn.
    expect(restored?.draft.cover).toBe(postPhotoUrl(id))
    expect((await versions("post", id)).map(({ revision, reason }) => `${revision} ${reason}`)).toEqual(["3 before-restore", "2 published", "1 published"])
    expect((await versions("post", id))[0]).toMatchObject({ draft: { title: "Unfinished thoughts" }, changed: ["title"] })

    // From a revision that is not the newest (another device saved since): a clash, nothing overwritten.
    expect((await rejection(asCoach("restoreRevision", { kind: "post", id, revision: 2, baseRevision: 3 }))).code).toBe("aborted")
    expect((await rejection(asCoach("restoreRevision", { kind: "post", id, revision: 99, baseRevision: 4 }))).code).toBe("not-found")
    // Nothing published or rebuilt by a restore.
    expect(hook.calls).toHaveLength(2)

    // A deleted post's versions go with it (after unpublishing).
    await asCoach("unpublishPost", { postId: id, revision: 4 })
    const { unusedPhotos } = await asCoach("deletePostDraft", { postId: id, revision: 4 })
    expect(unusedPhotos).toEqual(expect.arrayContaining([postPhotoUrl(id), postPhotoUrl(id, "9a8b7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d")]))
    expect(await versions("post", id)).toEqual([])
  })

  it("keeps the last ten versions, and a story's changed pages one by one", async () => {
    const id = storyId()
    let revision = 0
    for (let round = 1; round <= 11; round += 1) {
      const draft = validDraft({ title: `Saying no to a board, take ${round}` })
      revision = (await asCoach("saveStoryDraft", { storyId: id, baseRevision: revision, draft })).revision
      await asCoach("publishStory", { storyId: id, revision })
    }
    const kept = await versions("story", id)
    expect(kept.map((version) => version.revision)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
    expect(kept[0].changed).toEqual(["title"])

    const pages = validDraft().pages.map((page, index) => (index === 1 ? { ...page, body: "Numbers first, worries second." } : page))
    revision = (await asCoach("saveStoryDraft", { storyId: id, baseRevision: revision, draft: validDraft({ title: "Saying no to a board, take 11", pages }) })).revision
    await asCoach("publishStory", { storyId: id, revision })
    expect((await versions("story", id))[0].changed).toEqual(["pages[1]"])

    await asCoach("restoreRevision", { kind: "story", id, revision: 11, baseRevision: revision })
    expect((await asCoach("listStories", {})).stories.find((story) => story.storyId === id)?.draft.pages).toEqual(validDraft().pages)
  })
})
