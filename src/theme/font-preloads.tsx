import * as React from "react"
import headingSerifCore from "./fonts/heading-serif-core.woff2"
import interCore from "./fonts/inter-core-wght.woff2"

/**
 * The files of each face that nearly every page needs (scripts/subset-fonts.ts marks them) are
 * fetched with the HTML rather than after the CSS is parsed, so they usually arrive before first
 * paint and the swap moves nothing. The faces' extended characters are not preloaded: few pages
 * use them. Webpack gives the same hashed URLs the @font-face rules use.
 */
export const fontPreloads = (): React.ReactElement[] =>
  [interCore, headingSerifCore].map((href, index) => (
    <link key={`font-preload-${index}`} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
  ))
