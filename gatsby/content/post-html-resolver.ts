/**
 * Every reader of a post's HTML (the post page's `html`, the feed's `excerpt(format: HTML)`) gets
 * it sanitised: the resolvers that gatsby-transformer-remark provides are wrapped, so no query can
 * reach the raw HTML by mistake. Plain-text and Markdown excerpts are not HTML and stay as they are.
 * The reading time and word count are counted from that HTML too.
 */
import type { CreateResolversArgs } from "gatsby"
import type { GraphQLFieldResolver } from "graphql"
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

/*
 * A post page asks for html, timeToRead and wordCount at once. The transformer caches a post's
 * parsed Markdown, but it looks in its cache before it records a parse it has started, so two
 * fields asking at the same moment both parsed the post: every post was parsed twice, about 1.4 s
 * of every 1,000 posts' page queries. Its HTML, sanitised, is kept for the node object instead,
 * and every field reads that.
 */
const htmlByNode = new WeakMap<object, Promise<unknown>>()
const sanitisedHtml = sanitised(() => true)

const html = (source: unknown, args: Record<string, unknown>, context: unknown, info: ResolveInfo): Promise<unknown> =>
  once(htmlByNode, source, () => sanitisedHtml(source, args, context, info))

/** The post's HTML as its `html` field answers (the transformer's, sanitised). */
const htmlOf = async (source: unknown, context: unknown, info: ResolveInfo): Promise<string> => {
  const resolve = info.parentType.getFields().html?.resolve
  if (!resolve) throw new Error("MarkdownRemark has no html field to count the words of")
  const value: unknown = await resolve(source, {}, context, info)
  return typeof value === "string" ? value : ""
}

/*
 * Reading time and word count from the words of that HTML (contract/reading-time.ts, which the
 * studio's preview uses too). The transformer's own took about 1.8 s of every 1,000 posts' page
 * queries: its timeToRead runs sanitize-html and a character-by-character scan over each post's
 * HTML, for the post and again for its card, and its wordCount builds a natural-language tree.
 * A query asking for both reads and counts the HTML once.
 */
const wordsByNode = new WeakMap<object, Promise<number>>()

const wordsOf = (source: unknown, context: unknown, info: ResolveInfo): Promise<number> =>
  once(wordsByNode, source, async () => wordsInHtml(await htmlOf(source, context, info)))

const readingTime = async (source: unknown, _args: unknown, context: unknown, info: ResolveInfo): Promise<number> =>
  readingMinutes(await wordsOf(source, context, info))

const wordCount = async (source: unknown, _args: unknown, context: unknown, info: ResolveInfo): Promise<{ words: number }> => ({
  words: await wordsOf(source, context, info),
})

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
