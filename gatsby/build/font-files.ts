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
 * extended files (scripts/subset-fonts.mjs) are that small, and only pages that use one of their
 * characters should fetch them: inlined, every page's HTML would carry them, and no page could reuse
 * them from the browser's cache. So fonts are always files.
 */
export const keepFontsAsFiles = ({ getConfig, actions }: CreateWebpackConfigArgs): void => {
  const config = getConfig() as { module: { rules: Rule[] } }
  const fontRules = config.module.rules.filter((rule) => rule.test instanceof RegExp && rule.test.test("face.woff2"))
  for (const rule of fontRules) {
    for (const use of Array.isArray(rule.use) ? (rule.use as LoaderUse[]) : []) {
      if (use.loader?.includes("url-loader")) use.options = { ...use.options, limit: false }
    }
  }
  actions.replaceWebpackConfig(config)
}
