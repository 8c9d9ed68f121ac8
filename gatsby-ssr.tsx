import type { GatsbySSR } from "gatsby"
import "./src/theme/fonts"
import { dropPageLoaderScript, setPagePathAttribute } from "./src/head/boot-script"
import { siteHeadElements } from "./src/head/site-head"
import { keepOnlyStoryTags, renderAmpStory } from "./src/stories/amp-ssr"
import { fontPreloads } from "./src/theme/font-preloads"
import { markServerStyles } from "./src/theme/server-styles"

import * as shell from "./src/wrap-elements"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = shell.wrapRootElement
export const wrapPageElement: GatsbySSR["wrapPageElement"] = shell.wrapPageElement

export const onRenderBody: GatsbySSR["onRenderBody"] = (args) => {
  const { setHtmlAttributes, setHeadComponents } = args
  setHtmlAttributes({ lang: "en-gb" })
  setHeadComponents([...fontPreloads(args.pathname), ...siteHeadElements()])
  setPagePathAttribute(args)
  // Story pages become standalone AMP documents (why and how: src/stories/amp-ssr.tsx).
  renderAmpStory(args)
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = (args) => {
  if (keepOnlyStoryTags(args)) return
  // Gatsby's page script goes; the boot file does its job (src/head/gatsby-boot-scripts.ts).
  dropPageLoaderScript(args)
  // The browser keeps the server's styles where they are (src/theme/server-styles.ts).
  args.replaceHeadComponents(markServerStyles(args.getHeadComponents()) as React.ReactElement[])
}
