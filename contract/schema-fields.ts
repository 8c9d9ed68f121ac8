/**
 * The pieces every content shape is built from, and the GraphQL names that let the build derive
 * its GraphQL types from the same schemas (gatsby/graphql-from-zod.ts).
 */
import { z } from "zod"
import { SLUG_MAX_CHARS, SLUG_PATTERN, SLUG_RULE, slugLengthRule } from "./routes"

/**
 * Characters no published text may hold: control characters (all but the tab, line feed and
 * carriage return a text may mean to hold), Unicode non-characters and lone surrogates. XML cannot
 * carry them (one in a title made a drawn poster's SVG unreadable and stopped every build, and made
 * the feed invalid), and no keyboard types them: they come from a paste or a program.
 */
const UNPUBLISHABLE = /(?![\t\n\r])[\p{Cc}\p{Noncharacter_Code_Point}\p{Cs}]/u

/** "U+0001" for the first such character in `value`, or null when it has none. */
export const unpublishableCharacter = (value: string): string | null => {
  const found = UNPUBLISHABLE.exec(value)?.[0]
  return found === undefined ? null : `U+${found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`
}

/**
 * Whether a text is one line. What goes into an e-mail header, a calendar file or a line of a PDF
 * must be: a line break there (a bare carriage return included) would start a line of its own.
 */
export const isOneLine = (value: string): boolean => !/[\r\n\u0085\u2028\u2029]/.test(value)

/** The words for it, naming the character, so the coach can find it. */
export const unpublishableCharacterRule = (code: string): string =>
  `holds an invisible control character (${code}), which cannot be published; delete it, or retype the text`

/** Any text, held to the rule above. */
export const publishable = <T extends z.ZodString>(schema: T): T =>
  schema.refine((value) => unpublishableCharacter(value) === null, {
    error: (issue) => unpublishableCharacterRule(unpublishableCharacter(String(issue.input)) ?? ""),
  })

/** Filled-in text (trimmed), at most `max` characters when given. */
export const text = (max?: number) => {
  const filled = publishable(z.string().trim().min(1, "must not be empty"))
  return max === undefined
    ? filled
    : filled.max(max, { error: (issue) => `must be at most ${max} characters (it has ${String(issue.input).trim().length})` })
}

/**
 * How a field appears in the studio's forms (studio/pages/), declared beside its rules so a field is
 * declared once: its label (otherwise its name, in words), a line of help, and whether it is a
 * paragraph rather than a line.
 */
export interface FormMeta {
  label?: string
  help?: string
  long?: boolean
  /** For a list: what one of its entries is called ("Testimonial"). */
  item?: string
  /** A photo the coach uploads in the studio (contract/page-photo.ts): drawn as the studio's photo uploader. */
  photo?: boolean
}
export const formMeta = z.registry<FormMeta>()

/** Gives a field its label, help or paragraph box in the studio's forms. */
export const described = <T extends z.ZodType>(meta: FormMeta, schema: T): T => {
  formMeta.add(schema, meta)
  return schema
}

/** Filled-in text of a paragraph or more: a larger box in the studio. */
export const longText = (max?: number) => described({ long: true }, text(max))

/** Google shows about this many characters of a search result's description. */
export const SEARCH_DESCRIPTION_MAX_CHARS = 200

/** A search-result description, short enough to be shown whole. */
export const searchDescription = () =>
  text().max(SEARCH_DESCRIPTION_MAX_CHARS, `should be at most ${SEARCH_DESCRIPTION_MAX_CHARS} characters so search results show it whole`)

/** A name in an address, by the one rule for them (routes.ts); `max` is SLUG_MAX_CHARS but where an older limit is read. */
export const slug = (max = SLUG_MAX_CHARS) =>
  z
    .string()
    .regex(SLUG_PATTERN, `${SLUG_RULE}, e.g. executive-coaching`)
    .max(max, { error: (issue) => slugLengthRule(String(issue.input).length, max) })

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

/** A heading with a short paragraph under it. */
export const headedText = (name: string) => named(name, z.object({ heading: text(), text: longText() }))
