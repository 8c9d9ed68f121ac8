import * as React from "react"
import interCore from "./fonts/inter-core-wght.woff2"
import loraSemibold from "@fontsource/lora/files/lora-latin-600-normal.woff2"

/**
 * The body face's core characters (both weights in one file) and the heading face are fetched with
 * the HTML rather than after the CSS is parsed, so they usually arrive before first paint and the
 * swap moves nothing. The body face's extended characters are not preloaded: few pages use them.
 * Webpack gives the same hashed URLs the @font-face rules use.
 */
export const fontPreloads = (): React.ReactElement[] =>
  [interCore, loraSemibold].map((href, index) => (
    <link key={`font-preload-${index}`} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
  ))
