import * as React from "react"
import { screen } from "@testing-library/react"
import { Fee } from "../src/components/fee"
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
