/**
 * Every reader of a post's HTML (the post page's `html`, the feed's `excerpt(format: HTML)`) gets
 * it sanitised, so no query can reach the raw HTML by mistake: `html` is made by the one pipeline
 * the studio's preview uses too, and the transformer's HTML excerpt is wrapped in the sanitiser.
 * Plain-text and Markdown excerpts are not HTML and stay as they are. The reading time and word
 * count are counted from that HTML too.
 */
import type { CreateResolversArgs } from "gatsby"
import type { GraphQLFieldResolver } from "graphql"
import { postHtml } from "../../contract/post-markdown"
import { htmlMadeAhead } from "./post-html-ahead"
import { readingMinutes, wordsInHtml } from "../../contract/reading-time"
import { sanitisePostHtml } from "../../contract/sanitise-post-html"

type Resolver = GraphQLFieldResolver<unknown, unknown, Record<string, unknown>>
type ResolveInfo = Parameters<Resolver>[3] & { originalResolver: Resolver }

/** The field's own resolver, its answer sanitised whenever `isHtml(args)` says it is HTML. */
const sanitised =
  (isHtml: (args: Record<string, unknown>) => boolean) =>
  async (source: unknown, args: Record<string, unknown>, context: unknown, info: ResolveInfo) => {
    const value = await info.originalResolver(source, args, context, info)
    return typeof value === "string" && isHtml(args) ? sanitisePostHtml(value) : value
  }

/** A value computed once per node object: the fields of one post in a query resolve on the same object. */
const once = <T>(known: WeakMap<object, Promise<T>>, source: unknown, compute: () => Promise<T>): Promise<T> => {
  if (typeof source !== "object" || source === null) return compute()
  const value = known.get(source) ?? compute()
  known.set(source, value)
  return value
}

/** The post's Markdown body, as the transformer keeps it on the node (front matter taken off). */
const markdownBody = (source: unknown): string => {
  const internal = typeof source === "object" && source !== null ? (source as { internal?: { content?: unknown } }).internal : undefined
  if (typeof internal?.content !== "string") throw new Error("A MarkdownRemark node without its Markdown body reached the html field")
  return internal.content
}

/*
 * The post's HTML from contract/post-markdown.ts: the transformer's own steps and packages, which
 * __tests__/post-markdown.test.ts holds to the transformer's html, character for character. Asking
 * the transformer instead cost three cache writes a post (its Markdown tree, its HTML tree and its
 * HTML, serialised into the cache's database) that no build reads again: a deploy builds clean, and
 * a page's query runs again only when its post changed. In a build most posts' HTML is made ahead,
 * on the core the main process leaves idle (post-html-ahead.ts). A post page asks for html,
 * timeToRead and wordCount at once, so the HTML is kept for the node object and every field reads it.
 */
const htmlByNode = new WeakMap<object, Promise<string>>()

const html = (source: unknown): Promise<string> =>
  once(htmlByNode, source, async () => {
    const markdown = markdownBody(source)
    return htmlMadeAhead(markdown) ?? postHtml(markdown)
  })

/*
 * Reading time and word count from the words of that HTML (contract/reading-time.ts, which the
 * studio's preview uses too). The transformer's own was a large share of the page queries
 * (docs/speed.md): its timeToRead runs sanitize-html and a character-by-character scan over each post's
 * HTML, for the post and again for its card, and its wordCount builds a natural-language tree.
 * The count is kept by the post's content digest, not by node object: a post's card on a list
 * page is another query, given another copy of the node, and would otherwise parse the post again.
 */
const wordsByDigest = new Map<string, Promise<number>>()

const wordsOf = async (source: unknown): Promise<number> => {
  const digest = (source as { internal?: { contentDigest?: unknown } } | null)?.internal?.contentDigest
  if (typeof digest !== "string") return wordsInHtml(await html(source))
  const words = wordsByDigest.get(digest) ?? html(source).then(wordsInHtml)
  wordsByDigest.set(digest, words)
  return words
}

const readingTime = async (source: unknown): Promise<number> => readingMinutes(await wordsOf(source))

const wordCount = async (source: unknown): Promise<{ words: number }> => ({ words: await wordsOf(source) })

export const createPostHtmlResolver = ({ createResolvers }: Pick<CreateResolversArgs, "createResolvers">): void => {
  createResolvers({
    MarkdownRemark: {
      html: { resolve: html },
      excerpt: { resolve: sanitised((args) => args.format === "HTML") },
      timeToRead: { resolve: readingTime },
      wordCount: { resolve: wordCount },
    },
  })
}
