/**
 * A blog post as the studio writes it and Firestore holds it: the fields of a file post's
 * frontmatter (the same zod pieces, contract/content-schema.ts postFields) with its address and
 * its Markdown body. The studio, the publish callable and the build's Firestore source check a post
 * against this one schema, and problems are worded as a file post's are, naming the post and the field.
 */
import { z } from "zod"
// First, before any schema below (or in the modules it imports) is made: the studio's policy
// reports zod's probe for eval (see zod-jitless.ts).
import "./zod-jitless"
import { coverNeedsItsDescription, postFields } from "./content-schema"
import { issueProblems, problemLines, type FieldProblem } from "./field-messages"
import { slug, text } from "./schema-fields"

/**
 * The longest body a post may have. A Firestore document holds at most 1 MiB; this leaves room for
 * the rest of the post and is far above a long essay (a 5,000-word post has about 30,000 characters).
 */
export const POST_BODY_MAX_CHARS = 100_000

export const postInputSchema = z
  .object({
    /** Its address: /blog/<slug>/. Whether it is free is contract/post-slug.ts's to say. */
    slug: slug(),
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
 * The problems of a post from outside the files (a Firestore document), one line each, naming the
 * post as `origin` gives it and the field, worded exactly as a file post's: `posts/awayday: field
 * "title" must not be empty`. None when it is fine.
 */
export const postInputProblems = (origin: string, data: unknown): string[] => {
  const parsed = postInputSchema.safeParse(data)
  return parsed.success ? [] : problemLines(origin, parsed.error, "(the whole post)")
}
