/**
 * The words of each post written as a file, published for the studio (contract/site-files.ts,
 * filePostCopyAddress), so the coach can take one into the studio: its frontmatter and Markdown as
 * a draft, and its cover beside them, which the studio uploads to the post's own photo folder as
 * any photo of hers. The cover is uploaded, not pointed at, so the copy stands on its own: every
 * rule for a studio post's photos holds for it, and the file (cover and all) may later leave the
 * repository without the copy losing its photo.
 */
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { basename, dirname, join, resolve } from "node:path"
import matter from "gray-matter"
import { filePostCopyAddress, type FilePostCopy } from "../../contract/site-files"
import { postDateIso } from "../../contract/post-date"
import { isoOf } from "../content/post-date-fields"
import type { FilePost } from "./file-posts"

const text = (value: unknown): string => (typeof value === "string" ? value : "")

/** The public folder's file at a site address. */
const inPublic = (publicDir: string, address: string): string => join(publicDir, ...address.split("/").filter(Boolean))

/** One file post as the studio copies it; its cover's file, when it names one that is there. */
export const filePostCopy = (post: FilePost): { copy: FilePostCopy; coverFile: string | null } => {
  const { data, content } = matter(readFileSync(post.file, "utf8"))
  const coverName = text(data.cover)
  const coverFile = coverName ? resolve(dirname(post.file), coverName) : null
  const cover = coverFile ? filePostCopyAddress(post.slug).replace(/\.json$/, `/${basename(coverFile)}`) : null
  return {
    copy: {
      slug: post.slug,
      title: text(data.title),
      date: postDateIso(isoOf(data.date)),
      description: text(data.description),
      tags: Array.isArray(data.tags) ? data.tags.filter((tag): tag is string => typeof tag === "string") : [],
      body: content.replace(/^\n+/, "").replace(/\n+$/, ""),
      cover,
      coverAlt: text(data.coverAlt),
    },
    coverFile,
  }
}

/** Writes every file post's copy under the public folder; the folder is emptied first, so a post taken out of the repository leaves none behind. */
export const publishFilePostCopies = (posts: readonly FilePost[], publicDir: string): void => {
  const folder = dirname(inPublic(publicDir, filePostCopyAddress("x")))
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  for (const post of posts) {
    // A file the build cannot read fails the build later, naming it, as it always has: no copy of it.
    let made: ReturnType<typeof filePostCopy>
    try {
      made = filePostCopy(post)
    } catch {
      continue
    }
    const { copy, coverFile } = made
    if (copy.cover && coverFile) {
      try {
        mkdirSync(dirname(inPublic(publicDir, copy.cover)), { recursive: true })
        copyFileSync(coverFile, inPublic(publicDir, copy.cover))
      } catch {
        // A cover named but not there fails the build's own checks; the copy goes without it.
        copy.cover = null
      }
    }
    writeFileSync(inPublic(publicDir, filePostCopyAddress(post.slug)), JSON.stringify(copy))
  }
}
