/**
 * The pieces every content shape is built from, and the GraphQL names that let the build derive
 * its GraphQL types from the same schemas (gatsby/graphql-from-zod.ts).
 */
import { z } from "zod"

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

/** The one rule for addresses: lower-case words joined by hyphens (/services/#executive-coaching, /stories/learning-to-delegate/). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_RULE = "must be lower-case words joined by hyphens"
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
