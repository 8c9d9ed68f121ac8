/**
 * Sends an enquiry to the `submitEnquiry` callable. Firebase is imported here, on demand, so it is
 * never part of a page's first JavaScript and never runs in the server render.
 */
import type { FirebaseSetup } from "../../firebase/config"
import { callErrorKind, describeCallError, type CallErrorKind } from "../../firebase/call-errors"
import { SUBMIT_ENQUIRY } from "../../../contract/enquiry-fields"
import type { Enquiry, EnquiryErrors, EnquiryInput, SubmitEnquiryResult } from "../../../contract/enquiry-schema"
import { serverFieldErrors } from "./enquiry-values"

export type SendResult =
  | { ok: true; enquiryId: string }
  | { ok: false; kind: CallErrorKind; sentence: string; fields: EnquiryErrors; changedSinceSent: boolean }

/**
 * Each send carries a fresh, single-use App Check token, which the function consumes: a token
 * copied from one request cannot be replayed to send more.
 */
export const SEND_OPTIONS = { limitedUseAppCheckTokens: true } as const

export const sendEnquiry = async (setup: FirebaseSetup, enquiry: Enquiry): Promise<SendResult> => {
  try {
    const { callFunction } = await import("../../firebase/callable")
    const result = await callFunction<EnquiryInput, SubmitEnquiryResult>(setup, SUBMIT_ENQUIRY, withoutUndefined(enquiry), SEND_OPTIONS)
    return { ok: true, enquiryId: result.enquiryId }
  } catch (error) {
    const details = error && typeof error === "object" && "details" in error ? error.details : undefined
    const changedSinceSent = Boolean(details && typeof details === "object" && "changedSinceSent" in details && details.changedSinceSent === true)
    const kind = callErrorKind(error)
    // The refusal's words come with its schema (zod), fetched only when a send fails; the form's check has loaded zod by then.
    const refusal = await import("./enquiry-refusal").catch(() => null)
    const sentence = refusal?.refusalSentence(kind, details) ?? describeCallError(error)
    return { ok: false, kind, sentence, fields: serverFieldErrors(details), changedSinceSent }
  }
}

/** The callable client encodes an undefined property as null, which the schema refuses: leave it out. */
const withoutUndefined = (enquiry: Enquiry): EnquiryInput =>
  Object.fromEntries(Object.entries(enquiry).filter(([, value]) => value !== undefined)) as EnquiryInput
