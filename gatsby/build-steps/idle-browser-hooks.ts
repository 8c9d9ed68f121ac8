import path from "node:path"
import type { CreateWebpackConfigArgs } from "gatsby"

/**
 * Plugins' gatsby-browser modules that do nothing in this site's production build yet weigh on every
 * page's first JavaScript (docs/gatsby-internals.md has the bytes): Gatsby's Partytown hook acts only under `gatsby develop`
 * (the site has no off-main-thread script), and the manifest plugin's route hook acts only with its
 * `localize` option (unused). The manifest one also requires "gatsby" as CommonJS, which keeps
 * webpack from dropping gatsby-script from the app chunk.
 */
const IDLE_BROWSER_HOOKS = /[\\/](internal-plugins[\\/]partytown|gatsby-plugin-manifest)[\\/]gatsby-browser\.js$/

/**
 * Gatsby's service worker registration, which its runtime requires only when a plugin's
 * `registerServiceWorker` hook says yes. No plugin here has that hook (a unit test reads them all),
 * yet webpack bundles the module into every page's first JavaScript.
 */
export const SERVICE_WORKER_REGISTRATION = /[\\/]\.cache[\\/]register-service-worker\.js$/

/** gatsby-node is compiled elsewhere, so the path comes from the site root, not __dirname. */
const noBrowserHooks = (root: string): string => path.join(root, "gatsby", "build-steps", "no-browser-hooks.js")

/** The browser build gets an empty module in their place. */
export const dropIdleBrowserHooks = ({ stage, actions, plugins }: CreateWebpackConfigArgs, root = process.cwd()): void => {
  if (stage !== "build-javascript") return
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(IDLE_BROWSER_HOOKS, noBrowserHooks(root)),
      plugins.normalModuleReplacement(SERVICE_WORKER_REGISTRATION, noBrowserHooks(root)),
    ],
  })
}
