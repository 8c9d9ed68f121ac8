/**
 * The GraphQL types the build declares are generated from the zod schemas: every shape a content
 * file can hold must have a GraphQL type, or Gatsby stops before it starts.
 */
import { Kind, parse, type ObjectTypeDefinitionNode } from "graphql"
import { contentTypeDefs } from "../gatsby/content/schema-types"

const types = new Map(
  parse(contentTypeDefs)
    .definitions.filter((def): def is ObjectTypeDefinitionNode => def.kind === Kind.OBJECT_TYPE_DEFINITION)
    .map((def) => [def.name.value, def]),
)

const fieldsOf = (name: string): string[] => (types.get(name)?.fields ?? []).map((field) => field.name.value)

describe("GraphQL types of the content", () => {
  it("declares one node type per data file, with the file's top-level fields", () => {
    expect(fieldsOf("ContactYaml")).toEqual(["page", "responseTime", "details", "nextSteps", "form", "booking"])
    expect(types.has("ServicesYaml")).toBe(true)
    expect(types.has("NotFoundYaml")).toBe(true)
  })

  it("declares the enquiry form's copy, the topic choices included", () => {
    expect(fieldsOf("ContactTopic")).toEqual(["value", "label"])
    expect(contentTypeDefs).toMatch(/type ContactTopic \{\s*value: String!\s*label: String!\s*\}/)
  })
})
