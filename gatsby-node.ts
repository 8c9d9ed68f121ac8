/*
 * Build-time hooks stay thin: each one calls a module under gatsby/ named for what it does.
 */
import type { GatsbyNode } from "gatsby"
import { createStorySchema } from "./gatsby/stories/story-schema"
import { sourceStories } from "./gatsby/stories/source-stories"
import { createStoryPages } from "./gatsby/stories/create-story-pages"

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = async (args) => {
  createStorySchema(args)
}

export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  await sourceStories(args)
}

export const createPages: GatsbyNode["createPages"] = async (args) => {
  await createStoryPages(args)
}
