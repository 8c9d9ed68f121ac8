/** Pages render what their query hands them, inside the real shell. */
import * as React from "react"
import { screen, within } from "@testing-library/react"
import type { PageProps } from "gatsby"
import AboutPage, { type AboutPageData } from "../src/pages/about"
import ContactPage, { type ContactPageData } from "../src/pages/contact"
import { contactFile, formCopy } from "../test-support/contact-copy"
import FaqPage, { type FaqPageData } from "../src/pages/faq"
import HomePage, { type HomePageData } from "../src/pages/index"
import ProgrammesPage, { type ProgrammesPageData } from "../src/pages/programs"
import ServicesPage, { type ServicesPageData } from "../src/pages/services"
import StoriesPage, { type StoriesData } from "../src/templates/story-list"
import NotFoundPage, { type NotFoundPageData } from "../src/pages/404"
import BlogPost, { type BlogPostData } from "../src/templates/blog-post"
import BlogPostList, { type BlogListData } from "../src/templates/blog-post-list"
import type { ListPagePosition } from "../contract/paging"
import { faqs, howWeWork, pageCopy, postNode, programme, service, testimonials } from "./helpers/content-fixtures"
import { renderPage } from "./helpers/render"

/** The props Gatsby gives a page, with the query result as data. */
const props = <D, C = object>(pathname: string, data: D, pageContext = {} as C) =>
  ({ data, pageContext, location: { pathname }, path: pathname, uri: pathname, params: {} }) as unknown as PageProps<D, C>

const services = [service("executive-coaching", "Executive coaching"), service("founder-mentoring", "Founder mentoring", 1200)]
const programmes = [programme("founder-to-ceo", "Founder to CEO")]

describe("home page", () => {
  const data: HomePageData = {
    homeYaml: {
      hero: { eyebrow: "Executive & startup coach", heading: "Lead with clarity.", lead: "Coaching for executives and founders.", secondaryLabel: "See how coaching works", photo: {} },
      audiences: [
        { title: "For executives", text: "You have just stepped up.", link: "/services/#executive-coaching", linkLabel: "Executive coaching" },
        { title: "For founders", text: "You built something people want.", link: "/services/#founder-mentoring", linkLabel: "Founder mentoring" },
      ],
      fit: { heading: "Is this for you?", forYouHeading: "It is for you if", forYou: ["You lead a team."], notForYouHeading: "It is not for you if", notForYou: ["You want therapy."] },
      sections: { audiences: "Who I work with", services: "Ways we can work together", programmes: "Programmes", proof: "In numbers", stories: "Stories", posts: "Latest from the blog" },
      links: { about: "More about my background", allPosts: "All posts" },
    },
    aboutYaml: {
      page: { description: "An accredited coach." },
      credentials: { figures: [{ value: "2,400+", label: "hours of one-to-one coaching" }], accreditations: ["ICF Professional Certified Coach"] },
    },
    servicesYaml: { items: services },
    programmesYaml: { items: programmes },
    testimonialsYaml: { heading: "What clients say", items: testimonials },
    contactYaml: { details: { phone: "020 7946 0321" } },
    hero: null,
    portrait: null,
    allMarkdownRemark: { nodes: [postNode("delegation", "Delegation is a design problem")] },
    allStory: {
      nodes: [
        {
          storyId: "from-founder-to-ceo",
          title: "From founder to CEO",
          date: "2026-09-14T00:00:00.000Z",
          displayDate: "14 September 2026",
          poster: { url: "/stories/from-founder-to-ceo/poster.jpg", width: 640, height: 853, alt: "A founder" },
        },
      ],
    },
  }

  it("leads with the promise and one call to action: a free first conversation", () => {
    renderPage(<HomePage {...props("/", data)} />)
    expect(screen.getByRole("heading", { level: 1, name: "Lead with clarity." })).toBeInTheDocument()
    const ctas = screen.getAllByRole("link", { name: "Book a free first conversation" })
    // The hero's and the closing band's: the same step, to the contact page (no booking link is set).
    expect(ctas).toHaveLength(2)
    for (const cta of ctas) expect(cta).toHaveAttribute("href", "/contact/")
  })

  it("says who it is for and not for, and shows services, programmes, figures, testimonials and posts", () => {
    renderPage(<HomePage {...props("/", data)} />)
    expect(screen.getByText("You lead a team.")).toBeInTheDocument()
    expect(screen.getByText("You want therapy.")).toBeInTheDocument()
    const offers = screen.getByRole("region", { name: "Ways we can work together" })
    expect(within(offers).getByRole("link", { name: "Executive coaching" })).toHaveAttribute("href", "/services/#executive-coaching")
    expect(screen.getByRole("link", { name: "Founder to CEO" })).toHaveAttribute("href", "/programs/#founder-to-ceo")
    expect(screen.getByText("2,400+")).toBeInTheDocument()
    const quotes = screen.getByRole("region", { name: "What clients say" })
    expect(within(quotes).getByText("Priya Raman")).toBeInTheDocument()
    expect(within(quotes).getByText("Chief executive, Fernleaf Health")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Delegation is a design problem" })).toHaveAttribute("href", "/blog/delegation/")
  })

  it("shows the latest stories as plain links that load the story page", () => {
    renderPage(<HomePage {...props("/", data)} />)
    const stories = screen.getByRole("region", { name: "Stories" })
    const link = within(stories).getByRole("link", { name: /From founder to CEO/ })
    expect(link).toHaveAttribute("href", "/stories/from-founder-to-ceo/")
    expect(link).toHaveTextContent("14 September 2026")
  })

  it("shows no stories section while there are no stories", () => {
    renderPage(<HomePage {...props("/", { ...data, allStory: { nodes: [] } })} />)
    expect(screen.queryByRole("region", { name: "Stories" })).not.toBeInTheDocument()
  })
})

describe("services and programmes", () => {
  const servicesData: ServicesPageData = {
    servicesYaml: { page: pageCopy("Services"), items: services, howWeWork, pricesHidden: "Fees on request.", feeTax: "plus VAT" },
    testimonialsYaml: { heading: "What clients say", items: testimonials },
  }

  it("sets out each service: for whom, outcomes, format and a from price", () => {
    renderPage(<ServicesPage {...props("/services/", servicesData)} />, { pathname: "/services/" })
    const offer = screen.getByRole("article", { name: "Founder mentoring" })
    expect(within(offer).getByText("Leaders who want founder mentoring.")).toBeInTheDocument()
    expect(within(offer).getByText("A clearer agenda from founder mentoring")).toBeInTheDocument()
    expect(within(offer).getByText("Ten sessions of 90 minutes")).toBeInTheDocument()
    expect(within(offer).getByText(/From £1,200/)).toBeInTheDocument()
    expect(within(offer).getByText("A sample founder mentoring engagement.")).toBeInTheDocument()
  })

  it("walks through how we work, from first call to review", () => {
    renderPage(<ServicesPage {...props("/services/", servicesData)} />, { pathname: "/services/" })
    const steps = within(screen.getByRole("region", { name: "How we work together" })).getAllByRole("listitem")
    expect(steps.map((step) => within(step).getByRole("heading").textContent)).toEqual(["A free first conversation", "A written proposal"])
  })

  it("gives each programme its format, duration, audience and next start", () => {
    const data: ProgrammesPageData = {
      programmesYaml: { page: pageCopy("Programmes"), items: programmes },
      servicesYaml: { howWeWork, pricesHidden: "Fees on request.", feeTax: "plus VAT" },
    }
    renderPage(<ProgrammesPage {...props("/programs/", data)} />, { pathname: "/programs/" })
    const offer = screen.getByRole("article", { name: "Founder to CEO" })
    expect(within(offer).getByText("Founders")).toBeInTheDocument()
    expect(within(offer).getByText("Six months")).toBeInTheDocument()
    expect(within(offer).getByText("Six workshops")).toBeInTheDocument()
    expect(within(offer).getByText("Next cohort begins in March")).toBeInTheDocument()
  })
})

describe("FAQ", () => {
  it("lists every question as a disclosure holding its answer", () => {
    const data: FaqPageData = { faqYaml: { page: pageCopy("FAQ"), items: faqs } }
    const { container } = renderPage(<FaqPage {...props("/faq/", data)} />, { pathname: "/faq/" })
    const disclosures = container.querySelectorAll("details")
    expect(disclosures).toHaveLength(2)
    expect(within(disclosures[0] as HTMLElement).getByText("Is coaching confidential?").tagName).toBe("SUMMARY")
    expect(within(disclosures[1] as HTMLElement).getByText("No, coaching looks forward at your work.")).toBeInTheDocument()
  })
})

describe("about and contact", () => {
  it("tells the story and lists checkable credentials", () => {
    const data: AboutPageData = {
      aboutYaml: {
        page: pageCopy("About"),
        headings: { story: "My story", career: "Career", accreditations: "Accreditation", training: "Training" },
        portrait: { alt: "Eleanor Whitcombe smiling" },
        story: ["I started in operations in Manchester."],
        approach: { heading: "How I work", items: [{ title: "Your agenda", text: "We start with your goals." }] },
        credentials: { heading: "Credentials", accreditations: ["PCC, International Coaching Federation"], training: ["Academy of Executive Coaching"], figures: [{ value: "200+", label: "leaders coached" }], note: "References on request." },
        career: [{ years: "2005–2013", text: "Chief operating officer." }],
      },
      portrait: null,
    }
    renderPage(<AboutPage {...props("/about/", data)} />, { pathname: "/about/" })
    expect(screen.getByText("I started in operations in Manchester.")).toBeInTheDocument()
    expect(screen.getByText("PCC, International Coaching Federation")).toBeInTheDocument()
    expect(screen.getByText("200+")).toBeInTheDocument()
    expect(screen.getByText("Chief operating officer.")).toBeInTheDocument()
  })

  it("gives details, what happens next, and the enquiry form the call to action points at", () => {
    const data: ContactPageData = {
      contactYaml: {
        page: pageCopy("Contact"),
        responseTime: "I reply within two working days.",
        details: { heading: "Contact details", phone: "020 7946 0321", hours: "Weekdays" },
        nextSteps: { heading: "What happens next", steps: [{ title: "I reply", text: "Personally." }] },
        form: { ...formCopy, heading: "Send an enquiry", text: "A few lines are plenty." },
        booking: contactFile().booking,
      },
    }
    renderPage(<ContactPage {...props("/contact/", data)} />, { pathname: "/contact/" })
    expect(screen.getByText("I reply within two working days.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "020 7946 0321" })).toHaveAttribute("href", "tel:+442079460321")
    expect(screen.getByRole("region", { name: "Send an enquiry" })).toHaveAttribute("id", "enquiry")
    expect(screen.getByRole("form", { name: "Send an enquiry" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Book a free first conversation" })).toHaveAttribute("href", "#enquiry")
  })
})

describe("blog", () => {
  it("lists posts with date and reading time, and links to the next page", () => {
    const data: BlogListData = {
      blogYaml: { page: pageCopy("Blog") },
      allMarkdownRemark: { nodes: [postNode("newest", "The newest post", "14 October 2026"), postNode("older", "An older post")] },
    }
    renderPage(<BlogPostList {...props<BlogListData, ListPagePosition>("/blog/", data, { currentPage: 1, pageCount: 2 })} />, { pathname: "/blog/" })
    // Post titles are h2: the list sits right under the page's h1.
    const titles = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)
    expect(titles.slice(0, 2)).toEqual(["The newest post", "An older post"])
    expect(screen.queryAllByRole("heading", { level: 3 })).toEqual([])
    expect(screen.getByText("14 October 2026")).toHaveAttribute("datetime", "2026-09-02")
    expect(screen.getAllByText(/4 min read/)).toHaveLength(2)
    expect(screen.getByRole("link", { name: "Older posts" })).toHaveAttribute("href", "/blog/page/2/")
  })

  it("shows a post with its neighbours and a call to action", () => {
    const data: BlogPostData = {
      blogYaml: { postCta: { heading: "Working through this yourself?", text: "Let us talk." } },
      markdownRemark: {
        html: "<p>Delegate outcomes, not tasks.</p>",
        timeToRead: 3,
        wordCount: { words: 640 },
        fields: { slug: "delegation" },
        frontmatter: { title: "Delegation is a design problem", description: "Why.", date: "2 September 2026", published: "2026-09-02", tags: ["delegation"], coverAlt: null, cover: null },
      },
      newer: { fields: { slug: "ninety-days" }, frontmatter: { title: "The first ninety days" } },
      older: { fields: { slug: "founder" }, frontmatter: { title: "From founder to chief executive" } },
    }
    renderPage(<BlogPost {...props("/blog/delegation/", data)} />, { pathname: "/blog/delegation/" })
    expect(screen.getByRole("heading", { level: 1, name: "Delegation is a design problem" })).toBeInTheDocument()
    expect(screen.getByText("Delegate outcomes, not tasks.")).toBeInTheDocument()
    expect(screen.getByText(/3 min read/)).toBeInTheDocument()
    expect(screen.getByText("2 September 2026")).toHaveAttribute("datetime", "2026-09-02")
    expect(screen.getByRole("link", { name: /Previous post/ })).toHaveAttribute("href", "/blog/founder/")
    expect(screen.getByRole("link", { name: /Next post/ })).toHaveAttribute("href", "/blog/ninety-days/")
    expect(screen.getAllByRole("link", { name: "Book a free first conversation" }).length).toBeGreaterThan(0)
  })
})

describe("stories page", () => {
  const story = (storyId: string, title: string, date: string, displayDate: string) => ({
    storyId,
    title,
    date,
    displayDate,
    poster: { url: `/stories/${storyId}/poster.jpg`, width: 720, height: 960, alt: "" },
  })
  const data: StoriesData = {
    webStoriesYaml: { page: pageCopy("Stories") },
    allStory: {
      nodes: [
        story("the-first-hundred-days", "The first hundred days", "2026-10-02T00:00:00.000Z", "2 October 2026"),
        story("from-founder-to-ceo", "From founder to CEO", "2026-09-14T00:00:00.000Z", "14 September 2026"),
      ],
    },
  }

  it("opens with the copy from its content file and lists each story as a poster with its date", () => {
    renderPage(<StoriesPage {...props("/stories/", data, { currentPage: 1, pageCount: 1 })} />, { pathname: "/stories/" })
    expect(screen.getByRole("heading", { level: 1, name: "Stories heading" })).toBeInTheDocument()
    expect(screen.getByText("Stories opening paragraph.")).toBeInTheDocument()
    const grid = screen.getByRole("list", { name: "All stories" })
    const links = within(grid).getAllByRole("link")
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["/stories/the-first-hundred-days/", "/stories/from-founder-to-ceo/"])
    expect(links[1]).toHaveTextContent("14 September 2026")
    expect(screen.getByRole("link", { name: "Book a free first conversation" })).toBeInTheDocument()
    expect(screen.queryByRole("navigation", { name: "Story pages" })).not.toBeInTheDocument()
  })

  it("says which page a later page is and links to the newer and older pages", () => {
    renderPage(<StoriesPage {...props("/stories/page/2/", data, { currentPage: 2, pageCount: 3 })} />, { pathname: "/stories/page/2/" })
    expect(screen.getByRole("heading", { level: 1, name: "Stories heading (page 2 of 3)" })).toBeInTheDocument()
    const pages = screen.getByRole("navigation", { name: "Story pages" })
    expect(within(pages).getByRole("link", { name: "Newer stories" })).toHaveAttribute("href", "/stories/")
    expect(within(pages).getByRole("link", { name: "Older stories" })).toHaveAttribute("href", "/stories/page/3/")
  })
})

describe("404 page", () => {
  it("says the page is gone and links home and to the contact page, in the words of content/not-found.yaml", () => {
    const data: NotFoundPageData = {
      notFoundYaml: {
        title: "Page not found",
        text: "It has moved. Try the home page, or get in touch.",
        links: [
          { words: "home page", to: "/" },
          { words: "get in touch", to: "/contact/" },
        ],
      },
    }
    renderPage(<NotFoundPage {...props("/nowhere/", data)} />, { pathname: "/nowhere/" })
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument()
    expect(screen.getByText(/It has moved\. Try the/)).toHaveTextContent("It has moved. Try the home page, or get in touch.")
    expect(screen.getByRole("link", { name: "home page" })).toHaveAttribute("href", "/")
    expect(screen.getByRole("link", { name: "get in touch" })).toHaveAttribute("href", "/contact/")
  })
})
