/**
 * @jest-environment node
 *
 * Posts' HTML made ahead in a build (gatsby/content/post-html-ahead.ts): a process of its own
 * writes every post's HTML where the html field looks for it, the very HTML the field would make,
 * and outside a build nothing is made or read.
 */
import { once } from "node:events"
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { postHtml } from "../contract/post-markdown"
import { AHEAD_FOLDER_VARIABLE, aheadFile, htmlMadeAhead } from "../gatsby/content/post-html-ahead"
import { createPostHtmlResolver } from "../gatsby/content/post-html-resolver"
import { startMakingPostHtmlAhead } from "../gatsby/content/start-post-html-ahead"
import { markdownNode } from "./helpers/remark-transformer"

const BLOG = join(__dirname, "..", "content", "blog")

/** The site's html field for MarkdownRemark. */
const htmlField = () => {
  const createResolvers = jest.fn()
  createPostHtmlResolver({ createResolvers })
  const field = createResolvers.mock.calls[0][0].MarkdownRemark.html as { resolve: (source: unknown) => Promise<string> }
  return (markdown: string) => field.resolve({ internal: { type: "MarkdownRemark", content: markdown, contentDigest: markdown } })
}

describe("posts' HTML made ahead", () => {
  let cache: string
  beforeEach(() => {
    cache = mkdtempSync(join(tmpdir(), "post-html-ahead-"))
  })
  afterEach(() => {
    rmSync(cache, { recursive: true, force: true })
    delete process.env[AHEAD_FOLDER_VARIABLE]
  })

  it("makes every post's HTML in a build, in a process of its own, as the post's page would show it", async () => {
    const child = await startMakingPostHtmlAhead([BLOG, join(cache, "no-studio-posts-yet")], { command: "build", cacheFolder: cache })
    if (!child) throw new Error("a build made no HTML ahead")
    const [code] = await once(child, "exit")
    expect(code).toBe(0)
    const folder = process.env[AHEAD_FOLDER_VARIABLE]
    expect(folder).toBe(join(cache, "post-html-ahead"))
    const slugs = readdirSync(BLOG)
    expect(slugs.length).toBeGreaterThan(4)
    expect(readdirSync(folder as string)).toHaveLength(slugs.length)
    for (const slug of slugs) {
      const file = join(BLOG, slug, "index.md")
      // The body as the page's html field gets it: from the node the transformer makes of the file.
      const node = (await markdownNode(readFileSync(file, "utf8"), file, slug)) as { internal?: { content?: string } }
      const markdown = node.internal?.content ?? ""
      expect(markdown).not.toBe("")
      expect(htmlMadeAhead(markdown)).toBe(postHtml(markdown))
      await expect(htmlField()(markdown)).resolves.toBe(postHtml(markdown))
    }
  })

  it("gives the page the HTML made ahead for its Markdown, and makes the HTML itself when there is none", async () => {
    const folder = join(cache, "made")
    mkdirSync(folder)
    writeFileSync(aheadFile(folder, "Made **ahead**."), "<p>Read from the file</p>")
    process.env[AHEAD_FOLDER_VARIABLE] = folder
    const html = htmlField()
    await expect(html("Made **ahead**.")).resolves.toBe("<p>Read from the file</p>")
    await expect(html("Not made <script>alert(1)</script> ahead.")).resolves.toBe("<p>Not made  ahead.</p>")
  })

  it("makes and reads nothing outside a build, and leaves no earlier build's files to be read", async () => {
    const folder = join(cache, "post-html-ahead")
    mkdirSync(folder)
    writeFileSync(aheadFile(folder, "Old post."), "<p>An earlier build's HTML</p>")
    process.env[AHEAD_FOLDER_VARIABLE] = folder
    await expect(startMakingPostHtmlAhead([BLOG], { command: "develop", cacheFolder: cache })).resolves.toBeNull()
    expect(existsSync(folder)).toBe(false)
    expect(process.env[AHEAD_FOLDER_VARIABLE]).toBeUndefined()
    expect(htmlMadeAhead("Old post.")).toBeNull()
    await expect(htmlField()("Old post.")).resolves.toBe("<p>Old post.</p>")
  })
})
