/**
 * Her notification address: where enquiries, bookings and their changes are sent. A new address
 * published in Settings takes effect only once a link sent to it is followed, and the address in
 * force is told of the request, so a stolen studio session cannot quietly redirect every future
 * enquiry. Until the link is followed (within a day, once) everything still goes to the address in
 * force; publishing Settings with that address again cancels the request.
 *
 * Kept in one server-only document: the confirmed address, and the pending one with a hash of its
 * link's secret (never the secret) and when it expires.
 */
import { randomBytes } from "node:crypto"
import { Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore"
import { MAIL, PAGES, SERVER_SETTINGS } from "../../../contract/firebase-settings"
import { expiryAfter } from "../../../contract/retention"
import { SETTINGS_PAGE, settingsPageSchema } from "../../../contract/site-pages"
import { hashSecret } from "../common/secret-hash"
import { escapeHtml, type MailDocument } from "../common/mail"
import { printQueuedMails, type QueuedMail } from "../common/local-terminal"
import site from "../../../content/site.json"

/** The HTTP function the confirmation link opens. */
export const CONFIRM_ADDRESS_FUNCTION = "confirmNotificationAddress"

/** How long a confirmation link works. */
export const CONFIRM_LINK_HOURS = 24

const HOUR_MS = 3_600_000

/** Days the two e-mails of a request are kept before the clean-up may remove them. */
const MAIL_KEEP_DAYS = 30

export const addressRecord = (db: Firestore) => db.collection(SERVER_SETTINGS).doc("notificationAddress")

interface PendingAddress {
  email: string
  tokenHash: string
  expiresAt: Timestamp
  requestedAt: Timestamp
}

/** The address in force, given the record (addressRecord) and the published settings. */
export const addressInForce = (record: DocumentSnapshot, published: DocumentSnapshot): string => {
  const confirmed = record.get("confirmed")
  if (typeof confirmed === "string") return confirmed
  // Before the first publish since addresses were confirmed, the published address was in force: it stays so.
  if (published.get("published") === true) {
    const parsed = settingsPageSchema.safeParse(published.get("content"))
    if (parsed.success) return parsed.data.email
  }
  return site.email
}

/** The change waiting for its link, if it has not expired. */
export const pendingAddress = async (db: Firestore, now = new Date()): Promise<{ email: string; expiresAt: string } | null> => {
  const pending = (await addressRecord(db).get()).get("pending") as PendingAddress | null | undefined
  if (!pending || pending.expiresAt.toMillis() <= now.getTime()) return null
  return { email: pending.email, expiresAt: pending.expiresAt.toDate().toISOString() }
}

const confirmationEmail = (to: string, current: string, link: string, siteName: string): MailDocument => {
  const text = [
    `You asked for the enquiries and bookings of ${siteName}'s website to be sent to this address.`,
    "",
    `To confirm, open this link within ${CONFIRM_LINK_HOURS} hours:`,
    link,
    "",
    `Until then they go on to ${current}. If you did not ask for this, ignore this e-mail: nothing changes.`,
  ].join("\n")
  return {
    to: [to],
    message: {
      subject: "Confirm the address for your website's enquiries",
      text,
      html: text
        .split("\n\n")
        .map((part) => `<p>${part.split("\n").map((line) => (line === link ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : escapeHtml(line))).join("<br>")}</p>`)
        .join("\n"),
    },
  }
}

const noticeEmail = (to: string, requested: string, siteName: string): MailDocument => {
  const text = [
    `Settings were published in your studio with a new address for the enquiries and bookings of ${siteName}'s website: ${requested}.`,
    "",
    `They keep coming to this address unless ${requested} confirms the change within ${CONFIRM_LINK_HOURS} hours.`,
    "",
    "If this was not you, sign in to the studio and publish Settings with this address again, which cancels the change, then choose a new password (the studio's sign-in offers it under \"Forgot your password?\").",
  ].join("\n")
  return {
    to: [to],
    message: { subject: `Your website's enquiries may move to ${requested}`, text, html: text.split("\n\n").map((part) => `<p>${escapeHtml(part)}</p>`).join("\n") },
  }
}

export type AddressRequest = { outcome: "unchanged" | "cancelled" | "already-pending" } | { outcome: "requested"; mails: QueuedMail[] }

/**
 * Inside the transaction that publishes Settings (before its writes, as Firestore asks): the
 * published `email` becomes pending unless it is the address in force, with a new link mailed to
 * it and a notice mailed to the address in force. `confirmBase` is where the functions answer.
 */
export const requestAddressChange = async (
  db: Firestore,
  transaction: Transaction,
  { email, siteName, confirmBase, now = new Date() }: { email: string; siteName: string; confirmBase: string; now?: Date },
): Promise<AddressRequest> => {
  const ref = addressRecord(db)
  const [record, published] = await Promise.all([transaction.get(ref), transaction.get(db.collection(PAGES).doc(SETTINGS_PAGE))])
  const current = addressInForce(record, published)
  const pending = record.get("pending") as PendingAddress | null | undefined
  if (email === current) {
    transaction.set(ref, { confirmed: current, pending: null })
    return { outcome: pending ? "cancelled" : "unchanged" }
  }
  if (pending && pending.email === email && pending.expiresAt.toMillis() > now.getTime()) return { outcome: "already-pending" }

  const token = randomBytes(32).toString("base64url")
  const next: PendingAddress = {
    email,
    tokenHash: hashSecret(token),
    expiresAt: Timestamp.fromMillis(now.getTime() + CONFIRM_LINK_HOURS * HOUR_MS),
    requestedAt: Timestamp.fromDate(now),
  }
  transaction.set(ref, { confirmed: current, pending: next })
  const link = `${confirmBase}/${CONFIRM_ADDRESS_FUNCTION}?token=${token}`
  const expiresAt = expiryAfter(now, MAIL_KEEP_DAYS)
  const mails: QueuedMail[] = [
    { id: ref.parent.doc().id, mail: confirmationEmail(email, current, link, siteName) },
    { id: ref.parent.doc().id, mail: noticeEmail(current, email, siteName) },
  ]
  for (const { id, mail } of mails) transaction.create(db.collection(MAIL).doc(id), { ...mail, expiresAt })
  return { outcome: "requested", mails }
}

/** Prints a request's e-mails on the local backend's terminal, as the other e-mails are. */
export const printAddressRequest = (request: AddressRequest): void => {
  if (request.outcome === "requested") printQueuedMails(request.mails)
}

export type ConfirmOutcome = { confirmed: string } | { refused: "unknown" | "expired" }

/**
 * Follows a confirmation link: the pending address becomes the address in force if the link is the
 * latest one sent and has not expired. A used, replaced or expired link changes nothing.
 */
export const confirmAddress = async (db: Firestore, token: string, now = new Date()): Promise<ConfirmOutcome> =>
  db.runTransaction(async (transaction) => {
    const ref = addressRecord(db)
    const pending = (await transaction.get(ref)).get("pending") as PendingAddress | null | undefined
    if (!pending || !token || hashSecret(token) !== pending.tokenHash) return { refused: "unknown" as const }
    if (pending.expiresAt.toMillis() <= now.getTime()) return { refused: "expired" as const }
    transaction.set(ref, { confirmed: pending.email, pending: null, confirmedAt: Timestamp.fromDate(now) })
    return { confirmed: pending.email }
  })

/** The pending address a link would confirm, to show on the page it opens; null when it would do nothing. */
export const addressForLink = async (db: Firestore, token: string, now = new Date()): Promise<string | null> => {
  const pending = (await addressRecord(db).get()).get("pending") as PendingAddress | null | undefined
  if (!pending || !token || hashSecret(token) !== pending.tokenHash || pending.expiresAt.toMillis() <= now.getTime()) return null
  return pending.email
}
