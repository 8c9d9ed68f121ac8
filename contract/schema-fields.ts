/**
 * The pieces every content shape is built from, and the GraphQL names that let the build derive
 * its GraphQL types from the same schemas (gatsby/graphql-from-zod.ts).
 */
import { z } from "zod"
import { SLUG_PATTERN, SLUG_RULE } from "./routes"

/** Filled-in text (trimmed), at most `max` characters when given. */
export const text = (max?: number) => {
  const filled = z.string().trim().min(1, "must not be empty")
  return max === undefined
    ? filled
    : filled.max(max, { error: (issue) => `must be at most ${max} characters (it has ${String(issue.input).trim().length})` })
}

/** Google shows about this many characters of a search result's description. */
export const SEARCH_DESCRIPTION_MAX_CHARS = 200

/** A search-result description, short enough to be shown whole. */
export const searchDescription = () =>
  text().max(SEARCH_DESCRIPTION_MAX_CHARS, `should be at most ${SEARCH_DESCRIPTION_MAX_CHARS} characters so search results show it whole`)

/** A name in an address, by the one rule for them (routes.ts). */
export const slug = () => z.string().regex(SLUG_PATTERN, `${SLUG_RULE}, e.g. executive-coaching`)

/** How a schema appears in GraphQL: the type name of an object, or a field's whole type written out. */
export interface GraphqlMeta {
  name?: string
  sdl?: string
}
export const graphqlMeta = z.registry<GraphqlMeta>()

/** Names an object shape's GraphQL type ("Fee", "StoryImage"). */
export const named = <T extends z.ZodType>(name: string, schema: T): T => {
  graphqlMeta.add(schema, { name })
  return schema
}

/** A field whose GraphQL type is not the plain mapping, e.g. a date Gatsby formats or a file it links. */
export const graphqlAs = <T extends z.ZodType>(sdl: string, schema: T): T => {
  graphqlMeta.add(schema, { sdl })
  return schema
}
