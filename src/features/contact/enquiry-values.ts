/**
 * What the visitor has typed into the enquiry form, as the form holds it (every field a string, the
 * topic a choice or "", the consent a tick), and how it becomes the callable's input. The fields
 * live in contract/enquiry-fields.ts (ENQUIRY_FIELD_VIEWS, no zod: the page's first JavaScript
 * carries this module); their rules, and the check with them, in enquiry-check.ts, loaded when a
 * visitor starts on the form.
 */
import { ENQUIRY_FIELD_VIEWS, ENQUIRY_TOPICS, type EnquiryControl, type EnquiryFieldViews, type EnquiryTopic } from "../../../contract/enquiry-fields"
import type { EnquiryErrors, EnquiryField } from "../../../contract/enquiry-schema"

type ValueOf<C extends EnquiryControl> = C extends "consent" ? boolean : C extends "choice" ? EnquiryTopic | "" : string

/** The form's value of each field, by its kind of control. */
export type ValuesOf<F extends EnquiryFieldViews> = { [K in keyof F]: ValueOf<F[K]["control"]> } & {
  /** The spam trap; people never see it, so it stays empty. */
  website: string
}

export type EnquiryValues = ValuesOf<typeof ENQUIRY_FIELD_VIEWS>

const emptyValue = (control: EnquiryControl): string | boolean => (control === "consent" ? false : "")

/** The empty form for these fields. */
export const emptyValuesOf = <F extends EnquiryFieldViews>(fields: F): ValuesOf<F> =>
  ({ ...Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, emptyValue(field.control)])), website: "" }) as ValuesOf<F>

export const EMPTY_VALUES: EnquiryValues = emptyValuesOf(ENQUIRY_FIELD_VIEWS)

/** The visible fields in the order the form shows them: the first invalid one gets the focus. */
export const FORM_FIELDS = Object.keys(ENQUIRY_FIELD_VIEWS) as FormField[]
export type FormField = keyof typeof ENQUIRY_FIELD_VIEWS

/** True when a value fits a field of this kind (a draft read back from the device is checked so). */
export const isValueOf = (control: EnquiryControl, value: unknown): boolean => {
  if (control === "consent") return typeof value === "boolean"
  if (control === "choice") return value === "" || (ENQUIRY_TOPICS as readonly unknown[]).includes(value)
  return typeof value === "string"
}

/** True when the visitor has put something into this field. */
export const isFilled = (control: EnquiryControl, value: unknown): boolean =>
  control === "consent" ? value === true : typeof value === "string" && value.trim() !== ""

/** The first visible field with a problem, in the form's order. */
export const firstInvalidField = (errors: EnquiryErrors, fields: EnquiryFieldViews = ENQUIRY_FIELD_VIEWS): FormField | null =>
  (Object.keys(fields) as FormField[]).find((field) => errors[field] !== undefined) ?? null

/** Errors the server reported in `details.fields`, kept only where they name a field the form has. */
export const serverFieldErrors = (details: unknown): EnquiryErrors => {
  const fields = details && typeof details === "object" && "fields" in details ? details.fields : null
  if (!fields || typeof fields !== "object") return {}
  const errors: EnquiryErrors = {}
  for (const [field, problem] of Object.entries(fields)) {
    if ((FORM_FIELDS as readonly string[]).includes(field) && typeof problem === "string") {
      errors[field as EnquiryField] = problem as EnquiryErrors[EnquiryField]
    }
  }
  return errors
}

/** A random version 4 UUID: the browser's own where it has one (secure pages), else from getRandomValues. */
export const newSubmissionId = (): string => {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
