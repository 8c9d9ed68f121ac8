/**
 * Her notification address: where enquiries, bookings and their changes are sent. A new address
 * published in Settings takes effect only when both sides agree: the new mailbox confirms it (a
 * link mailed to it) AND the address in force approves it, by a link mailed to it or by her
 * publishing with a fresh second-factor sign-in. Someone holding her studio session and a
 * mailbox of their own can therefore confirm their side only: every future enquiry stays with
 * her. Until both are done (within a day, each link once) everything still goes to the address
 * in force; publishing Settings with that address again cancels the request.
 *
 * Kept in one server-only document: the confirmed address, and the pending one with a hash of
 * each link's secret (never a secret), which sides have agreed, and when it expires.
 */
import { randomBytes } from "node:crypto"
import { Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore"
import { defineInt } from "firebase-functions/params"
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

/** How recent her second-factor sign-in must be for a publish to count as the address in force approving. */
export const SECOND_FACTOR_FRESH_DEFAULT = 10

export const ADDRESS_CHANGE_SIGN_IN_MINUTES = defineInt("ADDRESS_CHANGE_SIGN_IN_MINUTES", {
  default: SECOND_FACTOR_FRESH_DEFAULT,
  description: "How many minutes after a second-factor sign-in publishing a new notification address counts as approved by the address in force.",
})

/**
 * Whether the ID token shows a sign-in completed with a second factor within the setting's
 * minutes (`firebase.sign_in_second_factor` and `auth_time`, as Firebase Auth writes them).
 */
export const freshSecondFactor = (token: { auth_time?: unknown; firebase?: { sign_in_second_factor?: unknown } } | undefined, now = new Date()): boolean => {
  const minutes = ADDRESS_CHANGE_SIGN_IN_MINUTES.value() || SECOND_FACTOR_FRESH_DEFAULT
  const signedIn = typeof token?.auth_time === "number" ? token.auth_time * 1000 : Number.NaN
  return typeof token?.firebase?.sign_in_second_factor === "string" && now.getTime() - signedIn <= minutes * 60_000 && signedIn <= now.getTime() + 60_000
}

interface PendingAddress {
  email: string
  /** The new mailbox's link. */
  tokenHash: string
  /** The link mailed to the address in force; null when a fresh second-factor sign-in approved at once. */
  approvalHash?: string | null
  /** The new mailbox followed its link. */
  confirmedByNew?: boolean
  /** The address in force approved, by its link or a fresh second-factor sign-in. */
  approvedByCurrent?: boolean
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
    `Until then they go on to ${current}, and they move only once ${current} approves the change too. If you did not ask for this, ignore this e-mail: nothing changes.`,
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

/** To the address in force: the request, and its approval link unless a fresh second-factor sign-in approved it already. */
const noticeEmail = (to: string, requested: string, siteName: string, approveLink: string | null): MailDocument => {
  const text = [
    `Settings were published in your studio with a new address for the enquiries and bookings of ${siteName}'s website: ${requested}.`,
    "",
    approveLink
      ? `They keep coming to this address unless you approve the change, by opening this link within ${CONFIRM_LINK_HOURS} hours, and ${requested} confirms it:`
      : `You approved it with your second sign-in step. They keep coming to this address unless ${requested} confirms the change within ${CONFIRM_LINK_HOURS} hours.`,
    ...(approveLink ? [approveLink] : []),
    "",
    "If this was not you, do not open the link: nothing changes. Sign in to the studio and publish Settings with this address again, which cancels the change, then choose a new password (the studio's sign-in offers it under \"Forgot your password?\").",
  ].join("\n")
  return {
    to: [to],
    message: {
      subject: `Your website's enquiries may move to ${requested}`,
      text,
      html: text
        .split("\n\n")
        .map((part) => `<p>${part.split("\n").map((line) => (line === approveLink ? `<a href="${escapeHtml(line)}">${escapeHtml(line)}</a>` : escapeHtml(line))).join("<br>")}</p>`)
        .join("\n"),
    },
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
  {
    email,
    siteName,
    confirmBase,
    approvedBySecondFactor = false,
    now = new Date(),
  }: { email: string; siteName: string; confirmBase: string; approvedBySecondFactor?: boolean; now?: Date },
): Promise<AddressRequest> => {
  const ref = addressRecord(db)
  const [record, published] = await Promise.all([transaction.get(ref), transaction.get(db.collection(PAGES).doc(SETTINGS_PAGE))])
  const current = addressInForce(record, published)
  const pending = record.get("pending") as PendingAddress | null | undefined
  if (email === current) {
    transaction.set(ref, { confirmed: current, pending: null })
    return { outcome: pending ? "cancelled" : "unchanged" }
  }
  if (pending && pending.email === email && pending.expiresAt.toMillis() > now.getTime()) {
    // Published again after a fresh second-factor sign-in: the address in force approves now.
    if (approvedBySecondFactor && !pending.approvedByCurrent) transaction.set(ref, settled(current, { ...pending, approvedByCurrent: true, approvalHash: null }, now))
    return { outcome: "already-pending" }
  }

  const token = randomBytes(32).toString("base64url")
  const approval = approvedBySecondFactor ? null : randomBytes(32).toString("base64url")
  const next: PendingAddress = {
    email,
    tokenHash: hashSecret(token),
    approvalHash: approval && hashSecret(approval),
    confirmedByNew: false,
    approvedByCurrent: approvedBySecondFactor,
    expiresAt: Timestamp.fromMillis(now.getTime() + CONFIRM_LINK_HOURS * HOUR_MS),
    requestedAt: Timestamp.fromDate(now),
  }
  transaction.set(ref, { confirmed: current, pending: next })
  const linkOf = (secret: string) => `${confirmBase}/${CONFIRM_ADDRESS_FUNCTION}?token=${secret}`
  const expiresAt = expiryAfter(now, MAIL_KEEP_DAYS)
  const mails: QueuedMail[] = [
    { id: ref.parent.doc().id, mail: confirmationEmail(email, current, linkOf(token), siteName) },
    { id: ref.parent.doc().id, mail: noticeEmail(current, email, siteName, approval && linkOf(approval)) },
  ]
  for (const { id, mail } of mails) transaction.create(db.collection(MAIL).doc(id), { ...mail, expiresAt })
  return { outcome: "requested", mails }
}

/** Prints a request's e-mails on the local backend's terminal, as the other e-mails are. */
export const printAddressRequest = (request: AddressRequest): void => {
  if (request.outcome === "requested") printQueuedMails(request.mails)
}

/** The record once one side has agreed: the new address in force when both have, else still pending. */
const settled = (current: string, pending: PendingAddress, now: Date) =>
  pending.confirmedByNew && pending.approvedByCurrent ? { confirmed: pending.email, pending: null, confirmedAt: Timestamp.fromDate(now) } : { confirmed: current, pending }

/** Which side a link is: the new mailbox's (`confirm`) or the address in force's (`approve`). */
export type LinkSide = "confirm" | "approve"

const sideOf = (pending: PendingAddress | null | undefined, token: string, now: Date): LinkSide | null => {
  if (!pending || !token || pending.expiresAt.toMillis() <= now.getTime()) return null
  const hash = hashSecret(token)
  if (hash === pending.tokenHash && !pending.confirmedByNew) return "confirm"
  if (pending.approvalHash && hash === pending.approvalHash && !pending.approvedByCurrent) return "approve"
  return null
}

export type ConfirmOutcome = { confirmed: string } | { waitingFor: LinkSide; email: string; current: string } | { refused: "unknown" }

/**
 * Follows a link: its side's agreement is recorded, and the pending address becomes the address in
 * force once both sides have agreed. A used, replaced or expired link changes nothing.
 */
export const confirmAddress = async (db: Firestore, token: string, now = new Date()): Promise<ConfirmOutcome> =>
  db.runTransaction(async (transaction) => {
    const ref = addressRecord(db)
    const [record, published] = await Promise.all([transaction.get(ref), transaction.get(db.collection(PAGES).doc(SETTINGS_PAGE))])
    const pending = record.get("pending") as PendingAddress | null | undefined
    const side = sideOf(pending, token, now)
    if (!pending || !side) return { refused: "unknown" as const }
    const current = addressInForce(record, published)
    const next = { ...pending, ...(side === "confirm" ? { confirmedByNew: true } : { approvedByCurrent: true }) }
    transaction.set(ref, settled(current, next, now))
    if (next.confirmedByNew && next.approvedByCurrent) return { confirmed: next.email }
    return { waitingFor: next.confirmedByNew ? ("approve" as const) : ("confirm" as const), email: next.email, current }
  })

/** What a link would do, to show on the page it opens; null when it would do nothing. */
export const addressForLink = async (db: Firestore, token: string, now = new Date()): Promise<{ email: string; side: LinkSide } | null> => {
  const pending = (await addressRecord(db).get()).get("pending") as PendingAddress | null | undefined
  const side = sideOf(pending, token, now)
  return pending && side ? { email: pending.email, side } : null
}
