/**
 * The fields of a page's form, read from the page's zod schema (contract/), so each field is declared
 * once: its kind (line, paragraph, number, switch, choice, group, list, photo), its label and help
 * (contract/schema-fields.ts `described`, or its name in words), and its limits. A field added to a
 * schema is in the form with no other change. The words of its problems are the schema's own.
 */
import type { z } from "zod"
import { formMeta, type FormMeta } from "../../contract/schema-fields"

interface Common {
  /** The field's name in its object; the list's own name for a list's items. */
  key: string
  label: string
  help?: string
  /** The schema lets it be left out (an empty line is left out). */
  optional: boolean
}

export type FormField =
  | (Common & { kind: "text"; long: boolean; maxChars?: number; format?: "email" | "date" })
  | (Common & { kind: "number"; whole: boolean })
  | (Common & { kind: "switch" })
  | (Common & { kind: "choice"; options: string[] })
  | (Common & { kind: "group"; fields: FormField[] })
  | (Common & { kind: "list"; item: FormField; itemName: string; min?: number; max?: number })
  /** A photo she uploads and describes (contract/page-photo.ts); `decorative`: its description may be left empty. */
  | (Common & { kind: "photo"; decorative: boolean })

interface Check {
  check?: string
  minimum?: number
  maximum?: number
  length?: number
  format?: string
}
interface Def {
  type: string
  innerType?: z.ZodType
  in?: z.ZodType
  shape?: Record<string, z.ZodType>
  element?: z.ZodType
  options?: z.ZodType[]
  entries?: Record<string, string>
  checks?: { _zod: { def: Check } }[]
  format?: string
}

// zod's own description of a schema, which its public types keep to each kind's class.
const def = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def
const checks = (schema: z.ZodType): Check[] => (def(schema).checks ?? []).map((check) => check._zod.def)

/** "forYouHeading" -> "For you heading", "not-found" -> "Not found". */
export const inWords = (key: string): string => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]+/g, " ").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Reads a field's schema through its wrappers (optional, a transform), gathering what each layer says of it. */
const unwrap = (schema: z.ZodType) => {
  let current = schema
  let optional = false
  let meta: FormMeta = { ...formMeta.get(current) }
  for (;;) {
    const { type, innerType, in: input } = def(current)
    if ((type === "optional" || type === "nullable" || type === "default") && innerType) {
      optional = true
      current = innerType
    } else if (type === "pipe" && input) current = input
    else break
    meta = { ...formMeta.get(current), ...meta }
  }
  return { schema: current, optional, meta: { ...meta, help: meta.help ?? current.description ?? schema.description } }
}

/** The form field of one schema under its name. */
export const formFieldOf = (key: string, original: z.ZodType): FormField => {
  const { schema, optional, meta } = unwrap(original)
  const common: Common = { key, label: meta.label ?? inWords(key), help: meta.help, optional }
  const d = def(schema)
  if (meta.photo) return { ...common, kind: "photo", decorative: d.shape?.alt !== undefined && unwrap(d.shape.alt).optional }
  switch (d.type) {
    case "object":
      return { ...common, kind: "group", fields: Object.entries(d.shape ?? {}).map(([name, inner]) => formFieldOf(name, inner)) }
    case "array": {
      const lengths = checks(schema)
      const exactly = lengths.find((check) => check.check === "length_equals")?.length
      return {
        ...common,
        kind: "list",
        item: formFieldOf(key, d.element as z.ZodType),
        itemName: meta.item ?? "Entry",
        min: exactly ?? lengths.find((check) => check.check === "min_length")?.minimum,
        max: exactly ?? lengths.find((check) => check.check === "max_length")?.maximum,
      }
    }
    case "number":
      return { ...common, kind: "number", whole: checks(schema).some((check) => check.format === "safeint" || check.format === "int32") }
    case "boolean":
      return { ...common, kind: "switch" }
    case "enum":
      return { ...common, kind: "choice", options: Object.values(d.entries ?? {}) }
    default: {
      // Text: a string, or a union of them (a link that may be left empty).
      const max = checks(schema).find((check) => check.check === "max_length")?.maximum
      const format = d.format === "email" || d.format === "date" ? d.format : undefined
      return { ...common, kind: "text", long: meta.long === true, maxChars: max, format }
    }
  }
}

/** The fields of a page, from its schema (an object). */
export const pageFormFields = (schema: z.ZodType): FormField[] => {
  const field = formFieldOf("page", schema)
  return field.kind === "group" ? field.fields : [field]
}

/** What a new entry of a list starts as: each field empty, each list as short as it may be. */
export const emptyValue = (field: FormField): unknown => {
  switch (field.kind) {
    case "text":
      return ""
    case "number":
      return 0
    case "switch":
      return false
    case "choice":
      return field.options[0] ?? ""
    case "group":
      return Object.fromEntries(field.fields.filter((inner) => !inner.optional).map((inner) => [inner.key, emptyValue(inner)]))
    case "list":
      return Array.from({ length: field.min ?? 0 }, () => emptyValue(field.item))
    case "photo":
      return { src: "", alt: "" }
  }
}

/** The field at a path of the page ("items[2].fee.from"), for the checklist's names. */
export const fieldAt = (fields: readonly FormField[], path: string): FormField[] => {
  const parts = path.match(/[^.[\]]+/g) ?? []
  const found: FormField[] = []
  let level: readonly FormField[] = fields
  let current: FormField | undefined
  for (const part of parts) {
    if (/^\d+$/.test(part) && current?.kind === "list") {
      current = current.item
      level = current.kind === "group" ? current.fields : []
      continue
    }
    current = level.find((field) => field.key === part)
    if (!current) break
    found.push(current)
    level = current.kind === "group" ? current.fields : []
  }
  return found
}
