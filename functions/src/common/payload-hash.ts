import { createHash } from "node:crypto"
import { ENQUIRY_FIELDS, writtenFields, type EnquiryFields } from "../../../contract/enquiry-schema"

/** What the visitor wrote (every field but the tick, in order), as a hash: a resend with the same id and hash is the same submission. */
export const payloadHash = (enquiry: Readonly<Record<string, unknown>>, fields: EnquiryFields = ENQUIRY_FIELDS): string =>
  createHash("sha256")
    .update(JSON.stringify(writtenFields(fields).map((key) => enquiry[key] ?? "")))
    .digest("hex")
