/**
 * @jest-environment node
 */
import { execFile } from "node:child_process"
import { promisify } from "node:util"
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Timestamp, type Firestore } from "firebase-admin/firestore"
import { createContentDigest } from "gatsby-core-utils"
import { readStoryFiles } from "../gatsby/stories/file-source"
import { firestoreEnv, openFirestore } from "../gatsby/published/open-firestore"
import { readFirestoreStories } from "../gatsby/stories/firestore-source"
import { validateStories } from "../gatsby/stories/load-stories"
import { createStoryNodes, sourceStories } from "../gatsby/stories/source-stories"
import { recordBuildSuccess } from "../gatsby/published/build-record"
import type { RawStory } from "../contract/story-input"
import { startFirestoreEmulator, type RunningEmulator } from "./helpers/firestore-emulator"
import { requestedFile, serveImages, storageAddress, TEST_BUCKET, writeImage } from "./helpers/story-images"
import { typeScriptNode } from "../tooling/typescript-node"

// Gatsby's own node id helper, as sourceNodes receives it.
const createNodeId: (id: string, namespace: string) => string = require("gatsby/dist/utils/create-node-id").createNodeId

let root: string
let images: Awaited<ReturnType<typeof serveImages>>
let imageBase: string
let emulator: RunningEmulator
let db: Firestore

const site = () => ({ storiesDir: join(root, "content", "stories"), publicDir: join(root, "public"), sources: { bucket: TEST_BUCKET, emulatorHost: new URL(imageBase).host } })

/** The nodes sourceNodes would create from these raw stories. */
const nodesFrom = async (raws: RawStory[]) => {
  const createNode = jest.fn()
  const stories = await validateStories(raws, site())
  createStoryNodes(stories, {
    actions: { createNode } as never,
    createNodeId: (id: string) => createNodeId(id, "default-site-plugin"),
    createContentDigest,
  })
  return createNode.mock.calls.map(([node]) => node)
}

/** One story's data, with its images on an image host (as Firestore stories keep them). */
const storyData = (title: string) => ({
  title,
  description: "What I learned coaching a leader through it, in five short pages.",
  poster: { src: storageAddress(imageBase, "poster.jpg"), alt: "A path up a hill at dawn" },
  pages: [
    { heading: "Where it started", body: "A founder with forty people and every decision still on her desk.", background: { image: { src: storageAddress(imageBase, "page.jpg"), alt: "Hills" } } },
    { heading: "What changed", body: "She kept three decisions a week and gave the rest away.", background: { color: "#1E3A8A" } },
    { heading: "What she would say", body: "Notice when your job changes before your calendar does.", background: { color: "#fde68a" }, cta: { label: "Coaching for founders", href: "/services/" } },
  ],
})

const FIRESTORE_IDS = ["from-founder-to-ceo", "leading-through-a-reorganisation", "the-first-hundred-days"]

/** Firestore holding exactly these stories, as the sources then read them (each test sets its own). */
const seedFirestore = async (ids: readonly string[]) => {
  for (const doc of (await db.collection("stories").get()).docs) await doc.ref.delete()
  for (const [index, id] of ids.entries()) {
    const day = `2026-0${index + 3}-14`
    // Firestore keeps the date as a Timestamp and may hold references; both become plain values.
    await db.collection("stories").doc(id).set({ ...storyData(`Story ${index + 1}`), published: true, publishedDate: Timestamp.fromDate(new Date(`${day}T00:00:00Z`)), coach: db.doc("coaches/eleanor") })
  }
}

/** A project folder of its own with the publisher logo and one story file, learning-to-delegate. */
const projectWithOneStory = async (name: string): Promise<string> => {
  const project = join(root, name)
  await writeImage(join(project, "content", "stories", "publisher-logo.png"), 192, 192)
  const dir = join(project, "content", "stories", "learning-to-delegate")
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, "story.json"), JSON.stringify({ ...storyData("Learning to delegate"), publishedDate: "2026-06-01" }))
  return project
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "stories-"))
  await writeImage(join(root, "content", "stories", "publisher-logo.png"), 192, 192)
  const hosted = join(root, "hosted")
  await writeImage(join(hosted, "poster.jpg"), 720, 960, "jpeg")
  await writeImage(join(hosted, "page.jpg"), 1080, 1920, "jpeg")
  writeFileSync(join(hosted, "not-an-image.jpg"), "plain text, not a picture")
  images = await serveImages((url) => join(hosted, requestedFile(url)))
  imageBase = images.base

  emulator = await startFirestoreEmulator()
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host
  // Keeps Google's auth library from looking for a cloud metadata server: the test stays on 127.0.0.1.
  process.env.METADATA_SERVER_DETECTION = "none"
  process.env.STORIES_FIREBASE_PROJECT_ID = "demo-stories"
  // A local build: the photos come from the Storage emulator's address (here, the image server).
  process.env.STORIES_STORAGE_BUCKET = TEST_BUCKET
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = new URL(imageBase).host
  db = await openFirestore(firestoreEnv()!)
}, 30_000)

afterAll(async () => {
  await db?.terminate()
  emulator?.stop()
  await images.close()
  delete process.env.FIRESTORE_EMULATOR_HOST
  delete process.env.STORIES_FIREBASE_PROJECT_ID
  delete process.env.METADATA_SERVER_DETECTION
  delete process.env.STORIES_STORAGE_BUCKET
  delete process.env.FIREBASE_STORAGE_EMULATOR_HOST
  rmSync(root, { recursive: true, force: true })
})

describe("story sources", () => {
  it("files under content/stories and Firestore documents with the same data give the same nodes", async () => {
    const ids = FIRESTORE_IDS
    await seedFirestore(ids)
    for (const [index, id] of ids.entries()) {
      const dir = join(site().storiesDir, id)
      mkdirSync(dir, { recursive: true })
      writeFileSync(join(dir, "story.json"), JSON.stringify({ ...storyData(`Story ${index + 1}`), publishedDate: `2026-0${index + 3}-14` }))
    }
    // Taken off the site in the studio, or never marked published: not read.
    await db.collection("stories").doc("taken-down").set({ ...storyData("Taken down"), published: false, publishedDate: "2026-02-01" })
    await db.collection("stories").doc("never-published").set({ ...storyData("Never published"), publishedDate: "2026-02-01" })

    const files = readStoryFiles(site().storiesDir, root)
    expect(files.problems).toEqual([])
    const fromFirestore = await readFirestoreStories(db)
    expect(fromFirestore.map((raw) => raw.id)).toEqual(ids)
    await db.collection("stories").doc("taken-down").delete()
    await db.collection("stories").doc("never-published").delete()
    expect(fromFirestore[0].data).toMatchObject({ publishedDate: "2026-03-14T00:00:00.000Z", coach: "coaches/eleanor" })

    const fileNodes = await nodesFrom(files.stories)
    const firestoreNodes = await nodesFrom(fromFirestore)
    expect(fileNodes).toHaveLength(3)
    expect(firestoreNodes).toEqual(fileNodes)

    // Newest first, each a Story node carrying the measured images and the site's publisher.
    expect(fileNodes.map((node) => node.storyId)).toEqual([...ids].reverse())
    expect(fileNodes[0]).toMatchObject({
      internal: { type: "Story" },
      title: "Story 3",
      publisher: "Whitcombe Leadership Ltd",
      publishedDate: "2026-05-14T00:00:00.000Z",
      publisherLogo: { url: "/stories/publisher-logo.png", width: 192, height: 192 },
      // Downloaded and published with the site, so the story loads it from its own host.
      poster: { url: expect.stringMatching(/^\/stories\/images\/[0-9a-f]{20}\.jpg$/), width: 720, height: 960, alt: "A path up a hill at dawn" },
    })
    expect(fileNodes[0].pages[1].background).toEqual({ color: "#1e3a8a", image: null })
    expect(existsSync(join(site().publicDir, "stories", "publisher-logo.png"))).toBe(true)
  }, 30_000)

  it("reads Firestore only when a project and a way in (credentials or an emulator) are configured", () => {
    expect(firestoreEnv({})).toBeNull()
    expect(firestoreEnv({ STORIES_FIREBASE_PROJECT_ID: "coach" })).toBeNull()
    expect(firestoreEnv({ GATSBY_FIREBASE_PROJECT_ID: "coach", GOOGLE_APPLICATION_CREDENTIALS: "/keys/build.json" })).toEqual({ projectId: "coach" })
    expect(firestoreEnv({ STORIES_FIREBASE_PROJECT_ID: "demo-x", FIRESTORE_EMULATOR_HOST: "127.0.0.1:9" })).toEqual({ projectId: "demo-x", emulatorHost: "127.0.0.1:9" })
  })
})

describe("sourceNodes", () => {
  const runSourceNodes = async (projectRoot: string) => {
    const createNode = jest.fn()
    const reporter = { info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() }
    const args = { actions: { createNode }, reporter, createNodeId: (id: string) => createNodeId(id, "default-site-plugin"), createContentDigest }
    await sourceStories(args as never, projectRoot)
    return { ids: createNode.mock.calls.map(([node]) => node.storyId as string), reporter }
  }

  it("adds the Firestore stories to the files' when Firestore is configured, and leaves out a published story that clashes or is bad, with a warning", async () => {
    const project = await projectWithOneStory("with-firestore")
    await seedFirestore(FIRESTORE_IDS)

    const both = await runSourceNodes(project)
    expect(both.reporter.panicOnBuild).not.toHaveBeenCalled()
    expect(both.reporter.warn).not.toHaveBeenCalled()
    expect(both.ids.sort()).toEqual(["from-founder-to-ceo", "leading-through-a-reorganisation", "learning-to-delegate", "the-first-hundred-days"])

    await db.collection("stories").doc("learning-to-delegate").set({ ...storyData("Learning to delegate"), published: true, publishedDate: "2026-06-01" })
    await db.collection("stories").doc("too-short").set({ ...storyData("Too short"), published: true, publishedDate: "2026-06-02", pages: [] })
    const broken = await runSourceNodes(project)
    // The rest of the site is built: the file's story (which wins the clash) and the good published ones.
    expect(broken.reporter.panicOnBuild).not.toHaveBeenCalled()
    expect(broken.ids.sort()).toEqual(["from-founder-to-ceo", "leading-through-a-reorganisation", "learning-to-delegate", "the-first-hundred-days"])
    const message = broken.reporter.warn.mock.calls.map(([line]) => line as string).join("\n")
    expect(message).toContain('Story "learning-to-delegate" (Firestore stories/learning-to-delegate): field "id" is used twice: also by content/stories/learning-to-delegate/story.json')
    expect(message).toContain('Story "too-short" (Firestore stories/too-short): field "pages" must have at least 3 pages')
    expect(message).toMatch(/Story "too-short" is published in the studio but was LEFT OUT of this build/)
    await db.collection("stories").doc("learning-to-delegate").delete()
    await db.collection("stories").doc("too-short").delete()
  }, 30_000)

  it("builds a file story's published copy in the file's place, with her words, and the file again when the copy is unpublished or cannot be used", async () => {
    const project = await projectWithOneStory("taken-story")
    await seedFirestore([])
    const nodes = async () => {
      const createNode = jest.fn()
      const reporter = { info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() }
      await sourceStories({ actions: { createNode }, reporter, createNodeId: (id: string) => createNodeId(id, "default-site-plugin"), createContentDigest } as never, project)
      expect(reporter.panicOnBuild).not.toHaveBeenCalled()
      return { stories: createNode.mock.calls.map(([node]) => node as { storyId: string; title: string; publishedDate: string }), warnings: reporter.warn.mock.calls.map(([line]) => line as string) }
    }
    // The studio's copy of the file, published: one story at the address, hers.
    const copy = { ...storyData("Learning to delegate, in her words"), published: true, publishedDate: "2026-06-01", replacesFile: "learning-to-delegate" }
    await db.collection("stories").doc("learning-to-delegate").set(copy)
    const taken = await nodes()
    expect(taken.warnings).toEqual([])
    expect(taken.stories.map(({ storyId, title }) => [storyId, title])).toEqual([["learning-to-delegate", "Learning to delegate, in her words"]])

    // A copy the build cannot use is left out with a warning, and the file is built.
    await db.collection("stories").doc("learning-to-delegate").set({ ...copy, pages: [] })
    const bad = await nodes()
    expect(bad.stories.map(({ title }) => title)).toEqual(["Learning to delegate"])
    expect(bad.warnings.join("\n")).toContain('Story "learning-to-delegate" (Firestore stories/learning-to-delegate): field "pages" must have at least 3 pages')

    // Unpublished, the file is the story again.
    await db.collection("stories").doc("learning-to-delegate").set({ published: false }, { merge: true })
    expect((await nodes()).stories.map(({ title }) => title)).toEqual(["Learning to delegate"])
    await db.collection("stories").doc("learning-to-delegate").delete()
  }, 30_000)

  it("publishes every file story's words for the studio to take a copy of, each photo named by its address on the site", async () => {
    const project = await projectWithOneStory("story-words")
    const dir = join(project, "content", "stories", "learning-to-delegate")
    await writeImage(join(dir, "poster.jpg"), 720, 960, "jpeg")
    writeFileSync(join(dir, "story.json"), JSON.stringify({ ...storyData("Learning to delegate"), poster: { src: "poster.jpg", alt: "A path" }, publishedDate: "2026-06-01" }))
    await seedFirestore([])
    await runSourceNodes(project)
    const copy = JSON.parse(readFileSync(join(project, "public", "studio", "site-files", "stories", "learning-to-delegate.json"), "utf8"))
    expect(copy).toEqual({
      id: "learning-to-delegate",
      publishedDate: "2026-06-01",
      draft: { ...storyData("Learning to delegate"), poster: { src: "/stories/learning-to-delegate/poster.jpg", alt: "A path" } },
    })
    // The photo is at that address on the site.
    expect(existsSync(join(project, "public", "stories", "learning-to-delegate", "poster.jpg"))).toBe(true)
  }, 30_000)

  // Functions: the image server's address is known only once it listens.
  it.each([
    ["images", () => ({ poster: { color: "#1e3a8a", alt: "Drawn" } }), /field "id" \(the folder or document name\) "images" is taken by the site's own addresses/],
    ["page", () => ({}), /field "id" \(the folder or document name\) "page" is taken by the site's own addresses/],
    ["elsewhere", () => ({ poster: { src: "https://images.example.com/stories/p.jpg", alt: "Elsewhere" } }), /field "poster\.src" must be a photo uploaded in the studio/],
    ["photo-missing", () => ({ poster: { src: storageAddress(imageBase, "missing.jpg"), alt: "Missing" } }), /field "poster\.src" could not be downloaded from the photo storage: stories\/missing\.jpg \(HTTP 404\)/],
    ["photo-unreadable", () => ({ poster: { src: storageAddress(imageBase, "not-an-image.jpg"), alt: "Unreadable" } }), /field "poster\.src" (must be a raster image|.*unsupported image format|.*Input buffer)/i],
  ])("a published story named %s, or whose photo cannot be used, is left out with a warning; the site is built", async (id, change, reason) => {
    const project = await projectWithOneStory(`one-bad-${id}`)
    await seedFirestore(FIRESTORE_IDS)
    await db.collection("stories").doc(id).set({ ...storyData("A bad one"), ...change(), published: true, publishedDate: "2026-06-03" })
    const { ids, reporter } = await runSourceNodes(project)
    await db.collection("stories").doc(id).delete()
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
    expect(ids.sort()).toEqual(["from-founder-to-ceo", "leading-through-a-reorganisation", "learning-to-delegate", "the-first-hundred-days"])
    expect(reporter.warn).toHaveBeenCalledTimes(1)
    const [warning] = reporter.warn.mock.calls[0] as [string]
    expect(warning).toContain(`Story "${id}" is published in the studio but was LEFT OUT of this build`)
    expect(warning).toMatch(reason)
    // A reserved id draws nothing onto the site's own folders.
    expect(existsSync(join(project, "public", "stories", "images", "poster.jpg"))).toBe(false)
  }, 30_000)

  it("records for the studio which published stories the build carried and which it left out, then that it succeeded; a failed build is marked so", async () => {
    const project = await projectWithOneStory("recorded")
    await seedFirestore(FIRESTORE_IDS.slice(0, 1))
    await db.collection("stories").doc("too-short").set({ ...storyData("Too short"), published: true, revision: 4, publishedDate: "2026-06-02", pages: [] })
    await db.collection("stories").doc(FIRESTORE_IDS[0]).update({ revision: 3 })
    process.env.SITE_BUILD_ID = `test-build-${Date.now()}`
    try {
      const { reporter } = await runSourceNodes(project)
      const ref = db.collection("siteBuilds").doc(process.env.SITE_BUILD_ID)
      expect((await ref.get()).data()).toMatchObject({
        outcome: "building",
        carried: { [FIRESTORE_IDS[0]]: 3 },
        skipped: { "too-short": { revision: 4, problems: [{ field: "pages", message: "must have at least 3 pages" }] } },
        fileStoryIds: ["learning-to-delegate"],
      })
      await recordBuildSuccess(reporter as never)
      expect((await ref.get()).get("outcome")).toBe("succeeded")

      // What the local build hook (and a CI failure step) runs when a build stops.
      const failed = `failed-${process.env.SITE_BUILD_ID}`
      await promisify(execFile)(process.execPath, typeScriptNode([join(process.cwd(), "scripts", "record-build-failure.ts")]), {
        env: { PATH: process.env.PATH, SITE_BUILD_ID: failed, STORIES_FIREBASE_PROJECT_ID: "demo-stories", FIRESTORE_EMULATOR_HOST: emulator.host, METADATA_SERVER_DETECTION: "none" },
      })
      expect((await db.collection("siteBuilds").doc(failed).get()).data()).toMatchObject({ outcome: "failed", failure: expect.stringMatching(/the live site is unchanged/) })
    } finally {
      delete process.env.SITE_BUILD_ID
      await db.collection("stories").doc("too-short").delete()
    }
  }, 30_000)

  it("still stops the build for a bad story file: the coach's committed content", async () => {
    const project = await projectWithOneStory("bad-file")
    writeFileSync(join(project, "content", "stories", "learning-to-delegate", "story.json"), JSON.stringify({ ...storyData("Learning to delegate"), publishedDate: "2026-06-01", pages: [] }))
    await seedFirestore(FIRESTORE_IDS)
    const { ids, reporter } = await runSourceNodes(project)
    expect(ids).toEqual([])
    expect(reporter.panicOnBuild.mock.calls[0][0]).toContain('Story "learning-to-delegate" (content/stories/learning-to-delegate/story.json): field "pages" must have at least 3 pages')
  }, 30_000)

  it("reads the files alone when Firestore is not configured", async () => {
    const project = await projectWithOneStory("files-only")
    await seedFirestore(FIRESTORE_IDS)
    const saved = process.env.FIRESTORE_EMULATOR_HOST
    delete process.env.FIRESTORE_EMULATOR_HOST
    try {
      const { ids } = await runSourceNodes(project)
      expect(ids).toEqual(["learning-to-delegate"])
    } finally {
      process.env.FIRESTORE_EMULATOR_HOST = saved
    }
  })
})

describe("the stories shipped in content/stories", () => {
  it("are at least three valid stories, with their images published beside their pages", async () => {
    const publicDir = join(root, "shipped-public")
    const storiesDir = join(process.cwd(), "content", "stories")
    const files = readStoryFiles(storiesDir)
    expect(files.problems).toEqual([])
    const stories = await validateStories(files.stories, { storiesDir, publicDir })
    expect(stories.length).toBeGreaterThanOrEqual(3)
    for (const story of stories) {
      expect(existsSync(join(publicDir, story.poster.url))).toBe(true)
      expect(story.pages.length).toBeGreaterThanOrEqual(3)
    }
  })
})
