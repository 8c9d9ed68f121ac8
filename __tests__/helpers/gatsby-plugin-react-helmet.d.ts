/** The plugin ships no types; its server hook is Gatsby's own onRenderBody. */
declare module "gatsby-plugin-react-helmet/gatsby-ssr" {
  import type { GatsbySSR } from "gatsby"
  export const onRenderBody: NonNullable<GatsbySSR["onRenderBody"]>
}
