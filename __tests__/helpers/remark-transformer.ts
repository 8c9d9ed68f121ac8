/**
 * gatsby-transformer-remark as the build runs it, without Gatsby around it: the transformer makes
 * the MarkdownRemark node of a Markdown file with the site's options (gatsby-config.ts), and its
 * fields answer as queries read them, through the site's resolvers (the sanitiser). Only the
 * GraphQL layer is stood in for: it hands each field the arguments the queries name.
 */
import config from "../../gatsby-config"
import { createPostHtmlResolver } from "../../gatsby/content/post-html-resolver"

// Plain CommonJS plugins without types of their own.
const { onCreateNode } = require("gatsby-transformer-remark/on-node-create") as { onCreateNode: (args: object, options: object) => Promise<unknown> }
const extendNodeType = require("gatsby-transformer-remark/extend-node-type") as (args: object, options: object) => Promise<Record<string, FieldConfig>>

type Args = Record<string, unknown>
type Resolve = (source: unknown, args: Args, context: unknown, info: unknown) => unknown
interface FieldConfig {
  resolve: Resolve
  args?: Record<string, { defaultValue?: unknown }>
}

/** gatsby-transformer-remark's options as gatsby-config.ts gives them. */
export const remarkOptions = () => {
  const entry = config.plugins?.find((plugin) => typeof plugin === "object" && plugin.resolve === "gatsby-transformer-remark")
  if (!entry || typeof entry !== "object") throw new Error("gatsby-config.ts has no gatsby-transformer-remark")
  return { plugins: [], ...(entry.options as object) }
}

const memoryCache = () => {
  const values = new Map<string, unknown>()
  return { get: async (key: string) => values.get(key), set: async (key: string, value: unknown) => void values.set(key, value) }
}

let files = 0

/** The MarkdownRemark node the transformer makes of a Markdown file's source (frontmatter and body). */
export const markdownNode = async (source: string, path: string, slug: string) => {
  const created: object[] = []
  const file = { id: `file-${(files += 1)}`, absolutePath: path, internal: { type: "File", mediaType: "text/markdown" } }
  await onCreateNode(
    {
      node: file,
      loadNodeContent: async () => source,
      actions: { createNode: (node: object) => created.push(node), createParentChildLink: () => undefined },
      createNodeId: (seed: string) => seed,
      createContentDigest: (value: unknown) => JSON.stringify(value),
      reporter: { panicOnBuild: (message: string) => { throw new Error(message) } },
    },
    remarkOptions(),
  )
  return { ...created[0], fields: { slug } }
}

/** MarkdownRemark's own fields, as the transformer declares them (raw: no site resolver). */
export const transformerFields = () => {
  const cache = memoryCache()
  return extendNodeType(
    { type: { name: "MarkdownRemark" }, basePath: "", getNode: () => undefined, getNodesByType: () => [], cache, getCache: () => cache, reporter: { warn: () => undefined } },
    remarkOptions(),
  )
}

/** MarkdownRemark's fields as queries read them: the transformer's resolvers, wrapped by the site's. */
export const siteFields = async () => {
  const own = await transformerFields()
  const wrapped: Record<string, { resolve: Resolve }> = {}
  createPostHtmlResolver({ createResolvers: (resolvers: { MarkdownRemark: typeof wrapped }) => Object.assign(wrapped, resolvers.MarkdownRemark) })
  /** A field with the arguments a query gives it (GraphQL fills in the defaults). */
  return async (name: string, node: unknown, given: Args = {}) => {
    const field = own[name]
    const defaults = Object.fromEntries(Object.entries(field.args ?? {}).map(([arg, { defaultValue }]) => [arg, defaultValue]))
    const args = { ...defaults, ...given }
    const resolve = wrapped[name]?.resolve
    const info = { originalResolver: field.resolve }
    return resolve ? resolve(node, args, undefined, info) : field.resolve(node, args, undefined, info)
  }
}
