/**
 * The visitor's e-mails carry the link that cancels or moves their call, and the `mail` document
 * the Trigger Email extension sends from keeps a copy of the e-mail until the call's retention
 * ends. Only a hash of the link's secret is kept anywhere else, so once the extension has finished
 * with a document (its `delivery.state` SUCCESS, or ERROR after its own retries) the secret is
 * taken out of the stored copy: the text, the HTML and the invitation. The extension acts on a
 * document only while its state is PENDING or RETRY, so this update sends nothing again.
 */
import type { Firestore } from "firebase-admin/firestore"
import { onDocumentUpdated } from "firebase-functions/v2/firestore"
import { MAIL } from "../../../contract/firebase-settings"
import { firestore } from "../firestore"

/** The e-mails to a visitor about a call (book-call.ts names them `call-<id>-<event>-<n>-visitor`). */
const isVisitorCallMail = (mailId: string): boolean => /^call-[0-9a-f-]{36}-.+-visitor$/.test(mailId)

/** The states the extension leaves a document in once it has done with it. */
const DONE = new Set(["SUCCESS", "ERROR"])

/** A manage link's secret, after the call's id in the page's fragment. */
const SECRET = /(\/call\/#[0-9a-f-]{36})\.[A-Za-z0-9_-]{43}/g

/** What replaces a secret in the stored copy. */
export const REDACTED = "sent-and-removed"

const redact = (text: string): string => text.replace(SECRET, `$1.${REDACTED}`)

/** An invitation's lines unfolded first (RFC 5545 3.1), so a secret folded across two lines is found. */
const redactCalendar = (text: string): string => redact(text.replace(/\r\n[ \t]/g, ""))

interface StoredAttachment {
  filename?: string
  content?: string
  contentType?: string
}

/** Takes the secrets out of a delivered visitor's call e-mail; answers whether it changed anything. */
export const redactDeliveredMail = async (db: Firestore, mailId: string): Promise<boolean> => {
  if (!isVisitorCallMail(mailId)) return false
  const ref = db.collection(MAIL).doc(mailId)
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref)
    const state: unknown = snapshot.get("delivery.state")
    if (!snapshot.exists || typeof state !== "string" || !DONE.has(state) || snapshot.get("linksRemoved") === true) return false
    const message = (snapshot.get("message") ?? {}) as { text?: string; html?: string; attachments?: StoredAttachment[] }
    transaction.update(ref, {
      "message.text": redact(message.text ?? ""),
      "message.html": redact(message.html ?? ""),
      ...(message.attachments ? { "message.attachments": message.attachments.map((attachment) => ({ ...attachment, content: redactCalendar(attachment.content ?? "") })) } : {}),
      linksRemoved: true,
    })
    return true
  })
}

/** Runs on every update of a `mail` document; the extension's delivery update is the one that matters. */
export const removeDeliveredLinks = onDocumentUpdated(`${MAIL}/{mailId}`, async (event) => {
  await redactDeliveredMail(firestore(), event.params.mailId)
})
