/**
 * A post as the newsletter's e-mail, made with MJML (responsive e-mail HTML that the common mail
 * programs draw alike): her note above the post, the post as its page shows it, a link to read it on
 * the site, and a footer with why the reader gets it, her name, company and postal address (the
 * law asks it of marketing e-mail) and the one-click unsubscribe link. A plain-text part says the
 * same. Every address in it is absolute: a mail program has no page to resolve a relative one by.
 *
 * Made once per send with a placeholder for the unsubscribe link, which forReader fills in per reader.
 */
// The declaration travels with the import: the site's typecheck (of the tests) reads no declarations from functions/src.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- an ambient module's declaration cannot be imported
/// <reference path="./mjml.d.ts" />
import mjml2html from "mjml"
import sanitizeHtml from "sanitize-html"
import type { NewsletterLetter } from "../../../contract/newsletter-api"
import type { NewsletterFile } from "../../../contract/newsletter-copy-schema"
import { NEWSLETTER_HTTP } from "../../../contract/newsletter-form"
import type { PostInput } from "../../../contract/post-input"
import { EXCERPT_SEPARATOR, postHtml } from "../../../contract/post-markdown"
import { postPath } from "../../../contract/routes"
import { escapeHtml } from "../common/mail"

/** Where each reader's own unsubscribe link goes; never sent as it is. */
export const UNSUBSCRIBE_STAND_IN = "https://unsubscribe.invalid/newsletter"

export interface LetterInput {
  post: PostInput
  note?: string
  copy: NewsletterFile
  site: { name: string; company: string; siteUrl: string }
}

/** An address in the post made absolute against its page (a path against the site, a fragment against the post). */
export const absoluteIn = (value: string, siteUrl: string, postUrl: string): string => {
  if (value.startsWith("#")) return `${postUrl}${value}`
  if (value.startsWith("/") && !value.startsWith("//")) return `${siteUrl}${value}`
  return value
}

/**
 * The post's HTML as its page shows it, with every link and image at an absolute address. The
 * HTML is sanitised already (postHtml): this pass only rewrites addresses, so it keeps every tag,
 * and has no vulnerable one to warn of.
 */
const postBody = (markdown: string, siteUrl: string, postUrl: string): string =>
  sanitizeHtml(postHtml(markdown), {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: attribs.href ? { ...attribs, href: absoluteIn(attribs.href, siteUrl, postUrl) } : attribs }),
      img: (tagName, attribs) => ({ tagName, attribs: attribs.src ? { ...attribs, src: absoluteIn(attribs.src, siteUrl, postUrl) } : attribs }),
    },
  })

const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)

const INK = "#1f2a30"
const MUTED = "#5b6770"
const ACCENT = "#2f5d62"

/** The e-mail for a post, with UNSUBSCRIBE_STAND_IN where each reader's link goes. */
export const makeLetter = async ({ post, note, copy, site }: LetterInput): Promise<NewsletterLetter> => {
  const postUrl = `${site.siteUrl}${postPath(post.slug)}`
  const noteParts = note ? paragraphs(note) : []
  const cover = post.cover ? absoluteIn(post.cover, site.siteUrl, postUrl) : undefined
  const footer = [copy.letter.why, `${site.name}, ${site.company}`, copy.letter.postalAddress]

  const source = `<mjml lang="en-GB">
  <mj-head>
    <mj-title>${escapeHtml(post.title)}</mj-title>
    <mj-preview>${escapeHtml(post.description)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Georgia, 'Times New Roman', serif" />
      <mj-text color="${INK}" font-size="17px" line-height="1.6" />
    </mj-attributes>
    <mj-style inline="inline">
      .post img { max-width: 100%; height: auto; }
      .post a { color: ${ACCENT}; }
      .post blockquote { margin: 0 0 0 1em; padding-left: 1em; border-left: 3px solid #d8d2c4; }
    </mj-style>
  </mj-head>
  <mj-body background-color="#f6f4ef" width="600px">
    <mj-section padding="24px 0 8px">
      <mj-column><mj-text font-size="14px" color="${MUTED}" letter-spacing="1px">${escapeHtml(site.name.toUpperCase())}</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="16px 8px">
      <mj-column>
${noteParts.map((part) => `        <mj-text font-style="italic">${escapeHtml(part).replace(/\n/g, "<br>")}</mj-text>`).join("\n")}
${noteParts.length ? `        <mj-divider border-width="1px" border-color="#e4ded1" />` : ""}
${cover ? `        <mj-image src="${escapeHtml(cover)}" alt="${escapeHtml(post.coverAlt ?? "")}" href="${escapeHtml(postUrl)}" />` : ""}
        <mj-text font-size="28px" line-height="1.25"><h1 style="margin: 0; font-size: 28px; font-weight: normal">${escapeHtml(post.title)}</h1></mj-text>
        <mj-text css-class="post">${postBody(post.body, site.siteUrl, postUrl)}</mj-text>
        <mj-button href="${escapeHtml(postUrl)}" background-color="${ACCENT}" color="#ffffff" font-size="16px" align="left">${escapeHtml(copy.letter.readOnline)}</mj-button>
      </mj-column>
    </mj-section>
    <mj-section padding="16px 8px 32px">
      <mj-column>
        <mj-text font-size="13px" color="${MUTED}">${footer.map(escapeHtml).join("<br>")}</mj-text>
        <mj-text font-size="13px"><a href="${UNSUBSCRIBE_STAND_IN}" style="color: ${MUTED}">${escapeHtml(copy.letter.unsubscribe)}</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`
  const made = await mjml2html(source, { validationLevel: "soft" })
  if (made.errors.length) throw new Error(`The letter's MJML has problems: ${made.errors.map((error) => error.formattedMessage).join("; ")}`)

  const text = [
    ...noteParts,
    ...(noteParts.length ? ["---"] : []),
    post.title,
    post.description,
    `${copy.letter.readOnline}: ${postUrl}`,
    // Markdown is written to read as plain text.
    post.body.replace(EXCERPT_SEPARATOR, "").trim(),
    "---",
    ...footer,
    `${copy.letter.unsubscribe}: ${UNSUBSCRIBE_STAND_IN}`,
  ].join("\n\n")
  // A header holds one line: a line break typed into a title never reaches it.
  return { subject: post.title.replace(/\s+/g, " "), html: made.html, text }
}

/** The address of a reader's one-click unsubscribe link. */
export const unsubscribeAddress = (base: string, token: string): string => `${base}/${NEWSLETTER_HTTP.unsubscribe}?token=${token}`

/** The letter as one reader gets it: their own unsubscribe link in the footer. */
export const forReader = (letter: NewsletterLetter, unsubscribeUrl: string): NewsletterLetter => ({
  subject: letter.subject,
  html: letter.html.replaceAll(UNSUBSCRIBE_STAND_IN, escapeHtml(unsubscribeUrl)),
  text: letter.text.replaceAll(UNSUBSCRIBE_STAND_IN, unsubscribeUrl),
})

/** RFC 2369 and RFC 8058: the mail program's own unsubscribe button, which POSTs to the link with no sign-in. */
export const unsubscribeHeaders = (unsubscribeUrl: string): Record<string, string> => ({
  "List-Unsubscribe": `<${unsubscribeUrl}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
})
