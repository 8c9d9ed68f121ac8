import type { CreateWebpackConfigArgs } from "gatsby"

interface LoaderUse {
  loader?: string
  options?: Record<string, unknown>
}

interface Rule {
  test?: unknown
  use?: unknown
}

/**
 * Gatsby's rule for fonts inlines any file under 10 KB into the CSS as a data URL. The faces'
 * extended files (scripts/subset-fonts.ts) are that small, and only pages that use one of their
 * characters should fetch them: inlined, every page's HTML would carry them, and no page could reuse
 * them from the browser's cache. So fonts are always files.
 */
export const keepFontsAsFiles = ({ getConfig, actions }: CreateWebpackConfigArgs): void => {
  const config = getConfig() as { module: { rules: Rule[] } }
  const fontRules = config.module.rules.filter((rule) => rule.test instanceof RegExp && rule.test.test("face.woff2"))
  const urlLoaders = fontRules.flatMap((rule) => (Array.isArray(rule.use) ? (rule.use as LoaderUse[]) : [])).filter((use) => use.loader?.includes("url-loader"))
  // Every stage of Gatsby 5 has this rule: without it, Gatsby changed how fonts load, and this must be looked at again.
  if (urlLoaders.length === 0) throw new Error("Gatsby's webpack configuration has no url-loader rule for .woff2 files any more: see gatsby/build-steps/font-files.ts")
  for (const use of urlLoaders) use.options = { ...use.options, limit: false }
  actions.replaceWebpackConfig(config)
}
