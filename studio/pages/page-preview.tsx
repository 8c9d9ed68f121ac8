import * as React from "react"
import styled from "styled-components"
import type { z } from "zod"
import type { AboutFile, BooksFile, FaqFile, HomeFile, PageCopy, ProgrammesFile, ServicesFile, TestimonialsFile } from "../../contract/content-schema"
import { PAGE_NAMES, SETTINGS_PAGE, type PageContent, type PageId } from "../../contract/site-pages"
import { Button } from "../../src/components/button"
import type { FeeWording } from "../../src/components/fee"
import { BookList } from "../../src/components/book-list"
import { FaqList } from "../../src/components/faq-list"
import { PageIntro } from "../../src/components/page-intro"
import { Section } from "../../src/components/section"
import { TestimonialList } from "../../src/components/testimonial-list"
import { CareerSection } from "../../src/sections/about/career-section"
import { CredentialsSection } from "../../src/sections/about/credentials-section"
import { AudiencesSection } from "../../src/sections/home/audiences-section"
import { FitSection } from "../../src/sections/home/fit-section"
import { HomeHero } from "../../src/sections/home/home-hero"
import { HowWeWorkSection } from "../../src/sections/offers/how-we-work-section"
import { OfferList } from "../../src/sections/offers/offer-list"
import { PreviewFrame } from "./preview-frame"

/** The opening of a page, as the site's pages draw it (without the head the page sets). */
const Opening: React.FC<{ page: PageCopy }> = ({ page }) => (
  <PageIntro title={page.heading}>
    <p>{page.lead}</p>
  </PageIntro>
)

/** Each page drawn from the site's own sections, with the words of her draft. */
const PREVIEWS: Partial<Record<PageId, (content: PageContent, feeWording: FeeWording) => React.ReactNode>> = {
  home: (content) => {
    const home = content as HomeFile
    return (
      <>
        <HomeHero hero={home.hero} />
        <AudiencesSection title={home.sections.audiences} audiences={home.audiences} />
        <FitSection fit={home.fit} />
      </>
    )
  },
  about: (content) => {
    const about = content as AboutFile
    return (
      <>
        <Opening page={about.page} />
        <CredentialsSection credentials={about.credentials} headings={about.headings} />
        <CareerSection title={about.headings.career} career={about.career} />
      </>
    )
  },
  services: (content) => {
    const services = content as ServicesFile
    return (
      <>
        <Opening page={services.page} />
        <OfferList label="Services on this page" offers={services.items} feeWording={services} />
        <HowWeWorkSection howWeWork={services.howWeWork} />
      </>
    )
  },
  programmes: (content, feeWording) => {
    const programmes = content as ProgrammesFile
    return (
      <>
        <Opening page={programmes.page} />
        <OfferList label="Programmes on this page" offers={programmes.items} feeWording={feeWording} />
      </>
    )
  },
  books: (content) => {
    const books = content as BooksFile
    return (
      <>
        <Opening page={books.page} />
        <BookList books={books.items} />
      </>
    )
  },
  faq: (content) => {
    const faq = content as FaqFile
    return (
      <>
        <Opening page={faq.page} />
        <FaqList items={faq.items} />
      </>
    )
  },
  testimonials: (content) => {
    const testimonials = content as TestimonialsFile
    return (
      <Section id="testimonials-preview" title={testimonials.heading}>
        <TestimonialList testimonials={testimonials.items} />
      </Section>
    )
  },
}

const WIDTHS = { phone: 375, desktop: 1280 } as const
type Width = keyof typeof WIDTHS

const StyledWidths = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 1rem;
`

const StyledFrame = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`

interface PagePreviewProps {
  pageId: PageId
  schema: z.ZodType
  draft: PageContent
  /** How fees are worded (the services page's words). */
  feeWording: FeeWording
}

/**
 * The page as the site will show it, drawn by the site's own sections from her draft, at a phone's
 * width or a desktop's, in a frame of that width (preview-frame.tsx), so each shows its own layout. Drawn once the page's schema accepts the draft: the sections expect whole pages.
 */
export const PagePreview: React.FC<PagePreviewProps> = ({ pageId, schema, draft, feeWording }) => {
  const [width, setWidth] = React.useState<Width>("phone")
  const draw = PREVIEWS[pageId]
  if (!draw) {
    return (
      <p>
        {pageId === SETTINGS_PAGE
          ? "The settings show on every page of the site: publish to see them there."
          : `The ${PAGE_NAMES[pageId].toLowerCase()} page has no preview here yet: publish to see it on the site.`}
      </p>
    )
  }
  const parsed = schema.safeParse(draft)
  if (!parsed.success) return <p role="status">The preview shows once the checklist has nothing left to fix.</p>
  return (
    <>
      <StyledWidths role="group" aria-label="Preview width">
        {(Object.keys(WIDTHS) as Width[]).map((each) => (
          <Button key={each} type="button" $tone={each === width ? "primary" : "outline"} aria-pressed={each === width} onClick={() => setWidth(each)}>
            {each === "phone" ? "Phone" : "Desktop"} ({WIDTHS[each]} px)
          </Button>
        ))}
      </StyledWidths>
      <StyledFrame role="region" aria-label={`Preview of the ${PAGE_NAMES[pageId].toLowerCase()} page at ${WIDTHS[width]} pixels`} tabIndex={0}>
        <PreviewFrame key={width} width={WIDTHS[width]} title={`The ${PAGE_NAMES[pageId].toLowerCase()} page as the site will show it`}>
          {draw(parsed.data as PageContent, feeWording)}
        </PreviewFrame>
      </StyledFrame>
    </>
  )
}
