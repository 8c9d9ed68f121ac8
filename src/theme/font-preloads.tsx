import * as React from "react"
import interVariable from "./fonts/inter-latin-wght.woff2"
import loraSemibold from "@fontsource/lora/files/lora-latin-600-normal.woff2"

/**
 * The body face (both weights in one file) and the heading face are fetched with the HTML rather than after the CSS is
 * parsed, so they usually arrive before first paint and the swap moves nothing. Webpack gives
 * the same hashed URLs the @font-face rules use.
 */
export const fontPreloads = (): React.ReactElement[] =>
  [interVariable, loraSemibold].map((href, index) => (
    <link key={`font-preload-${index}`} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
  ))
