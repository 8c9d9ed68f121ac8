/**
 * Blog posts are rendered as the coach wrote them, Markdown and all, but the raw HTML a post may
 * carry is cut down to a safe allow-list: formatting, links, images, tables, quotes and code. No
 * script, style, frame, form or event handler survives, and links and images may only use https://,
 * mailto: or a site path, so a post that comes from Firestore or a CMS later cannot inject script.
 * An image loads by its src alone (no srcset, no <picture> sources): the one address the checklist,
 * the publish callable and the build read and fetch. Every id is prefixed, as GitHub does with
 * user content, so a post cannot take an id the page itself uses; its own in-page links follow.
 * sanitize-html does the work: a parser and allow-list made for exactly this. The build (every
 * reader of a post's HTML) and the studio (the preview and the checklist) use this one module.
 */
import sanitizeHtml from "sanitize-html"
import { isSafeLink } from "./link-schema"
import { isLocalPhoto } from "./story-image-sources"

export interface LocalPhotos {
  /**
   * The local Storage emulator's origin (contract/story-image-sources.ts `localPhotoOrigin`): a
   * studio running against the local backend shows the photos uploaded there, the one http://
   * address kept. Never given by the build, which serves its own copies of a post's photos.
   */
  localPhotoOrigin?: string | null
}

/** Before every id of a post (and every in-page link to one), so none is one of the page's own (___gatsby, site-pages, ...). */
export const POST_ID_PREFIX = "user-content-"

const prefixed = (name: string): string => (name.startsWith(POST_ID_PREFIX) ? name : `${POST_ID_PREFIX}${name}`)

/** A tag's id prefixed, and a link to a place on the page pointed at the prefixed id; once only, however often the HTML is sanitised. */
const prefixIds: sanitizeHtml.Transformer = (tagName, attribs) => {
  const { id, href } = attribs
  return {
    tagName,
    attribs: {
      ...attribs,
      ...(id ? { id: prefixed(id) } : {}),
      ...(href && /^#./.test(href) ? { href: `#${prefixed(href.slice(1))}` } : {}),
    },
  }
}

const SCHEMES_BY_TAG: Record<string, string[]> = { img: ["https"] }

const RULES: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "del", "ins", "sup", "sub"],
  allowedAttributes: {
    a: ["href", "title", "id"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    // Footnote anchors and heading links point at ids; code blocks name their language by class.
    "*": ["id"],
    code: ["class"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ["https", "mailto"],
  allowedSchemesByTag: SCHEMES_BY_TAG,
  allowProtocolRelative: false,
  // Whatever is dropped goes with its text for these, which hold code or styles, not prose.
  nonTextTags: ["script", "style", "textarea", "noscript", "iframe", "object", "embed", "template"],
  transformTags: { "*": prefixIds },
}

/**
 * The rules with the local photos let through: http is allowed for images, and before that check an
 * image keeps its address only when it is a local photo or what the checklist accepts (a site path,
 * https://), so no other http:// address, however it is spelt, survives.
 */
const withLocalPhotos = (origin: string): sanitizeHtml.IOptions => ({
  ...RULES,
  allowedSchemesByTag: { ...SCHEMES_BY_TAG, img: ["https", "http"] },
  transformTags: {
    ...RULES.transformTags,
    img: (tagName, attribs) => ({
      tagName,
      // In their order, so that what is kept is written as it came.
      attribs: Object.fromEntries(Object.entries(attribs).filter(([name, value]) => name !== "src" || isLocalPhoto(value, origin) || isSafeLink(value))),
    }),
  },
})

const rulesFor = ({ localPhotoOrigin }: LocalPhotos = {}): sanitizeHtml.IOptions => (localPhotoOrigin ? withLocalPhotos(localPhotoOrigin) : RULES)

/** A post's HTML with everything outside the allow-list removed. */
export const sanitisePostHtml = (html: string, local?: LocalPhotos): string => sanitizeHtml(html, rulesFor(local))

/**
 * The same parser and writer with nothing taken away: every tag, attribute and address kept (ids
 * prefixed alike, which removes nothing). What it writes differs from the sanitised HTML exactly
 * when the sanitiser removed something.
 */
const KEEP_EVERYTHING: sanitizeHtml.IOptions = {
  transformTags: RULES.transformTags,
  allowedTags: false,
  allowedAttributes: false,
  allowVulnerableTags: true,
  allowedSchemesAppliedToAttributes: [],
  allowProtocolRelative: true,
}

/** Whether publishing would cut anything from this HTML (a tag, an attribute, an address). */
export const sanitiserRemoves = (html: string, local?: LocalPhotos): boolean => sanitizeHtml(html, KEEP_EVERYTHING) !== sanitisePostHtml(html, local)
