/**
 * The posts written as files that the site shows as the coach's studio copy instead: a published
 * copy (taken with "Edit in the studio") has the file's address, so the file must not be read as
 * well, or the blog would have two posts at one address (which create-blog-pages.ts refuses).
 *
 * Why gatsby-source-filesystem's `ignore`, read from a list the build writes: the file is then never
 * a node at all, so every reader of the blog (its pages, their newer and older links, the list, the
 * feed, the sitemap, the home page's latest posts) sees one post at the address without a filter of
 * its own to forget. The list is written in onPreBootstrap (source-posts.ts), before Gatsby sources
 * anything; gatsby-config.ts is read earlier, so the option is a function reading the list when the
 * files are walked. Once the copy is unpublished the next build leaves the list without it, and the
 * file is the post again.
 */
import { readFileSync, writeFileSync, mkdirSync } from "node:fs"
import { dirname, join, resolve } from "node:path"

/** Under .cache/, beside the studio's posts (not inside their folder, which is sourced): rewritten by every build. */
export const replacedFilePostsFile = (root = process.cwd()): string => join(root, ".cache", "file-posts-replaced.json")

/** Writes the Markdown files the build leaves out (absolute paths); none is an empty list. */
export const writeReplacedFilePosts = (files: readonly string[], root = process.cwd()): void => {
  const list = replacedFilePostsFile(root)
  mkdirSync(dirname(list), { recursive: true })
  writeFileSync(list, JSON.stringify(files.map((file) => resolve(file))))
}

const readReplaced = (root: string): string[] => {
  try {
    const files: unknown = JSON.parse(readFileSync(replacedFilePostsFile(root), "utf8"))
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === "string") : []
  } catch {
    return []
  }
}

/**
 * For gatsby-source-filesystem's `ignore` (chokidar calls it for every path it walks): whether a path
 * is a file post the studio's copy replaces in this build. Only Markdown files read the list.
 */
export const isReplacedFilePost =
  (root?: string) =>
  (path: string): boolean => {
    if (!/\.md$/.test(path)) return false
    // The project's folder when the files are walked (Gatsby's own working folder), unless given.
    const project = root ?? process.cwd()
    return readReplaced(project).includes(resolve(project, path))
  }
