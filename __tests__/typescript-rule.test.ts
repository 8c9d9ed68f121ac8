/**
 * @jest-environment node
 *
 * Each of the site's TypeScript modules goes through Babel once (why: gatsby/build-steps/typescript-rule.ts).
 * The rules are Gatsby 5's own, made by its webpack utilities, and gatsby-plugin-typescript's, added by
 * the plugin's own hook; the builds in the browser tests compile the site with the result.
 */
import path from "node:path"
import type { CreateWebpackConfigArgs } from "gatsby"
import { compileTypeScriptOnce } from "../gatsby/build-steps/typescript-rule"

interface Loader {
  loader: string
}
interface Rule {
  test: RegExp
  include?: (file: string) => boolean
  use: (info: { issuer: string }) => Loader[]
}
interface Config {
  module: { rules: Rule[] }
}

// Gatsby's own modules, as its build loads them (no types are published for either).
const { createWebpackUtils } = require("gatsby/dist/utils/webpack-utils") as { createWebpackUtils: (stage: string, program: { directory: string }) => { rules: { js: () => Rule }; loaders: unknown } }
const typescriptPlugin = require("gatsby-plugin-typescript/gatsby-node") as { onCreateWebpackConfig: (args: object) => void }

/** Gatsby's rule for scripts, then the one gatsby-plugin-typescript adds, for one stage. */
const gatsbyRules = (stage: string): Rule[] => {
  const { rules, loaders } = createWebpackUtils(stage, { directory: process.cwd() })
  let added: Config | undefined
  typescriptPlugin.onCreateWebpackConfig({ actions: { setWebpackConfig: (config: Config) => (added = config) }, loaders })
  return [rules.js(), ...(added?.module.rules ?? [])]
}

const configure = (rules: Rule[]): Config => {
  let replaced: Config | undefined
  const args = {
    getConfig: () => ({ module: { rules } }),
    actions: { replaceWebpackConfig: (next: Config) => (replaced = next) },
  } as unknown as CreateWebpackConfigArgs // only the two members the function reads
  compileTypeScriptOnce(args)
  if (!replaced) throw new Error("the configuration was not replaced")
  return replaced
}

/** The Babel loaders webpack runs on a file: every rule whose test and include take it. */
const babelPasses = (rules: Rule[], file: string): number =>
  rules
    .filter((rule) => rule.test.test(file) && (rule.include?.(file) ?? true))
    .flatMap((rule) => rule.use({ issuer: "" }))
    .filter((use) => use.loader.endsWith(path.join("gatsby", "dist", "utils", "babel-loader.js"))).length

const page = path.join(process.cwd(), "src", "pages", "index.tsx")
const hook = path.join(process.cwd(), "src", "features", "booking", "use-booking-form.ts")
const script = path.join(process.cwd(), "gatsby-browser.js")

test.each(["build-javascript", "build-html", "develop", "develop-html"])("in %s each TypeScript module goes through Babel once, as a script does", (stage) => {
  const before = gatsbyRules(stage)
  // What this step is for: Gatsby 5 and its TypeScript plugin both take .tsx files.
  expect(babelPasses(before, page)).toBe(2)
  const after = configure(before).module.rules
  expect([babelPasses(after, page), babelPasses(after, hook), babelPasses(after, script)]).toEqual([1, 1, 1])
})

test("without Gatsby's rule for .ts and .tsx files, or without the plugin's, the build stops instead of compiling nothing", () => {
  const [scripts, plugin] = gatsbyRules("build-javascript")
  expect(() => configure([plugin])).toThrow(/no longer takes \.ts and \.tsx/)
  expect(() => configure([scripts])).toThrow(/no longer there/)
})
