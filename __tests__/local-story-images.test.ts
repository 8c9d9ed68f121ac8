/**
 * @jest-environment node
 *
 * Story images from content/stories/ are published beside the stories. An image many stories share
 * becomes one file, and a rebuild leaves files it already published alone.
 */
import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createImageResolver } from "../gatsby/published/published-images"
import { writeImage } from "./helpers/story-images"

let root: string
const site = (): { storiesDir: string; publicDir: string } => ({ storiesDir: join(root, "stories"), publicDir: join(root, "public") })

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), "local-images-"))
  await writeImage(join(root, "stories", "first", "poster.jpg"), 720, 960, "jpeg")
})

afterEach(() => rmSync(root, { recursive: true, force: true }))

describe("local story images", () => {
  it("shared by several stories are one published file with one size", async () => {
    const resolve = createImageResolver(site())
    const [own, shared] = await Promise.all([
      resolve("poster.jpg", join(root, "stories", "first")),
      resolve("../first/poster.jpg", join(root, "stories", "second")),
    ])
    expect(own).toEqual({ url: "/stories/first/poster.jpg", width: 720, height: 960 })
    expect(shared).toEqual(own)
    expect(readdirSync(join(root, "public", "stories"))).toEqual(["first"])
  })

  it("are copied again on a rebuild only when the source changed", async () => {
    const published = join(root, "public", "stories", "first", "poster.jpg")
    await createImageResolver(site())("poster.jpg", join(root, "stories", "first"))
    const past = new Date(Date.now() - 60_000)
    utimesSync(published, past, past)
    utimesSync(join(root, "stories", "first", "poster.jpg"), new Date(Date.now() - 120_000), new Date(Date.now() - 120_000))

    const publishedAt = statSync(published).mtimeMs

    await createImageResolver(site())("poster.jpg", join(root, "stories", "first"))
    expect(statSync(published).mtimeMs).toBe(publishedAt)

    await writeImage(join(root, "stories", "first", "poster.jpg"), 640, 960, "jpeg")
    expect(await createImageResolver(site())("poster.jpg", join(root, "stories", "first"))).toMatchObject({ width: 640 })
    expect(statSync(published).mtimeMs).toBeGreaterThan(publishedAt)
  })
})
