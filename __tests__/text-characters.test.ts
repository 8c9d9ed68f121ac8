/**
 * @jest-environment node
 *
 * Text the site publishes ends up in XML (the feed, a drawn poster's SVG) and in HTML, which cannot
 * carry control characters or Unicode non-characters: one of them in a story's title stopped every
 * build. The shared text rule refuses them wherever text is written (the studio's checklists, the
 * publish callables, the content files, the build's check of published posts and stories), with
 * the field named; the whitespace a text may hold (line breaks, tabs) is still accepted.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { DATA_FILES } from "../contract/content-schema"
import { enquirySchema } from "../contract/enquiry-schema"
import { postChecklist } from "../contract/post-checklist"
import { checkPostInput } from "../contract/post-input"
import { storyProblems } from "../contract/story-checklist"
import { siteFileSchema } from "../contract/site-schema"
import { validatePost } from "../gatsby/content/validate-content"
import { loadPosts } from "../gatsby/posts/load-posts"
import { loadStories, validateStories } from "../gatsby/stories/load-stories"
import { describeProblem } from "../gatsby/stories/story-error"
import type { RawStory } from "../contract/story-input"
import settings from "../content/site.json"
import { validEnquiry } from "./helpers/enquiry-cases"
import { validDraft, validPostDraft } from "./helpers/studio-cases"
import { writeImage } from "./helpers/story-images"

/** The refusal every text field gives, naming the character by its code. */
const refusal = (code: string) => `holds an invisible control character (${code}), which cannot be published; delete it, or retype the text`

const REFUSED: Array<[string, string]> = [
  ["U+0000", "\u0000"],
  ["U+0001", "\u0001"],
  ["U+000B", "\u000b"],
  ["U+001F", "\u001f"],
  ["U+007F", "\u007f"],
  ["U+0085", "\u0085"],
  ["U+009F", "\u009f"],
  ["U+FDD0", "\ufdd0"],
  ["U+FFFE", "\ufffe"],
  ["U+FFFF", "\uffff"],
  ["U+1FFFF", "\u{1ffff}"],
  ["U+D800", "\ud800"],
  ["U+DC00", "\udc00"],
]

let root: string
const site = () => ({ storiesDir: join(root, "stories"), publicDir: join(root, "public") })

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "text-characters-"))
  await writeImage(join(site().storiesDir, "publisher-logo.png"), 192, 192)
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

const drawnStory = (title: string) => ({
  ...validDraft({ title }),
  publishedDate: "2026-11-20",
  poster: { color: "#1e3a8a", alt: "The title on navy" },
})

describe("a story's text", () => {
  it.each(REFUSED)("refuses %s in the title at publish, naming the field", (code, character) => {
    expect(storyProblems(validDraft({ title: `Saying no${character} to a board` }), "2026-11-20")).toEqual([{ field: "title", message: refusal(code) }])
  })

  it("refuses it in a story file, naming the story and the field, before any poster is drawn", async () => {
    const raw: RawStory = { id: "saying-no", origin: "content/stories/saying-no/story.json", imageDir: null, data: drawnStory("Saying no\u0001 to a board") }
    await expect(validateStories([raw], site())).rejects.toThrow(`Story "saying-no" (content/stories/saying-no/story.json): field "title" ${refusal("U+0001")}`)
  })

  it("leaves out a published story holding one, with the field named, and builds the rest", async () => {
    const published: RawStory[] = [
      { id: "saying-no", origin: "Firestore stories/saying-no", imageDir: null, data: drawnStory("Saying no to a board") },
      { id: "control", origin: "Firestore stories/control", imageDir: null, data: drawnStory("A title\u0001 with a control character") },
    ]
    const { stories, skipped } = await loadStories({ files: [], published }, site())
    expect(stories.map((story) => story.storyId)).toEqual(["saying-no"])
    expect(skipped.flatMap(({ problems }) => problems.map(describeProblem))).toEqual([`Story "control" (Firestore stories/control): field "title" ${refusal("U+0001")}`])
  })

  it("refuses it in a page's text and a link's address", () => {
    const draft = validDraft()
    draft.pages[1] = { ...draft.pages[1], body: "Facts\u0007 first." }
    draft.pages[2] = { ...draft.pages[2], cta: { label: "Coaching", href: "/services/\u0001" } }
    expect(storyProblems(draft, "2026-11-20").map(({ field }) => field)).toEqual(["pages[1].body", "pages[2].cta.href"])
  })
})

describe("a post's text", () => {
  const taken = { filePosts: [], publishedPosts: [] }

  it.each(["title", "description", "coverAlt", "body"] as const)("refuses U+0001 in its %s at save and publish, naming the field", (field) => {
    const draft = validPostDraft("p1")
    const lines = postChecklist({ ...draft, [field]: `${draft[field]}\u0001` }, taken)
    expect(lines).toEqual([{ field, message: refusal("U+0001"), blocking: true }])
  })

  it("refuses it in a tag", () => {
    expect(postChecklist(validPostDraft("p1", { tags: ["teams", "str\u0002ategy"] }), taken)).toEqual([{ field: "tags[1]", message: refusal("U+0002"), blocking: true }])
  })

  it("refuses it in a post written as a file, naming the file and the field", () => {
    const source = "---\ntitle: Delegation\ndate: 2026-09-02\ndescription: Why.\ntags: [delegation]\n---\n"
    expect(validatePost("content/blog/delegation/index.md", { title: "Dele\u0001gation", description: "Why\ufffe.", tags: ["delegation"] }, source)).toEqual([
      `content/blog/delegation/index.md: field "title" ${refusal("U+0001")}`,
      `content/blog/delegation/index.md: field "description" ${refusal("U+FFFE")}`,
    ])
  })

  it("leaves out a published post holding one, so the feed stays valid XML", async () => {
    const body = "A day away is worth it only if the team comes back with decisions."
    const data = (title: string, slug: string) => ({ ...validPostDraft("p1", { title, slug, body }), cover: undefined, coverAlt: undefined })
    const { carried, skipped } = await loadPosts(
      {
        published: [
          { postId: "good", origin: "Firestore posts/good", revision: 1, data: data("Notes from an awayday", "notes") },
          { postId: "bad", origin: "Firestore posts/bad", revision: 1, data: data("Notes\u0001 from an awayday", "bad-notes") },
        ],
        fileSlugs: [],
      },
      site(),
    )
    expect(carried.map(({ slug }) => slug)).toEqual(["notes"])
    expect(skipped.map(({ problems }) => problems)).toEqual([[{ field: "title", message: refusal("U+0001") }]])
  })

  it("accepts the whitespace a text means to hold, accents and emoji", () => {
    const checked = checkPostInput(
      validPostDraft("p1", { description: "Two lines:\nthe first,\r\nand the second.", body: "Code:\n\n\tindented\n\nCafé, naïve, 🙂, 日本." }),
    )
    expect(checked.ok).toBe(true)
  })
})

describe("the content files", () => {
  it("refuses one in a data file, naming the field", () => {
    const parsed = DATA_FILES.testimonials.safeParse({ heading: "Clients", items: [{ quote: "Calm\u0008 and clear.", name: "A", role: "B", company: "C", permission: { given: true, on: "2025-01-20" } }] })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map(({ path, message }) => [path.join("."), message])).toEqual([["items.0.quote", refusal("U+0008")]])
  })

  it("refuses one in the site's settings, its addresses included", () => {
    const parsed = siteFileSchema.safeParse({ ...settings, company: "Coaching\u001b Ltd", social: { ...settings.social, linkedin: "https://www.linkedin.com/in/\u0001" } })
    expect(parsed.error?.issues.map(({ path, message }) => [path.join("."), message])).toEqual([
      ["company", refusal("U+001B")],
      ["social.linkedin", refusal("U+0001")],
    ])
  })

  it("refuses one in a link field", () => {
    const parsed = DATA_FILES["not-found"].safeParse({ title: "Not found", text: "Try the blog.", links: [{ words: "the blog", to: "/blog/\u0001" }] })
    expect(parsed.error?.issues.map(({ path, message }) => [path.join("."), message])).toEqual([["links.0.to", refusal("U+0001")]])
  })
})

describe("the enquiry form", () => {
  it("refuses one in what a visitor writes, as a problem the form has words for", () => {
    const parsed = enquirySchema.safeParse({ ...validEnquiry(), name: "Anna\u0000 Price", message: "I would like\u0007 to talk about coaching." })
    expect(parsed.error?.issues.map(({ path, message }) => [path.join("."), message])).toEqual([
      ["name", "invalid-characters"],
      ["message", "invalid-characters"],
    ])
  })

  it("keeps the line breaks and tabs of a message", () => {
    expect(enquirySchema.safeParse({ ...validEnquiry(), message: "Hello,\n\n\tI lead a team of forty.\r\nCan we talk?" }).success).toBe(true)
  })
})
