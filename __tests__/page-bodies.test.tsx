/**
 * @jest-environment jsdom
 */
/**
 * The studio's preview of a page is the page: each page's body is drawn from its content file as
 * the site's page renders it and as the studio's preview does, and both show the same sections,
 * headed the same way, in the same order. (The latest stories and posts are the build's; the
 * preview has none, so the page here is given none either.)
 */
import * as React from "react"
import { waitFor } from "@testing-library/react"
import type { PageProps } from "gatsby"
import type { PageId } from "../contract/site-pages"
import AboutPage from "../src/pages/about"
import BooksPage from "../src/pages/books"
import FaqPage from "../src/pages/faq"
import HomePage from "../src/pages/index"
import ProgrammesPage from "../src/pages/programs"
import ServicesPage from "../src/pages/services"
import { PreviewEntry } from "../studio/pages/preview-entry"
import { dataFile, filePages } from "../test-support/content-files"
import { renderPage, renderThemed } from "./helpers/render"

/** The props Gatsby gives a page, with the query result as data. */
const props = <D,>(pathname: string, data: D) => ({ data, pageContext: {}, location: { pathname }, path: pathname, uri: pathname, params: {} }) as unknown as PageProps<D>

/** What a reader meets, in order: each section by its address and each heading by its level and words. */
const outline = (root: ParentNode): string[] =>
  [...root.querySelectorAll("section, h1, h2, h3, h4")].map((element) =>
    element.tagName === "SECTION" ? `section #${element.id}` : `${element.tagName.toLowerCase()} ${element.textContent?.trim() ?? ""}`,
  )

const services = dataFile("services")
const testimonials = dataFile("testimonials")

/** Each page as the site renders it, from the content files, and the part of it the page's body is. */
const PAGES: [PageId, () => React.ReactElement, string | null][] = [
  [
    "home",
    () => (
      <HomePage
        {...props("/", {
          homeYaml: dataFile("home"),
          aboutYaml: dataFile("about"),
          servicesYaml: services,
          programmesYaml: dataFile("programmes"),
          testimonialsYaml: testimonials,
          contactYaml: dataFile("contact"),
          hero: null,
          portrait: null,
          allMarkdownRemark: { nodes: [] },
          allStory: { nodes: [] },
        })}
      />
    ),
    null,
  ],
  ["about", () => <AboutPage {...props("/about/", { aboutYaml: dataFile("about"), portrait: null })} />, null],
  ["services", () => <ServicesPage {...props("/services/", { servicesYaml: services, testimonialsYaml: testimonials })} />, null],
  ["programmes", () => <ProgrammesPage {...props("/programs/", { programmesYaml: dataFile("programmes"), servicesYaml: services })} />, null],
  ["books", () => <BooksPage {...props("/books/", { booksYaml: dataFile("books") })} />, null],
  ["faq", () => <FaqPage {...props("/faq/", { faqYaml: dataFile("faq") })} />, null],
  // The testimonials have no page: they are the band the services page (and the home page) shows.
  ["testimonials", () => <ServicesPage {...props("/services/", { servicesYaml: services, testimonialsYaml: testimonials })} />, "#testimonials"],
]

it.each(PAGES)("the %s page's preview shows the page's sections in the page's order", async (pageId, page, part) => {
  const site = renderPage(page())
  const main = site.container.querySelector("main")
  if (!main) throw new Error("the page has no main landmark")
  const band = part ? main.querySelector(part) : null
  const onSite = band ? [`section #${band.id}`, ...outline(band)] : outline(main)
  expect(onSite.length).toBeGreaterThan(1)
  site.unmount()

  const files = filePages()
  const studio = renderThemed(<PreviewEntry pageId={pageId} draft={files[pageId]} site={files} />)
  await waitFor(() => {
    const frame = studio.container.querySelector("iframe")
    expect(frame?.contentDocument?.body.childElementCount).toBeGreaterThan(0)
    expect(outline(frame!.contentDocument!.body)).toEqual(onSite)
  })
})
