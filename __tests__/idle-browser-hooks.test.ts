/**
 * @jest-environment node
 *
 * The browser build swaps two plugins' do-nothing gatsby-browser modules for an empty one. If an
 * upgrade moves them, the pattern would silently stop matching and their code return to every page.
 */
import { existsSync } from "node:fs"
import { join } from "node:path"
import type { CreateWebpackConfigArgs } from "gatsby"
import { dropIdleBrowserHooks } from "../gatsby/build/idle-browser-hooks"

const root = join(__dirname, "..")

const configure = (stage: string): Array<{ pattern: RegExp; replacement: string }> => {
  const added: Array<{ pattern: RegExp; replacement: string }> = []
  const args = {
    stage,
    actions: { setWebpackConfig: ({ plugins }: { plugins: Array<{ pattern: RegExp; replacement: string }> }) => added.push(...plugins) },
    plugins: { normalModuleReplacement: (pattern: RegExp, replacement: string) => ({ pattern, replacement }) },
  } as unknown as CreateWebpackConfigArgs // only the three members the function reads
  dropIdleBrowserHooks(args, root)
  return added
}

test("the browser build replaces the Partytown and manifest browser hooks, and only those, with an existing empty module", () => {
  const [swap] = configure("build-javascript")
  expect(existsSync(swap.replacement)).toBe(true)
  expect(swap.pattern.test(require.resolve("gatsby-plugin-manifest/gatsby-browser.js"))).toBe(true)
  expect(swap.pattern.test(join(root, "node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js"))).toBe(true)
  expect(existsSync(join(root, "node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js"))).toBe(true)
  expect(swap.pattern.test(require.resolve("gatsby-plugin-styled-components/gatsby-browser.js"))).toBe(false)
  expect(swap.pattern.test(join(root, "gatsby-browser.tsx"))).toBe(false)
})

test("gatsby develop and the server render keep them", () => {
  expect(configure("develop")).toEqual([])
  expect(configure("build-html")).toEqual([])
})
