/**
 * Every reader of a post's `html` (the post page, the feed) gets it sanitised: the resolver that
 * gatsby-transformer-remark provides is wrapped, so no query can reach the raw HTML by mistake.
 */
import type { CreateResolversArgs } from "gatsby"
import type { GraphQLFieldResolver } from "graphql"
import { sanitisePostHtml } from "./sanitise-post-html"

type Resolver = GraphQLFieldResolver<unknown, unknown, Record<string, unknown>>

export const createPostHtmlResolver = ({ createResolvers }: Pick<CreateResolversArgs, "createResolvers">): void => {
  createResolvers({
    MarkdownRemark: {
      html: {
        resolve: async (source: unknown, args: Record<string, unknown>, context: unknown, info: Parameters<Resolver>[3] & { originalResolver: Resolver }) => {
          const html = await info.originalResolver(source, args, context, info)
          return typeof html === "string" ? sanitisePostHtml(html) : html
        },
      },
    },
  })
}
