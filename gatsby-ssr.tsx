import type { GatsbySSR } from "gatsby"
import "./src/theme/fonts"
import { defaultHeadElements } from "./src/head/default-head"
import { mergeHead } from "./src/head/merge-head"
import { fontPreloads } from "./src/theme/font-preloads"

import * as shell from "./src/shell/wrap-elements"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = shell.wrapRootElement
export const wrapPageElement: GatsbySSR["wrapPageElement"] = shell.wrapPageElement

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-gb" })
  setHeadComponents([...fontPreloads(), ...defaultHeadElements(pathname)])
}

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(mergeHead(getHeadComponents()))
}
