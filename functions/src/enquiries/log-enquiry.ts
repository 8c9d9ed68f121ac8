import { logger } from "firebase-functions"
import type { Enquiry } from "../../../contract/enquiry-schema"
import { isLocalBackend, printLocally } from "../common/local-terminal"
import { TOPIC_LABELS } from "../common/topic-labels"

export type EnquiryEvent =
  | { kind: "spam"; enquiryId: string }
  | { kind: "stored" | "repeat"; enquiryId: string; enquiry: Enquiry; coachEmail: string }

/**
 * Production logs carry the enquiry id and what happened, never who wrote or what they wrote
 * (that stays in Firestore). On the local backend the terminal shows one readable line instead.
 */
export const logEnquiry = (event: EnquiryEvent): void => {
  if (!isLocalBackend()) {
    logger.info(`Enquiry ${event.kind}`, { enquiryId: event.enquiryId, kind: event.kind })
    return
  }
  printLocally([localLine(event)])
}

const firstLine = (text: string, max = 60) => {
  const line = text.split("\n")[0].trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

export const localLine = (event: EnquiryEvent): string => {
  if (event.kind === "spam") return `Enquiry ${event.enquiryId} kept as suspected spam (the hidden trap field was filled in); no e-mail queued.`
  const { enquiry, coachEmail } = event
  const who = `${enquiry.name} <${enquiry.email}>${enquiry.organisation ? `, ${enquiry.organisation}` : ""}`
  const what = `${TOPIC_LABELS[enquiry.topic]}: "${firstLine(enquiry.message)}"`
  if (event.kind === "repeat") return `Enquiry ${event.enquiryId} sent again by ${who}: already stored, nothing new queued.`
  return `Enquiry received from ${who}, ${what}; e-mail queued to ${coachEmail} (mail/${event.enquiryId}).`
}
