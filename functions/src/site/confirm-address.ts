/**
 * The page a link of an address change opens (notification-address.ts): the new mailbox's, which
 * confirms it, or the address in force's, which approves it. Opening it changes nothing: mail
 * scanners open links by themselves, so it shows the address and a button, and only pressing the
 * button (a POST with the link's token) agrees. No sign-in, no App Check: the token is the key.
 */
import type { Firestore } from "firebase-admin/firestore"
import { onRequest } from "firebase-functions/v2/https"
import { firestore } from "../firestore"
import { escapeHtml } from "../common/mail"
import { addressForLink, confirmAddress, CONFIRM_ADDRESS_FUNCTION } from "./notification-address"

export interface ConfirmRequest {
  method: string
  query: Record<string, unknown>
  body?: unknown
}
export interface ConfirmResponse {
  status(code: number): ConfirmResponse
  set(field: string, value: string): ConfirmResponse
  send(body: string): unknown
}

const page = (title: string, body: string): string =>
  `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
  `<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5"><h1>${title}</h1>${body}</body></html>`

const NOTHING = page("This link does nothing now", "<p>It has been used already, has expired, or a newer one was sent. Publish Settings in the studio again to send a new link.</p>")

const tokenOf = (value: unknown): string => (typeof value === "string" && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : "")

/**
 * The headers of a page a mailed link opens: its button must not be framed by another site (a click
 * there would act), nor its token leak onwards, cached or indexed.
 */
export const linkPageHeaders = (response: ConfirmResponse): ConfirmResponse =>
  response
    .set("Content-Type", "text/html; charset=utf-8")
    .set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
    .set("X-Frame-Options", "DENY")
    .set("Referrer-Policy", "no-referrer")
    .set("Cache-Control", "no-store")
    .set("X-Robots-Tag", "noindex")

/** Answers GET with the address and its button, and POST by confirming. */
export const serveConfirmAddress = async (db: Firestore, request: ConfirmRequest, response: ConfirmResponse, now = new Date()): Promise<void> => {
  linkPageHeaders(response)
  if (request.method === "GET") {
    const token = tokenOf(request.query.token)
    const link = await addressForLink(db, token, now)
    if (!link) {
      response.status(404).send(NOTHING)
      return
    }
    const [title, words, button] =
      link.side === "confirm"
        ? ["Confirm your address", `Enquiries and bookings from your website will be sent to <strong>${escapeHtml(link.email)}</strong>, once the address they go to now approves it too.`, "Confirm this address"]
        : ["Approve the new address", `Enquiries and bookings from your website, which come to this address now, will be sent to <strong>${escapeHtml(link.email)}</strong> instead, once that address confirms it too.`, "Approve the change"]
    response
      .status(200)
      .send(page(title, `<p>${words}</p><form method="post" action="${CONFIRM_ADDRESS_FUNCTION}"><input type="hidden" name="token" value="${token}"><button type="submit">${button}</button></form>`))
    return
  }
  if (request.method === "POST") {
    const body = (request.body ?? {}) as Record<string, unknown>
    const outcome = await confirmAddress(db, tokenOf(body.token), now)
    if ("confirmed" in outcome) {
      response.status(200).send(page("Address confirmed", `<p>Enquiries and bookings now go to <strong>${escapeHtml(outcome.confirmed)}</strong>.</p>`))
    } else if ("waitingFor" in outcome) {
      const waiting =
        outcome.waitingFor === "approve"
          ? `<p>Thank you. Enquiries and bookings move to <strong>${escapeHtml(outcome.email)}</strong> once ${escapeHtml(outcome.current)}, where they go now, approves the change by the link mailed to it (or it is published again after signing in with your second step).</p>`
          : `<p>Approved. Enquiries and bookings move to <strong>${escapeHtml(outcome.email)}</strong> once that address confirms it by the link mailed to it.</p>`
      response.status(200).send(page("One more step", waiting))
    } else {
      response.status(404).send(NOTHING)
    }
    return
  }
  response.status(405).set("Allow", "GET, POST").send(page("Not allowed", "<p>Only GET and POST.</p>"))
}

export const confirmNotificationAddress = onRequest(async (request, response) => {
  await serveConfirmAddress(firestore(), request, response)
})
