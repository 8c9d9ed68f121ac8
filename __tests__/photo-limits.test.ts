/**
 * @jest-environment node
 *
 * Photos a post or story shows: the post's HTML may load images only by the one attribute the
 * checks read (an img's src), so the sanitiser and the checks agree on every image a page loads;
 * and a photo's pixel count is limited before anything decodes it, read from its header alone: a
 * small file claiming 20,000 × 20,000 pixels is refused at publish with the field named, and a
 * build that meets one stored anyway leaves its post or story out with a warning instead of
 * decoding it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import sharp from "sharp"
import { PHOTO_MAX_PIXELS, photoHeaderSize } from "../contract/photo-size"
import { postBodyImages, postChecklist } from "../contract/post-checklist"
import { sanitisePostHtml } from "../contract/sanitise-post-html"
import { photoHeaderReader, postPhotoSizeProblems, storyPhotoSizeProblems } from "../functions/src/studio/publish-checks"
import { loadPosts } from "../gatsby/posts/load-posts"
import { validateStories } from "../gatsby/stories/load-stories"
import { checkImageSize } from "../gatsby/content/check-image-size"
import { createImageResolver } from "../gatsby/published/published-images"
import type { PostInput } from "../contract/post-input"
import type { StoryInput } from "../contract/story-input"
import { serveImages, TEST_BUCKET, writeImage } from "./helpers/story-images"
import { validDraft, validPostDraft } from "./helpers/studio-cases"

/** A real JPEG whose frame header is rewritten to claim `width` × `height`: what a decoder would allocate for, in a small file. */
const claimingJpeg = async (width: number, height: number, padTo = 0): Promise<Buffer> => {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#1d4ed8" } }).jpeg().toBuffer()
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]))
  jpeg.writeUInt16BE(height, frame + 5)
  jpeg.writeUInt16BE(width, frame + 7)
  return padTo > jpeg.length ? Buffer.concat([jpeg, Buffer.alloc(padTo - jpeg.length, 0)]) : jpeg
}

let root: string
let hosted: string
let images: Awaited<ReturnType<typeof serveImages>>
const sources = () => ({ bucket: TEST_BUCKET, emulatorHost: new URL(images.base).host })
const storiesDir = () => join(root, "stories")
const site = () => ({ storiesDir: storiesDir(), publicDir: join(root, "public"), sources: sources() })
/** A photo's download address in the Storage emulator's form, in the posts' or stories' folder. */
const photo = (name: string, folder = "posts") => `${images.base}/v0/b/${TEST_BUCKET}/o/${encodeURIComponent(`${folder}/${name}`)}?alt=media&token=t`

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "photo-limits-"))
  hosted = join(root, "hosted")
  await writeImage(join(storiesDir(), "publisher-logo.png"), 192, 192)
  mkdirSync(join(hosted, "posts"), { recursive: true })
  mkdirSync(join(hosted, "stories"), { recursive: true })
  const huge = await claimingJpeg(20_000, 20_000, 2 * 1024 * 1024)
  writeFileSync(join(hosted, "posts", "huge.jpg"), huge)
  writeFileSync(join(hosted, "stories", "huge.jpg"), huge)
  // Under sharp's own limit (268 million pixels), so nothing but this rule stops it being decoded.
  writeFileSync(join(hosted, "posts", "large.jpg"), await claimingJpeg(15_000, 15_000))
  await writeImage(join(hosted, "posts", "fine.jpg"), 1600, 900, "jpeg")
  await writeImage(join(hosted, "stories", "fine.jpg"), 720, 960, "jpeg")
  mkdirSync(join(storiesDir(), "huge-poster"), { recursive: true })
  writeFileSync(join(storiesDir(), "huge-poster", "poster.jpg"), await claimingJpeg(12_000, 16_000))
  images = await serveImages((url) => {
    const prefix = `/v0/b/${TEST_BUCKET}/o/`
    const path = (url ?? "").split("?")[0]
    return path.startsWith(prefix) ? join(hosted, decodeURIComponent(path.slice(prefix.length))) : null
  })
})

afterAll(async () => {
  await images.close()
  rmSync(root, { recursive: true, force: true })
})

describe("the attributes that load an image in a post", () => {
  const taken = { filePosts: [], publishedPosts: [] }
  const bodyLines = (html: string) => postChecklist(validPostDraft("p1", { cover: undefined, coverAlt: undefined, body: `Opening.\n\n${html}` }), taken)

  it.each([
    ["an img's srcset", '<img src="/blog/a.jpg" srcset="https://elsewhere.example/a.jpg 2x" alt="A chart">', '<img src="/blog/a.jpg" alt="A chart" />'],
    ["a source in a picture", '<picture><source srcset="https://elsewhere.example/a.webp" type="image/webp"><img src="/blog/a.jpg" alt="A chart"></picture>', '<img src="/blog/a.jpg" alt="A chart" />'],
    ["a video's poster", '<video poster="https://elsewhere.example/a.jpg"></video>', ""],
  ])("are only an img's src: %s is removed, and the checklist says so before publishing", (_what, html, kept) => {
    expect(sanitisePostHtml(html)).toBe(kept)
    const lines = bodyLines(html)
    expect(lines.length).toBeGreaterThan(0)
    for (const line of lines) expect(line).toEqual({ field: "body", blocking: true, message: expect.stringMatching(/this HTML would be removed when the post is published/) })
    // What the publish callable and the build check and fetch: every image the page can load.
    expect(postBodyImages(`Opening.\n\n${kept}`)).toEqual(kept ? ["/blog/a.jpg"] : [])
  })
})

describe("a photo's size, read from its header", () => {
  it("is what the header says, for each format the build takes, without decoding a pixel", async () => {
    expect(photoHeaderSize(await claimingJpeg(20_000, 20_000))).toEqual({ width: 20_000, height: 20_000 })
    for (const format of ["png", "gif", "webp"] as const) {
      const bytes = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#1d4ed8" } }).toFormat(format).toBuffer()
      expect(photoHeaderSize(bytes)).toEqual({ width: 300, height: 200 })
    }
    expect(photoHeaderSize(Buffer.from("plain text, not a picture"))).toBeNull()
  })

  it("is limited to 40 million pixels", () => {
    expect(PHOTO_MAX_PIXELS).toBe(40_000_000)
  })
})

describe("a photo with too many pixels", () => {
  const limit = /is 20,000 × 20,000 pixels; a photo may have at most 40 million \(for example 8,000 × 5,000\)/

  it("is refused when a post is published, naming the field", async () => {
    const read = photoHeaderReader(sources())
    const post = { ...validPostDraft("p1"), cover: photo("huge.jpg"), body: `Words.\n\n![Fine](${photo("fine.jpg")})\n\n![Huge](${photo("huge.jpg")})` } as PostInput
    expect(await postPhotoSizeProblems(post, read)).toEqual([
      { field: "cover", message: expect.stringMatching(limit) },
      { field: "body", message: expect.stringMatching(/^image 2 of the post is 20,000 × 20,000 pixels/) },
    ])
    expect(await postPhotoSizeProblems({ ...post, cover: photo("fine.jpg"), body: "Words." }, read)).toEqual([])
  })

  it("is refused when a story is published, naming the field", async () => {
    const read = photoHeaderReader(sources())
    const story = { ...validDraft(), publishedDate: "2026-11-20", poster: { src: photo("huge.jpg", "stories"), alt: "A hill" } } as StoryInput
    story.pages[0] = { ...story.pages[0], background: { image: { src: photo("huge.jpg", "stories"), alt: "A hill" } } }
    expect(await storyPhotoSizeProblems(story, read)).toEqual([
      { field: "poster.src", message: expect.stringMatching(limit) },
      { field: "pages[0].background.image.src", message: expect.stringMatching(limit) },
    ])
  })

  it("reads only the header: no more than the first 64 KB of a 2 MB photo is downloaded", async () => {
    const bytes = await photoHeaderReader(sources())(photo("huge.jpg"))
    expect(bytes).not.toBeNull()
    expect(bytes!.length).toBeLessThanOrEqual(64 * 1024)
  })

  it("is left out of the build with the field named, never decoded", async () => {
    const resolve = createImageResolver({ ...site(), photoFolder: "posts/", remoteDir: "blog/images" })
    await expect(resolve(photo("huge.jpg"), null)).rejects.toThrow(limit)
    await expect(resolve(photo("large.jpg"), null)).rejects.toThrow(/is 15,000 × 15,000 pixels; a photo may have at most 40 million/)
    const body = "A day away is worth it only if the team comes back with decisions."
    const { carried, skipped } = await loadPosts(
      {
        published: [
          { postId: "fine", origin: "Firestore posts/fine", revision: 1, data: validPostDraft("fine", { slug: "fine", cover: photo("fine.jpg"), body }) },
          { postId: "huge", origin: "Firestore posts/huge", revision: 1, data: validPostDraft("huge", { slug: "huge", cover: photo("huge.jpg"), body }) },
          { postId: "large", origin: "Firestore posts/large", revision: 1, data: validPostDraft("large", { slug: "large", cover: photo("fine.jpg"), body: `${body}\n\n![A chart](${photo("large.jpg")})` }) },
        ],
        fileSlugs: [],
      },
      site(),
    )
    expect(carried.map(({ slug }) => slug)).toEqual(["fine"])
    expect(skipped.map(({ problems }) => problems)).toEqual([
      [{ field: "cover", message: expect.stringMatching(limit) }],
      [{ field: "body", message: expect.stringMatching(/^image 1 of the post is 15,000 × 15,000 pixels/) }],
    ])
  })

  it("in a story file stops the build, naming the story and the field", async () => {
    const data = { ...validDraft(), publishedDate: "2026-11-20", poster: { src: "poster.jpg", alt: "A hill" } }
    const raw = { id: "huge-poster", origin: "content/stories/huge-poster/story.json", imageDir: join(site().storiesDir, "huge-poster"), data }
    await expect(validateStories([raw], site())).rejects.toThrow(/Story "huge-poster" \(content\/stories\/huge-poster\/story.json\): field "poster.src" is 12,000 × 16,000 pixels/)
  })

  it("among the site's own files (a post's cover, a page's photo) stops the build, naming the file, before the image plugins decode it", async () => {
    const fileNode = (relativePath: string, absolutePath: string, sourceInstanceName = "content") =>
      ({ id: relativePath, internal: { type: "File" }, sourceInstanceName, relativePath, absolutePath }) as never
    const panicOnBuild = jest.fn()
    const reporter = { panicOnBuild } as never
    await checkImageSize({ node: fileNode("blog/delegation/cover.jpg", join(storiesDir(), "huge-poster", "poster.jpg")), reporter })
    expect(panicOnBuild).toHaveBeenCalledWith(expect.stringMatching(/^The image content\/blog\/delegation\/cover\.jpg is 12,000 × 16,000 pixels; a photo may have at most 40 million/))
    panicOnBuild.mockClear()
    await checkImageSize({ node: fileNode("images/portrait.jpg", join(hosted, "posts", "fine.jpg")), reporter })
    await checkImageSize({ node: fileNode("blog/delegation/index.md", join(hosted, "posts", "fine.jpg")), reporter })
    expect(panicOnBuild).not.toHaveBeenCalled()
  })
})
