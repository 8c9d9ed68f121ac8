/**
 * @jest-environment node
 *
 * A post whose opening (above `<!-- more -->`) carries a script, an event handler and javascript:
 * links, through the real chain: gatsby-transformer-remark makes the node and its HTML with the
 * site's options, the site's resolvers sanitise what queries read, and gatsby-plugin-feed writes
 * the feed from the site's feed query and serialiser. Neither the post page's HTML nor the feed
 * carries any of it. Only the GraphQL layer is stood in for: it hands each field the arguments the
 * queries name.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import config from "../gatsby-config"
import { blogFeed } from "../gatsby/content/blog-feed"
import { markdownNode as nodeOf, siteFields, transformerFields } from "./helpers/remark-transformer"

// A plain CommonJS plugin without types of its own.
const { onPostBuild } = require("gatsby-plugin-feed/gatsby-node") as { onPostBuild: (args: object, options: object) => Promise<void> }

const POST = join(__dirname, "fixtures", "hostile-post", "index.md")
const HOSTILE = /<script|onerror|onclick|javascript:|attacker\.example|alert\(/i

/** The MarkdownRemark node the transformer makes of the fixture file. */
const markdownNode = () => nodeOf(readFileSync(POST, "utf8"), POST, "notes-from-an-awayday")

describe("a post with a script, an event handler and javascript: links above the fold", () => {
  it("really carries them into the transformer's HTML, before the site's resolvers", async () => {
    const node = await markdownNode()
    const own = await transformerFields()
    const raw = await own.excerpt.resolve(node, { format: "HTML", pruneLength: 140, truncate: false }, undefined, {})
    expect(raw).toMatch(/<script>/)
    expect(raw).toMatch(/onerror=/)
    expect(raw).toMatch(/href="javascript:/)
  })

  it("reaches the post page without any of it, its words and image kept", async () => {
    const field = await siteFields()
    const html = String(await field("html", await markdownNode()))
    expect(html).not.toMatch(HOSTILE)
    expect(html).toContain("A day away from the office is worth it only if the team comes back with decisions.")
    expect(html).toContain('<img src="/static/awayday.jpg" alt="The team at the awayday" />')
    expect(html).toContain("What we decided")
  })

  it("reaches the feed without any of it: the feed's query, serialiser and plugin write rss.xml", async () => {
    const field = await siteFields()
    const node = await markdownNode()
    // The feed asks for the HTML excerpt; the stand-in GraphQL layer answers with that field.
    expect(blogFeed.query).toMatch(/excerpt\(format: HTML\)/)
    const excerpt = await field("excerpt", node, { format: "HTML" })
    expect(excerpt).not.toMatch(HOSTILE)

    const frontmatter = (node as unknown as { frontmatter: { title: string; date: string; description: string; tags: string[] } }).frontmatter
    const graphql = async (query: string) =>
      query.includes("allMarkdownRemark")
        ? { data: { allMarkdownRemark: { nodes: [{ excerpt, fields: node.fields, frontmatter }] } } }
        : { data: { site: { siteMetadata: { ...config.siteMetadata, site_url: config.siteMetadata?.siteUrl } } } }

    // The plugin writes public/rss.xml under the working directory: a folder of this test's own.
    const dir = mkdtempSync(join(tmpdir(), "feed-"))
    const cwd = process.cwd()
    try {
      process.chdir(dir)
      await onPostBuild({ graphql, reporter: { warn: (message: string) => { throw new Error(message) } } }, { feeds: [blogFeed] })
      const feed = readFileSync(join(dir, "public", "rss.xml"), "utf8")
      expect(feed).toContain("<title><![CDATA[Notes from an awayday]]></title>")
      expect(feed).toContain("A day away from the office is worth it only if the team comes back with decisions.")
      expect(feed).toContain("Read the whole post")
      expect(feed).not.toMatch(HOSTILE)
      // Only the opening: what is below the fold stays on the site.
      expect(feed).not.toContain("What we decided")
    } finally {
      process.chdir(cwd)
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("keeps plain-text excerpts as they are (not HTML, so not sanitised)", async () => {
    const field = await siteFields()
    const plain = await field("excerpt", await markdownNode(), { format: "PLAIN" })
    expect(plain).toMatch(/^A day away from the office/)
  })
})
