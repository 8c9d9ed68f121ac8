import type { CreateWebpackConfigArgs } from "gatsby"

/**
 * What the server render never runs: the Firebase SDK, which pages load with import() in the browser
 * only. Webpack still compiled it into the HTML renderer (the studio's app, once most of the
 * renderer with sanitize-html, remark and parse5, is no longer in webpack at all: app-bundles.ts;
 * the sizes: docs/speed.md). In that bundle only, an empty module stands in for it, so a server render that
 * came to call it would fail instead of running browser code.
 */
export const BROWSER_ONLY_MODULES = /[\\/]node_modules[\\/](firebase|@firebase)[\\/]/

export const leaveBrowserOnlyModulesOutOfHtml = ({ stage, actions, loaders }: CreateWebpackConfigArgs): void => {
  if (stage !== "build-html") return
  actions.setWebpackConfig({ module: { rules: [{ test: BROWSER_ONLY_MODULES, use: loaders.null() }] } })
}
