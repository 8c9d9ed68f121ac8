/**
 * @jest-environment node
 *
 * A post's reading time and word count, as the post page, its card and the studio's preview show
 * them: counted from the post's HTML, with the figures gatsby-transformer-remark gave before.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import matter from "gray-matter"
import { createPostHtmlResolver } from "../gatsby/content/post-html-resolver"
import { postHtml } from "../contract/post-markdown"
import { sanitisePostHtml } from "../contract/sanitise-post-html"
import { readingMinutes, wordsInHtml, WORDS_PER_MINUTE } from "../contract/reading-time"
import { postMarkdown } from "../bench/generate-content"

// The transformer's own reading time, run as it is.
const { timeToRead } = require("gatsby-transformer-remark/utils/time-to-read") as { timeToRead: (html: string) => number }

const BLOG = join(__dirname, "..", "content", "blog")
const demoPosts = readdirSync(BLOG).map((folder) => matter(readFileSync(join(BLOG, folder, "index.md"), "utf8")).content)

describe("counting words", () => {
  it.each([
    ["<p>Lead with clarity.</p>", 3],
    ["<p>one</p><p>two</p>", 2],
    ["<p>Don't wait; the coach’s view</p>", 5],
    ["<p>Boards &amp; founders &#x27;90</p>", 3],
    ['<p><a href="https://example.com/a-long-address">the report</a> and <code>npm test</code></p>', 5],
    ["<h2>Week 1 — 90 days</h2>", 4],
    ["", 0],
  ])("%s has %i words", (html, words) => {
    expect(wordsInHtml(html)).toBe(words)
  })

  it("reckons 265 words a minute, at least one minute", () => {
    expect(WORDS_PER_MINUTE).toBe(265)
    expect(readingMinutes(0)).toBe(1)
    expect(readingMinutes(132)).toBe(1)
    expect(readingMinutes(398)).toBe(2)
    expect(readingMinutes(1200)).toBe(5)
  })

  it("gives every demo post, and long generated ones, the reading time the Markdown transformer gave", () => {
    const posts = [...demoPosts, ...[1, 2, 3, 4, 5].map((index) => matter(postMarkdown(index)).content)]
    expect(posts.length).toBeGreaterThan(8)
    for (const markdown of posts) {
      const html = postHtml(markdown)
      expect(readingMinutes(wordsInHtml(html))).toBe(timeToRead(html))
    }
  })
})

describe("the post's timeToRead and wordCount fields", () => {
  const resolversFor = () => {
    const createResolvers = jest.fn()
    createPostHtmlResolver({ createResolvers })
    return createResolvers.mock.calls[0][0].MarkdownRemark as Record<string, { resolve: (...args: unknown[]) => Promise<unknown> }>
  }
  const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ")
  /** A MarkdownRemark node as queries see it: the body the transformer took from the file, and its digest. */
  const postNode = (markdown: string, digest: string) => ({ id: digest, internal: { type: "MarkdownRemark", content: markdown, contentDigest: digest } })

  it("count the words of the post's HTML", async () => {
    const { timeToRead: minutes, wordCount } = resolversFor()
    const post = postNode(`## A heading\n\n${words(530)}`, "digest-530")
    await expect(minutes.resolve(post, {}, {}, {})).resolves.toBe(2)
    await expect(wordCount.resolve(post, {}, {}, {})).resolves.toEqual({ words: 532 })
    // The same post read again, as its card on a list page reads it, in another copy of the node.
    await expect(wordCount.resolve({ ...post }, {}, {}, {})).resolves.toEqual({ words: 532 })
    // Another post is counted on its own.
    await expect(wordCount.resolve(postNode(words(1200), "digest-1200"), {}, {}, {})).resolves.toEqual({ words: 1200 })
    await expect(minutes.resolve(postNode(words(1200), "digest-1200"), {}, {}, {})).resolves.toBe(5)
  })
})

describe("a post page's html, timeToRead and wordCount, resolved together as a query does", () => {
  /** gatsby-transformer-remark's own fields for MarkdownRemark, with a cache that counts what it stores. */
  const transformerFields = async (stored: string[]) => {
    const extendNodeType = require("gatsby-transformer-remark/extend-node-type") as (
      api: object,
      options: object,
    ) => Promise<Record<string, { resolve: (...args: unknown[]) => Promise<unknown> }>>
    const entries = new Map<string, unknown>()
    const cache = {
      get: async (key: string) => entries.get(key),
      set: async (key: string, value: unknown) => {
        stored.push(key)
        entries.set(key, value)
        return value
      },
    }
    return extendNodeType({ type: { name: "MarkdownRemark" }, basePath: "", getNode: () => undefined, getNodesByType: () => [], cache, getCache: () => cache, reporter: {} }, { plugins: [] })
  }

  it("answer what the transformer's HTML says, sanitised, without filling the transformer's cache", async () => {
    const stored: string[] = []
    const transformer = await transformerFields(stored)
    const createResolvers = jest.fn()
    createPostHtmlResolver({ createResolvers })
    const ours = createResolvers.mock.calls[0][0].MarkdownRemark as Record<string, { resolve: (...args: unknown[]) => Promise<unknown> }>
    // As Gatsby's createResolvers runs a field: our resolver, given the transformer's as the original.
    const field = (name: string) => (source: unknown, args: unknown, context: unknown, info: object) =>
      ours[name].resolve(source, args, context, { ...info, originalResolver: transformer[name].resolve })
    const markdown = matter(postMarkdown(7)).content
    const post = { id: "post-7", frontmatter: {}, excerpt: "", internal: { type: "MarkdownRemark", content: markdown, contentDigest: "digest-7" } }
    const context = { nodeModel: { getNodeById: () => undefined } }

    const [html, minutes, count] = await Promise.all([
      field("html")(post, {}, context, {}),
      field("timeToRead")(post, {}, context, {}),
      field("wordCount")(post, {}, context, {}),
    ])
    // Its cache is written for nothing a build reads again (three entries a post, each serialised).
    expect(stored).toEqual([])
    expect(html).toBe(sanitisePostHtml(String(await transformer.html.resolve({ ...post }, {}, context, {}))))
    expect(minutes).toBe(timeToRead(html as string))
    expect(count).toEqual({ words: wordsInHtml(html as string) })
  })
})
