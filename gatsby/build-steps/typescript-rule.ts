import type { CreateWebpackConfigArgs } from "gatsby"

interface Rule {
  test?: unknown
  use?: unknown
}

const SCRIPTS = /\.(js|mjs|jsx|ts|tsx)$/
const TYPESCRIPT = /\.tsx?$/

const sameTest = (rule: Rule, test: RegExp): boolean => rule.test instanceof RegExp && rule.test.source === test.source

/**
 * Gatsby 5's own rule for scripts takes .ts and .tsx files too, and compiles them with Babel's
 * TypeScript preset, which gatsby-plugin-typescript (one of Gatsby's default plugins) registers. That
 * plugin also adds a rule of its own for the same files from Gatsby 2's days, so each of the site's
 * TypeScript modules went through Babel twice, the second time on the first's output, in the browser
 * build and the HTML renderer alike. Its rule goes; its Babel preset stays (the figures:
 * docs/speed.md, "Building 1,000 posts").
 */
export const compileTypeScriptOnce = ({ getConfig, actions }: CreateWebpackConfigArgs): void => {
  const config = getConfig() as { module: { rules: Rule[] } }
  // Without Gatsby's rule for .ts and .tsx files, the plugin's would be the only one: stop rather than compile nothing.
  if (!config.module.rules.some((rule) => sameTest(rule, SCRIPTS))) throw new Error("Gatsby's webpack rule for scripts no longer takes .ts and .tsx files: see gatsby/build-steps/typescript-rule.ts")
  const rules = config.module.rules.filter((rule) => !(sameTest(rule, TYPESCRIPT) && typeof rule.use === "function"))
  // Gatsby 5 has the plugin's rule in every stage: without it, the plugin has changed, and this must be looked at again.
  if (rules.length !== config.module.rules.length - 1) throw new Error("gatsby-plugin-typescript's webpack rule for .ts and .tsx files is no longer there: see gatsby/build-steps/typescript-rule.ts")
  actions.replaceWebpackConfig({ ...config, module: { ...config.module, rules } })
}
