import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { CreateWebpackConfigArgs } from "gatsby"
import { FAVICON_FILE } from "./compress-icons"

/** Where the HTML renderer reads the favicon's `data:` address (src/head/inline-favicon.tsx). */
export const FAVICON_VARIABLE = "process.env.GATSBY_FAVICON_ADDRESS"

/** The favicon (a 32 px palette PNG of about 300 bytes) as a `data:` address. A missing file means the plugin changed, and stops the build. */
export const faviconAddress = (publicDir: string): string => `data:image/png;base64,${readFileSync(join(publicDir, FAVICON_FILE)).toString("base64")}`

/**
 * Gives the HTML renderer the favicon as a constant, read here once the icons are written
 * (onPostBootstrap, before the bundles). Read by the renderer itself, the file would be a use of
 * `fs` Gatsby cannot follow ("Unsafe builtin usage"), for which every later build renders every
 * page again, a publish's warm build included.
 */
export const giveRendererTheFavicon = ({ stage, actions, plugins }: CreateWebpackConfigArgs, publicDir = join(process.cwd(), "public")): void => {
  if (stage !== "build-html") return
  actions.setWebpackConfig({ plugins: [plugins.define({ [FAVICON_VARIABLE]: JSON.stringify(faviconAddress(publicDir)) })] })
}
