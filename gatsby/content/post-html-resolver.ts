/**
 * Every reader of a post's HTML (the post page's `html`, the feed's `excerpt(format: HTML)`) gets
 * it sanitised: the resolvers that gatsby-transformer-remark provides are wrapped, so no query can
 * reach the raw HTML by mistake. Plain-text and Markdown excerpts are not HTML and stay as they are.
 */
import type { CreateResolversArgs } from "gatsby"
import type { GraphQLFieldResolver } from "graphql"
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

export const createPostHtmlResolver = ({ createResolvers }: Pick<CreateResolversArgs, "createResolvers">): void => {
  createResolvers({
    MarkdownRemark: {
      html: { resolve: sanitised(() => true) },
      excerpt: { resolve: sanitised((args) => args.format === "HTML") },
    },
  })
}
