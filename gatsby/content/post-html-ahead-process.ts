/**
 * The process that makes posts' HTML ahead (see post-html-ahead.ts): given the folder to write to
 * and the folders the posts are in, it writes the HTML of every Markdown file below them and exits.
 * Each file is written under a temporary name and then renamed, so a reader never sees half of one.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import matter from "gray-matter"
import { EXCERPT_SEPARATOR, postHtml } from "../../contract/post-markdown"
import { aheadFile } from "./post-html-ahead"

const [folder, ...postFolders] = process.argv.slice(2)

/** Every Markdown file below a folder (a missing folder has none). */
const markdownFiles = (dir: string): string[] => {
  try {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) return markdownFiles(path)
      return entry.name.endsWith(".md") ? [path] : []
    })
  } catch {
    return []
  }
}

mkdirSync(folder, { recursive: true })
for (const file of postFolders.flatMap(markdownFiles)) {
  try {
    // The body as gatsby-transformer-remark takes it: gray-matter, with the transformer's options.
    const markdown = matter(readFileSync(file, "utf8"), { excerpt_separator: EXCERPT_SEPARATOR }).content
    const target = aheadFile(folder, markdown)
    writeFileSync(`${target}.part`, postHtml(markdown))
    renameSync(`${target}.part`, target)
  } catch (error) {
    // The build makes this post's HTML itself, and reports the problem there if there is one.
    process.stderr.write(`Could not make the HTML of ${file} ahead: ${error instanceof Error ? error.message : String(error)}\n`)
  }
}
