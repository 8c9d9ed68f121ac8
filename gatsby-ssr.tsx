import type { GatsbySSR } from "gatsby"
import "./src/theme/fonts"
import { dropManifestLink, dropPageLoaderScript, setPagePathAttribute } from "./src/head/boot-script"
import { inlineFavicon } from "./src/head/inline-favicon"
import { siteHeadElements } from "./src/head/site-head"
import { keepOnlyStoryTags, renderAmpStory } from "./src/stories/amp-ssr"
import { markServerStyles } from "./src/theme/server-styles"

import * as shell from "./src/wrap-elements"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = shell.wrapRootElement
export const wrapPageElement: GatsbySSR["wrapPageElement"] = shell.wrapPageElement

export const onRenderBody: GatsbySSR["onRenderBody"] = (args) => {
  const { setHtmlAttributes, setHeadComponents } = args
  setHtmlAttributes({ lang: "en-gb" })
  // No font is preloaded: a preload is fetched at High priority, which Lighthouse's LCP waits for and
  // its FCP does not, while the heading face's file found through the styles counts in both (docs/speed.md).
  setHeadComponents(siteHeadElements())
  setPagePathAttribute(args)
  // Story pages become standalone AMP documents (why and how: src/stories/amp-ssr.tsx).
  renderAmpStory(args)
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = (args) => {
  if (keepOnlyStoryTags(args)) return
  // Gatsby's page script goes; the boot file does its job (src/head/gatsby-boot-scripts.ts).
  dropPageLoaderScript(args)
  // The loader links the manifest after the first paint (src/head/gatsby-boot-scripts.ts).
  dropManifestLink(args)
  // The favicon comes in the page, so the browser requests no icon while it loads (src/head/inline-favicon.tsx).
  inlineFavicon(args)
  // The browser keeps the server's styles where they are (src/theme/server-styles.ts).
  args.replaceHeadComponents(markServerStyles(args.getHeadComponents()) as React.ReactElement[])
}
