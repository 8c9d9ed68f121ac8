import path from "node:path"
import type { GatsbyConfig } from "gatsby"
import { blogFeed } from "./gatsby/content/blog-feed"
import { BLOG_POST_FILES, CONTENT_SOURCE } from "./gatsby/content/content-file"
import { yamlTypeName } from "./gatsby/content/yaml-type-name"
import { EXCERPT_SEPARATOR } from "./contract/post-markdown"
import { CALL_PATH, CLIENT_PATH, ROUTES, STUDIO_PATH } from "./contract/routes"
import { nodeSettings as settings, nodeSiteTitle as siteTitle } from "./gatsby/published/node-settings"
import { THEME_COLOR } from "./src/head/site-values"
import { keepBuildHeapNearLiveSize } from "./gatsby/build-steps/heap-growth"

keepBuildHeapNearLiveSize()

const development = process.env.NODE_ENV !== "production"

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteTitle,
    name: settings.name,
    company: settings.company,
    description: settings.description,
    siteUrl: settings.siteUrl,
  },
  // Pages take their types from the content schemas (contract/), which the GraphQL types are derived from.
  graphqlTypegen: false,
  trailingSlash: "always",
  plugins: [
    {
      resolve: "gatsby-plugin-styled-components",
      // Component names in class names help only while developing; in the build they cost bytes in
      // every page's HTML and script. Vendor prefixes are off, as styled-components 6 ships them:
      // the browsers the site supports (package.json "browserslist") need none of ours, and
      // skipping the prefixer is less work at hydration.
      options: { displayName: development, fileName: development, pure: true, disableVendorPrefixes: true },
    },
    "gatsby-plugin-react-helmet",
    // What the coach edits: data files and images in content/. Stories and the blog's posts have
    // sources of their own (gatsby/stories/, gatsby/posts/post-nodes.ts); a post's cover is read here.
    {
      resolve: "gatsby-source-filesystem",
      options: { name: CONTENT_SOURCE, path: path.resolve("content"), ignore: ["**/stories/**", "**/*.svg", BLOG_POST_FILES] },
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
      options: { excerpt_separator: EXCERPT_SEPARATOR },
    },
    {
      resolve: "gatsby-plugin-sharp",
      // No placeholder: ResponsiveImage shows the image itself from the server HTML, so a blurred
      // copy would only add bytes to every page's data.
      options: { defaults: { formats: ["auto", "webp"], placeholder: "none", quality: 78 } },
    },
    "gatsby-transformer-sharp",
    // gatsby-plugin-image stays a dependency for its image data (gatsbyImageData) but is not a
    // plugin: no page renders GatsbyImage, and the plugin would add an inline script and style to
    // every page's head for it.
    {
      resolve: "gatsby-plugin-sitemap",
      options: { excludes: ["/404/", "/404.html", "/dev-404-page/", STUDIO_PATH, CALL_PATH, CLIENT_PATH] },
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
        start_url: ROUTES.home,
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
