import * as React from "react"
import { SITE_META, type MetaTag } from "./site-values"

/** `<meta>` elements for [kind, key, content] triples, keyed `${keyPrefix}${key}`. */
export const metaTags = (tags: readonly MetaTag[], keyPrefix = ""): React.ReactElement[] =>
  tags.map(([kind, key, content]) => <meta key={`${keyPrefix}${key}`} {...{ [kind]: key }} content={content} />)

/**
 * What the server render adds to every page's head: only the tags no page overrides (theme colour,
 * og:site_name, og:locale, twitter:card; the icons come from gatsby-plugin-manifest). Title,
 * description, canonical and the page's own sharing tags are the Seo component's, on every page.
 */
export const siteHeadElements = (): React.ReactElement[] => metaTags(SITE_META, "site:")
