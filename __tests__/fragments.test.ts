/**
 * The GraphQL fragments are the one field list per content type that every page query uses; the
 * zod schemas are the shapes. A field added to a schema but not to its fragment (or the other way
 * round) fails here, not on a page that silently misses it.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { Kind, parse, visit, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from "graphql"
import type { z } from "zod"
import {
  bookSchema, contactFormSchema, faqSchema, figureSchema, pageCopySchema, programmeSchema, serviceSchema, stepSchema, testimonialSchema,
} from "../shared/content-schema"
import { storySchema } from "../shared/story-schema"
import { selectionFor } from "../gatsby/graphql-from-zod"

/** The GraphQL documents in a source file: the bodies of its graphql`...` templates. */
const documentsIn = (file: string): DocumentNode[] =>
  [...readFileSync(file, "utf8").matchAll(/graphql`([\s\S]*?)`/g)].map((match) => parse(match[1]))

const fragments = new Map<string, FragmentDefinitionNode>(
  documentsIn("src/components/fragments.ts")
    .flatMap((doc) => doc.definitions)
    .filter((def): def is FragmentDefinitionNode => def.kind === Kind.FRAGMENT_DEFINITION)
    .map((def) => [def.name.value, def]),
)

/** A selection set as sorted field paths, fragment spreads expanded: ["fee.from", "fee.unit", "slug"]. */
const fieldPaths = (set: SelectionSetNode, prefix = ""): string[] =>
  set.selections.flatMap((selection) => {
    if (selection.kind === Kind.FRAGMENT_SPREAD) return fieldPaths(fragments.get(selection.name.value)!.selectionSet, prefix)
    if (selection.kind !== Kind.FIELD) return []
    const name = `${prefix}${selection.alias?.value ?? selection.name.value}`
    return selection.selectionSet ? fieldPaths(selection.selectionSet, `${name}.`) : [name]
  }).sort()

const schemaPaths = (schema: z.ZodType): string[] => {
  const doc = parse(`{ ${selectionFor(schema)} }`)
  return fieldPaths((doc.definitions[0] as { selectionSet: SelectionSetNode }).selectionSet)
}

const WHOLE_TYPE_FRAGMENTS: Record<string, z.ZodType> = {
  PageCopyFields: pageCopySchema,
  StepFields: stepSchema,
  FigureFields: figureSchema,
  ServiceFields: serviceSchema,
  ProgrammeFields: programmeSchema,
  TestimonialFields: testimonialSchema,
  BookFields: bookSchema,
  FaqFields: faqSchema,
  ContactFormFields: contactFormSchema,
}

describe("content fragments", () => {
  it.each(Object.entries(WHOLE_TYPE_FRAGMENTS))("%s selects every field of its schema and nothing else", (name, schema) => {
    expect(fragments.has(name)).toBe(true)
    expect(fieldPaths(fragments.get(name)!.selectionSet)).toEqual(schemaPaths(schema))
  })

  it("StoryCardFields selects only fields a story has", () => {
    const story = new Set(schemaPaths(storySchema))
    const fields = fragments.get("StoryCardFields")!.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []))
    for (const field of fields) expect([...story].some((path) => path === field || path.startsWith(`${field}.`))).toBe(true)
  })

  it("every page query parses and uses only fragments that exist", () => {
    const files = ["src/pages", "src/templates"].flatMap((dir) => readdirSync(dir).map((file) => join(dir, file)))
    const spreads: string[] = []
    for (const doc of files.flatMap(documentsIn)) visit(doc, { FragmentSpread: (node) => void spreads.push(node.name.value) })
    expect(spreads.length).toBeGreaterThan(10)
    expect(spreads.filter((name) => !fragments.has(name))).toEqual([])
  })
})
