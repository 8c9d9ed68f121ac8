import { rmSync } from "node:fs"
import path from "node:path"
import { build, context, stop, type BuildContext, type BuildOptions, type Plugin } from "esbuild"
import type { CreateWebpackConfigArgs } from "gatsby"
import { SHARED_EXPORTS, SHARED_GLOBAL, type SharedModuleName } from "../../src/features/studio/shared-with-app"

/**
 * The studio's app is compiled by esbuild, beside webpack rather than inside it. It is one page's
 * code for one person, yet it was most of the browser bundle's work, in time and in webpack's heap
 * (docs/gatsby-internals.md, "The studio's app, compiled beside webpack"); esbuild compiles it
 * quickly in a process of its own. The studio page's loader imports the result by its address
 * (studio-loader.tsx), and the app uses the page's own React, styled-components and Gatsby, so
 * context (the theme, the style sheet) crosses from the page into the app as before.
 */

/**
 * Where in public/ the studio's code is written and served from: static/, whose files the hosting
 * caches for a year, as their names carry their content's hash (a build's names do).
 */
const STUDIO_BUNDLE_FOLDER = path.join("static", "studio")

const ENTRY = path.join("studio", "studio-app.tsx")

/** The variable the page reads the app's address from, inlined in its browser bundle. */
const STUDIO_SCRIPT_VARIABLE = "process.env.GATSBY_STUDIO_SCRIPT"

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")

/**
 * The module that stands for a shared package in the app: the page's own module as `require` would
 * give it, or an ES module exporting exactly the names the page hands over, so an import of any
 * other name fails the build ("No matching export") instead of the studio at run time.
 */
export const sharedModuleSource = (name: SharedModuleName): string => {
  const shared = `globalThis.${SHARED_GLOBAL}[${JSON.stringify(name)}]`
  const exports = SHARED_EXPORTS[name]
  if (exports === "module") return `module.exports = ${shared}`
  return [
    `const shared = ${shared}`,
    ...exports.map((exported) => (exported === "default" ? "export default shared.default" : `export const ${exported} = shared.${exported}`)),
  ].join("\n")
}

/** Resolves each shared package to the page's, through sharedModuleSource. */
export const sharedWithPage: Plugin = {
  name: "shared-with-page",
  setup(esbuild) {
    const names = Object.keys(SHARED_EXPORTS) as SharedModuleName[]
    esbuild.onResolve({ filter: new RegExp(`^(${names.map(escape).join("|")})$`) }, ({ path: name }) => ({ path: name, namespace: "page" }))
    esbuild.onLoad({ filter: /.*/, namespace: "page" }, ({ path: name }) => ({ contents: sharedModuleSource(name as SharedModuleName), loader: "js" }))
  },
}

interface Definitions {
  definitions?: Record<string, unknown>
}

/**
 * The page's own `process.env` values, taken from the DefinePlugins of the webpack stage (Gatsby's:
 * GATSBY_* variables, the .env file, NODE_ENV; ours: the build year), so both bundles read the same
 * settings. esbuild takes JSON values only: Gatsby's `({})` fallback for other variables becomes `{}`.
 */
export const processEnvDefinitions = (plugins: readonly unknown[]): Record<string, string> => {
  const defined: Record<string, string> = {}
  for (const plugin of plugins) {
    if (plugin?.constructor?.name !== "DefinePlugin") continue
    for (const [key, value] of Object.entries((plugin as Definitions).definitions ?? {})) {
      if (!key.startsWith("process.env") || typeof value !== "string") continue
      defined[key] = value === "({})" ? "{}" : value
    }
  }
  return defined
}

/** How the app is compiled (exported for the test that compiles the real app). */
export const studioBuildOptions = (root: string, define: Record<string, string>, production: boolean): BuildOptions => ({
  absWorkingDir: root,
  entryPoints: [ENTRY],
  outdir: path.join(root, "public", STUDIO_BUNDLE_FOLDER),
  // A hashed entry in a build (cached for a year, as webpack's files are); a fixed one in develop, where
  // the page keeps the address it was given while the watcher rebuilds. Chunks are named by their content.
  entryNames: production ? "[name]-[hash]" : "[name]",
  chunkNames: "chunk-[hash]",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "browser",
  // The oldest syntax the browsers in package.json's browserslist need (all of them load ES modules).
  target: "es2017",
  minify: production,
  legalComments: "none",
  metafile: true,
  define,
  plugins: [sharedWithPage],
  logLevel: "silent",
})

/**
 * The address of the entry file among what esbuild wrote. Each file the app imports dynamically
 * (a screen, the preview) is marked with its own `entryPoint` too, so the app's is found by name.
 */
export const entryAddress = (root: string, outputs: Record<string, { entryPoint?: string }>): string => {
  const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint?.split("/").join(path.sep) === ENTRY)
  if (!entry) throw new Error(`esbuild wrote no entry file for ${ENTRY}`)
  return `/${path.relative(path.join(root, "public"), path.join(root, entry)).split(path.sep).join("/")}`
}

/** In develop, one esbuild context for the whole session, watching the app's sources. */
let developContext: BuildContext | undefined

/**
 * Compiles the studio's app for the browser stage (build-javascript, or develop where it keeps
 * watching the sources) and tells the page's bundle where it is. The HTML renderer needs neither.
 */
export const bundleStudioApp = async ({ stage, actions, plugins, getConfig, reporter }: CreateWebpackConfigArgs): Promise<void> => {
  if (stage !== "build-javascript" && stage !== "develop") return
  const root = process.cwd()
  const define = processEnvDefinitions((getConfig() as { plugins?: unknown[] }).plugins ?? [])
  const production = stage === "build-javascript"
  let address: string
  // Earlier builds' files go: a rebuild that keeps public/ (the local build hook's) would pile them up.
  rmSync(path.join(root, "public", STUDIO_BUNDLE_FOLDER), { recursive: true, force: true })
  try {
    if (production) {
      address = entryAddress(root, (await build(studioBuildOptions(root, define, true))).metafile?.outputs ?? {})
      // esbuild's service process would otherwise stay alive, holding memory, to the end of the build.
      await stop()
    } else {
      await developContext?.dispose()
      developContext = await context(studioBuildOptions(root, define, false))
      address = entryAddress(root, (await developContext.rebuild()).metafile?.outputs ?? {})
      await developContext.watch()
    }
  } catch (error) {
    reporter.panic(`The studio's app could not be compiled (${ENTRY}):\n${error instanceof Error ? error.message : String(error)}`)
    return
  }
  actions.setWebpackConfig({ plugins: [plugins.define({ [STUDIO_SCRIPT_VARIABLE]: JSON.stringify(address) })] })
}
