/**
 * Posts' HTML made ahead of the page queries. In `gatsby build` the main process sources the content
 * and then compiles the bundles, one core busy, while the query worker waits; then the worker runs
 * every page's query, and turning each post's Markdown into HTML was most of that work (the figures:
 * docs/speed.md). A process of our own
 * (post-html-ahead-process.ts) makes every post's HTML on the idle core meanwhile, each into a file
 * named for its Markdown, and the `html` field reads the file when there is one. The HTML is the
 * same either way: both run contract/post-markdown.ts on the same Markdown (the node's body, taken
 * from the file by the transformer's own front-matter parser). A post whose file is missing or not
 * yet written is made by the resolver as before, so nothing depends on the process finishing.
 */
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { join } from "node:path"

/**
 * Set by the build's main process before the workers start, to the folder of this build's files:
 * emptied by every run, so no other build's (or other code's) HTML is ever read. Unset, as in
 * `gatsby develop` and the tests, nothing is read ahead.
 */
export const AHEAD_FOLDER_VARIABLE = "POST_HTML_AHEAD_FOLDER"

/** The file holding the HTML of a post with this Markdown body. */
export const aheadFile = (folder: string, markdown: string): string =>
  join(folder, `${createHash("sha256").update(markdown).digest("hex")}.html`)

/** The post's HTML as made ahead in this build, or null when there is none (yet). */
export const htmlMadeAhead = (markdown: string, folder = process.env[AHEAD_FOLDER_VARIABLE]): string | null => {
  if (!folder) return null
  try {
    return readFileSync(aheadFile(folder, markdown), "utf8")
  } catch {
    return null
  }
}
