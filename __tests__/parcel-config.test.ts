/**
 * @jest-environment node
 *
 * Gatsby compiles gatsby-config.ts and gatsby-node.ts (and what they import) with Parcel, in
 * production mode, with its own Parcel configuration unless the site has a `.parcelrc`. The site's is
 * Gatsby's but for the minifier: the compiled files in .cache/compiled/ keep their names, so a failing
 * build's stack trace names the site's own functions, and Terser no longer takes most of that step
 * (docs/speed.md, "Building 1,000 posts"). Parcel refuses to extend a configuration package whose name
 * is not `parcel-config-*`, so the site's is a copy, checked here against Gatsby's.
 */
import { readFileSync } from "node:fs"
import path from "node:path"

const siteConfig = (): Record<string, unknown> => JSON.parse(readFileSync(path.join(process.cwd(), ".parcelrc"), "utf8")) as Record<string, unknown>

/** The configuration Gatsby's compile step names, resolved from that step's own module. */
const gatsbysConfig = (): Record<string, unknown> => {
  const step = require.resolve("gatsby/dist/utils/parcel/compile-gatsby-files")
  const file = require.resolve("gatsby-parcel-config", { paths: [path.dirname(step)] })
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>
}

test("the site's Parcel configuration is Gatsby's, every plugin the same, but minifies nothing", () => {
  const { optimizers, ...gatsbys } = gatsbysConfig()
  // What the copy leaves out is there in Gatsby's: a minifier for the compiled scripts.
  expect(JSON.stringify(optimizers)).toMatch(/optimizer-terser/)
  expect(siteConfig()).toEqual(gatsbys)
})
