/**
 * @jest-environment node
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { readStoryFiles } from "../gatsby/stories/file-source"
import { validateStories } from "../gatsby/stories/load-stories"
import { describeProblem } from "../gatsby/stories/story-error"
import type { RawStory } from "../contract/story-input"
import { writeImage, writeSvg } from "./helpers/story-images"

let root: string
const site = () => ({ storiesDir: join(root, "stories"), publicDir: join(root, "public") })
const storyDir = (id: string) => join(site().storiesDir, id)

const page = (heading: string, body = "A short, true sentence about the work.") => ({ heading, body, background: { color: "#0f172a" } })

const validData = () => ({
  title: "Learning to delegate",
  description: "How a founder handed over the work she loved, and why the company grew faster for it.",
  publishedDate: "2026-06-01",
  poster: { src: "poster.jpg", alt: "A path up a hill" },
  pages: [page("Where it started"), page("What changed"), page("What she would say")],
})

/** A story from the files source, with the images its folder holds. */
const fromFiles = (id: string, data: Record<string, unknown>): RawStory => ({ id, origin: `content/stories/${id}/story.json`, imageDir: storyDir(id), data })

const rejection = async (raws: RawStory[]): Promise<string> => {
  try {
    await validateStories(raws, site())
  } catch (error) {
    return (error as Error).message
  }
  throw new Error("the stories were accepted")
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "story-validation-"))
  await writeImage(join(site().storiesDir, "publisher-logo.png"), 192, 192)
  for (const id of ["good", "square-poster", "small-poster", "wide-logo", "svg-poster"]) {
    mkdirSync(storyDir(id), { recursive: true })
  }
  await writeImage(join(storyDir("good"), "poster.jpg"), 720, 960, "jpeg")
  await writeImage(join(storyDir("square-poster"), "poster.jpg"), 800, 800, "jpeg")
  await writeImage(join(storyDir("small-poster"), "poster.jpg"), 300, 400, "jpeg")
  await writeImage(join(storyDir("wide-logo"), "poster.jpg"), 720, 960, "jpeg")
  await writeImage(join(storyDir("wide-logo"), "logo.png"), 200, 100)
  await writeSvg(join(storyDir("svg-poster"), "poster.svg"))
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

describe("story validation", () => {
  it("accepts a complete story", async () => {
    const [story] = await validateStories([fromFiles("good", validData())], site())
    expect(story).toMatchObject({ storyId: "good", title: "Learning to delegate", poster: { width: 720, height: 960 } })
  })

  it("rejects a missing field, naming the story and the field", async () => {
    const { title: _title, ...data } = validData()
    expect(await rejection([fromFiles("good", data)])).toContain('Story "good" (content/stories/good/story.json): field "title" is required but missing')
  })

  it("rejects an id that is not a URL-safe slug", async () => {
    expect(await rejection([fromFiles("Good Story", validData())])).toContain('Story "Good Story" (content/stories/Good Story/story.json): field "id" (the folder or document name) must be lower-case words joined by hyphens')
  })

  it("rejects an id that the build's own addresses under /stories/ use, from either source", async () => {
    // /stories/images/ holds the downloaded images of Firestore stories, /stories/page/2/ the list's later pages.
    for (const id of ["images", "page"]) {
      const fromFirestore: RawStory = { id, origin: `Firestore stories/${id}`, imageDir: null, data: validData() }
      for (const raw of [fromFiles(id, validData()), fromFirestore]) {
        expect(await rejection([raw])).toContain(`Story "${id}" (${raw.origin}): field "id" (the folder or document name) "${id}" is taken by the site's own addresses`)
      }
    }
  })

  it("rejects the same id twice, even from two sources", async () => {
    const twice: RawStory = { id: "good", origin: "Firestore stories/good", imageDir: null, data: validData() }
    expect(await rejection([fromFiles("good", validData()), twice])).toContain(
      'Story "good" (Firestore stories/good): field "id" is used twice: also by content/stories/good/story.json',
    )
  })

  it("rejects a story with fewer than three pages", async () => {
    const data = { ...validData(), pages: [page("One"), page("Two")] }
    expect(await rejection([fromFiles("good", data)])).toContain('Story "good" (content/stories/good/story.json): field "pages" must have at least 3 pages')
  })

  it("rejects page text over 180 characters, saying how long it is", async () => {
    const data = validData()
    data.pages[1] = page("Too long", "x".repeat(181))
    expect(await rejection([fromFiles("good", data)])).toContain('field "pages[1].body" must be at most 180 characters (it has 181)')
  })

  it("rejects a poster that is not portrait 3:4, or too small", async () => {
    expect(await rejection([fromFiles("square-poster", validData())])).toContain('Story "square-poster" (content/stories/square-poster/story.json): field "poster" must be portrait 3:4 (it is 800×800)')
    expect(await rejection([fromFiles("small-poster", validData())])).toContain('field "poster" must be at least 640×853 (it is 300×400)')
  })

  it("rejects a publisher logo that is not square", async () => {
    const data = { ...validData(), publisherLogo: { src: "logo.png", alt: "Logo" } }
    expect(await rejection([fromFiles("wide-logo", data)])).toContain('Story "wide-logo" (content/stories/wide-logo/story.json): field "publisherLogo" must be square (it is 200×100)')
  })

  it("rejects a vector poster, a missing image and a page with two backgrounds", async () => {
    const svg = { ...validData(), poster: { src: "poster.svg", alt: "Poster" } }
    expect(await rejection([fromFiles("svg-poster", svg)])).toContain('field "poster.src" must be a raster image (JPEG, PNG, WebP, GIF or AVIF), not svg')
    const missing = { ...validData(), poster: { src: "nowhere.jpg", alt: "Poster" } }
    expect(await rejection([fromFiles("good", missing)])).toContain('field "poster.src" points to a file that does not exist: nowhere.jpg')
    const both = validData()
    both.pages[0] = { ...page("Both"), background: { color: "#000000", image: { src: "poster.jpg", alt: "x" } } as never }
    expect(await rejection([fromFiles("good", both)])).toContain('field "pages[0].background" needs exactly one of color or image')
  })

  it("reports every problem at once", async () => {
    const data = { ...validData(), title: "", pages: [page("One")] }
    const message = await rejection([fromFiles("good", data), fromFiles("square-poster", validData())])
    expect(message).toContain('field "title" must not be empty')
    expect(message).toContain('field "pages" must have at least 3 pages')
    expect(message).toContain('field "poster" must be portrait 3:4')
  })

  it("names a story folder without story.json, or with broken JSON", () => {
    mkdirSync(join(root, "files", "empty"), { recursive: true })
    mkdirSync(join(root, "files", "broken"), { recursive: true })
    writeFileSync(join(root, "files", "broken", "story.json"), '{ "title": ')
    const { problems } = readStoryFiles(join(root, "files"), root)
    expect(problems.map((p) => `${p.storyId}: ${describeProblem(p).split(": ")[1]}`)).toEqual([
      "broken: story.json is not valid JSON",
      "empty: story.json is missing from the story's folder",
    ])
  })
})
