import type { CreateWebpackConfigArgs } from "gatsby"
import TerserPlugin from "terser-webpack-plugin"

/**
 * SWC's minifier in place of Terser's, through the same webpack plugin: on the demo build every
 * chunk a page loads first came out as small or smaller but the contact form's zod chunk, and the
 * browser build shorter, as Terser ran in one worker on 2 cores (the figures, with two compression
 * passes: docs/gatsby-internals.md and docs/speed.md).
 */
const swc = (): TerserPlugin<Parameters<typeof TerserPlugin.swcMinify>[2]> =>
  new TerserPlugin({ exclude: /\.min\.js/, minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 }, mangle: true } })

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
  config.optimization.minimizer = [swc(), ...others]
  actions.replaceWebpackConfig({ ...config, devtool: false })
}
