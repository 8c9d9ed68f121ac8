/**
 * createSchemaCustomization: the Story type is declared, not inferred, so queries work the same
 * with one story or none and every field keeps its type. Derived from contract/story-schema.ts.
 */
import type { CreateSchemaCustomizationArgs } from "gatsby"
import { storySchema } from "../../contract/story-schema"
import { sdlFor } from "../graphql-from-zod"

export const STORY_TYPE_DEFS = sdlFor({ Story: storySchema }, " implements Node @dontInfer")

export const createStoryGraphqlType = ({ actions }: Pick<CreateSchemaCustomizationArgs, "actions">): void => {
  actions.createTypes(STORY_TYPE_DEFS)
}
