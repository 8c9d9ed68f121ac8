/**
 * @jest-environment node
 *
 * A post written in the studio and kept in Firestore is held to the rules of a post written as a
 * file: each kind of bad field is refused with the post and the field named, in the very words
 * the build uses for a file post's frontmatter.
 */
import { checkPostInput, POST_BODY_MAX_CHARS, postInputProblems } from "../contract/post-input"
import { validatePost } from "../gatsby/content/validate-content"

const ORIGIN = "posts/notes-from-an-awayday"
const FILE = "content/blog/notes-from-an-awayday/index.md"

const validPost = () => ({
  slug: "notes-from-an-awayday",
  title: "Notes from an awayday",
  date: "2026-06-02",
  description: "What a leadership team learnt in a day away from the office.",
  tags: ["teams"],
  cover: "https://storage.example/awayday.jpg",
  coverAlt: "The team around a table by a window",
  body: "A day away is worth it only if the team comes back with decisions.\n\n## What we decided\n\nThree things.",
})

/** The same frontmatter as a file post's source, as the build reads it. */
const fileProblems = (frontmatter: Record<string, unknown>) => {
  const { date, ...rest } = frontmatter
  return validatePost(FILE, rest, `---\ndate: ${String(date ?? "")}\n---\n`)
}

describe("a post from the studio or Firestore", () => {
  it("is accepted when every field is right, and typed", () => {
    const result = checkPostInput(validPost())
    expect(result).toEqual({ ok: true, post: validPost() })
    expect(postInputProblems(ORIGIN, validPost())).toEqual([])
  })

  it("may have no cover", () => {
    const { cover: _cover, coverAlt: _alt, ...post } = validPost()
    expect(postInputProblems(ORIGIN, post)).toEqual([])
  })

  it("is trimmed as a file post is", () => {
    const result = checkPostInput({ ...validPost(), title: "  Notes from an awayday  " })
    expect(result.ok && result.post.title).toBe("Notes from an awayday")
  })

  it.each([
    ["an empty title", { title: "  " }, 'field "title" must not be empty'],
    ["a title that is not text", { title: 42 }, 'field "title" has the wrong kind of value'],
    ["a description longer than search results show", { description: "x".repeat(201) }, 'field "description" should be at most 200 characters so search results show it whole'],
    ["no description", { description: undefined }, 'field "description" is required but missing'],
    ["an impossible date", { date: "2026-02-30" }, 'field "date" must be a real date written as YYYY-MM-DD, e.g. 2025-03-14'],
    ["a date written another way", { date: "2 June 2026" }, 'field "date" must be a real date written as YYYY-MM-DD'],
    ["no tags", { tags: [] }, 'field "tags" needs at least one tag'],
    ["an empty tag", { tags: ["teams", ""] }, 'field "tags[1]" must not be empty'],
    ["a cover without its description", { coverAlt: undefined }, 'field "coverAlt" is required when a cover image is set'],
    ["a slug with capitals", { slug: "Notes-From-An-Awayday" }, 'field "slug" must be lower-case words joined by hyphens'],
    ["no slug", { slug: undefined }, 'field "slug" is required but missing'],
    ["an empty body", { body: "\n\n" }, 'field "body" must not be empty'],
    ["a body too long for one document", { body: "x".repeat(POST_BODY_MAX_CHARS + 1) }, `field "body" must be at most ${POST_BODY_MAX_CHARS} characters (it has ${POST_BODY_MAX_CHARS + 1})`],
  ])("is refused with %s, the post and the field named", (_what, change, expected) => {
    const problems = postInputProblems(ORIGIN, { ...validPost(), ...change })
    expect(problems).toHaveLength(1)
    expect(problems[0].startsWith(`${ORIGIN}: ${expected}`)).toBe(true)
  })

  it("names every bad field at once", () => {
    const problems = postInputProblems(ORIGIN, { ...validPost(), title: "", tags: [], body: "" })
    expect(problems).toEqual([`${ORIGIN}: field "title" must not be empty`, `${ORIGIN}: field "tags" needs at least one tag`, `${ORIGIN}: field "body" must not be empty`])
  })

  it("is refused as a whole when it is not a post at all", () => {
    expect(postInputProblems(ORIGIN, "a string")).toEqual([`${ORIGIN}: field "(the whole post)" has the wrong kind of value (expected object, received string)`])
  })
})

describe("the rules a file post and a Firestore post share", () => {
  it.each([
    ["title", { title: "" }],
    ["description", { description: "x".repeat(201) }],
    ["date", { date: "2026-02-30" }],
    ["tags", { tags: [] }],
    ["coverAlt", { coverAlt: undefined }],
  ])("word a problem with %s the same, each naming its post", (_field, change) => {
    const frontmatter = { ...validPost(), cover: "cover.jpg", ...change }
    const fromFile = fileProblems(frontmatter)
    const fromFirestore = postInputProblems(ORIGIN, frontmatter)
    expect(fromFile).toHaveLength(1)
    expect(fromFirestore).toEqual(fromFile.map((line) => line.replace(FILE, ORIGIN)))
  })

  it("accept the same good post", () => {
    expect(fileProblems(validPost())).toEqual([])
    expect(postInputProblems(ORIGIN, validPost())).toEqual([])
  })
})
