/**
 * @jest-environment-options {"customExportConditions": ["node"]}
 */
/* The server renderer in its Node build, as Gatsby runs it; the DOM parser still comes from jsdom. */
import * as React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { onPreRenderHTML, onRenderBody } from "../gatsby-ssr"
import HTML from "../src/html"
import { ampProblems, collectAmpFacts } from "../e2e/support/amp-structure"
import { storyFixture } from "./helpers/story-fixture"
import { STORY_LIMITS, type Story } from "../contract/story"

type RenderBodyArgs = Parameters<NonNullable<typeof onRenderBody>>[0]
type PreRenderArgs = Parameters<NonNullable<typeof onPreRenderHTML>>[0]

/**
 * Builds a page's document the way `gatsby build` does: onRenderBody, then Gatsby's own styles
 * and scripts, then onPreRenderHTML, then src/html.tsx around the React render of the page.
 */
const buildDocument = (pathname: string, pageContext: Record<string, unknown>): string => {
  let htmlAttributes: Record<string, string> = {}
  let head: React.ReactNode[] = []
  let preBody: React.ReactNode[] = []
  let postBody: React.ReactNode[] = []
  const pageData = { result: { pageContext } }
  onRenderBody!(
    {
      pathname,
      loadPageDataSync: () => pageData,
      setHtmlAttributes: (attributes: Record<string, string>) => (htmlAttributes = { ...htmlAttributes, ...attributes }),
      setHeadComponents: (components: React.ReactNode[]) => head.push(...components),
      setPreBodyComponents: (components: React.ReactNode[]) => preBody.push(...components),
      setPostBodyComponents: (components: React.ReactNode[]) => postBody.push(...components),
      setBodyAttributes: jest.fn(),
      setBodyProps: jest.fn(),
    } as unknown as RenderBodyArgs,
    {} as never,
  )
  // What Gatsby adds after onRenderBody: its inlined CSS, preloads and the app's scripts.
  head.unshift(<style key="gatsby-css" data-href="/styles.css">{"body{color:red}"}</style>)
  head.push(<link key="preload" as="script" rel="preload" href="/app.js" />)
  postBody.push(<script key="app" src="/app.js" async />)
  onPreRenderHTML!(
    {
      pathname,
      getHeadComponents: () => head,
      replaceHeadComponents: (components: React.ReactNode[]) => (head = components),
      getPreBodyComponents: () => preBody,
      replacePreBodyComponents: (components: React.ReactNode[]) => (preBody = components),
      getPostBodyComponents: () => postBody,
      replacePostBodyComponents: (components: React.ReactNode[]) => (postBody = components),
    } as unknown as PreRenderArgs,
    {} as never,
  )
  const page = '<div id="gatsby-focus-wrapper"><main>The React page</main></div>'
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <HTML htmlAttributes={htmlAttributes} headComponents={head} bodyAttributes={{}} preBodyComponents={preBody} body={page} postBodyComponents={postBody} />,
  )}`
}

const storyDocument = (story: Story = storyFixture()) => buildDocument(`/stories/${story.storyId}/`, { bare: true, story })
const parse = (html: string) => new DOMParser().parseFromString(html, "text/html")

describe("a story page's document", () => {
  it("passes the structural AMP check", () => {
    expect(ampProblems(collectAmpFacts(storyDocument()))).toEqual([])
  })

  it("stays within AMP's stylesheet limit at the most pages a story may have, each its own colour", () => {
    const base = storyFixture()
    const pages = Array.from({ length: STORY_LIMITS.maxPages }, (_, index) => ({
      ...base.pages[index % base.pages.length],
      background: { color: `#${(index * 0x0b0b0b).toString(16).padStart(6, "0").slice(-6)}`, image: null },
    }))
    expect(ampProblems(collectAmpFacts(storyDocument(storyFixture({ pages }))))).toEqual([])
  })

  it("has no Gatsby or React script, style or wrapper", () => {
    const html = storyDocument()
    expect(html).not.toContain("/app.js")
    expect(html).not.toContain("gatsby-focus-wrapper")
    expect(html).not.toContain("___gatsby")
    expect(html).not.toContain("body{color:red}")
  })

  it("names the story, its poster and its date for search and sharing", () => {
    const doc = parse(storyDocument())
    expect(doc.title).toBe("Saying no to a board — Executive & Startup Coach | Eleanor Whitcombe")
    const meta = (key: string) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content")
    expect(meta("description")).toMatch(/turned down an acquisition/)
    expect(meta("og:type")).toBe("article")
    expect(meta("og:image")).toBe("https://www.eleanorwhitcombe.co.uk/stories/saying-no-to-a-board/poster.jpg")
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe("https://www.eleanorwhitcombe.co.uk/stories/saying-no-to-a-board/")
    const article = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}")
    expect(article).toMatchObject({
      "@type": "Article",
      headline: "Saying no to a board",
      image: ["https://www.eleanorwhitcombe.co.uk/stories/saying-no-to-a-board/poster.jpg"],
      datePublished: "2026-05-01T00:00:00.000Z",
    })
  })

  it("shows every page in order with its heading and text, then links back to the site", () => {
    const doc = parse(storyDocument())
    const story = doc.querySelector("amp-story")!
    expect(story.getAttribute("publisher")).toBe("Whitcombe Leadership Ltd")
    expect(story.getAttribute("poster-portrait-src")).toBe("/stories/saying-no-to-a-board/poster.jpg")
    const headings = Array.from(doc.querySelectorAll("amp-story-page h1, amp-story-page h2")).map((h) => h.textContent)
    expect(headings).toEqual(["Saying no to a board", "Facts before feelings", "A no with a yes inside", "Thank you for reading"])
    expect(doc.querySelector("#page-3 amp-story-page-outlink a")?.getAttribute("href")).toBe("/services/")
    const closing = Array.from(doc.querySelectorAll("amp-story-page:last-of-type a")).map((a) => a.getAttribute("href"))
    expect(closing).toEqual(["/stories/", "/contact/"])
  })

  it("offers LinkedIn, e-mail, the system share sheet and more in the share menu", () => {
    const config = parse(storyDocument()).querySelector("amp-story-social-share script")?.textContent ?? "{}"
    expect(JSON.parse(config).shareProviders).toEqual(expect.arrayContaining(["linkedin", "email", "system", "twitter"]))
  })

  it("keeps text readable on each page's background colour", () => {
    const css = parse(storyDocument()).querySelector("style[amp-custom]")?.textContent ?? ""
    expect(css).toContain(".page-2,.page-2 .panel{background-color:#1e3a8a;color:#ffffff;}")
    expect(css).toContain(".page-3,.page-3 .panel{background-color:#fde68a;color:#000000;}")
  })
})

describe("an ordinary page's document", () => {
  it("is Gatsby's usual document, with the app and its wrapper", () => {
    const html = buildDocument("/about/", {})
    const doc = parse(html)
    expect(doc.documentElement.hasAttribute("amp")).toBe(false)
    expect(doc.documentElement.getAttribute("lang")).toBe("en-gb")
    expect(doc.querySelector("#___gatsby #gatsby-focus-wrapper main")?.textContent).toBe("The React page")
    expect(doc.querySelector('script[src="/app.js"]')).not.toBeNull()
    expect(doc.querySelector("amp-story")).toBeNull()
    expect(doc.querySelector('meta[name="viewport"]')?.getAttribute("content")).toBe("width=device-width, initial-scale=1, shrink-to-fit=no")
  })

  it("fails the structural AMP check, so the check is not a formality", () => {
    const problems = ampProblems(collectAmpFacts(buildDocument("/about/", {})))
    expect(problems).toEqual(
      expect.arrayContaining([
        "<html> lacks the amp attribute",
        "<body> holds div, script, not only <amp-story>",
        "the AMP boilerplate style is missing from the head",
      ]),
    )
  })
})
