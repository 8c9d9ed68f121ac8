import type { CreateWebpackConfigArgs } from "gatsby"
import TerserPlugin from "terser-webpack-plugin"

/**
 * SWC's minifier in place of Terser's, through the same webpack plugin: on the demo build every
 * chunk a page loads first came out as small or smaller but the contact form's zod chunk, and the
 * browser build shorter, as Terser ran in one worker on 2 cores (the figures, with two compression
 * passes: docs/gatsby-internals.md and docs/speed.md).
 */
const swc = (): TerserPlugin<Parameters<typeof TerserPlugin.swcMinify>[2]> =>
  new TerserPlugin({ exclude: /\.min\.js/, parallel: false, minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 }, mangle: true } })

/**
 * Both minifiers work in the build's own process. Given the machine's cores less one, on 2 cores
 * each started one worker process and the build waited idle for it; SWC minifies on threads of its
 * own, and the site's CSS is a few font faces (the figures: docs/speed.md, "Building 1,000 posts").
 */
const inProcess = (minimizer: unknown): unknown => {
  const options = (minimizer as { options?: { parallel?: unknown } }).options
  if (minimizer?.constructor?.name === "CssMinimizerPlugin" && options) options.parallel = false
  return minimizer
}

/**
 * The browser build's minifier, and no source maps: nothing here reads them, and they published the
 * site's source beside its scripts (the HTML renderer keeps its own, for the code frames of a page
 * that fails to render).
 */
export const minifyScripts = ({ stage, getConfig, actions }: CreateWebpackConfigArgs): void => {
  if (stage !== "build-javascript") return
  const config = getConfig() as { optimization: { minimizer: unknown[] } }
  const [gatsbyTerser, ...others] = config.optimization.minimizer
  // Gatsby's first minimizer is its Terser; the others (CSS) stay.
  if (!(gatsbyTerser instanceof TerserPlugin)) throw new Error("Gatsby's first minimizer is no longer Terser: see gatsby/build-steps/minify-scripts.ts")
  config.optimization.minimizer = [swc(), ...others.map(inProcess)]
  actions.replaceWebpackConfig({ ...config, devtool: false })
}
