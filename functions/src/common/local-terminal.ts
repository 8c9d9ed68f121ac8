/**
 * What the functions print on the local backend's terminal (`npm run develop`), where no e-mail
 * leaves the machine: one line per enquiry, and every e-mail a call queues with its invitation,
 * as the Trigger Email extension would send them. In production nothing is printed here: the logs
 * carry ids, never who wrote or what.
 */
import type { MailDocument } from "./mail"

/** True inside the Functions emulator (the local backend), which sets this variable. */
export const isLocalBackend = (): boolean => process.env.FUNCTIONS_EMULATOR === "true"

/**
 * Prints on the local backend's terminal, nothing elsewhere. One console line per line: the
 * emulator marks each line a function prints, and the local backend shows the marked ones.
 */
export const printLocally = (lines: readonly string[]): void => {
  if (!isLocalBackend()) return
  for (const line of lines) console.log(line)
}

/** An e-mail written to the `mail` collection, by its document id. */
export interface QueuedMail {
  id: string
  mail: MailDocument
}

const quoted = (text: string): string[] => text.split(/\r?\n/).map((line) => `  | ${line}`)

/** An e-mail as the terminal shows it: to whom, the subject, its text and each attachment in full. */
export const mailLines = ({ id, mail }: QueuedMail): string[] => [
  `E-mail queued (mail/${id}) to ${mail.to.join(", ")}${mail.replyTo ? `, replies to ${mail.replyTo}` : ""}: ${mail.message.subject}`,
  ...quoted(mail.message.text),
  ...(mail.message.attachments ?? []).flatMap((attachment) =>
    // A PDF is bytes: the terminal says what is attached, and the mail document holds it.
    attachment.encoding === "base64"
      ? [`  Attached: ${attachment.filename} (${attachment.contentType}, ${Math.ceil((attachment.content.length * 3) / 4 / 1024)} KB, in mail/${id})`]
      : [`  Attached: ${attachment.filename} (${attachment.contentType})`, ...quoted(attachment.content)],
  ),
]

export const printQueuedMails = (mails: readonly QueuedMail[]): void => printLocally(mails.flatMap(mailLines))
