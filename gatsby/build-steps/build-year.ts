import type { CreateWebpackConfigArgs } from "gatsby"

/**
 * Gives the browser and the server render the same build year (process.env.GATSBY_BUILD_YEAR), so
 * the footer's year in the server HTML and at hydration agree, whatever the visitor's clock says.
 */
export const defineBuildYear = ({ actions, plugins }: CreateWebpackConfigArgs, now = new Date()): void => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ "process.env.GATSBY_BUILD_YEAR": JSON.stringify(String(now.getFullYear())) })],
  })
}
