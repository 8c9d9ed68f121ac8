/**
 * GraphQL type definitions and selection sets derived from the zod schemas in contract/, so a shape
 * is declared once: a field added to a schema is in the GraphQL type and the validation at once.
 */
import type { z } from "zod"
import { graphqlMeta } from "../contract/schema-fields"

type Shape = Record<string, z.ZodType>

const def = (schema: z.ZodType) => schema._zod.def as unknown as {
  type: string
  innerType?: z.ZodType
  element?: z.ZodType
}

const shapeOf = (schema: z.ZodType): Shape => {
  if (def(schema).type !== "object") throw new Error(`expected an object schema, got ${def(schema).type}`)
  return (schema as z.ZodObject).shape as Shape
}

const isInt = (schema: z.ZodType): boolean => Boolean((schema as z.ZodNumber).isInt)

/**
 * The SDL of each root type (name -> schema, e.g. "ServicesYaml" -> servicesFileSchema) and of every
 * object type inside them, each nested object named with `named()`. `rootSuffix` follows each root's
 * name, e.g. " implements Node @dontInfer".
 */
export const sdlFor = (roots: Record<string, z.ZodType>, rootSuffix = ""): string => {
  const types = new Map<string, string>()

  const declare = (name: string, schema: z.ZodType, suffix: string): void => {
    const fields = Object.entries(shapeOf(schema))
      .map(([field, inner]) => `  ${field}: ${fieldType(inner, `${name}.${field}`)}`)
      .join("\n")
    const declaration = `type ${name}${suffix} {\n${fields}\n}`
    const earlier = types.get(name)
    if (earlier !== undefined && earlier !== declaration) throw new Error(`Two different shapes are named ${name}`)
    types.set(name, declaration)
  }

  const fieldType = (schema: z.ZodType, where: string): string => {
    const meta = graphqlMeta.get(schema)
    if (meta?.sdl) return meta.sdl
    const { type, innerType, element } = def(schema)
    switch (type) {
      case "optional":
      case "nullable":
        return fieldType(innerType!, where).replace(/!$/, "")
      // A choice from a fixed list (the enquiry topics) is text to GraphQL; the schema checks the list.
      case "string":
      case "enum":
        return "String!"
      case "number":
        return isInt(schema) ? "Int!" : "Float!"
      case "boolean":
        return "Boolean!"
      case "array":
        return `[${fieldType(element!, where)}]!`
      case "object": {
        if (!meta?.name) throw new Error(`${where} is an object without a GraphQL name: wrap its schema in named()`)
        declare(meta.name, schema, "")
        return `${meta.name}!`
      }
      default:
        throw new Error(`${where}: no GraphQL type for a zod ${type}`)
    }
  }

  for (const [name, schema] of Object.entries(roots)) declare(name, schema, rootSuffix)
  return [...types.values()].join("\n\n")
}

/** Every field of an object schema as a GraphQL selection set body: "title fee { from unit }". */
export const selectionFor = (schema: z.ZodType): string =>
  Object.entries(shapeOf(schema))
    .map(([field, inner]) => {
      // A field given its own GraphQL type (JSON, a date, a file) is selected whole.
      if (graphqlMeta.get(inner)?.sdl) return field
      let current = inner
      while (["optional", "nullable", "array"].includes(def(current).type)) current = def(current).innerType ?? def(current).element!
      return def(current).type === "object" ? `${field} { ${selectionFor(current)} }` : field
    })
    .join(" ")
