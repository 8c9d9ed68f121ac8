import { HttpsError } from "firebase-functions/v2/https"
import type { z } from "zod"
import { enquiryErrors, enquirySchema, type Enquiry, type EnquiryErrors } from "../../../contract/enquiry-schema"

/**
 * The largest request body worth reading: every field at its cap fits in well under this, so a
 * bigger one is not a visitor's message.
 */
export const MAX_ENQUIRY_BYTES = 16 * 1024

/** What `details` of an invalid-argument error carries, for the form to show beside each field. */
export interface InvalidEnquiryDetails {
  fields: EnquiryErrors
  /** Fields the schema does not know (a client out of date or someone probing). */
  unknownFields?: string[]
}

const invalid = (message: string, details: InvalidEnquiryDetails) => new HttpsError("invalid-argument", message, details)

/**
 * Checks the callable's data with the form's own schema (or another holding the enquiry's fields,
 * such as a booked call's); throws invalid-argument naming each field.
 */
export function validateEnquiry(data: unknown): Enquiry
export function validateEnquiry<T>(data: unknown, schema: z.ZodType<T>, what?: string): T
export function validateEnquiry(data: unknown, schema: z.ZodType<unknown> = enquirySchema, what = "enquiry"): unknown {
  if (Buffer.byteLength(JSON.stringify(data ?? null), "utf8") > MAX_ENQUIRY_BYTES) {
    throw invalid(`The ${what} is too large.`, { fields: {} })
  }
  const parsed = schema.safeParse(data)
  if (parsed.success) return parsed.data
  const unknownFields = parsed.error.issues.flatMap((issue) => (issue.code === "unrecognized_keys" ? issue.keys : []))
  const details: InvalidEnquiryDetails = { fields: enquiryErrors(parsed.error) }
  if (unknownFields.length > 0) details.unknownFields = unknownFields
  throw invalid(`Some fields of the ${what} are missing or not valid.`, details)
}
