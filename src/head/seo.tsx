import * as React from "react"
import type { HelmetProps } from "react-helmet"
import { settings } from "../settings"
import { absoluteUrl } from "./absolute-url"
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
 * react-helmet writes the head. The server render needs it at once (gatsby-plugin-react-helmet reads
 * it right after rendering). In the browser the first page's head is already in the server HTML, so
 * Helmet matters only from the next navigation on: the production browser bundle loads it in its own
 * chunk after hydration, which keeps it out of every page's first JavaScript. BUILD_STAGE is a
 * constant webpack inlines, so each bundle keeps only its own branch's import.
 */
const Helmet: React.ComponentType<HelmetProps> =
  process.env.BUILD_STAGE === "build-javascript"
    ? React.lazy(() => import("react-helmet").then((module) => ({ default: module.Helmet })))
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import would put Helmet back in the browser bundle
      (require("react-helmet") as typeof import("react-helmet")).Helmet

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
    <React.Suspense fallback={null}>
      <Helmet>
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
    </React.Suspense>
  )
}
