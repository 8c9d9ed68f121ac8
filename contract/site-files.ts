/**
 * The posts and stories written as files in the repository (content/blog/, content/stories/), as
 * the studio lists them beside the coach's own: marked as the site's files, which she cannot edit
 * there, so that her list of posts is the site's list. The build reads them from the files
 * (gatsby/content/studio-site-files.ts) and hands them to the studio's page.
 */
import { z } from "zod"
import "./zod-jitless"

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
