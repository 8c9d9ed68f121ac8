/**
 * The content files Gatsby's data layer does not read, checked before the build starts:
 * content/site.json (the site's settings: gatsby/pages/settings-node.ts) and content/stories/closing.json (imported by
 * the story pages), and every file the pages cannot do without. A missing or invalid file stops the
 * build with a message naming the file and the field, instead of a null reference later.
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import type { z } from "zod"
import { DATA_FILES } from "../../contract/content-schema"
import { closingFileSchema, siteFileSchema } from "../../contract/site-schema"
import { formatIssues } from "./validate-content"

/** JSON files checked here, by path under the site's folder. */
const JSON_FILES: Record<string, z.ZodType> = {
  "content/site.json": siteFileSchema,
  "content/stories/closing.json": closingFileSchema,
}

/** Every file the pages need: the data files, the JSON files and the stories' publisher logo. */
export const REQUIRED_FILES = [
  ...Object.keys(DATA_FILES).map((name) => `content/${name}.yaml`),
  ...Object.keys(JSON_FILES),
  "content/stories/publisher-logo.png",
]

const readJson = (file: string, absolute: string): { data?: unknown; problem?: string } => {
  try {
    return { data: JSON.parse(readFileSync(absolute, "utf8")) }
  } catch (error) {
    return { problem: `${file}: is not valid JSON (${(error as Error).message})` }
  }
}

/** One line per problem; none means every required file is there and the JSON files are right. */
export const checkSiteFiles = (root = process.cwd()): string[] => {
  const problems: string[] = []
  for (const file of REQUIRED_FILES) {
    if (!existsSync(path.join(root, file))) problems.push(`${file}: the file is missing; the site cannot be built without it`)
  }
  for (const [file, schema] of Object.entries(JSON_FILES)) {
    const absolute = path.join(root, file)
    if (!existsSync(absolute)) continue
    const { data, problem } = readJson(file, absolute)
    if (problem) {
      problems.push(problem)
      continue
    }
    const result = schema.safeParse(data)
    if (!result.success) problems.push(...formatIssues(file, result.error))
  }
  return problems
}
