/**
 * @jest-environment node
 *
 * A post's or story's address becomes a folder of the built site, and a folder's name has a limit.
 * Addresses are held to one length, files and studio alike, with the field named; and the build
 * leaves out, with a warning, a published post or story it cannot write, instead of stopping.
 */
import { mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Reporter } from "gatsby"
import { postChecklist } from "../contract/post-checklist"
import { postSlugProblem } from "../contract/post-slug"
import { SLUG_MAX_CHARS } from "../contract/routes"
import { saveDraftSchema } from "../contract/studio-stories-api"
import { savePostDraftSchema } from "../contract/studio-posts-api"
import { loadPosts } from "../gatsby/posts/load-posts"
import { skippedPostWarning } from "../gatsby/posts/source-posts"
import { loadStories, validateStories } from "../gatsby/stories/load-stories"
import { describeProblem } from "../gatsby/stories/story-error"
import type { RawPost } from "../gatsby/posts/firestore-posts"
import type { RawStory } from "../contract/story-input"
import { validDraft, validPostDraft } from "./helpers/studio-cases"
import { writeImage } from "./helpers/story-images"

/** An address of `length` characters that is otherwise fine: words joined by hyphens. */
const addressOf = (length: number): string => "notes-from-a-long-awayday-".repeat(20).slice(0, length).replace(/-+$/, "x")

let root: string
const site = () => ({ storiesDir: join(root, "stories"), publicDir: join(root, "public") })

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "address-length-"))
  await writeImage(join(site().storiesDir, "publisher-logo.png"), 192, 192)
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe("an address's length", () => {
  it("is at most 80 characters", () => {
    expect(SLUG_MAX_CHARS).toBe(80)
    expect(addressOf(80)).toHaveLength(80)
  })

  it("is refused at save and publish when a post's is longer, with the field named", () => {
    const tooLong = addressOf(300)
    const message = `must be at most ${SLUG_MAX_CHARS} characters (it has 300); shorten it`
    expect(postSlugProblem(tooLong, { filePosts: [], publishedPosts: [] })).toEqual({ field: "slug", message })
    expect(postSlugProblem(addressOf(80), { filePosts: [], publishedPosts: [] })).toBeNull()
    // The checklist the studio shows and the publish callable runs: one line for the slug.
    const lines = postChecklist(validPostDraft("p1", { slug: tooLong }), { filePosts: [], publishedPosts: [] })
    expect(lines.filter((line) => line.field === "slug")).toEqual([{ field: "slug", message, blocking: true }])
  })

  it("is the same limit for the ids the studio's requests carry", () => {
    expect(saveDraftSchema.safeParse({ storyId: addressOf(81), baseRevision: 0, draft: validDraft() }).success).toBe(false)
    expect(savePostDraftSchema.safeParse({ postId: addressOf(81), baseRevision: 0, draft: {} }).success).toBe(false)
    expect(saveDraftSchema.safeParse({ storyId: addressOf(80), baseRevision: 0, draft: validDraft() }).success).toBe(true)
  })

  it("refuses a story file whose folder name is longer, naming the story and the field", async () => {
    const id = addressOf(81)
    const raw: RawStory = { id, origin: `content/stories/${id}/story.json`, imageDir: null, data: storyData() }
    await expect(validateStories([raw], site())).rejects.toThrow(`Story "${id}" (content/stories/${id}/story.json): field "id" (the folder or document name) must be at most 80 characters (it has 81)`)
  })
})

const storyData = () => ({
  title: "Saying no to a board",
  description: "How a chief executive turned down an acquisition her board wanted.",
  publishedDate: "2026-11-20",
  poster: { color: "#1e3a8a", alt: "The title on navy" },
  pages: [1, 2, 3].map((n) => ({ heading: `Page ${n}`, body: "One short, true sentence about the work.", background: { color: "#1e3a8a" } })),
})

const rawPost = (postId: string, slug: string): RawPost => ({
  postId,
  origin: `Firestore posts/${postId}`,
  revision: 3,
  data: { ...validPostDraft(postId, { slug, body: "A day away is worth it only if the team comes back with decisions." }), cover: undefined, coverAlt: undefined },
})

describe("the build, given a published post or story it cannot write", () => {
  const warnings: string[] = []
  const reporter = { warn: (message: string) => warnings.push(message) } as unknown as Reporter

  it("leaves out a post whose address is too long for a folder, naming it, and builds the rest", async () => {
    const { carried, skipped } = await loadPosts({ published: [rawPost("good", "notes-from-an-awayday"), rawPost("long", addressOf(300))], fileSlugs: [] }, site())
    expect(carried.map(({ slug }) => slug)).toEqual(["notes-from-an-awayday"])
    expect(skipped.map(({ raw, problems }) => [raw.postId, problems])).toEqual([["long", [{ field: "slug", message: expect.stringMatching(/^must be at most 80 characters \(it has 300\)/) }]]])
    // The folder of the post's page in the built site.
    expect(readdirSync(join(site().publicDir, "blog"))).toContain("notes-from-an-awayday")
    expect(readdirSync(join(site().publicDir, "blog"))).toHaveLength(1)
    skipped.forEach((post) => reporter.warn(skippedPostWarning(post)))
    expect(warnings.join("\n")).toContain('Blog post Firestore posts/long is published in the studio but was LEFT OUT of this build')
    expect(warnings.join("\n")).toContain('Firestore posts/long: field "slug" must be at most 80 characters')
  })

  it("keeps a post published before addresses had a limit while its folder can be written", async () => {
    const earlier = addressOf(120)
    const { carried, skipped } = await loadPosts({ published: [rawPost("earlier", earlier)], fileSlugs: [] }, site())
    expect(skipped).toEqual([])
    expect(carried.map(({ slug }) => slug)).toEqual([earlier])
    expect(readdirSync(join(site().publicDir, "blog"))).toContain(earlier)
  })

  it("leaves out a published story whose id is too long, naming it, and builds the rest", async () => {
    const long = addressOf(300)
    const published: RawStory[] = [
      { id: "saying-no-to-a-board", origin: "Firestore stories/saying-no-to-a-board", imageDir: null, data: storyData() },
      { id: long, origin: `Firestore stories/${long}`, imageDir: null, data: storyData() },
    ]
    const { stories, skipped } = await loadStories({ files: [], published }, site())
    expect(stories.map((story) => story.storyId)).toEqual(["saying-no-to-a-board"])
    expect(skipped.flatMap(({ problems }) => problems.map(describeProblem))).toEqual([
      `Story "${long}" (Firestore stories/${long}): field "id" (the folder or document name) must be at most 80 characters (it has 300); shorten it`,
    ])
  })
})
