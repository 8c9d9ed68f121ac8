/**
 * Each data file's query (homeYaml, servicesYaml, …) answers with her published page when the
 * build took one (source-pages.ts, page-nodes.ts), and with the file's node otherwise.
 * `studioFilePages` gives the studio the files' own words, which a page starts from and a reset
 * goes back to. Both read through Gatsby's node model, so their queries run again when what they
 * read changes.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { CreateResolversArgs } from "gatsby"
import type { GraphQLResolveInfo } from "graphql"
import { DATA_FILES, type DataFileName } from "../../contract/content-schema"
import { settingsPageSchema, SETTINGS_PAGE, TERMS_PAGE, type PageContent, type PageId } from "../../contract/site-pages"
import { termsSchema } from "../../contract/engagement-terms"
import { yamlTypeName } from "../content/yaml-type-name"
import { siteFile } from "../published/settings-files"
import type { PublishedPages } from "./published-pages"
import { contentOf, STUDIO_PAGE_TYPE, type StudioPageNode } from "./page-nodes"

/** The root query field of a data file's node: homeYaml, webStoriesYaml. */
const rootField = (name: DataFileName): string => yamlTypeName(name).replace(/^\w/, (letter) => letter.toLowerCase())

type Resolve = (source: unknown, args: unknown, context: NodeModelContext, info: GraphQLResolveInfo & { originalResolver?: Resolve }) => unknown
interface NodeModelContext {
  nodeModel: { findOne: (query: { type: string; query: { filter: Record<string, unknown> } }) => Promise<unknown> }
}

/** The content a page is built with: her published page when the build took one, else the file's (`file`). */
export const builtPage = <T>(pageId: PageId, file: () => T, pages: PublishedPages): T | PageContent => pages[pageId] ?? file()

/** A data file's node as the file holds it, without what Gatsby adds to every node. */
const fileContent = (node: unknown): PageContent => {
  const { id: _id, parent: _parent, children: _children, internal: _internal, ...content } = (node ?? {}) as Record<string, unknown>
  return content
}

/** Every page's words as its file holds them (the settings: the fields she edits), by page id. */
const filePagesFrom = async (context: NodeModelContext, root = process.cwd()): Promise<Record<PageId, PageContent>> => ({
  ...(Object.fromEntries(
    await Promise.all(
      (Object.keys(DATA_FILES) as DataFileName[]).map(async (name) => [name, fileContent(await context.nodeModel.findOne({ type: yamlTypeName(name), query: { filter: {} } }))]),
    ),
  ) as Record<DataFileName, PageContent>),
  [SETTINGS_PAGE]: settingsPageSchema.parse(siteFile(root)),
  [TERMS_PAGE]: termsSchema.parse(JSON.parse(readFileSync(join(root, "content", "engagement-terms.json"), "utf8"))),
})

export const createPageResolvers = ({ createResolvers }: CreateResolversArgs): void => {
  const fields = Object.fromEntries(
    (Object.keys(DATA_FILES) as DataFileName[]).map((name) => {
      const resolve: Resolve = async (source, args, context, info) => {
        const published = contentOf((await context.nodeModel.findOne({ type: STUDIO_PAGE_TYPE, query: { filter: { pageId: { eq: name } } } })) as StudioPageNode | null)
        return builtPage(name, () => info.originalResolver?.(source, args, context, info), published ? { [name]: published } : {})
      }
      return [rootField(name), { resolve }]
    }),
  )
  createResolvers({ Query: { ...fields, studioFilePages: { type: "JSON", resolve: (_source: unknown, _args: unknown, context: NodeModelContext) => filePagesFrom(context) } } })
}
