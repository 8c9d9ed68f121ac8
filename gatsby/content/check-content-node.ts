/**
 * Runs as Gatsby creates each node: checks the data files of content/ the coach edits. A problem
 * fails the build with the file and the field named. (The blog's posts are checked by
 * gatsby/posts/check-file-post.ts.)
 */
import type { CreateNodeArgs } from "gatsby"
import { contentFileOf } from "./content-file"
import { isDataFileName, validateDataFile } from "./validate-content"
import { yamlTypeName } from "./yaml-type-name"

/** How the build names a file of content/ it cannot build, and each problem. */
export const contentProblems = (file: string, problems: readonly string[]): string =>
  `The content in ${file} needs fixing before the site can be built:\n  ${problems.join("\n  ")}`

export const checkContentNode = (args: CreateNodeArgs): void => {
  const { node, reporter } = args
  const parent = contentFileOf(args)
  if (!parent) return
  const file = `content/${parent.relativePath}`
  let problems: string[] = []

  if (
    parent.relativeDirectory === "" &&
    isDataFileName(parent.name) &&
    node.internal.type === yamlTypeName(parent.name)
  ) {
    problems = validateDataFile(parent.name, file, node)
  }

  if (problems.length > 0) reporter.panicOnBuild(contentProblems(file, problems))
}
