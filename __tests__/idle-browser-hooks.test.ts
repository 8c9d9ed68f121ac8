/**
 * @jest-environment node
 *
 * The browser build swaps two plugins' do-nothing gatsby-browser modules, and Gatsby's service
 * worker registration, for an empty module. If an upgrade moves them, the pattern would silently stop
 * matching and their code return to every page; if a plugin came to register a service worker, the
 * swap would silently stop it.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { CreateWebpackConfigArgs } from "gatsby"
import config from "../gatsby-config"
import { dropIdleBrowserHooks } from "../gatsby/build-steps/idle-browser-hooks"

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

test("the browser build replaces Gatsby's service worker registration, which its runtime requires only when a plugin asks", () => {
  const [, registration] = configure("build-javascript")
  expect(existsSync(registration.replacement)).toBe(true)
  const source = join(root, "node_modules/gatsby/cache-dir/register-service-worker.js")
  expect(existsSync(source)).toBe(true)
  // The build runs Gatsby's runtime from .cache/, a copy of cache-dir.
  expect(registration.pattern.test(join(root, ".cache/register-service-worker.js"))).toBe(true)
  expect(registration.pattern.test(join(root, ".cache/production-app.js"))).toBe(false)
  const app = readFileSync(join(root, "node_modules/gatsby/cache-dir/production-app.js"), "utf8")
  expect(app).toMatch(/if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)/)
})

test("no plugin of the site, nor the site itself, asks for a service worker", () => {
  const names = (config.plugins ?? []).map((plugin) => (typeof plugin === "string" ? plugin : plugin.resolve))
  const browserModules = names
    .map((name) => {
      try {
        return require.resolve(`${name}/gatsby-browser.js`)
      } catch {
        return null // a plugin without browser hooks
      }
    })
    .filter((file): file is string => file !== null)
  expect(browserModules.length).toBeGreaterThanOrEqual(2)
  const internal = join(root, "node_modules/gatsby/dist/internal-plugins")
  const gatsbysOwn = readdirSync(internal)
    .map((name) => join(internal, name, "gatsby-browser.js"))
    .filter((file) => existsSync(file))
  expect(gatsbysOwn.length).toBeGreaterThan(0)
  for (const file of [...browserModules, ...gatsbysOwn, join(root, "gatsby-browser.tsx")]) {
    expect({ file, asks: readFileSync(file, "utf8").includes("registerServiceWorker") }).toEqual({ file, asks: false })
  }
})

test("gatsby develop and the server render keep them", () => {
  expect(configure("develop")).toEqual([])
  expect(configure("build-html")).toEqual([])
})
