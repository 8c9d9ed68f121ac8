/**
 * @jest-environment node
 *
 * Link fields in content/ take a site path or an https:// address, nothing else, and every file the
 * pages need is checked before the build starts: a wrong link or a missing file stops the build
 * with the file (or story) and the field named.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { checkSiteFiles, REQUIRED_FILES } from "../gatsby/content/check-site-files"
import { validateDataFile } from "../gatsby/content/validate-content"
import { validateStories } from "../gatsby/stories/load-stories"
import { writeImage } from "./helpers/story-images"

const yaml = jest.requireActual("js-yaml") as { load: (text: string) => unknown }

const UNSAFE = ["//elsewhere.example/", "/\\elsewhere.example/", "javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<b>x</b>", "mailto:someone@example.com", "http://example.com/", "ftp://example.com/", "https://"]
const SAFE = ["/contact/", "/services/#founder-mentoring", "https://cal.com/eleanor/first-conversation"]

/** A copy of the site's content/ folder to break. */
const copyOfContent = (): string => {
  const root = mkdtempSync(join(tmpdir(), "site-files-"))
  cpSync("content", join(root, "content"), { recursive: true, filter: (source) => !/\.(jpe?g|webp)$/.test(source) })
  return root
}

const editJson = (root: string, file: string, edit: (data: Record<string, unknown>) => void): void => {
  const data = JSON.parse(readFileSync(join(root, file), "utf8"))
  edit(data)
  writeFileSync(join(root, file), JSON.stringify(data))
}

describe("the site's own files", () => {
  it("pass as they are", () => {
    expect(checkSiteFiles()).toEqual([])
  })

  it("name each missing file the pages need", () => {
    for (const file of ["content/site.json", "content/stories/closing.json", "content/faq.yaml", "content/stories/publisher-logo.png"]) {
      expect(REQUIRED_FILES).toContain(file)
      const root = copyOfContent()
      rmSync(join(root, file))
      expect(checkSiteFiles(root)).toEqual([`${file}: the file is missing; the site cannot be built without it`])
    }
  })

  it("check content/site.json field by field", () => {
    const root = copyOfContent()
    editJson(root, "content/site.json", (site) => {
      site.email = "hello at example"
      site.schedulerUrl = "javascript:alert(1)"
      ;(site.social as Record<string, string>).linkedin = "//linkedin.example/in/someone"
      delete site.company
    })
    expect(checkSiteFiles(root)).toEqual(
      expect.arrayContaining([
        'content/site.json: field "company" is required but missing',
        'content/site.json: field "email" must be an e-mail address',
        'content/site.json: field "schedulerUrl" must be a site path such as /contact/ or an https:// address',
        'content/site.json: field "social.linkedin" must be an https:// address',
      ]),
    )
  })

  it("check content/stories/closing.json, and say when a file is not JSON", () => {
    const root = copyOfContent()
    editJson(root, "content/stories/closing.json", (closing) => {
      ;(closing.links as Array<Record<string, string>>)[1].href = "data:text/html,hello"
    })
    expect(checkSiteFiles(root)).toEqual(['content/stories/closing.json: field "links[1].href" must be a site path such as /contact/ or an https:// address'])
    writeFileSync(join(root, "content/stories/closing.json"), "{ heading: ")
    expect(checkSiteFiles(root)[0]).toMatch(/^content\/stories\/closing\.json: is not valid JSON/)
  })
})

describe("link fields", () => {
  const home = () => yaml.load(readFileSync("content/home.yaml", "utf8")) as { audiences: Array<{ link: string }> }

  it.each(UNSAFE)("refuse %s in content/home.yaml, naming the field", (link) => {
    const data = home()
    data.audiences[1].link = link
    expect(validateDataFile("home", "content/home.yaml", data)).toEqual([
      'content/home.yaml: field "audiences[1].link" must be a site path such as /contact/ or an https:// address',
    ])
  })

  it.each(SAFE)("accept %s", (link) => {
    const data = home()
    data.audiences[0].link = link
    expect(validateDataFile("home", "content/home.yaml", data)).toEqual([])
  })

  describe("a story's call to action", () => {
    let root: string
    beforeAll(async () => {
      root = mkdtempSync(join(tmpdir(), "story-links-"))
      await writeImage(join(root, "stories", "publisher-logo.png"), 192, 192)
      mkdirSync(join(root, "stories", "links"), { recursive: true })
      await writeImage(join(root, "stories", "links", "poster.jpg"), 720, 960, "jpeg")
    })

    const storyWith = (href: string) => ({
      id: "links",
      origin: "content/stories/links/story.json",
      imageDir: join(root, "stories", "links"),
      data: {
        title: "Learning to delegate",
        description: "How a founder handed over the work she loved.",
        publishedDate: "2026-06-01",
        poster: { src: "poster.jpg", alt: "A path up a hill" },
        pages: ["One", "Two", "Three"].map((heading) => ({ heading, body: "A short sentence.", background: { color: "#0f172a" }, cta: { label: "Talk to me", href } })),
      },
    })

    it.each(UNSAFE)("refuses %s, naming the story and the field", async (href) => {
      const site = { storiesDir: join(root, "stories"), publicDir: join(root, "public") }
      await expect(validateStories([storyWith(href)], site)).rejects.toThrow(/links.*pages\[0\]\.cta\.href.*must be a site path such as \/contact\/ or an https:\/\/ address/s)
    })

    it("accepts a site path", async () => {
      const site = { storiesDir: join(root, "stories"), publicDir: join(root, "public") }
      await expect(validateStories([storyWith("/contact/")], site)).resolves.toHaveLength(1)
    })
  })
})
