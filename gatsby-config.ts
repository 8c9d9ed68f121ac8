import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import { blogFeed } from "./gatsby/content/blog-feed"
import { CONTENT_SOURCE } from "./gatsby/content/check-content-node"
import { yamlTypeName } from "./gatsby/content/yaml-type-name"
import { STUDIO_PATH } from "./gatsby/content/write-crawler-files"
import { settings, siteTitle } from "./src/settings"
import { THEME_COLOR } from "./src/head/site-values"
import { theme } from "./src/theme/tokens"

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteTitle,
    name: settings.name,
    company: settings.company,
    description: settings.description,
    siteUrl: settings.siteUrl,
  },
  // Pages take their types from the content schemas (shared/), which the GraphQL types are derived from.
  graphqlTypegen: false,
  trailingSlash: "always",
  plugins: [
    "gatsby-plugin-styled-components",
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-plugin-nprogress",
      options: { color: theme.colors.primary, showSpinner: false },
    },
    // What the coach edits: data files, blog posts and images in content/ (stories have their own source).
    {
      resolve: "gatsby-source-filesystem",
      options: { name: CONTENT_SOURCE, path: path.resolve("content"), ignore: ["**/stories/**", "**/*.svg"] },
    },
    // content/services.yaml becomes the ServicesYaml node, faq.yaml FaqYaml, and so on.
    {
      resolve: "gatsby-transformer-yaml",
      options: {
        typeName: ({ node }: { node: { name: string } }) => yamlTypeName(node.name),
      },
    },
    {
      resolve: "gatsby-transformer-remark",
      options: { excerpt_separator: "<!-- more -->" },
    },
    {
      resolve: "gatsby-plugin-sharp",
      options: { defaults: { formats: ["auto", "webp"], placeholder: "blurred", quality: 78 } },
    },
    "gatsby-transformer-sharp",
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/404/", "/404.html", "/dev-404-page/", STUDIO_PATH] },
    },
    {
      resolve: "gatsby-plugin-feed",
      options: { feeds: [blogFeed] },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: siteTitle,
        short_name: settings.name,
        description: settings.description,
        start_url: "/",
        lang: "en-GB",
        display: "standalone",
        background_color: THEME_COLOR,
        theme_color: THEME_COLOR,
        // The default head already declares the theme colour once.
        theme_color_in_head: false,
        // Every icon size is generated from this one square image.
        icon: "content/brand/icon.png",
      },
    },
  ],
}

export default config
