import * as React from "react"
import { ROUTES } from "../../contract/routes"
import headingSerifCore from "./fonts/heading-serif-core.woff2"

/**
 * Pages led by a photograph leave the preload out: there the photograph is the largest paint, and
 * the font, fetched on a connection of its own (fonts are fetched without credentials), competes
 * with it for the first round trips. On /about/ with the preload, 8 of 13 Lighthouse loads on
 * 26 November put the portrait's LCP at 1,205-1,221 ms (the budget is 1,200); without it, 10 of 10
 * loads (3 that day, 7 the day before) at 1,046-1,125 ms. Its first paint comes about 90 ms later in
 * Lighthouse's simulation, the heading set in the metric-matched fallback until the face arrives.
 * The home page and a post, led by lighter images, measured the same either way, so they keep it.
 */
const PHOTO_LED_PAGES: ReadonlySet<string> = new Set([ROUTES.about])

/**
 * The heading face's file that nearly every page needs (scripts/subset-fonts.ts marks it) is
 * fetched with the HTML rather than after the CSS is parsed, so it usually arrives before first
 * paint and the swap moves nothing. Its extended characters are not preloaded: few pages use them.
 * Webpack gives the same hashed URL the @font-face rule uses.
 */
export const fontPreloads = (pathname: string): React.ReactElement[] =>
  PHOTO_LED_PAGES.has(pathname)
    ? []
    : [headingSerifCore].map((href, index) => (
        <link key={`font-preload-${index}`} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))
