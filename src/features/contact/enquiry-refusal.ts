/**
 * What a visitor refused by an hourly limit is told: which limit, and how long to wait, from the
 * refusal's `details` (the minutes until the limit's hour ends). Read only for the two codes the
 * limits answer with, never from the message text.
 */
import { enquiryRefusalSchema } from "../../../contract/enquiry-schema"
import type { CallErrorKind } from "../../firebase/call-errors"

const minutes = (count: number): string => `${count} minute${count === 1 ? "" : "s"}`

/** The sentence for a refusal that says how long to wait; undefined for any other failure. */
export const refusalSentence = (kind: CallErrorKind, details: unknown): string | undefined => {
  if (kind !== "resource-exhausted" && kind !== "unavailable") return undefined
  const parsed = enquiryRefusalSchema.safeParse(details)
  if (!parsed.success) return undefined
  const { limit, retryAfterMinutes } = parsed.data
  const when = `You can send it again in ${minutes(retryAfterMinutes)}, or by e-mail now.`
  if (limit === "everyone") return `The form is taking no more messages this hour. ${when}`
  if (limit === "email") return `This e-mail address has been given in as many messages as the form takes in an hour. ${when}`
  return `As many messages have been sent from your connection as the form takes in an hour. ${when}`
}
