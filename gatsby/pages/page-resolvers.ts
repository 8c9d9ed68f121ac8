/**
 * Each data file's query (homeYaml, servicesYaml, …) answers with her published page when the
 * build took one (source-pages.ts), and with the file's node otherwise. `studioFilePages` gives the
 * studio the files' own words, which a page starts from and a reset goes back to.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { CreateResolversArgs } from "gatsby"
import type { GraphQLResolveInfo } from "graphql"
import { DATA_FILES, type DataFileName } from "../../contract/content-schema"
import { settingsPageSchema, SETTINGS_PAGE, type PageContent, type PageId } from "../../contract/site-pages"
import { yamlTypeName } from "../content/yaml-type-name"
import { readPagesForBuild, siteFile } from "./page-files"

// js-yaml (Gatsby's YAML transformer reads the files with it) ships no types here; only `load` is used.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- an import would need the types it lacks
const yaml = require("js-yaml") as { load: (source: string) => unknown }

/** The root query field of a data file's node: homeYaml, webStoriesYaml. */
const rootField = (name: DataFileName): string => yamlTypeName(name).replace(/^\w/, (letter) => letter.toLowerCase())

type Resolve = (source: unknown, args: unknown, context: unknown, info: GraphQLResolveInfo & { originalResolver?: Resolve }) => unknown

/** The content a page is built with: her published page when the build took one, else the file's (`file`). */
export const builtPage = <T>(pageId: PageId, file: () => T, pages = readPagesForBuild()): T | PageContent => pages[pageId] ?? file()

/** Every page's words as its file holds them (the settings: the fields she edits), by page id. */
export const filePages = (root = process.cwd()): Record<PageId, PageContent> => ({
  ...(Object.fromEntries(Object.keys(DATA_FILES).map((name) => [name, yaml.load(readFileSync(join(root, "content", `${name}.yaml`), "utf8"))])) as Record<DataFileName, PageContent>),
  [SETTINGS_PAGE]: settingsPageSchema.parse(siteFile(root)),
})

export const createPageResolvers = ({ createResolvers }: CreateResolversArgs): void => {
  const fields = Object.fromEntries(
    (Object.keys(DATA_FILES) as DataFileName[]).map((name) => {
      const resolve: Resolve = (source, args, context, info) => builtPage(name, () => info.originalResolver?.(source, args, context, info))
      return [rootField(name), { resolve }]
    }),
  )
  createResolvers({ Query: { ...fields, studioFilePages: { type: "JSON", resolve: () => filePages() } } })
}
