import type { GatsbyConfig } from "gatsby"
import { settings, siteTitle } from "./src/settings"
import { theme } from "./src/theme/tokens"

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteTitle,
    name: settings.name,
    company: settings.company,
    description: settings.description,
    siteUrl: settings.siteUrl,
  },
  // Typed GraphQL results for pages and templates (src/gatsby-types.d.ts, generated).
  graphqlTypegen: true,
  trailingSlash: "always",
  plugins: [
    "gatsby-plugin-styled-components",
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-plugin-nprogress",
      options: { color: theme.colors.primary, showSpinner: false },
    },
  ],
}

export default config
