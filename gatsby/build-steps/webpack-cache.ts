import type { CreateWebpackConfigArgs } from "gatsby"

/** The stages of `gatsby build`: the browser bundle and the HTML renderer. */
const BUILD_STAGES = new Set(["build-javascript", "build-html"])

/**
 * No persistent webpack cache in `gatsby build`. Every deploy builds from a clean checkout
 * (docs/deploying.md), so the cache was written and never read, and writing it was the costliest
 * part of the bundles after compiling them: webpack resolved the require graph of its config and
 * loaders and serialised the cache, on the main thread, during the HTML renderer's compilation, so
 * a clean build is quicker without it. A rebuild with `.cache` kept (the local build hook's)
 * recompiles the browser bundle instead, a little slower (both measured:
 * docs/gatsby-internals.md, "No webpack cache in `gatsby build`"). `gatsby develop` keeps its cache.
 */
export const skipWebpackCacheInBuilds = ({ stage, actions }: CreateWebpackConfigArgs): void => {
  if (BUILD_STAGES.has(stage)) actions.setWebpackConfig({ cache: false })
}
