import * as React from "react"
import { screen } from "@testing-library/react"
import { Fee } from "../src/components/fee"
import { PostList } from "../src/components/post-list"
import { ctaTarget } from "../src/components/primary-cta"
import { StoryTeaser } from "../src/components/story-teaser"
import { blogPostingLd, breadcrumbLd, faqPageLd } from "../src/head/structured-data"
import { faqs } from "./helpers/content-fixtures"
import { renderThemed } from "./helpers/render"


describe("fees", () => {
  const fee = { from: 6500, unit: "for six months", sample: "Ten sessions over six months." }

  it("shows a from price and a sample engagement", () => {
    renderThemed(<Fee fee={fee} showPrices wording={{ pricesHidden: "Fees on request.", feeTax: "plus VAT" }} />)
    expect(screen.getByText(/From £6,500/)).toHaveTextContent("From £6,500 for six months, plus VAT")
    expect(screen.getByText("Ten sessions over six months.")).toBeInTheDocument()
  })

  it("shows no figure at all when the coach hides prices", () => {
    const { container } = renderThemed(<Fee fee={fee} showPrices={false} wording={{ pricesHidden: "Fees on request.", feeTax: "plus VAT" }} />)
    expect(screen.getByText("Fees on request.")).toBeInTheDocument()
    expect(container).not.toHaveTextContent("£")
  })
})

describe("the primary call to action", () => {
  it("goes to the booking page when there is one, otherwise to the contact page", () => {
    expect(ctaTarget("https://cal.com/eleanor/first-conversation")).toBe("https://cal.com/eleanor/first-conversation")
    expect(ctaTarget("")).toBe("/contact/")
    expect(ctaTarget("", "#enquiry")).toBe("#enquiry")
  })
})

describe("story teaser", () => {
  it("renders nothing without stories", () => {
    const { container } = renderThemed(<StoryTeaser title="Stories" stories={[]} />)
    expect(container).toBeEmptyDOMElement()
  })

  it("links each story with a plain link that loads the story page", () => {
    renderThemed(
      <StoryTeaser title="Stories" stories={[
          {
            storyId: "founder-year-one",
            title: "A founder's first year",
            date: "2026-05-01T00:00:00.000Z",
            displayDate: "1 May 2026",
            poster: { url: "/p.jpg", width: 640, height: 853, alt: "A founder at her desk" },
          },
        ]} />,
    )
    const link = screen.getByRole("link", { name: /A founder's first year/ })
    expect(link).toHaveAttribute("href", "/stories/founder-year-one/")
    expect(screen.getByRole("heading", { level: 3, name: "A founder's first year" })).toBeInTheDocument()
    expect(link).toHaveTextContent("1 May 2026")
  })
})

describe("structured data", () => {
  it("describes the FAQ as questions with accepted answers", () => {
    const data = JSON.parse(JSON.stringify(faqPageLd(faqs)))
    expect(data["@type"]).toBe("FAQPage")
    expect(data.mainEntity[0]).toEqual({
      "@type": "Question",
      name: "Is coaching confidential?",
      acceptedAnswer: { "@type": "Answer", text: "Yes, what you say stays between us." },
    })
  })

  it("gives a post its headline, dates, author and absolute address", () => {
    const data = blogPostingLd({ title: "Delegation", description: "Why.", published: "2026-09-02", path: "/blog/delegation/", tags: ["delegation"], wordCount: 600 })
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "Delegation",
      datePublished: "2026-09-02",
      url: "https://www.eleanorwhitcombe.co.uk/blog/delegation/",
      author: { name: "Eleanor Whitcombe" },
    })
  })

  it("numbers breadcrumbs from the home page", () => {
    const data = breadcrumbLd([{ name: "Blog", path: "/blog/" }]) as { itemListElement: Array<{ position: number; item: string }> }
    expect(data.itemListElement.map((item) => [item.position, item.item])).toEqual([
      [1, "https://www.eleanorwhitcombe.co.uk/"],
      [2, "https://www.eleanorwhitcombe.co.uk/blog/"],
    ])
  })
})

describe("post covers", () => {
  const cover = {
    layout: "constrained" as const,
    width: 720,
    height: 405,
    backgroundColor: "#0f172a",
    images: {
      fallback: { src: "/static/c-720.jpg", srcSet: "/static/c-360.jpg 360w,\n/static/c-720.jpg 720w", sizes: "(min-width: 720px) 720px, 100vw" },
      sources: [{ type: "image/webp", srcSet: "/static/c-360.webp 360w,\n/static/c-720.webp 720w", sizes: "(min-width: 720px) 720px, 100vw" }],
    },
  }
  const post = (slug: string, coverAlt: string) => ({
    slug,
    title: slug,
    description: "",
    date: "1 October 2026",
    published: "2026-10-01",
    timeToRead: 4,
    cover,
    coverAlt,
  })
  const posts = [post("first", "First cover"), post("second", "Second cover")]

  it("on a list that opens the page, load the first cover at once and the others when scrolled to", () => {
    renderThemed(<PostList posts={posts} aboveTheFold />)
    const first = screen.getByRole("img", { name: "First cover" })
    expect(first).toHaveAttribute("loading", "eager")
    expect(first).toHaveAttribute("fetchpriority", "high")
    expect(first).toHaveAttribute("srcset", expect.stringContaining("720w"))
    expect(screen.getByRole("img", { name: "Second cover" })).toHaveAttribute("loading", "lazy")
    expect(screen.getByRole("img", { name: "Second cover" })).not.toHaveAttribute("fetchpriority")
  })

  it("further down a page (the home page), load every cover lazily", () => {
    renderThemed(<PostList posts={posts} />)
    for (const img of screen.getAllByRole("img")) expect(img).toHaveAttribute("loading", "lazy")
  })
})
