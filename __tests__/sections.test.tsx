/** The page sections, each rendered alone with plain props, as a page hands them over. */
import * as React from "react"
import { screen, within } from "@testing-library/react"
import { LinkedText } from "../src/components/linked-text"
import { CareerSection } from "../src/sections/about/career-section"
import { CredentialsSection } from "../src/sections/about/credentials-section"
import { LifeStorySection } from "../src/sections/about/life-story-section"
import { PostCta } from "../src/sections/blog-post/post-cta"
import { PostHeader } from "../src/sections/blog-post/post-header"
import { PostNeighbours } from "../src/sections/blog-post/post-neighbours"
import { AudiencesSection } from "../src/sections/home/audiences-section"
import { FitSection } from "../src/sections/home/fit-section"
import { HomeHero } from "../src/sections/home/home-hero"
import { LatestPostsSection } from "../src/sections/home/latest-posts-section"
import { ProofSection } from "../src/sections/home/proof-section"
import { renderThemed } from "./helpers/render"

describe("home sections", () => {
  it("the hero holds the page's only heading, the booking button and the way to how coaching works", () => {
    renderThemed(<HomeHero hero={{ eyebrow: "Coach", heading: "Lead with clarity.", lead: "For leaders.", secondaryLabel: "See how it works", photo: {} }} />)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Lead with clarity.")
    expect(screen.getByRole("link", { name: "Book a free first conversation" })).toHaveAttribute("href", "/contact/")
    expect(screen.getByRole("link", { name: "See how it works" })).toHaveAttribute("href", "/services/#how-we-work")
    expect(screen.queryByRole("img")).toBeNull()
  })

  it("gives each audience a card that links to its service", () => {
    renderThemed(<AudiencesSection title="Who I work with" audiences={[{ title: "For founders", text: "You built it.", link: "/services/#founder-mentoring", linkLabel: "Founder mentoring" }]} />)
    const section = screen.getByRole("region", { name: "Who I work with" })
    expect(within(section).getByRole("heading", { level: 3 })).toHaveTextContent("For founders")
    expect(within(section).getByRole("link", { name: "Founder mentoring" })).toHaveAttribute("href", "/services/#founder-mentoring")
  })

  it("sets who it is for beside who it is not for", () => {
    renderThemed(<FitSection fit={{ heading: "Is this for you?", forYouHeading: "Yes if", forYou: ["You lead."], notForYouHeading: "No if", notForYou: ["You want therapy."] }} />)
    expect(screen.getByRole("heading", { name: "Yes if" })).toBeInTheDocument()
    expect(screen.getByText("You want therapy.")).toBeInTheDocument()
  })

  it("shows the figures and accreditations, and links to the background in the coach's words", () => {
    renderThemed(<ProofSection title="In numbers" figures={[{ value: "2,400+", label: "hours" }]} accreditations={["ICF PCC", "EMCC"]} aboutLabel="Read my story" />)
    const section = screen.getByRole("region", { name: "In numbers" })
    expect(within(section).getByText("2,400+")).toBeInTheDocument()
    expect(section).toHaveTextContent("ICF PCC · EMCC. Read my story")
    expect(within(section).getByRole("link", { name: "Read my story" })).toHaveAttribute("href", "/about/")
  })

  it("ends the latest posts with a link to all of them in the coach's words", () => {
    renderThemed(<LatestPostsSection title="Latest" posts={[]} allPostsLabel="Every post" />)
    expect(screen.getByRole("link", { name: "Every post" })).toHaveAttribute("href", "/blog/")
  })
})

describe("about sections", () => {
  it("tells the story without a portrait when there is none", () => {
    renderThemed(<LifeStorySection title="My story" paragraphs={["First.", "Second."]} portraitAlt="Eleanor" />)
    expect(screen.getByRole("region", { name: "My story" })).toHaveTextContent("First.Second.")
    expect(screen.queryByRole("img")).toBeNull()
  })

  it("lists the career in order, years first", () => {
    renderThemed(<CareerSection title="Career" career={[{ years: "2010–2015", text: "COO" }, { years: "2015–", text: "Coach" }]} />)
    const items = within(screen.getByRole("list")).getAllByRole("listitem")
    expect(items.map((item) => item.textContent)).toEqual(["2010–2015COO", "2015–Coach"])
  })

  it("shows figures, accreditations, training and the note", () => {
    renderThemed(
      <CredentialsSection
        credentials={{ heading: "Credentials", accreditations: ["ICF PCC"], training: ["Henley"], figures: [{ value: "15", label: "years" }], note: "Supervised monthly." }}
        headings={{ accreditations: "Accreditations", training: "Training" }}
      />,
    )
    const section = screen.getByRole("region", { name: "Credentials" })
    expect(within(section).getByRole("heading", { name: "Training" })).toBeInTheDocument()
    expect(within(section).getByText("Henley")).toBeInTheDocument()
    expect(within(section).getByText("Supervised monthly.")).toBeInTheDocument()
  })
})

describe("blog post sections", () => {
  it("opens with the way back, the title, the date for people and machines, and the topics", () => {
    renderThemed(<PostHeader title="Delegation" date="2 September 2026" published="2026-09-02" timeToRead={4} tags={["leadership"]} coverAlt={null} />)
    expect(screen.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog/")
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Delegation")
    expect(screen.getByText("2 September 2026").closest("time")).toHaveAttribute("datetime", "2026-09-02")
    expect(within(screen.getByRole("list", { name: "Topics" })).getByText("leadership")).toBeInTheDocument()
  })

  it("ends with the coach's box and the booking button", () => {
    renderThemed(<PostCta cta={{ heading: "Working on this?", text: "Talk it through." }} />)
    const box = screen.getByRole("complementary", { name: "Working on this?" })
    expect(within(box).getByRole("link", { name: "Book a free first conversation" })).toBeInTheDocument()
  })

  it("links the older and newer posts, and shows nothing without either", () => {
    const { container, unmount } = renderThemed(<PostNeighbours older={null} newer={null} />)
    expect(container).toBeEmptyDOMElement()
    unmount()
    renderThemed(<PostNeighbours older={{ slug: "first", title: "First post" }} newer={null} />)
    const link = within(screen.getByRole("navigation", { name: "More posts" })).getByRole("link")
    expect(link).toHaveAttribute("href", "/blog/first/")
    expect(link).toHaveAttribute("rel", "prev")
    expect(link).toHaveTextContent("Previous postFirst post")
  })
})

describe("linked text", () => {
  it("links the given words where they stand and keeps every other word", () => {
    const { container } = renderThemed(
      <p>
        <LinkedText text="Try the home page, or get in touch." links={[{ words: "get in touch", to: "/contact/" }, { words: "home page", to: "/" }]} />
      </p>,
    )
    expect(container).toHaveTextContent("Try the home page, or get in touch.")
    expect(screen.getByRole("link", { name: "home page" })).toHaveAttribute("href", "/")
    expect(screen.getByRole("link", { name: "get in touch" })).toHaveAttribute("href", "/contact/")
  })
})
