/**
 * The GraphQL fragments are the one field list per content type that every page query uses; the
 * zod schemas are the shapes. A field added to a schema but not to its fragment (or the other way
 * round) fails here, not on a page that silently misses it. Each page's data type is checked the same
 * way against its query, through the TypeScript checker, so no hand-written query type can drift.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { Kind, parse, visit, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from "graphql"
import ts from "typescript"
import type { z } from "zod"
import { bookSchema, contactFileSchema, faqSchema, figureSchema, pageCopySchema, programmeSchema, serviceSchema, stepSchema, testimonialSchema } from "../contract/content-schema"
import { contactFormSchema } from "../contract/contact-copy-schema"
import { storySchema } from "../contract/story-schema"
import { selectionFor } from "../gatsby/graphql-from-zod"
import { graphqlMeta } from "../contract/schema-fields"
import { definitionOf, wrappedSchema } from "../contract/zod-definition"

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

/**
 * The TypeScript shape a page or template declares for its query's data (the first argument of
 * `PageProps<...>`), as sorted field paths: what the page code can read. IGatsbyImageData is one
 * JSON value to GraphQL (`gatsbyImageData(...)`), so it is a leaf here as it is in the query; so is
 * FilePages (the studio page's `studioFilePages`).
 */
const LEAF_TYPES = new Set(["IGatsbyImageData", "FilePages"])

/**
 * Fields a schema hands to GraphQL as one JSON value (the enquiry form's words per field, whose
 * list is the enquiry's table of fields): the query selects them whole, so their paths end there.
 */
const jsonPaths = (schema: z.core.$ZodType, prefix: string): string[] => {
  if (graphqlMeta.get(schema)?.sdl?.startsWith("JSON")) return [prefix.replace(/\.$/, "")]
  const inner = wrappedSchema(schema)
  if (inner) return jsonPaths(inner, prefix)
  const definition = definitionOf(schema)
  if (definition.type !== "object") return []
  return Object.entries(definition.shape).flatMap(([field, held]) => jsonPaths(held, `${prefix}${field}.`))
}
const JSON_LEAVES = jsonPaths(contactFileSchema, "contactYaml.")
const wholeJson = (paths: string[]): string[] =>
  [...new Set(paths.map((path) => JSON_LEAVES.find((leaf) => path.startsWith(`${leaf}.`)) ?? path))].sort()

const declaredPaths = (checker: ts.TypeChecker, type: ts.Type, prefix = ""): string[] => {
  const own = checker.getNonNullableType(type)
  if (checker.isArrayType(own)) return declaredPaths(checker, checker.getTypeArguments(own as ts.TypeReference)[0], prefix)
  const leaf =
    own.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike) ||
    (own.isUnion() && own.types.every((member) => member.flags & (ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike))) ||
    LEAF_TYPES.has(own.aliasSymbol?.name ?? own.getSymbol()?.name ?? "")
  if (leaf) return [prefix.replace(/\.$/, "")]
  return checker
    .getPropertiesOfType(own)
    .flatMap((property) => declaredPaths(checker, checker.getTypeOfSymbol(property), `${prefix}${property.name}.`))
    .sort()
}

/** Each page and template with a query, and the data type its component declares. */
const pageDataTypes = (): Array<{ file: string; paths: string[]; queried: string[] }> => {
  const files = ["src/pages", "src/templates"].flatMap((dir) => readdirSync(dir).map((file) => join(dir, file)))
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile("tsconfig.json", ts.sys.readFile).config, ts.sys, ".")
  const program = ts.createProgram(files, config.options)
  const checker = program.getTypeChecker()
  return files.flatMap((file) => {
    const queries = documentsIn(file).flatMap((doc) => doc.definitions).filter((def) => def.kind === Kind.OPERATION_DEFINITION)
    if (queries.length === 0) return []
    let dataType: ts.Type | undefined
    const find = (node: ts.Node): void => {
      if (ts.isTypeReferenceNode(node) && node.typeName.getText() === "PageProps" && node.typeArguments?.length) {
        dataType ??= checker.getTypeFromTypeNode(node.typeArguments[0])
      }
      ts.forEachChild(node, find)
    }
    find(program.getSourceFile(file)!)
    if (!dataType) throw new Error(`${file} has a page query but no PageProps<...> type for its data`)
    return [{ file, paths: wholeJson(declaredPaths(checker, dataType)), queried: queries.flatMap((query) => fieldPaths(query.selectionSet)).sort() }]
  })
}

describe("page queries", () => {
  const pages = pageDataTypes()

  it("every page and template with a query is checked", () => {
    expect(pages.map((page) => page.file)).toEqual(expect.arrayContaining(["src/pages/index.tsx", "src/templates/blog-post.tsx"]))
    expect(pages.length).toBeGreaterThanOrEqual(12)
  })

  it.each(pages.map((page) => [page.file, page] as const))(
    // A field declared but not queried is undefined on the page; one queried but not declared is dead weight.
    "%s: its data type declares exactly the fields its query selects",
    (_file, page) => {
      expect(page.paths).toEqual(page.queried)
    },
  )
})
