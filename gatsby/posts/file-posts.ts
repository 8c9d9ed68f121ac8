/**
 * The addresses and tags of the posts written as files (content/blog/), read before Gatsby sources
 * them, so a published post that would take a file post's address is left out before anything of
 * it is downloaded or written; with each one's title and date, for the studio's list of posts
 * (filePostsForStudio). The frontmatter is read with gray-matter, the parser
 * gatsby-transformer-remark itself uses.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join, relative, resolve } from "node:path"
import matter from "gray-matter"
import { postDateIso } from "../../contract/post-date"
import { postPath } from "../../contract/routes"
import type { SiteFile } from "../../contract/site-files"
import { isoOf } from "../content/post-date-fields"
import { postSlug } from "../content/post-slug"

export interface FilePost {
  slug: string
  /** Its Markdown file, as an absolute path. */
  file: string
  /** As the front matter gives them ("" when missing: the content checks fail the build on it). */
  title: string
  date: string
}

export interface FilePosts {
  slugs: string[]
  tags: string[]
  posts: FilePost[]
}

const markdownFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return markdownFiles(path)
    return /\.md$/.test(entry.name) ? [path] : []
  })

export const readFilePosts = (blogDir: string): FilePosts => {
  if (!existsSync(blogDir)) return { slugs: [], tags: [], posts: [] }
  const posts: FilePost[] = []
  const tags = new Set<string>()
  for (const file of markdownFiles(blogDir).sort()) {
    // A file gray-matter cannot read fails the build later, naming the file, as it always has.
    let data: Record<string, unknown> = {}
    try {
      data = matter(readFileSync(file, "utf8")).data
    } catch {
      data = {}
    }
    posts.push({ file: resolve(file), slug: postSlug(relative(blogDir, file), data.slug), title: typeof data.title === "string" ? data.title : "", date: postDateIso(isoOf(data.date)) })
    if (Array.isArray(data.tags)) for (const tag of data.tags) if (typeof tag === "string") tags.add(tag)
  }
  return { slugs: posts.map((post) => post.slug), tags: [...tags].sort((a, b) => a.localeCompare(b)), posts }
}

/** The file posts as the studio lists them (gatsby/content/studio-site-files.ts): title, address and date. */
export const filePostsForStudio = (root: string): SiteFile[] =>
  readFilePosts(join(root, "content", "blog")).posts.map(({ slug, title, date }) => ({ title, address: postPath(slug), date }))
