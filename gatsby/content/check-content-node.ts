/**
 * Runs as Gatsby creates each node: checks every file of content/ the coach edits. A problem fails
 * the build with the file and the field named. (Each post's address is post-slug.ts.)
 */
import { readFileSync } from "node:fs"
import type { CreateNodeArgs } from "gatsby"
import { SLUG_MAX_CHARS, slugLengthRule } from "../../contract/routes"
import { contentFileOf } from "./content-file"
import { postSlug } from "./post-slug"
import { isDataFileName, validateDataFile, validatePost } from "./validate-content"
import { yamlTypeName } from "./yaml-type-name"

export const checkContentNode = (args: CreateNodeArgs): void => {
  const { node, reporter } = args
  const parent = contentFileOf(args)
  if (!parent) return
  const file = `content/${parent.relativePath}`
  let problems: string[] = []

  if (node.internal.type === "MarkdownRemark") {
    const frontmatter = (node.frontmatter ?? {}) as Record<string, unknown>
    problems = validatePost(file, frontmatter, readFileSync(parent.absolutePath, "utf8"))
    // Without a slug in the frontmatter (which the schema checks), the folder's name is the address.
    const folderSlug = postSlug(parent.relativePath.replace(/^blog\//, ""))
    if (frontmatter.slug === undefined && folderSlug.length > SLUG_MAX_CHARS) problems.push(`${file}: field "slug" (the folder's name) ${slugLengthRule(folderSlug.length)}`)
  } else if (
    parent.relativeDirectory === "" &&
    isDataFileName(parent.name) &&
    node.internal.type === yamlTypeName(parent.name)
  ) {
    problems = validateDataFile(parent.name, file, node)
  }

  if (problems.length > 0) {
    reporter.panicOnBuild(`The content in ${file} needs fixing before the site can be built:\n  ${problems.join("\n  ")}`)
  }
}
