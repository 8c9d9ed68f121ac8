import { rmSync } from "node:fs"
import path from "node:path"
import { build, context, stop, type BuildContext, type BuildOptions, type Plugin } from "esbuild"
import type { CreateWebpackConfigArgs } from "gatsby"
import { SHARED_EXPORTS, SHARED_GLOBAL, type SharedModuleName } from "../../src/features/apps/shared-with-app"

/**
 * The apps apart from the site, the coach's studio and the client's room, are compiled by esbuild,
 * beside webpack rather than inside it. Each is one page's code for one person, yet the studio was
 * most of the browser bundle's work, in time and in webpack's heap (docs/gatsby-internals.md, "The
 * studio's app, compiled beside webpack"); esbuild compiles them quickly in a process of its own.
 * Each page's loader imports its app by the address given here (src/features/apps/load-app.ts), and
 * the app uses the page's own React, styled-components and Gatsby, so context (the theme, the style
 * sheet) crosses from the page into the app as before.
 */

export interface AppBundle {
  /** The app's entry file, from the project's folder. */
  entry: string
  /**
   * Where in public/ its code is written and served from: under static/, whose files the hosting
   * caches for a year, as their names carry their content's hash (a build's names do).
   */
  folder: string
  /** The variable its page reads the app's address from, inlined in the page's browser bundle. */
  variable: string
}

export const APPS = {
  studio: { entry: path.join("studio", "studio-app.tsx"), folder: path.join("static", "studio"), variable: "process.env.GATSBY_STUDIO_SCRIPT" },
  client: { entry: path.join("client", "client-app.tsx"), folder: path.join("static", "client"), variable: "process.env.GATSBY_CLIENT_SCRIPT" },
} as const satisfies Record<string, AppBundle>

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")

/**
 * The module that stands for a shared package in the app: the page's own module as `require` would
 * give it, or an ES module exporting exactly the names the page hands over, so an import of any
 * other name fails the build ("No matching export") instead of the app at run time.
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

/** How an app is compiled (exported for the test that compiles the real apps). */
export const appBuildOptions = (app: AppBundle, root: string, define: Record<string, string>, production: boolean): BuildOptions => ({
  absWorkingDir: root,
  entryPoints: [app.entry],
  outdir: path.join(root, "public", app.folder),
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
export const entryAddress = (app: AppBundle, root: string, outputs: Record<string, { entryPoint?: string }>): string => {
  const entry = Object.keys(outputs).find((file) => outputs[file].entryPoint?.split("/").join(path.sep) === app.entry)
  if (!entry) throw new Error(`esbuild wrote no entry file for ${app.entry}`)
  return `/${path.relative(path.join(root, "public"), path.join(root, entry)).split(path.sep).join("/")}`
}

/** In develop, one esbuild context per app for the whole session, watching its sources. */
const developContexts = new Map<AppBundle, BuildContext>()

/** Compiles one app and answers its entry's address. */
const bundleApp = async (app: AppBundle, root: string, define: Record<string, string>, production: boolean): Promise<string> => {
  // Earlier builds' files go: a rebuild that keeps public/ (the local build hook's) would pile them up.
  rmSync(path.join(root, "public", app.folder), { recursive: true, force: true })
  if (production) return entryAddress(app, root, (await build(appBuildOptions(app, root, define, true))).metafile?.outputs ?? {})
  await developContexts.get(app)?.dispose()
  const developContext = await context(appBuildOptions(app, root, define, false))
  developContexts.set(app, developContext)
  const address = entryAddress(app, root, (await developContext.rebuild()).metafile?.outputs ?? {})
  await developContext.watch()
  return address
}

/**
 * Compiles the apps for the browser stage (build-javascript, or develop where it keeps watching
 * their sources) and tells the pages' bundle where each is. The HTML renderer needs neither.
 */
export const bundleApps = async ({ stage, actions, plugins, getConfig, reporter }: CreateWebpackConfigArgs): Promise<void> => {
  if (stage !== "build-javascript" && stage !== "develop") return
  const root = process.cwd()
  const define = processEnvDefinitions((getConfig() as { plugins?: unknown[] }).plugins ?? [])
  const production = stage === "build-javascript"
  const compile = async (app: AppBundle): Promise<[string, string]> => {
    try {
      return [app.variable, JSON.stringify(await bundleApp(app, root, define, production))]
    } catch (error) {
      throw new Error(`An app could not be compiled (${app.entry}):\n${error instanceof Error ? error.message : String(error)}`)
    }
  }
  let addresses: Record<string, string>
  try {
    // Both at once: webpack waits for their addresses, and esbuild's one process takes both.
    addresses = Object.fromEntries(await Promise.all(Object.values(APPS).map(compile)))
  } catch (error) {
    reporter.panic((error as Error).message)
    return
  }
  // esbuild's service process would otherwise stay alive, holding memory, to the end of the build.
  if (production) await stop()
  actions.setWebpackConfig({ plugins: [plugins.define(addresses)] })
}
