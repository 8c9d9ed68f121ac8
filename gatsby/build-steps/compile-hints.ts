import type { CreateWebpackConfigArgs } from "gatsby"
import type { Compiler } from "webpack"

/** V8's explicit compile hint: compile every function of this file as it streams in. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad"

/**
 * The chunks every page runs in full as it starts: Gatsby's runtime with the site's shell (app) and
 * React (framework). Page and shared chunks are left out: a page runs only some of their functions.
 */
export const STARTUP_CHUNKS: ReadonlySet<string> = new Set(["app", "framework"])

/**
 * Why: Chrome compiles a function the first time it is called, on the main thread. Starting the app
 * calls nearly every function of these two chunks at once, so that compiling made the app's start
 * one long task at Lighthouse's 4x CPU. With the hint at the top of the file, Chrome 136 and later
 * compile them on the thread that streams the script in; other browsers read a comment. On the
 * built home page the app's start then left Lighthouse's long tasks (the loads: docs/speed.md).
 *
 * Added after minifying (which drops comments) and before the file names are hashed.
 */
class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap("CompileHintsPlugin", (compilation) => {
      compilation.hooks.processAssets.tap({ name: "CompileHintsPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.name || !STARTUP_CHUNKS.has(chunk.name)) continue
          for (const file of chunk.files) {
            if (!file.endsWith(".js")) continue
            compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source))
          }
        }
      })
    })
  }
}

/** The browser build only: the HTML renderer's bundle runs in Node. */
export const addCompileHints = ({ stage, actions }: CreateWebpackConfigArgs): void => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({ plugins: [new CompileHintsPlugin()] })
}
