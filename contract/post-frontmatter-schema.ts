/**
 * What a blog post holds: the rules every post keeps wherever it is written (a file in content/blog/
 * or a draft in the studio), and a file post's frontmatter.
 */
import { z } from "zod"
import { isoDate } from "./content-schema"
import { graphqlAs, named, searchDescription, slug, text } from "./schema-fields"

/**
 * What every post holds wherever it is written: in a file's frontmatter here, or in the studio and
 * Firestore (contract/post-input.ts). One set of rules, so both kinds of post are held to them.
 */
export const postFields = {
  title: text(),
  date: graphqlAs("Date! @dateformat", isoDate()),
  description: searchDescription(),
  tags: z.array(text()).min(1, "needs at least one tag"),
  coverAlt: text().optional(),
}

/** A cover image is described for those who cannot see it. */
export const coverNeedsItsDescription = (post: { cover?: string; coverAlt?: string }, ctx: z.RefinementCtx): void => {
  if (post.cover && !post.coverAlt) {
    ctx.addIssue({ code: "custom", path: ["coverAlt"], message: "is required when a cover image is set" })
  }
}

export const postFrontmatterSchema = named(
  "PostFrontmatter",
  z
    .object({
      title: postFields.title,
      date: postFields.date,
      description: postFields.description,
      tags: postFields.tags,
      slug: slug().optional(),
      /** An image beside the post, which Gatsby links as a File. */
      cover: graphqlAs("File @fileByRelativePath", text().optional()),
      coverAlt: postFields.coverAlt,
    })
    .superRefine(coverNeedsItsDescription),
)
