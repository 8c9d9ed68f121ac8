/**
 * A story as the site uses it once sourced, checked and its images measured, declared once: the
 * Story type (contract/story.ts), the GraphQL Story node (gatsby/stories/story-graphql-type.ts) and the
 * query that reads stories back for their pages all come from this schema.
 */
import { z } from "zod"
import { graphqlAs, named } from "./schema-fields"

/** A raster image published on the site or on a CDN, with its measured size. */
export const storyImageSchema = named(
  "StoryImage",
  z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), alt: z.string() }),
)

export const storyLinkSchema = named("StoryLink", z.object({ label: z.string(), href: z.string() }))

/** Exactly one of colour or image is set. */
export const storyBackgroundSchema = named(
  "StoryBackground",
  z.object({ color: z.string().nullable(), image: storyImageSchema.nullable() }),
)

export const storyPageSchema = named(
  "StoryPage",
  z.object({
    heading: z.string(),
    body: z.string(),
    background: storyBackgroundSchema,
    cta: storyLinkSchema.nullable(),
  }),
)

export const storySchema = z.object({
  /** URL-safe slug: the story lives at /stories/{storyId}/. */
  storyId: z.string(),
  title: z.string(),
  publisher: z.string(),
  publisherLogo: storyImageSchema,
  poster: storyImageSchema,
  /** ISO 8601 instant. */
  publishedDate: graphqlAs("Date! @dateformat", z.string()),
  description: z.string(),
  pages: z.array(storyPageSchema),
})
