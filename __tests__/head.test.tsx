import * as React from "react"
import { render } from "@testing-library/react"
import { onPreRenderHTML, onRenderBody } from "../gatsby-ssr"

type RenderBodyArgs = Parameters<NonNullable<typeof onRenderBody>>[0]
type PreRenderArgs = Parameters<NonNullable<typeof onPreRenderHTML>>[0]

const renderBody = (pathname: string) => {
  const setHtmlAttributes = jest.fn()
  const setHeadComponents = jest.fn()
  onRenderBody!({ pathname, setHtmlAttributes, setHeadComponents } as unknown as RenderBodyArgs, {} as never)
  const head = renderToStaticMarkup(<>{setHeadComponents.mock.calls.flat(2) as React.ReactNode[]}</>)
  return { html: setHtmlAttributes.mock.calls[0][0], head, components: setHeadComponents.mock.calls.flat(1) }
}

/** The head components as markup, rendered into a detached element. */
const renderToStaticMarkup = (nodes: React.ReactElement): string =>
  render(nodes, { container: document.createElement("div") }).container.innerHTML

const metaContent = (head: string, attr: string, key: string): string[] => {
  const root = document.createElement("div")
  root.innerHTML = head
  return Array.from(root.querySelectorAll(`meta[${attr}="${key}"]`)).map((m) => m.getAttribute("content") ?? "")
}

describe("onRenderBody", () => {
  it("declares British English and a black theme colour", () => {
    const { html, head } = renderBody("/")
    expect(html).toEqual({ lang: "en-gb" })
    expect(metaContent(head, "name", "theme-color")).toEqual(["#000000"])
  })

  it("gives every page the site's Open Graph and Twitter card defaults", () => {
    const { head } = renderBody("/about/")
    expect(metaContent(head, "property", "og:type")).toEqual(["website"])
    expect(metaContent(head, "property", "og:title")).toEqual(["Executive & Startup Coach | Eleanor Whitcombe"])
    expect(metaContent(head, "property", "og:site_name")).toEqual(["Executive & Startup Coach | Eleanor Whitcombe"])
    expect(metaContent(head, "property", "og:url")).toEqual(["https://www.eleanorwhitcombe.co.uk/about/"])
    expect(metaContent(head, "property", "og:image")).toEqual(["https://www.eleanorwhitcombe.co.uk/og-image.png"])
    expect(metaContent(head, "property", "og:locale")).toEqual(["en_GB"])
    expect(metaContent(head, "name", "twitter:card")).toEqual(["summary_large_image"])
    const [description] = metaContent(head, "property", "og:description")
    expect(description).toMatch(/leadership coaching for executives/i)
    expect(description).toMatch(/mentoring for entrepreneurs/i)
  })
})

describe("onPreRenderHTML", () => {
  it("keeps one tag per key: a page's own tags replace the defaults, the rest stay", () => {
    const { components } = renderBody("/faq/")
    // What gatsby-plugin-react-helmet hands over for a page that set its own title tags.
    const helmet = [
      [<title key="t">FAQ — Executive &amp; Startup Coach | Eleanor Whitcombe</title>],
      [
        <meta key="a" property="og:title" content="FAQ — Executive & Startup Coach | Eleanor Whitcombe" />,
        <meta key="b" name="description" content="Straight answers." />,
      ],
      [<link key="c" rel="canonical" href="https://www.eleanorwhitcombe.co.uk/faq/" />],
    ]
    const replaceHeadComponents = jest.fn()
    onPreRenderHTML!(
      { getHeadComponents: () => [...helmet, ...components], replaceHeadComponents, getPostBodyComponents: () => [] } as unknown as PreRenderArgs,
      {} as never,
    )
    const head = renderToStaticMarkup(<>{replaceHeadComponents.mock.calls[0][0] as React.ReactNode[]}</>)
    expect(metaContent(head, "property", "og:title")).toEqual(["FAQ — Executive & Startup Coach | Eleanor Whitcombe"])
    expect(metaContent(head, "name", "description")).toEqual(["Straight answers."])
    expect(head.match(/rel="canonical"/g)).toHaveLength(1)
    expect(metaContent(head, "property", "og:locale")).toEqual(["en_GB"])
    expect(metaContent(head, "name", "theme-color")).toEqual(["#000000"])
  })
})
