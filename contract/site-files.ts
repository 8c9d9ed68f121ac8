/**
 * The posts and stories written as files in the repository (content/blog/, content/stories/), as
 * the studio lists them beside the coach's own: marked as the site's files, so that her list of
 * posts is the site's list. The build reads them from the files (gatsby/content/studio-site-files.ts)
 * and hands them to the studio's page. A file post she takes into the studio ("Edit in the
 * studio") is copied from the words the build publishes for it (filePostCopyAddress).
 */
import { z } from "zod"
import "./zod-jitless"
import { STUDIO_PATH } from "./routes"
import type { StoryDraft } from "./studio-stories-api"

export const siteFileSchema = z.object({
  title: z.string(),
  /** Where it is on the site ("/blog/<slug>/", "/stories/<id>/"). */
  address: z.string(),
  /** Its date, "2026-05-12" (a post's front matter date, a story's publishedDate). */
  date: z.string(),
})

export const siteFilesSchema = z.object({
  posts: z.array(siteFileSchema),
  stories: z.array(siteFileSchema),
})

export type SiteFile = z.infer<typeof siteFileSchema>
export type SiteFiles = z.infer<typeof siteFilesSchema>

/**
 * Where the build publishes a file post's words for the studio to take a copy of: beside the
 * studio, so its headers (no indexing) apply. They are the words of a post already on the site;
 * the studio cannot read the repository, and the studio's page would carry every post's words
 * if they came with it.
 */
export const filePostCopyAddress = (slug: string): string => `${STUDIO_PATH}site-files/posts/${slug}.json`

/** A file post's words as the build publishes them for the studio (the draft's fields, but its cover). */
export const filePostCopySchema = z.object({
  /** The file's slug: its address, which the copy keeps. */
  slug: z.string(),
  title: z.string(),
  date: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  /** Its Markdown, after the frontmatter. */
  body: z.string(),
  /** Where the build published the file's cover (under the copy's address), which the studio uploads as the copy's; null without one. */
  cover: z.string().nullable(),
  coverAlt: z.string(),
})

export type FilePostCopy = z.infer<typeof filePostCopySchema>

/** Where the build publishes a file story's words for the studio to take a copy of (as filePostCopyAddress). */
export const fileStoryCopyAddress = (id: string): string => `${STUDIO_PATH}site-files/stories/${id}.json`

/**
 * A file story as the build publishes it for the studio: its id (its address, which the copy
 * keeps), its date, and its story.json as a draft, each photo named by the address the site serves
 * it at (the build publishes a story file's photos beside its pages), which the studio uploads.
 */
export const fileStoryCopySchema = z.object({
  id: z.string(),
  publishedDate: z.string(),
  draft: z.custom<StoryDraft>((value) => typeof value === "object" && value !== null && Array.isArray((value as { pages?: unknown }).pages), { error: "must be a story" }),
})

export type FileStoryCopy = z.infer<typeof fileStoryCopySchema>
