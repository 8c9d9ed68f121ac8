/**
 * The enquiry form's check of what the visitor typed, with the shared schema the server checks it
 * with again (contract/enquiry-schema.ts). Zod comes with it, so the form loads this module when a
 * visitor starts on the form (use-enquiry-form.ts), not with the page: evaluating zod and building
 * the schema was the largest task on /contact/ before anyone touched the form.
 */
import { ENQUIRY_FIELDS, enquiryErrors, enquirySchemaOf, type Enquiry, type EnquiryErrors, type EnquiryFields } from "../../../contract/enquiry-schema"
import type { ValuesOf } from "./enquiry-values"

export type CheckResult = { ok: true; enquiry: Enquiry } | { ok: false; errors: EnquiryErrors }

const schemas = new WeakMap<EnquiryFields, ReturnType<typeof enquirySchemaOf>>()
const schemaOf = (fields: EnquiryFields) => {
  const schema = schemas.get(fields) ?? enquirySchemaOf(fields)
  schemas.set(fields, schema)
  return schema
}

/** Checks the values with the shared schema, as the server will. */
export const checkEnquiry = (values: ValuesOf<EnquiryFields>, submissionId: string, fields: EnquiryFields = ENQUIRY_FIELDS): CheckResult => {
  const result = schemaOf(fields).safeParse({ submissionId, ...values })
  return result.success ? { ok: true, enquiry: result.data as Enquiry } : { ok: false, errors: enquiryErrors(result.error) }
}

