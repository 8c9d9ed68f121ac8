import * as React from "react"
import { settings } from "../settings"
import { absoluteUrl } from "./absolute-url"
import { HeadWriter } from "./head-writer"
import { DEFAULT_IMAGE, pageTitle } from "./site-values"

export interface SeoProps {
  /** The page's own title; the site title is appended ("About — Executive & Startup Coach | Name"). */
  title?: string
  /** Falls back to the site-wide description (content/site.json), which is the home page's. */
  description?: string
  /** The page path, for the canonical URL and og:url. */
  pathname: string
  /** Site path or absolute URL of the sharing image. */
  image?: string
  /** "article" for blog posts and stories; every other page is a "website". */
  type?: "website" | "article"
  noindex?: boolean
  /** Structured data objects, each emitted as one JSON-LD script. */
  jsonLd?: ReadonlyArray<Record<string, unknown>>
}

/**
 * The one place a page's title, description, canonical URL and sharing tags come from; every page
 * renders it, so each of these tags is written exactly once (the site-wide rest: site-head.tsx).
 */
export const Seo: React.FC<SeoProps> = ({
  title,
  description = settings.description,
  pathname,
  image = DEFAULT_IMAGE,
  type = "website",
  noindex = false,
  jsonLd = [],
}) => {
  const fullTitle = pageTitle(title)
  const url = absoluteUrl(pathname)
  const imageUrl = absoluteUrl(image)
  return (
    <HeadWriter>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {noindex && <meta name="robots" content="noindex" />}
      {jsonLd.map((data, index) => (
        <script key={index} type="application/ld+json">
          {JSON.stringify(data).replace(/</g, "\\u003c")}
        </script>
      ))}
    </HeadWriter>
  )
}
