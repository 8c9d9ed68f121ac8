import type { GatsbySSR } from "gatsby"
import "./src/theme/fonts"
import { externaliseBootScripts } from "./src/head/boot-script"
import { siteHeadElements } from "./src/head/site-head"
import { keepOnlyStoryTags, renderAmpStory } from "./src/stories/amp-ssr"
import { fontPreloads } from "./src/theme/font-preloads"

import * as shell from "./src/shell/wrap-elements"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = shell.wrapRootElement
export const wrapPageElement: GatsbySSR["wrapPageElement"] = shell.wrapPageElement

export const onRenderBody: GatsbySSR["onRenderBody"] = (args) => {
  const { setHtmlAttributes, setHeadComponents } = args
  setHtmlAttributes({ lang: "en-gb" })
  setHeadComponents([...fontPreloads(), ...siteHeadElements()])
  // Story pages become standalone AMP documents (why and how: src/stories/amp-ssr.tsx).
  renderAmpStory(args)
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = (args) => {
  if (keepOnlyStoryTags(args)) return
  // No inline scripts of Gatsby's, so the Content-Security-Policy can refuse inline scripts.
  externaliseBootScripts(args)
}
