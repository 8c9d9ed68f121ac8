/**
 * @jest-environment node
 *
 * The browser build's minifier is SWC's, in place of the Terser Gatsby configures first, and the
 * browser build writes no source maps. If Gatsby stopped putting its Terser first, the build stops
 * instead of minifying twice or not at all.
 */
import type { CreateWebpackConfigArgs } from "gatsby"
import TerserPlugin from "terser-webpack-plugin"
import { minifyScripts } from "../gatsby/build-steps/minify-scripts"

interface Config {
  devtool?: unknown
  optimization: { minimizer: unknown[] }
}

const configure = (stage: string, config: Config): Config | undefined => {
  let replaced: Config | undefined
  const args = {
    stage,
    getConfig: () => config,
    actions: { replaceWebpackConfig: (next: Config) => (replaced = next) },
  } as unknown as CreateWebpackConfigArgs // only the three members the function reads
  minifyScripts(args)
  return replaced
}

// Gatsby's CSS minimizer, as Gatsby 5 makes it (plugins.minifyCss: one worker per core but one); no types are published.
const CssMinimizerPlugin = require("css-minimizer-webpack-plugin") as new (options: { parallel: number }) => { options: { parallel: unknown } }
const cssMinimizer = new CssMinimizerPlugin({ parallel: 1 })
/** How Gatsby 5 configures the browser build: its Terser first, then CSS, with source maps. */
const gatsbyConfig = (): Config => ({ devtool: "source-map", optimization: { minimizer: [new TerserPlugin(), cssMinimizer] } })

test("the browser build minifies with SWC through the same plugin, keeps the CSS minimizer, both in its own process, and writes no source maps", async () => {
  const config = configure("build-javascript", gatsbyConfig())
  expect(config?.devtool).toBe(false)
  const [scripts, css] = config?.optimization.minimizer ?? []
  expect(css).toBe(cssMinimizer)
  expect(scripts).toBeInstanceOf(TerserPlugin)
  // Both in the build's own process: no worker started for either, the build idle while it works.
  expect([(scripts as unknown as { options: { parallel: unknown } }).options.parallel, cssMinimizer.options.parallel]).toEqual([false, false])
  // The plugin's minify function is SWC's: run it on a script.
  const { minimizer } = (scripts as unknown as { options: { minimizer: { implementation: typeof TerserPlugin.swcMinify; options: object } } }).options
  expect(minimizer.implementation).toBe(TerserPlugin.swcMinify)
  const result = await minimizer.implementation({ "a.js": "function greet(name) { const text = 'Hello, ' + name; return text }\nwindow.greet = greet" }, undefined, minimizer.options)
  expect(result.code?.length).toBeLessThan(60)
  expect(new Function("window", `${result.code}; return window.greet("Eleanor")`)({})).toBe("Hello, Eleanor")
})

test("the HTML renderer and gatsby develop keep Gatsby's configuration", () => {
  expect(configure("build-html", gatsbyConfig())).toBeUndefined()
  expect(configure("develop", gatsbyConfig())).toBeUndefined()
})

test("a configuration whose first minimizer is not Gatsby's Terser stops the build", () => {
  expect(() => configure("build-javascript", { optimization: { minimizer: [new CssMinimizerPlugin({ parallel: 1 })] } })).toThrow(/no longer Terser/)
})
