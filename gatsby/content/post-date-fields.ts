/**
 * A post's date as its pages write it, answered by GraphQL: `dateLabel` ("20 November 2026") and
 * `published` ("2026-11-20"), from contract/post-date.ts, which the studio's preview uses too.
 * Written in the build, as formatString did, so a page's data carries the words and its scripts
 * format nothing; without formatString's moment, which parsed each date against a list of formats
 * twice a post and twice a card (what that cost: docs/speed.md).
 */
import type { CreateResolversArgs } from "gatsby"
import { postDateIso, postDateLabel } from "../../contract/post-date"

/** The front matter's date as the data store holds it: YAML's dates are Date objects. */
export const isoOf = (date: unknown): string => (date instanceof Date ? date.toISOString() : String(date ?? ""))

interface Frontmatter {
  date?: unknown
}

export const createPostDateFields = ({ createResolvers }: Pick<CreateResolversArgs, "createResolvers">): void => {
  createResolvers({
    PostFrontmatter: {
      dateLabel: { type: "String!", resolve: ({ date }: Frontmatter) => postDateLabel(isoOf(date)) },
      published: { type: "String!", resolve: ({ date }: Frontmatter) => postDateIso(isoOf(date)) },
    },
  })
}
