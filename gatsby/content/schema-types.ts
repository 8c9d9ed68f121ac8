/**
 * GraphQL types for the coach's content, declared rather than inferred (queries keep working when a
 * list is empty or an optional field is unused, and a required field is required in every query),
 * and derived from the zod schemas in contract/content-schema.ts.
 */
import type { CreateSchemaCustomizationArgs } from "gatsby"
import { DATA_FILES } from "../../contract/content-schema"
import { postFrontmatterSchema } from "../../contract/post-frontmatter-schema"
import { sdlFor } from "../graphql-from-zod"
import { yamlTypeName } from "./yaml-type-name"

const dataFileTypes = Object.fromEntries(Object.entries(DATA_FILES).map(([name, schema]) => [yamlTypeName(name), schema]))

export const contentTypeDefs = [
  sdlFor(dataFileTypes, " implements Node @dontInfer"),
  sdlFor({ PostFrontmatter: postFrontmatterSchema }),
  // The post's address is not in its frontmatter: post-slug.ts adds it.
  `type PostFields { slug: String! }`,
  `type MarkdownRemark implements Node { frontmatter: PostFrontmatter! fields: PostFields! }`,
].join("\n\n")

export const createContentTypes = ({ actions }: CreateSchemaCustomizationArgs): void => {
  actions.createTypes(contentTypeDefs)
}
