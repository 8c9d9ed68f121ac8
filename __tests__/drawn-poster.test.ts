/**
 * A story from the studio may have a poster drawn from its title and colour: the build draws it
 * at a size Google accepts and publishes it beside the story; both sources' stories may use it.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import sharp from "sharp"
import { validateStories } from "../gatsby/stories/load-stories"
import { posterSvg, wrapTitle } from "../gatsby/stories/draw-poster"
import { STORY_LIMITS } from "../contract/story"
import { writeImage } from "./helpers/story-images"

let root: string
const site = () => ({ storiesDir: join(root, "stories"), publicDir: join(root, "public") })

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "drawn-poster-"))
  await writeImage(join(site().storiesDir, "publisher-logo.png"), 192, 192)
})

afterAll(() => rmSync(root, { recursive: true, force: true }))

const page = (heading: string) => ({ heading, body: "One short, true sentence about the work.", background: { color: "#1e3a8a" } })

const fromStudio = (poster: Record<string, string>) => ({
  id: "saying-no-to-a-board",
  origin: "Firestore stories/saying-no-to-a-board",
  imageDir: null,
  data: {
    title: "Saying no to a board",
    description: "How a chief executive turned down an acquisition her board wanted.",
    publishedDate: "2026-11-20",
    poster,
    pages: [page("One"), page("Two"), page("Three")],
  },
})

describe("a poster drawn from the title and colour", () => {
  it("is drawn portrait 3:4, above the minimum size, in the colour, and published beside the story", async () => {
    const [story] = await validateStories([fromStudio({ color: "#1e3a8a", alt: "Saying no to a board" })], site())
    const { ratio, minWidth, minHeight } = STORY_LIMITS.poster
    expect(story.poster).toMatchObject({ url: "/stories/saying-no-to-a-board/poster.jpg", alt: "Saying no to a board" })
    expect(story.poster.width / story.poster.height).toBeCloseTo(ratio, 2)
    expect(story.poster.width).toBeGreaterThanOrEqual(minWidth)
    expect(story.poster.height).toBeGreaterThanOrEqual(minHeight)

    const file = join(site().publicDir, "stories", "saying-no-to-a-board", "poster.jpg")
    expect(existsSync(file)).toBe(true)
    const meta = await sharp(file).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", story.poster.width, story.poster.height])
    // The corner is the chosen navy; the title is drawn in white across the lower half.
    const { data } = await sharp(file).extract({ left: 5, top: 5, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true })
    expect(Math.abs(data[0] - 0x1e) + Math.abs(data[1] - 0x3a) + Math.abs(data[2] - 0x8a)).toBeLessThan(20)
    const lower = await sharp(file).extract({ left: 0, top: story.poster.height / 2, width: story.poster.width, height: story.poster.height / 2 }).raw().toBuffer()
    let light = 0
    for (let i = 0; i < lower.length; i += 3) if (lower[i] > 200 && lower[i + 1] > 200 && lower[i + 2] > 200) light += 1
    expect(light).toBeGreaterThan(1000)
  })

  it("needs exactly one of a photo or a colour", async () => {
    await expect(validateStories([fromStudio({ alt: "Nothing to draw" })], site())).rejects.toThrow('field "poster" needs exactly one of src or color')
    await expect(validateStories([fromStudio({ src: "https://example.test/p.jpg", color: "#1e3a8a", alt: "Both" })], site())).rejects.toThrow(
      'field "poster" needs exactly one of src or color',
    )
  })

  it("wraps a long title at word boundaries and escapes what SVG would read as markup", () => {
    expect(wrapTitle("How a founder learnt to hand over the work she loved")).toEqual(["How a founder", "learnt to hand", "over the work she", "loved"])
    expect(posterSvg("Risk & <reward>", "#ffffff")).toContain("Risk &amp; &lt;reward&gt;")
    // Dark ink on a light colour.
    expect(posterSvg("Light", "#ffffff")).toContain('fill="#000000"')
  })
})
