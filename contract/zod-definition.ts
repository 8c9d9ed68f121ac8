/**
 * zod's own description of a schema (`_zod.def`): what kind of schema it is and what it wraps or
 * holds. The studio's form (studio/pages/form-fields.ts), the build's GraphQL types
 * (gatsby/graphql-from-zod.ts) and a page's photo fields (page-photo.ts) are read from the schemas,
 * so a field is declared once; zod's public API offers these parts only per class (ZodObject's
 * `shape`, ZodOptional's `unwrap()`), while a walk over a schema meets every part as a plain
 * ZodType. zod's core types list every kind with its definition, so the definition read here narrows
 * by its `type` (and a check's by its `check`) with no cast past what zod declares.
 */
import { z } from "zod"

/** Every kind of schema zod declares, the string and number formats (z.email(), z.iso.date(), z.int()) included. */
type AnySchema = z.core.$ZodTypes | z.core.$ZodStringFormatTypes | z.core.$ZodNumberFormat

export type ZodDefinition = AnySchema["_zod"]["def"]

/** A schema's definition, to switch on its `type`. */
export const definitionOf = (schema: z.core.$ZodType): ZodDefinition => (schema as AnySchema)._zod.def

/** The definitions of a schema's checks (lengths, number formats ...), to switch on their `check`. */
export const checksOf = (schema: z.core.$ZodType): z.core.$ZodChecks["_zod"]["def"][] =>
  (definitionOf(schema).checks ?? []).map((check) => (check as z.core.$ZodChecks)._zod.def)

/** What an optional, nullable or defaulted field, or a transform's input, wraps; null for any other schema. */
export const wrappedSchema = (schema: z.core.$ZodType): z.core.$ZodType | null => {
  const definition = definitionOf(schema)
  switch (definition.type) {
    case "optional":
    case "nullable":
    case "default":
      return definition.innerType
    case "pipe":
      return definition.in
    default:
      return null
  }
}

/** Whether a number schema takes whole numbers only (z.int(), .int(), z.uint32() ...), as zod's own `isInt` says. */
export const isWholeNumber = (schema: z.core.$ZodType): boolean => {
  const definition = definitionOf(schema)
  const formats = checksOf(schema).flatMap((check) => (check.check === "number_format" ? [check.format] : []))
  if (definition.type === "number" && "format" in definition) formats.push(definition.format)
  return formats.some((format) => format.includes("int"))
}

/** A schema's description (.describe()), which zod keeps in its global registry. */
export const descriptionOf = (schema: z.core.$ZodType): string | undefined => z.globalRegistry.get(schema)?.description
