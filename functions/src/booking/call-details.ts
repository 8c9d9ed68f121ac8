/**
 * What the coach reads of a visitor's request, in her e-mails and in her lists of calls and of
 * suspected requests: the enquiry's fields (ENQUIRY_FIELDS) under their labels, in the form's
 * order, so a field the form gains shows here with no change.
 */
import { coachDetails, ENQUIRY_FIELDS, type CoachDetail, type EnquiryTopic } from "../../../contract/enquiry-schema"
import type { BookingFields } from "./call-records"
import { TOPIC_LABELS } from "../common/topic-labels"

/** A topic as the form names it (content/contact.yaml). */
export const topicLabel = (topic: string): string => TOPIC_LABELS[topic as EnquiryTopic] ?? topic

/** The details and the body (the message) of what the visitor wrote, as the coach reads them. */
export const requestDetails = (answers: Readonly<Record<string, unknown>>, fields: BookingFields = ENQUIRY_FIELDS): { details: CoachDetail[]; body: string[] } =>
  coachDetails(answers, topicLabel, fields, { inbox: true })

/** Shown apart in her lists: who it is (name and address) and their words. */
const SHOWN_APART = new Set(["name", "email", "message"])

/** The details a listed call or request shows under who it is. */
export const listedDetails = (answers: Readonly<Record<string, unknown>>, fields: BookingFields = ENQUIRY_FIELDS): CoachDetail[] =>
  requestDetails(answers, fields).details.filter((detail) => !SHOWN_APART.has(detail.key))
