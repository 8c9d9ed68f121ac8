/**
 * The fields of a page's form, read from the page's zod schema (contract/), so each field is declared
 * once: its kind (line, paragraph, number, switch, choice, group, list, photo), its label and help
 * (contract/schema-fields.ts `described`, or its name in words), and its limits. A field added to a
 * schema is in the form with no other change. The words of its problems are the schema's own.
 */
import type { z } from "zod"
import { formMeta, type FormMeta } from "../../contract/schema-fields"
import { checksOf, definitionOf, descriptionOf, isWholeNumber, wrappedSchema } from "../../contract/zod-definition"

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

/** "forYouHeading" -> "For you heading", "not-found" -> "Not found". */
export const inWords = (key: string): string => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]+/g, " ").toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Reads a field's schema through its wrappers (optional, a transform), gathering what each layer says of it. */
const unwrap = (schema: z.core.$ZodType) => {
  let current = schema
  let optional = false
  let meta: FormMeta = { ...formMeta.get(current) }
  for (let inner = wrappedSchema(current); inner; inner = wrappedSchema(current)) {
    // A transform's input is the field itself; the other wrappers let it be left out.
    if (definitionOf(current).type !== "pipe") optional = true
    current = inner
    meta = { ...formMeta.get(current), ...meta }
  }
  return { schema: current, optional, meta: { ...meta, help: meta.help ?? descriptionOf(current) ?? descriptionOf(schema) } }
}

/** The form field of one schema under its name. */
export const formFieldOf = (key: string, original: z.core.$ZodType): FormField => {
  const { schema, optional, meta } = unwrap(original)
  const common: Common = { key, label: meta.label ?? inWords(key), help: meta.help, optional }
  const definition = definitionOf(schema)
  const lengths = checksOf(schema)
  const length = (kind: "length_equals" | "min_length" | "max_length"): number | undefined => {
    const found = lengths.find((check) => check.check === kind)
    return found?.check === "length_equals" ? found.length : found?.check === "min_length" ? found.minimum : found?.check === "max_length" ? found.maximum : undefined
  }
  if (meta.photo) {
    const alt = definition.type === "object" ? definition.shape.alt : undefined
    return { ...common, kind: "photo", decorative: alt !== undefined && unwrap(alt).optional }
  }
  switch (definition.type) {
    case "object":
      return { ...common, kind: "group", fields: Object.entries(definition.shape).map(([name, inner]) => formFieldOf(name, inner)) }
    case "array": {
      const exactly = length("length_equals")
      return {
        ...common,
        kind: "list",
        item: formFieldOf(key, definition.element),
        itemName: meta.item ?? "Entry",
        min: exactly ?? length("min_length"),
        max: exactly ?? length("max_length"),
      }
    }
    case "number":
      return { ...common, kind: "number", whole: isWholeNumber(schema) }
    case "boolean":
      return { ...common, kind: "switch" }
    case "enum":
      return { ...common, kind: "choice", options: Object.values(definition.entries).map(String) }
    default: {
      // Text: a string, or a union of them (a link that may be left empty).
      const format = "format" in definition && (definition.format === "email" || definition.format === "date") ? definition.format : undefined
      return { ...common, kind: "text", long: meta.long === true, maxChars: length("max_length"), format }
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
