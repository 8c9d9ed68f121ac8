/**
 * @jest-environment node
 *
 * `gatsby build` writes no persistent webpack cache (every deploy builds from a clean checkout, so it
 * was written and never read); `gatsby develop` keeps its cache. The stage's configuration goes
 * through Gatsby's own reducer, so the test sees what webpack is given.
 */
import type { CreateWebpackConfigArgs } from "gatsby"
import { webpackReducer } from "gatsby/dist/redux/reducers/webpack"
import { skipWebpackCacheInBuilds } from "../gatsby/build-steps/webpack-cache"

/** The cache Gatsby 5 gives each stage (gatsby/dist/utils/webpack.config.js). */
const gatsbyConfig = (stage: string): Record<string, unknown> => ({
  mode: "production",
  cache: { type: "filesystem", name: stage, cacheLocation: `.cache/webpack/stage-${stage}` },
})

const configFor = (stage: string): Record<string, unknown> => {
  let config = gatsbyConfig(stage)
  const args = {
    stage,
    actions: {
      setWebpackConfig: (payload: Record<string, unknown>) => {
        config = webpackReducer(config, { type: "SET_WEBPACK_CONFIG", payload } as Parameters<typeof webpackReducer>[1])
      },
    },
  } as unknown as CreateWebpackConfigArgs // only the two members the function reads
  skipWebpackCacheInBuilds(args)
  return config
}

test.each(["build-javascript", "build-html"])("the %s stage of gatsby build writes no webpack cache", (stage) => {
  const config = configFor(stage)
  expect(config.cache).toBe(false)
  expect(config.mode).toBe("production")
})

test("gatsby develop keeps its webpack cache", () => {
  expect(configFor("develop").cache).toEqual(gatsbyConfig("develop").cache)
  expect(configFor("develop-html").cache).toEqual(gatsbyConfig("develop-html").cache)
})
