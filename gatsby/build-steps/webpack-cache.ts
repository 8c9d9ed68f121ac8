import type { CreateWebpackConfigArgs } from "gatsby"

/** The stages of `gatsby build`: the browser bundle and the HTML renderer. */
const BUILD_STAGES = new Set(["build-javascript", "build-html"])

/**
 * No persistent webpack cache in `gatsby build`. Every deploy builds from a clean checkout
 * (docs/deploying.md), so the cache was written and never read, and writing it was the costliest
 * part of the bundles after compiling them: webpack resolved the require graph of its config and
 * loaders (about 5,000 files, 3-5 s a bundle) and serialised 83 MB, on the main thread, during the
 * HTML renderer's compilation. At 1,000 posts a clean build took 31-33 s without it against 34-41 s
 * with it. A rebuild with `.cache` kept (the local build hook's) recompiles the browser bundle
 * instead: 17 s against 14 s at 1,000 posts. `gatsby develop` keeps its cache.
 */
export const skipWebpackCacheInBuilds = ({ stage, actions }: CreateWebpackConfigArgs): void => {
  if (BUILD_STAGES.has(stage)) actions.setWebpackConfig({ cache: false })
}
