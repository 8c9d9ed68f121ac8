/**
 * What a story source hands over, before images are measured: the one schema both the files
 * under content/stories/ and the Firestore documents are checked against.
 */
import { z } from "zod"
// First, before any schema below (or in the modules it imports) is made: an object schema decides
// at creation whether to probe for eval, which the studio's policy reports.
import "./zod-jitless"
import { text } from "./schema-fields"
import { posterSizeProblem, STORY_LIMITS } from "./story"
import { isSafeLink, LINK_RULE } from "./link-schema"

/** Pixels, as the studio measured an uploaded photo (the build measures every image again). */
const pixels = z.number().int().positive()

/**
 * A file beside the story (e.g. "poster.jpg") or an absolute image URL. A photo uploaded in the
 * studio also carries its measured size, so the checklist can judge it before the build does.
 */
const imageRef = z.object({
  src: text(),
  alt: text(),
  width: pixels.optional(),
  height: pixels.optional(),
})


const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: "must be a colour like #1d4ed8" })

/**
 * The poster: an image, or a colour the build draws it in (with the title on it) when the coach
 * has no photograph.
 */
const poster = z
  .object({ src: text().optional(), color: colour.optional(), alt: text(), width: pixels.optional(), height: pixels.optional() })
  .refine((ref) => (ref.src === undefined) !== (ref.color === undefined), { error: "needs exactly one of src or color" })
  .superRefine(({ src, width, height }, ctx) => {
    const problem = src !== undefined && width !== undefined && height !== undefined ? posterSizeProblem(width, height) : null
    if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["src"] })
  })

const background = z
  .object({
    color: colour.optional(),
    image: imageRef.optional(),
  })
  .refine((bg) => (bg.color === undefined) !== (bg.image === undefined), {
    error: "needs exactly one of color or image",
  })

const page = z.object({
  heading: text(STORY_LIMITS.maxHeadingChars),
  body: text(STORY_LIMITS.maxBodyChars),
  background,
  cta: z.object({ label: text(40), href: text().refine(isSafeLink, { error: LINK_RULE }) }).optional(),
})

export const storyInputSchema = z.object({
  title: text(90),
  description: text(300),
  publishedDate: text().refine((value) => !Number.isNaN(Date.parse(value)), {
    error: "must be a date such as 2026-03-02",
  }),
  /** Defaults to the company in content/site.json. */
  publisher: text().optional(),
  /** Defaults to content/stories/publisher-logo.png. */
  publisherLogo: imageRef.optional(),
  poster,
  pages: z
    .array(page)
    .min(STORY_LIMITS.minPages, { error: `must have at least ${STORY_LIMITS.minPages} pages` })
    .max(STORY_LIMITS.maxPages, { error: `must have at most ${STORY_LIMITS.maxPages} pages` }),
})

/** A story as the coach writes it (the studio's drafts have this shape). */
export type StoryInput = z.infer<typeof storyInputSchema>
export type ImageRef = z.infer<typeof imageRef>
export type PosterRef = z.infer<typeof poster>

/** A story as a source found it: where it came from (for error messages) and its raw data. */
export interface RawStory {
  id: string
  /** Human-readable origin, e.g. "content/stories/from-founder-to-ceo/story.json". */
  origin: string
  /** Folder that relative image paths are read from; null when only image URLs are allowed. */
  imageDir: string | null
  data: unknown
  /** The studio's revision a published Firestore story was published at (files have none). */
  revision?: number | null
  /** The id of the story file a published copy (taken into the studio) is built instead of (files have none). */
  replacesFile?: string | null
}
