/**
 * @jest-environment node
 *
 * Fonts are always files, never data URLs inlined into the CSS (why: gatsby/build-steps/font-files.ts).
 * The rule below is Gatsby 5's (rules.fonts() in gatsby/dist/utils/webpack-utils.js); the browser
 * tests of the fonts check the result in a real build.
 */
import type { CreateWebpackConfigArgs } from "gatsby"
import { keepFontsAsFiles } from "../gatsby/build-steps/font-files"

interface Config {
  module: { rules: Array<{ test: RegExp; use: Array<{ loader: string; options?: Record<string, unknown> }> }> }
}

const configure = (config: Config): Config => {
  let replaced: Config | null = null
  const args = {
    getConfig: () => config,
    actions: { replaceWebpackConfig: (next: Config) => (replaced = next) },
  } as unknown as CreateWebpackConfigArgs // only the two members the function reads
  keepFontsAsFiles(args)
  if (!replaced) throw new Error("the configuration was not replaced")
  return replaced
}

const GATSBY_FONT_RULE = () => ({
  test: /\.(eot|otf|ttf|woff(2)?)(\?.*)?$/,
  use: [{ loader: "/site/node_modules/url-loader/dist/cjs.js", options: { limit: 10000, name: "static/[name]-[hash].[ext]" } }],
})
const IMAGE_RULE = () => ({ test: /\.(png|jpg)$/, use: [{ loader: "/site/node_modules/url-loader/dist/cjs.js", options: { limit: 10000 } }] })

test("Gatsby's font rule never inlines a font, whatever its size; other rules keep their limit", () => {
  const config = configure({ module: { rules: [IMAGE_RULE(), GATSBY_FONT_RULE()] } })
  expect(config.module.rules[1].use[0].options).toEqual({ limit: false, name: "static/[name]-[hash].[ext]" })
  expect(config.module.rules[0].use[0].options).toEqual({ limit: 10000 })
})

test("a configuration without that rule stops the build, rather than fonts silently becoming data URLs", () => {
  expect(() => configure({ module: { rules: [IMAGE_RULE()] } })).toThrow(/no url-loader rule for \.woff2/)
})
