/**
 * @jest-environment node
 *
 * The pages' photos in the build: a page she never changed shows its file's photo; her published
 * photo (uploaded to the page's folder in the project's photo storage) is downloaded and served
 * from the site's own copy, where the page's query finds it; a photo the build cannot have leaves
 * her page out, naming the field, and the file's page and photo are built. A server on 127.0.0.1
 * plays the local Storage emulator.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { placePagePhotos, type PagePhoto } from "../gatsby/pages/page-photos"
import type { ImageSite } from "../gatsby/published/published-images"
import { dataFile } from "../test-support/content-files"
import { serveImages, TEST_BUCKET, writeImage } from "./helpers/story-images"

let root: string
let storage: { base: string; close: () => Promise<void> }
let site: ImageSite
const CONTENT = join(__dirname, "..", "content")

/** A photo's download address in the emulator's form, under the pages' folder unless told. */
const address = (name: string, folder = "pages/about/") => `${storage.base}/v0/b/${TEST_BUCKET}/o/${encodeURIComponent(`${folder}${name}`)}?alt=media&token=t`

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "page-photos-"))
  cpSync(CONTENT, join(root, "content"), { recursive: true, filter: (source) => !source.includes(`${join(CONTENT, "blog")}`) && !source.includes(join(CONTENT, "stories")) })
  await writeImage(join(root, "uploads", "pages", "about", "4f2c.jpg"), 800, 1000, "jpeg")
  await writeImage(join(root, "uploads", "posts", "a", "4f2c.jpg"), 800, 1000, "jpeg")
  await writeImage(join(root, "uploads", "elsewhere", "a", "4f2c.jpg"), 800, 1000, "jpeg")
  storage = await serveImages((url) => {
    const path = (url ?? "").split("?")[0]
    const prefix = `/v0/b/${TEST_BUCKET}/o/`
    return path.startsWith(prefix) ? join(root, "uploads", decodeURIComponent(path.slice(prefix.length))) : null
  })
  site = { storiesDir: join(root, "content", "stories"), publicDir: join(root, "public"), sources: { bucket: TEST_BUCKET, emulatorHost: storage.base.replace("http://", "") } }
})
afterAll(async () => {
  await storage.close()
  rmSync(root, { recursive: true, force: true })
})

/** The bytes of the image the build makes the page photo `name` from. */
const placed = (photos: readonly PagePhoto[], name: string): Buffer => {
  const found = photos.filter((photo) => photo.name === name)
  if (found.length !== 1) throw new Error(`${found.length} photos named ${name}`)
  return readFileSync(found[0].file)
}

it("serves each file's photo while she has published none", async () => {
  const { pages, warnings, photos } = await placePagePhotos({}, site, root)
  expect(warnings).toEqual([])
  expect(pages).toEqual({})
  expect(placed(photos, "home-hero-photo").equals(readFileSync(join(CONTENT, "images", "hero.jpg")))).toBe(true)
  expect(placed(photos, "about-portrait").equals(readFileSync(join(CONTENT, "images", "portrait.jpg")))).toBe(true)
})

it("downloads her published photo and serves the site's own copy", async () => {
  const about = { ...dataFile("about"), portrait: { src: address("4f2c.jpg"), alt: "Eleanor at her desk in Clerkenwell" } }
  const { pages, warnings, photos } = await placePagePhotos({ about }, site, root)
  expect(warnings).toEqual([])
  expect(pages.about).toEqual(about)
  const uploaded = readFileSync(join(root, "uploads", "pages", "about", "4f2c.jpg"))
  expect(placed(photos, "about-portrait").equals(uploaded)).toBe(true)
  // Published with the site, so no page asks the photo storage for it.
  expect(readdirSync(join(root, "public", "pages", "images"))).toHaveLength(1)
  // The other pages keep their files' photos.
  expect(placed(photos, "home-hero-photo").equals(readFileSync(join(CONTENT, "images", "hero.jpg")))).toBe(true)
})

it("downloads a photo of hers reused from a post's folder (the photo library), as it downloads the page's own", async () => {
  const about = { ...dataFile("about"), portrait: { src: address("4f2c.jpg", "posts/a/"), alt: "Eleanor at her desk in Clerkenwell" } }
  const { pages, warnings, photos } = await placePagePhotos({ about }, site, root)
  expect(warnings).toEqual([])
  expect(pages.about).toEqual(about)
  expect(placed(photos, "about-portrait").equals(readFileSync(join(root, "uploads", "posts", "a", "4f2c.jpg")))).toBe(true)
})

it("leaves her page out, naming the field, when its photo cannot be had, and builds the file's page and photo", async () => {
  // Missing, or in the bucket but in no folder of the coach's photos.
  for (const src of [address("missing.jpg"), address("4f2c.jpg", "elsewhere/a/")]) {
    const about = { ...dataFile("about"), portrait: { src, alt: "Eleanor" } }
    const { pages, warnings, photos } = await placePagePhotos({ about }, site, root)
    expect(pages.about).toBeUndefined()
    expect(warnings).toEqual([expect.stringMatching(/Page Firestore pages\/about .*LEFT OUT[\s\S]*content\/about\.yaml is built instead[\s\S]*\(About\): portrait\.src: /)])
    expect(warnings[0]).not.toContain(storage.base)
    expect(placed(photos, "about-portrait").equals(readFileSync(join(CONTENT, "images", "portrait.jpg")))).toBe(true)
  }
})

it("stops the build, naming the file and field, when a file names an image that is not there", async () => {
  const broken = mkdtempSync(join(tmpdir(), "page-photos-broken-"))
  try {
    cpSync(join(root, "content"), join(broken, "content"), { recursive: true })
    rmSync(join(broken, "content", "images", "portrait.jpg"))
    await expect(placePagePhotos({}, site, broken)).rejects.toThrow("content/about.yaml: portrait.src: images/portrait.jpg is not an image in content/images/")
  } finally {
    rmSync(broken, { recursive: true, force: true })
  }
})
