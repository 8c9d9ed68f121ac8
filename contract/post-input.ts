/**
 * A blog post as the studio writes it and Firestore holds it: the fields of a file post's
 * frontmatter (the same zod pieces, contract/post-frontmatter-schema.ts postFields) with its address and
 * its Markdown body. The studio, the publish callable and the build's Firestore source check a post
 * against this one schema, and problems are worded as a file post's are, naming the post and the field.
 */
import { z } from "zod"
// First, before any schema below (or in the modules it imports) is made: the studio's policy
// reports zod's probe for eval (see zod-jitless.ts).
import "./zod-jitless"
import { coverNeedsItsDescription, postFields } from "./post-frontmatter-schema"
import { issueProblems, problemLines, type FieldProblem } from "./field-messages"
import { SLUG_MAX_CHARS } from "./routes"
import { slug, text } from "./schema-fields"

/**
 * The longest body a post may have. A Firestore document holds at most 1 MiB; this leaves room for
 * the rest of the post and is far above a long essay (a 5,000-word post has about 30,000 characters).
 */
export const POST_BODY_MAX_CHARS = 100_000

/** The post's fields, its address allowed up to `addressMax` characters. */
const postSchema = (addressMax: number) =>
  z
    .object({
      /** Its address: /blog/<slug>/. Whether it is free is contract/post-slug.ts's to say. */
      slug: slug(addressMax),
      title: postFields.title,
      date: postFields.date,
      description: postFields.description,
      tags: postFields.tags,
      /** The address of a photo uploaded in the studio; the build downloads it as it does a story's. */
      cover: text().optional(),
      coverAlt: postFields.coverAlt,
      /** Markdown, rendered by contract/post-markdown.ts. */
      body: text(POST_BODY_MAX_CHARS),
    })
    .superRefine(coverNeedsItsDescription)

export const postInputSchema = postSchema(SLUG_MAX_CHARS)

/**
 * The longest folder name the build can write (255 bytes on most systems; an address is ASCII). A
 * post published before addresses had a limit keeps its address, and its page, while the build can
 * write its folder; the studio asks for a shorter one when the coach publishes it again.
 */
export const FOLDER_NAME_MAX_CHARS = 255

const publishedBeforeTheLimit = postSchema(FOLDER_NAME_MAX_CHARS)

/** A post as the coach publishes it. */
export type PostInput = z.infer<typeof postInputSchema>

/** A post while the coach writes it: the same fields, any of which may still be empty or wrong. */
export type PostDraft = Partial<PostInput>

export type PostCheck = { ok: true; post: PostInput } | { ok: false; problems: FieldProblem[] }

/** The post, typed, or its problems, one per field. */
export const checkPostInput = (data: unknown): PostCheck => {
  const parsed = postInputSchema.safeParse(data)
  return parsed.success ? { ok: true, post: parsed.data } : { ok: false, problems: issueProblems(parsed.error) }
}

/**
 * A published post as the build reads it: as checkPostInput, but an address over today's limit that
 * was published before it existed is kept while its folder can be written (its problems are still
 * worded by today's rule when it cannot).
 */
export const checkPublishedPost = (data: unknown): PostCheck => {
  const checked = checkPostInput(data)
  if (checked.ok) return checked
  const earlier = publishedBeforeTheLimit.safeParse(data)
  return earlier.success ? { ok: true, post: earlier.data } : checked
}

/**
 * The problems of a post from outside the files (a Firestore document), one line each, naming the
 * post as `origin` gives it and the field, worded exactly as a file post's: `posts/awayday: field
 * "title" must not be empty`. None when it is fine.
 */
export const postInputProblems = (origin: string, data: unknown): string[] => {
  const parsed = postInputSchema.safeParse(data)
  return parsed.success ? [] : problemLines(origin, parsed.error, "(the whole post)")
}
