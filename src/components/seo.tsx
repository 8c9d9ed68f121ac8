import * as React from "react"
import { Helmet } from "react-helmet"
import { settings, siteTitle } from "../settings"
import { absoluteUrl } from "../head/absolute-url"
import { DEFAULT_IMAGE } from "../head/default-head"

export interface SeoProps {
  /** The page's own title; the site title is appended ("About — Executive & Startup Coach | Name"). */
  title?: string
  description?: string
  /** The page path, for the canonical URL and og:url. */
  pathname: string
  /** Site path or absolute URL of the sharing image. */
  image?: string
  type?: "website" | "article" | "profile"
  noindex?: boolean
  /** Structured data objects, each emitted as one JSON-LD script. */
  jsonLd?: ReadonlyArray<Record<string, unknown>>
}

export const pageTitle = (title?: string): string => (title ? `${title} — ${siteTitle}` : siteTitle)

/** The one place a page's title, description, canonical URL and sharing tags come from. */
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
    <Helmet htmlAttributes={{ lang: "en-gb" }}>
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
    </Helmet>
  )
}
