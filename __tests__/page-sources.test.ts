/**
 * @jest-environment node
 *
 * The build's side of the studio's pages, through the build's own sourcing code against the local
 * backend's Firestore stand-in: her published page replaces the file's words; a published page its
 * schema refuses is left out with a warning naming the page and the field, and the file is built;
 * once she resets (or unpublishes) the page, the file's words are built again. Her published
 * settings go over content/site.json's.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { firestore } from "../functions/src/firestore"
import { PAGES } from "../contract/firebase-settings"
import { sourcedPages } from "./helpers/page-nodes"
import { builtPage } from "../gatsby/pages/page-resolvers"
import { siteFile } from "../gatsby/published/settings-files"
import { dataFile } from "../test-support/content-files"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"

jest.setTimeout(60_000)
withFunctionsFirestore()

let root: string
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "page-sources-"))
  mkdirSync(join(root, "content"))
  // The data files and their images: the build places each page's photo (page-photos.ts).
  cpSync(join(__dirname, "..", "content"), join(root, "content"), { recursive: true, filter: (source) => !/[\\/]content[\\/](blog|stories)$/.test(source) })
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** A build against the stand-in: what it warned, and the home page and settings it built. */
const build = async () => {
  const { pages, warnings, photos, settings } = await sourcedPages(root)
  return { warnings, photos, home: builtPage("home", () => dataFile("home"), pages) as ReturnType<typeof dataFile<"home">>, settings }
}

const publish = (pageId: string, content: unknown) => firestore().collection(PAGES).doc(pageId).set({ content, published: true, revision: 3 })

it("builds the file while she has published nothing", async () => {
  const { warnings, home, settings, photos } = await build()
  expect(warnings).toEqual([])
  // Each page's photo is a File the pages' queries find by its name, made from the file's own image: nothing is copied for it.
  expect(photos.map((photo) => photo as unknown as { sourceInstanceName: string; name: string; absolutePath: string }).map(({ sourceInstanceName, name, absolutePath }) => [sourceInstanceName, name, absolutePath])).toEqual(
    expect.arrayContaining([
      ["page-photos", "home-hero-photo", join(root, "content", "images", "hero.jpg")],
      ["page-photos", "about-portrait", join(root, "content", "images", "portrait.jpg")],
    ]),
  )
  expect(existsSync(join(root, ".cache"))).toBe(false)
  expect(home.hero.heading).toBe(dataFile("home").hero.heading)
  expect(settings.showPrices).toBe(siteFile().showPrices)
})

it("builds her published page and settings instead of the files", async () => {
  const file = dataFile("home")
  await publish("home", { ...file, hero: { ...file.hero, heading: "Lead without holding every thread" } })
  const settings = { ...siteFile(), showPrices: false, schedulerUrl: "https://cal.com/eleanor" }
  await publish("settings", settings)
  const built = await build()
  expect(built.warnings).toEqual([])
  expect(built.home.hero.heading).toBe("Lead without holding every thread")
  expect(built.settings).toMatchObject({ showPrices: false, schedulerUrl: "https://cal.com/eleanor", name: siteFile().name })
})

it("leaves out a published page its schema refuses, naming the page and the field, and builds the file", async () => {
  const file = dataFile("home")
  await publish("home", { ...file, hero: { ...file.hero, heading: "" } })
  const built = await build()
  expect(built.home.hero.heading).toBe(file.hero.heading)
  expect(built.warnings).toHaveLength(1)
  expect(built.warnings[0]).toContain("Page Firestore pages/home is published in the studio but was LEFT OUT of this build; its file content/home.yaml is built instead")
  expect(built.warnings[0]).toContain('Firestore pages/home (Home): field "hero.heading" must not be empty')
})

it("builds the file again once she has reset or unpublished the page", async () => {
  const file = dataFile("home")
  await publish("home", { ...file, hero: { ...file.hero, heading: "Lead without holding every thread" } })
  expect((await build()).home.hero.heading).toBe("Lead without holding every thread")
  // What studioResetPage and studioUnpublishPage leave: the document, marked not published.
  await firestore().collection(PAGES).doc("home").set({ published: false }, { merge: true })
  await firestore().collection(PAGES).doc("settings").set({ published: false }, { merge: true })
  const built = await build()
  expect(built.home.hero.heading).toBe(file.hero.heading)
  expect(built.settings).toEqual(siteFile())
})
