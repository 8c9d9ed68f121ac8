/**
 * The pre-publish checklist of a post, as contract/story-checklist.ts is a story's: the build's own
 * schema and rules run over a draft, and what the Markdown makes read from the tree the build's
 * parser produces (contract/post-markdown.ts), raw HTML included, never guessed with patterns. The
 * studio shows the lines and keeps Publish back while any blocks; the publish callable can ask the
 * same question, so what is published, the build accepts and renders as the preview showed.
 */
import rawHtml from "hast-util-raw"
import vfile from "vfile"
import type { Element, Root as HtmlRoot } from "hast"
import type { Root as MarkdownRoot } from "mdast"
import type { Node, Parent } from "unist"
import { issueProblems } from "./field-messages"
import { isSafeLink } from "./link-schema"
import { postInputSchema, type PostDraft, type PostInput } from "./post-input"
import { parsePostMarkdown, postHtmlTree } from "./post-markdown"
import { postSlugProblem, type TakenSlugs } from "./post-slug"
import { sanitiserRemoves, type LocalPhotos } from "./sanitise-post-html"
import { isLocalPhoto } from "./story-image-sources"

/** One line of the checklist: the field it is about, what to do, and whether it stops publishing. */
export interface PostChecklistLine {
  field: string
  message: string
  /** False for advice: the post can be published as it is. */
  blocking: boolean
}

/** About as many characters of a title as search results show before cutting it short. */
export const TITLE_SEARCH_CHARS = 60

/** Where a link in a post may go: as link fields do (a site path, https://), or to an e-mail address. */
export const BODY_LINK_RULE = "links may only go to a site path such as /contact/, an https:// address or a mailto: address"

/** A site path, an https:// address, mailto:, or a place on the same page (the footnotes link so). */
const isPostLink = (href: string): boolean => isSafeLink(href) || /^mailto:\S+$/.test(href) || /^#\S+$/.test(href)

const children = (node: Node): Node[] => ((node as Parent).children as Node[] | undefined) ?? []

/** Every node of a tree, in document order. */
const nodesOf = function* (node: Node): Generator<Node> {
  yield node
  for (const child of children(node)) yield* nodesOf(child)
}

const isElement = (node: Node): node is Element => node.type === "element"

const textOf = (node: Node): string =>
  node.type === "text" ? String((node as Node & { value: string }).value) : children(node).map(textOf).join("")

const quoted = (value: string, max = 60): string => {
  const words = value.replace(/\s+/g, " ").trim()
  return `"${words.length > max ? `${words.slice(0, max - 1)}…` : words}"`
}

/** A finding about one place in the body; the checklist says where ("line 12: ...") and lists them in order. */
interface Finding {
  node: Node
  message: string
}

const lineOf = ({ node, message }: Finding): string => (node.position ? `line ${node.position.start.line}: ${message}` : message)

const property = (element: Element, name: string): string | undefined => {
  const value = element.properties?.[name]
  return value === undefined || value === null ? undefined : String(value)
}

/** Every element of the body as written, before the sanitiser: the build's HTML tree with its raw HTML parsed into it, lines kept. */
const htmlElements = (body: string, markdown: MarkdownRoot): Element[] =>
  [...nodesOf(rawHtml(postHtmlTree(markdown) as HtmlRoot, vfile(body)))].filter(isElement)

const imageFindings = (images: Element[], { localPhotoOrigin }: LocalPhotos): Finding[] =>
  images.flatMap((image) => {
    const src = property(image, "src") ?? ""
    const found: Finding[] = []
    if (!property(image, "alt")?.trim()) {
      found.push({ node: image, message: `the image ${quoted(src)} needs a description of what it shows, for readers who cannot see it (the words in ![...])` })
    }
    if (!isSafeLink(src) && !isLocalPhoto(src, localPhotoOrigin)) {
      found.push({ node: image, message: `the image ${quoted(src)} must be a photo uploaded in the studio or an https:// address` })
    }
    return found
  })

const headingFindings = (headings: Element[]): Finding[] => {
  let previous = 1
  return headings.flatMap((heading) => {
    const level = Number(heading.tagName.slice(1))
    const name = quoted(textOf(heading))
    const message =
      level === 1
        ? `the heading ${name} is a main heading (#); the post's title is the page's main heading, so start at level 2 (##)`
        : level > previous + 1
          ? `the heading ${name} is level ${level} straight after level ${previous}; make it level ${previous + 1} (${"#".repeat(previous + 1)}), as headings go down one level at a time`
          : null
    previous = Math.max(level, 2)
    return message ? [{ node: heading, message }] : []
  })
}

const linkFindings = (links: Element[]): Finding[] =>
  links.flatMap((link) => {
    const href = property(link, "href")
    return href === undefined || isPostLink(href) ? [] : [{ node: link, message: `the link ${quoted(textOf(link))} goes to ${quoted(href)}: ${BODY_LINK_RULE}` }]
  })

/** Raw HTML the sanitiser would cut, so the published post would not show what the coach wrote. */
const rawHtmlFindings = (markdown: MarkdownRoot, local: LocalPhotos): Finding[] =>
  [...nodesOf(markdown)]
    .filter((node): node is Node & { value: string } => node.type === "html" && sanitiserRemoves(String((node as Node & { value: string }).value), local))
    .map((node) => ({ node, message: `this HTML would be removed when the post is published: ${quoted(node.value)} (only formatting, links, images, tables, quotes and code are kept)` }))

/** What the body's Markdown would publish that it should not, one line each, top to bottom. */
const bodyLines = (body: string, local: LocalPhotos): string[] => {
  const markdown = parsePostMarkdown(body)
  const elements = htmlElements(body, markdown)
  const named = (...tags: string[]) => elements.filter((element) => tags.includes(element.tagName))
  const offset = ({ node }: Finding) => node.position?.start.offset ?? Number.MAX_SAFE_INTEGER
  return [
    ...imageFindings(named("img"), local),
    ...headingFindings(named("h1", "h2", "h3", "h4", "h5", "h6")),
    ...linkFindings(named("a")),
    ...rawHtmlFindings(markdown, local),
  ]
    .sort((a, b) => offset(a) - offset(b))
    .map(lineOf)
}

/**
 * The address of every image the body shows, as the build's parser reads it (Markdown images and
 * any raw <img>), in document order: the publish callable checks each comes from the studio's
 * photo storage, and the build downloads each.
 */
export const postBodyImages = (body: string): string[] => describedBodyImages(body).map(({ src }) => src)

/** The same images with their descriptions (the words in ![...], or an <img>'s alt), for the studio's photo library. */
export const describedBodyImages = (body: string): { src: string; alt: string }[] => {
  const markdown = parsePostMarkdown(body)
  return htmlElements(body, markdown)
    .filter((element) => element.tagName === "img")
    .map((image) => ({ src: property(image, "src") ?? "", alt: property(image, "alt") ?? "" }))
}

/**
 * Every line of the checklist for a draft, given the addresses other posts already have. `local`
 * names the local backend's photo storage when the studio or the functions run against it, so its
 * photos, the one http:// address, count as the studio's uploads there.
 */
export const postChecklist = (draft: PostDraft, taken: TakenSlugs, local: LocalPhotos = {}): PostChecklistLine[] => {
  const blocking = (field: string) => (message: string): PostChecklistLine => ({ field, message, blocking: true })
  const slug = postSlugProblem(draft.slug ?? "", taken)
  const parsed = postInputSchema.safeParse(draft)
  const schema = parsed.success ? [] : issueProblems(parsed.error).filter(({ field }) => !(slug && field === "slug"))
  const title = draft.title?.trim() ?? ""
  return [
    ...(slug ? [{ ...slug, blocking: true }] : []),
    ...schema.map(({ field, message }) => blocking(field || "post")(message)),
    ...(title.length > TITLE_SEARCH_CHARS
      ? [{ field: "title", message: `has ${title.length} characters; search results show about ${TITLE_SEARCH_CHARS}, so the end may be cut short`, blocking: false }]
      : []),
    ...(draft.body?.trim() ? bodyLines(draft.body, local).map(blocking("body")) : []),
  ]
}

/** Whether nothing on the checklist stops the post being published. */
export const readyToPublish = (lines: readonly PostChecklistLine[]): boolean => !lines.some((line) => line.blocking)

/** The draft as the build will read it, or null while the checklist blocks it. */
export const publishablePost = (draft: PostDraft, taken: TakenSlugs, local: LocalPhotos = {}): PostInput | null => {
  const parsed = postInputSchema.safeParse(draft)
  return parsed.success && readyToPublish(postChecklist(draft, taken, local)) ? parsed.data : null
}
