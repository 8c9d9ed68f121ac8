/**
 * Checks the coach's files against content-schema.ts and says what is wrong in words that point
 * at the file and the field ("content/services.yaml: items[2].fee.from is required").
 */
import type { z } from "zod"
import { DATA_FILES, type DataFileName } from "../../contract/content-schema"
import { postFrontmatterSchema } from "../../contract/post-frontmatter-schema"
import { problemLines } from "../../contract/field-messages"
import { postPath } from "../../contract/routes"

/** One line per problem, each naming the file and the field. */
export const formatIssues = (file: string, error: z.ZodError): string[] => problemLines(file, error)

export const isDataFileName = (name: string): name is DataFileName => Object.hasOwn(DATA_FILES, name)

/** Problems in one data file (content/services.yaml and friends); none means it is fine. */
export const validateDataFile = (name: DataFileName, file: string, data: unknown): string[] => {
  const result = DATA_FILES[name].safeParse(data)
  return result.success ? [] : formatIssues(file, result.error)
}

/**
 * The date exactly as written in a post's frontmatter. The Markdown parser quietly turns an
 * impossible date such as 2025-02-30 into 2 March, so the check reads the source text itself.
 */
export const writtenDate = (source: string): string | undefined => {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? ""
  const line = /^date:[ \t]*(.*)$/m.exec(frontmatter)?.[1]?.trim()
  return line ? line.replace(/^["']|["']$/g, "") : undefined
}

/** Problems in one blog post's frontmatter, given the parsed frontmatter and the file's source. */
export const validatePost = (file: string, frontmatter: Record<string, unknown>, source: string): string[] => {
  const result = postFrontmatterSchema.safeParse({ ...frontmatter, date: writtenDate(source) })
  return result.success ? [] : formatIssues(file, result.error)
}

export interface PostAddress {
  slug: string
  file: string
}

/** One line per slug used by more than one post, naming every file that uses it. */
export const duplicateSlugs = (posts: ReadonlyArray<PostAddress>): string[] => {
  const bySlug = new Map<string, string[]>()
  for (const { slug, file } of posts) bySlug.set(slug, [...(bySlug.get(slug) ?? []), file])
  return [...bySlug.entries()]
    .filter(([, files]) => files.length > 1)
    .map(([slug, files]) => `${files.join(", ")}: field "slug" gives the same address ${postPath(slug)} to ${files.length} posts; each post needs its own slug`)
}
