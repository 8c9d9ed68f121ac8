/**
 * GraphQL type definitions and selection sets derived from the zod schemas in contract/, so a shape
 * is declared once: a field added to a schema is in the GraphQL type and the validation at once.
 */
import type { z } from "zod"
import { graphqlMeta } from "../contract/schema-fields"
import { definitionOf, isWholeNumber } from "../contract/zod-definition"

type Schema = z.core.$ZodType

const shapeOf = (schema: Schema): Readonly<Record<string, Schema>> => {
  const definition = definitionOf(schema)
  if (definition.type !== "object") throw new Error(`expected an object schema, got ${definition.type}`)
  return definition.shape
}

/**
 * The SDL of each root type (name -> schema, e.g. "ServicesYaml" -> servicesFileSchema) and of every
 * object type inside them, each nested object named with `named()`. `rootSuffix` follows each root's
 * name, e.g. " implements Node @dontInfer".
 */
export const sdlFor = (roots: Record<string, Schema>, rootSuffix = ""): string => {
  const types = new Map<string, string>()

  const declare = (name: string, schema: Schema, suffix: string): void => {
    const fields = Object.entries(shapeOf(schema))
      .map(([field, inner]) => `  ${field}: ${fieldType(inner, `${name}.${field}`)}`)
      .join("\n")
    const declaration = `type ${name}${suffix} {\n${fields}\n}`
    const earlier = types.get(name)
    if (earlier !== undefined && earlier !== declaration) throw new Error(`Two different shapes are named ${name}`)
    types.set(name, declaration)
  }

  const fieldType = (schema: Schema, where: string): string => {
    const meta = graphqlMeta.get(schema)
    if (meta?.sdl) return meta.sdl
    const definition = definitionOf(schema)
    switch (definition.type) {
      case "optional":
      case "nullable":
        return fieldType(definition.innerType, where).replace(/!$/, "")
      // A choice from a fixed list (the enquiry topics) is text to GraphQL; the schema checks the list.
      case "string":
      case "enum":
        return "String!"
      case "number":
        return isWholeNumber(schema) ? "Int!" : "Float!"
      case "boolean":
        return "Boolean!"
      case "array":
        return `[${fieldType(definition.element, where)}]!`
      case "object": {
        if (!meta?.name) throw new Error(`${where} is an object without a GraphQL name: wrap its schema in named()`)
        declare(meta.name, schema, "")
        return `${meta.name}!`
      }
      default:
        throw new Error(`${where}: no GraphQL type for a zod ${definition.type}`)
    }
  }

  for (const [name, schema] of Object.entries(roots)) declare(name, schema, rootSuffix)
  return [...types.values()].join("\n\n")
}

/** What a field holds under its optional, nullable and list wrappers. */
const listed = (schema: Schema): Schema => {
  const definition = definitionOf(schema)
  if (definition.type === "optional" || definition.type === "nullable") return listed(definition.innerType)
  return definition.type === "array" ? listed(definition.element) : schema
}

/** Every field of an object schema as a GraphQL selection set body: "title fee { from unit }". */
export const selectionFor = (schema: Schema): string =>
  Object.entries(shapeOf(schema))
    .map(([field, inner]) => {
      // A field given its own GraphQL type (JSON, a date, a file) is selected whole.
      if (graphqlMeta.get(inner)?.sdl) return field
      return definitionOf(listed(inner)).type === "object" ? `${field} { ${selectionFor(listed(inner))} }` : field
    })
    .join(" ")
