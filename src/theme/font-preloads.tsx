import * as React from "react"
import headingSerifCore from "./fonts/heading-serif-core.woff2"

/**
 * The heading face's file that nearly every page needs (scripts/subset-fonts.ts marks it) is
 * fetched with the HTML rather than after the CSS is parsed, so it usually arrives before first
 * paint and the swap moves nothing. Its extended characters are not preloaded: few pages use them.
 * Webpack gives the same hashed URL the @font-face rule uses.
 */
export const fontPreloads = (): React.ReactElement[] =>
  [headingSerifCore].map((href, index) => (
    <link key={`font-preload-${index}`} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
  ))
