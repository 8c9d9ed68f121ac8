/** A document of the Trigger Email extension's `mail` collection: the extension sends it as written. */
export interface MailDocument {
  to: string[]
  /** The visitor, so that replying answers them; a digest, from many, has none. */
  replyTo?: string
  message: {
    subject: string
    text: string
    html: string
    /**
     * Files sent with it (a call's invitation, an invoice's PDF): the extension passes them to
     * Nodemailer as they are, so a PDF's bytes are `content` in base64 with `encoding: "base64"`.
     */
    attachments?: { filename: string; content: string; contentType: string; encoding?: "base64" }[]
  }
  /**
   * Extra headers (the newsletter's List-Unsubscribe and List-Unsubscribe-Post): the extension's
   * version in firebase.json hands this top-level field to its mailer as it is (docs/newsletter.md).
   */
  headers?: Record<string, string>
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }

/** The visitor's words go into HTML as text, never as markup. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character])
