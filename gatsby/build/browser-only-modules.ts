import type { CreateWebpackConfigArgs } from "gatsby"

/**
 * What the server render never runs: the Firebase SDK and the studio's app, which pages load with
 * import() in the browser only. Webpack still compiled them into the HTML renderer, with
 * sanitize-html, remark and parse5 behind the studio: about 2.7 MB of the renderer's 4.3 MB, and a
 * second and more of every build. In that bundle only, an empty module stands in for them, so a
 * server render that came to call one would fail instead of running browser code.
 */
export const BROWSER_ONLY_MODULES = /[\\/]node_modules[\\/](firebase|@firebase)[\\/]|[\\/]src[\\/]features[\\/]studio[\\/]studio-app\.tsx$/

export const leaveBrowserOnlyModulesOutOfHtml = ({ stage, actions, loaders }: CreateWebpackConfigArgs): void => {
  if (stage !== "build-html") return
  actions.setWebpackConfig({ module: { rules: [{ test: BROWSER_ONLY_MODULES, use: loaders.null() }] } })
}
