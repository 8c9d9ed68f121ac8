/*
 * Build-time hooks stay thin: each one calls a module under gatsby/ named for what it does.
 */
import type { GatsbyNode } from "gatsby"
import { checkContentNode } from "./gatsby/content/check-content-node"
import { createBlogPages } from "./gatsby/content/create-blog-pages"
import { createContentTypes } from "./gatsby/content/schema-types"
import { writeRobotsTxt } from "./gatsby/content/write-robots-txt"

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = (args) => {
  createContentTypes(args)
}

export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  checkContentNode(args)
}

export const createPages: GatsbyNode["createPages"] = async (args) => {
  await createBlogPages(args)
}

export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  writeRobotsTxt()
}
