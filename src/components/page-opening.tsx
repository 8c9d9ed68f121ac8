import * as React from "react"
import type { PageCopy } from "../../contract/content-schema"
import { breadcrumbLd, type JsonLd } from "../head/structured-data"
import { PageHeading } from "./page-heading"
import { Seo, type SeoProps } from "../head/seo"

interface PageOpeningProps {
  /** The page's copy from its content file: title, heading, lead, description. */
  page: PageCopy
  /** The page's own path, e.g. "/books/": canonical address and breadcrumb. */
  path: string
  type?: SeoProps["type"]
  /** Structured data besides the breadcrumb. */
  jsonLd?: readonly JsonLd[]
}

/** An inner page's head tags: title, description, canonical, sharing tags and a breadcrumb. */
export const PageHead: React.FC<PageOpeningProps> = ({ page, path, type, jsonLd = [] }) => (
  <Seo
    title={page.title}
    description={page.description}
    pathname={path}
    type={type}
    jsonLd={[...jsonLd, breadcrumbLd([{ name: page.title, path }])]}
  />
)

/**
 * How every inner page opens: its head tags (title, description, canonical, sharing tags and a
 * breadcrumb) and its heading with the opening paragraph, all from the page's content file.
 */
export const PageOpening: React.FC<PageOpeningProps> = ({ page, path, type, jsonLd = [] }) => (
  <>
    <PageHead page={page} path={path} type={type} jsonLd={jsonLd} />
    <PageHeading page={page} />
  </>
)
