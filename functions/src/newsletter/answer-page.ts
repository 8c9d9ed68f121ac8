/**
 * The small pages the newsletter's HTTP functions answer (the plain form's answer, the confirm and
 * unsubscribe links' pages), in the site's words, with the same protections as the notification
 * address's page: never framed (a click there would confirm or unsubscribe), the token never sent
 * on, never cached or indexed.
 */
import { linkPageHeaders, type ConfirmRequest, type ConfirmResponse } from "../site/confirm-address"
import type { ForwardedRequest } from "../common/client-address"
import { escapeHtml } from "../common/mail"

export type PageRequest = ConfirmRequest & ForwardedRequest
export type PageResponse = ConfirmResponse

/** A button that POSTs `fields` back to the function that showed it. */
export const postButton = (action: string, fields: Record<string, string>, label: string): string =>
  `<form method="post" action="${escapeHtml(action)}">` +
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("") +
  `<button type="submit">${escapeHtml(label)}</button></form>`

export interface Page {
  status: number
  heading: string
  /** Paragraphs of plain text. */
  paragraphs: string[]
  /** Ready-made HTML after the paragraphs (a button). */
  extra?: string
  back?: { href: string; label: string }
}

export const answerPage = (response: PageResponse, { status, heading, paragraphs, extra = "", back }: Page): void => {
  const body =
    paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("") + extra + (back ? `<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>` : "")
  linkPageHeaders(response.status(status)).send(
      `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)}</title></head>` +
        `<body style="font-family: Georgia, serif; color: #1f2a30; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.6"><h1 style="font-weight: normal">${escapeHtml(heading)}</h1>${body}</body></html>`,
    )
}

/** The fields of a form post (urlencoded, as the platform parses it) or of a JSON body, as strings. */
export const formFields = (body: unknown): Record<string, string> => {
  if (typeof body !== "object" || body === null || Buffer.isBuffer(body)) return {}
  return Object.fromEntries(Object.entries(body as Record<string, unknown>).flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])))
}
