/**
 * The coach's words as the content files hold them, checked by the build's own schemas. Tests read
 * what they look for from here, so a copy edit in content/ changes what they expect, not whether
 * they pass.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { z } from "zod"
import { DATA_FILES, type DataFileName } from "../contract/content-schema"
import { closingFileSchema } from "../contract/site-schema"
import { settingsPageSchema, SETTINGS_PAGE, TERMS_PAGE, type PageContent, type PageId } from "../contract/site-pages"
import { termsSchema } from "../contract/engagement-terms"

// js-yaml (Gatsby's YAML transformer uses it) ships no types here; only `load` is used.
const yaml = require("js-yaml") as { load: (source: string, options?: { schema: unknown }) => unknown; CORE_SCHEMA: unknown }

const CONTENT = join(__dirname, "../content")
const read = (file: string): string => readFileSync(join(CONTENT, file), "utf8")

/** content/<name>.yaml, as the build checks it. */
export const dataFile = <Name extends DataFileName>(name: Name): z.infer<(typeof DATA_FILES)[Name]> =>
  DATA_FILES[name].parse(yaml.load(read(`${name}.yaml`))) as z.infer<(typeof DATA_FILES)[Name]>

/** Every page's words as its file holds them, as the build gives them to the studio (gatsby/pages/page-resolvers.ts). */
export const filePages = (): Record<PageId, PageContent> => ({
  ...(Object.fromEntries(Object.keys(DATA_FILES).map((name) => [name, yaml.load(read(`${name}.yaml`))])) as Record<DataFileName, PageContent>),
  [SETTINGS_PAGE]: settingsPageSchema.parse(JSON.parse(read("site.json"))),
  [TERMS_PAGE]: termsSchema.parse(JSON.parse(read("engagement-terms.json"))),
})

/** content/stories/closing.json: the page every story ends with. */
export const closingPage = (): z.infer<typeof closingFileSchema> => closingFileSchema.parse(JSON.parse(read("stories/closing.json")))

/** A story's own file, content/stories/<id>/story.json (only the fields tests look for). */
export const storyFile = (id: string): { title: string; pages: { heading: string }[] } =>
  JSON.parse(read(`stories/${id}/story.json`)) as { title: string; pages: { heading: string }[] }

export interface PostFile {
  title: string
  /** The text of each `## ` heading in the body, in order. */
  headings: string[]
  /** The Markdown after the front matter. */
  body: string
}

/** content/blog/<folder>/index.md: its title and the headings of its body. */
export const postFile = (folder: string): PostFile => {
  const [, frontmatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(read(`blog/${folder}/index.md`)) ?? []
  // The core schema keeps dates as the text written, as the post schema expects.
  const { title } = yaml.load(frontmatter ?? "", { schema: yaml.CORE_SCHEMA }) as { title: string }
  return { title, headings: [...(body ?? "").matchAll(/^## (.+)$/gm)].map(([, heading]) => heading.trim()), body: body ?? "" }
}
