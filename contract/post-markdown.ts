/**
 * A post's Markdown as the site publishes it, for the build and the studio's preview alike. The
 * steps are gatsby-transformer-remark's own (its remark, with GitHub tables, strikethrough and
 * footnotes, inline notes included; mdast to hast keeping raw HTML; hast to HTML), run with the very
 * packages it depends on, then the one sanitiser every reader of a post's HTML goes through. So the
 * preview shows what the build will publish; __tests__/post-markdown.test.ts holds them to it.
 * Runs in the browser too: nothing here reads files.
 */
import remark from "remark"
import remarkGfm from "remark-gfm"
import remarkFootnotes from "remark-footnotes"
import toHast from "mdast-util-to-hast"
import toHtml from "hast-util-to-html"
import type { Root } from "mdast"
import type { Node } from "unist"
import { sanitisePostHtml, type LocalPhotos } from "./sanitise-post-html"

/** What separates a post's opening (the feed's excerpt) from the rest; gatsby-config.ts gives it to the transformer. */
export const EXCERPT_SEPARATOR = "<!-- more -->"

/** The transformer's parser with its default options (gfm and footnotes on, inline notes too). */
const parser = remark().use(remarkGfm).use(remarkFootnotes, { inlineNotes: true }).freeze()

/** The Markdown tree of a post's body, as the transformer parses it. */
export const parsePostMarkdown = (markdown: string): Root => parser.parse(markdown) as Root

/**
 * The HTML tree with raw HTML kept as `raw` nodes. The transformer also passes its own handler for
 * code, which only adds a `data-meta` attribute the sanitiser removes again.
 */
export const postHtmlTree = (tree: Root): Node => toHast(tree, { allowDangerousHtml: true })

/** The post's HTML before the sanitiser, as the transformer makes it (raw HTML and all). */
export const unsanitisedPostHtml = (markdown: string): string =>
  toHtml(postHtmlTree(parsePostMarkdown(markdown)), { allowDangerousHtml: true })

/** The post's HTML exactly as its page shows it (in a local studio, with the local backend's photos where the page will have its copies). */
export const postHtml = (markdown: string, local?: LocalPhotos): string => sanitisePostHtml(unsanitisedPostHtml(markdown), local)
