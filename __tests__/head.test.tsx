/**
 * @jest-environment node
 */
/*
 * The head as `gatsby build` writes it: the page's Seo rendered on the server, then our
 * onRenderBody and gatsby-plugin-react-helmet's, whose tags Gatsby writes into the document.
 * Node environment, because react-helmet only hands over its tags outside a browser.
 */
import * as React from "react"
import { renderToStaticMarkup, renderToString } from "react-dom/server"
import { JSDOM } from "jsdom"
import { onRenderBody as helmetRenderBody } from "gatsby-plugin-react-helmet/gatsby-ssr"
import { onPreRenderHTML, onRenderBody } from "../gatsby-ssr"
import { Seo, type SeoProps } from "../src/head/seo"

type RenderBodyArgs = Parameters<NonNullable<typeof onRenderBody>>[0]
type PreRenderArgs = Parameters<NonNullable<typeof onPreRenderHTML>>[0]

/** The document head and html attributes for a page that renders this Seo. */
const builtHead = (seo: SeoProps) => {
  renderToString(<Seo {...seo} />)
  let head: React.ReactNode[] = []
  const htmlAttributes: Record<string, unknown> = {}
  const args = {
    pathname: seo.pathname,
    setHeadComponents: (components: React.ReactNode[]) => void (head = [...head, ...components]),
    setHtmlAttributes: (attributes: Record<string, unknown>) => Object.assign(htmlAttributes, attributes),
    setBodyAttributes: () => undefined,
    setPreBodyComponents: () => undefined,
  }
  onRenderBody!(args as unknown as RenderBodyArgs, {} as never)
  helmetRenderBody(args as unknown as RenderBodyArgs, {} as never)
  onPreRenderHTML!(
    {
      getHeadComponents: () => head,
      replaceHeadComponents: (components: React.ReactNode[]) => void (head = components),
      getPreBodyComponents: () => [],
      replacePreBodyComponents: () => undefined,
      getPostBodyComponents: () => [],
      replacePostBodyComponents: () => undefined,
    } as unknown as PreRenderArgs,
    {} as never,
  )
  const document = new JSDOM(`<head>${renderToStaticMarkup(<>{head}</>)}</head>`).window.document
  const all = (selector: string) => Array.from(document.head.querySelectorAll(selector))
  return {
    lang: htmlAttributes.lang,
    titles: all("title").map((el) => el.textContent),
    meta: (attr: "name" | "property", key: string) => all(`meta[${attr}="${key}"]`).map((el) => el.getAttribute("content")),
    canonical: all('link[rel="canonical"]').map((el) => el.getAttribute("href")),
  }
}

const SITE = "https://www.eleanorwhitcombe.co.uk"
const SITE_TITLE = "Executive & Startup Coach | Eleanor Whitcombe"

describe("the head of a built page", () => {
  it("has exactly one of each tag, the page's own where it set them", () => {
    const head = builtHead({ title: "FAQ", description: "Straight answers to the questions clients ask first.", pathname: "/faq/" })
    expect(head.lang).toBe("en-gb")
    expect(head.titles).toEqual([`FAQ — ${SITE_TITLE}`])
    expect(head.canonical).toEqual([`${SITE}/faq/`])
    expect(head.meta("name", "description")).toEqual(["Straight answers to the questions clients ask first."])
    expect(head.meta("property", "og:title")).toEqual([`FAQ — ${SITE_TITLE}`])
    expect(head.meta("property", "og:description")).toEqual(["Straight answers to the questions clients ask first."])
    expect(head.meta("property", "og:url")).toEqual([`${SITE}/faq/`])
    expect(head.meta("property", "og:type")).toEqual(["website"])
    expect(head.meta("property", "og:image")).toEqual([`${SITE}/og-image.png`])
    expect(head.meta("name", "twitter:title")).toEqual([`FAQ — ${SITE_TITLE}`])
    expect(head.meta("name", "theme-color")).toEqual(["#000000"])
    expect(head.meta("property", "og:site_name")).toEqual([SITE_TITLE])
    expect(head.meta("property", "og:locale")).toEqual(["en_GB"])
    expect(head.meta("name", "twitter:card")).toEqual(["summary_large_image"])
  })

  it("falls back to the site's title and description (the home page's) where a page sets none", () => {
    const head = builtHead({ pathname: "/" })
    expect(head.titles).toEqual([SITE_TITLE])
    expect(head.meta("property", "og:title")).toEqual([SITE_TITLE])
    const [description] = head.meta("name", "description")
    expect(description).toMatch(/leadership coaching for executives/i)
    expect(description).toMatch(/mentoring for entrepreneurs/i)
    expect(head.meta("property", "og:description")).toEqual([description])
    expect(head.canonical).toEqual([`${SITE}/`])
  })

  it("marks articles as such", () => {
    const head = builtHead({ title: "Delegation", pathname: "/blog/delegation/", type: "article" })
    expect(head.meta("property", "og:type")).toEqual(["article"])
  })
})
