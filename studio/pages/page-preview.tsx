/**
 * The preview of a page: the site's own body of that page (src/sections/<page>/<page>-body.tsx, the
 * very component the page renders below its head tags) drawn from her draft. Loaded when she opens
 * Preview (preview-entry.tsx), so the site's sections stay out of the studio's entry file.
 */
import * as React from "react"
import styled from "styled-components"
import type { z } from "zod"
import { DATA_FILES } from "../../contract/content-schema"
import { PAGE_NAMES, SETTINGS_PAGE, type FilePages, type PageContent, type PageId } from "../../contract/site-pages"
import { Button } from "../../src/components/button"
import { AboutBody } from "../../src/sections/about/about-body"
import { BooksBody } from "../../src/sections/books/books-body"
import { FaqBody } from "../../src/sections/faq/faq-body"
import { HomeBody } from "../../src/sections/home/home-body"
import { ProgrammesBody } from "../../src/sections/programmes/programmes-body"
import { ServicesBody } from "../../src/sections/services/services-body"
import { TestimonialsBody } from "../../src/sections/testimonials/testimonials-body"
import { PreviewFrame } from "./preview-frame"

/** The other pages' words a page's body also shows (the services for the home page, ...), as their files hold them. */
const siteWords = (site: FilePages) => ({
  about: DATA_FILES.about.parse(site.about),
  services: DATA_FILES.services.parse(site.services),
  programmes: DATA_FILES.programmes.parse(site.programmes),
  testimonials: DATA_FILES.testimonials.parse(site.testimonials),
})
type SiteWords = ReturnType<typeof siteWords>

/** A page's body drawn from her draft once the page's schema accepts it (the body expects a whole page), else null. */
const bodyOf =
  <Schema extends z.ZodType>(schema: Schema, draw: (content: z.output<Schema>, site: SiteWords) => React.ReactNode) =>
  (draft: PageContent, site: SiteWords): React.ReactNode | null => {
    const parsed = schema.safeParse(draft)
    return parsed.success ? draw(parsed.data, site) : null
  }

/** Each page's body, as its page in src/pages/ renders it, with her draft for the page's own words. */
const PAGE_BODIES: Partial<Record<PageId, (draft: PageContent, site: SiteWords) => React.ReactNode | null>> = {
  // The latest stories and posts are the build's: the preview has none to show.
  home: bodyOf(DATA_FILES.home, (home, site) => (
    <HomeBody home={home} credentials={site.about.credentials} services={site.services.items} programmes={site.programmes.items} testimonials={site.testimonials} stories={[]} posts={[]} />
  )),
  about: bodyOf(DATA_FILES.about, (about) => <AboutBody about={about} />),
  services: bodyOf(DATA_FILES.services, (services, site) => <ServicesBody services={services} testimonials={site.testimonials} />),
  programmes: bodyOf(DATA_FILES.programmes, (programmes, site) => <ProgrammesBody programmes={programmes} services={site.services} />),
  books: bodyOf(DATA_FILES.books, (books) => <BooksBody books={books} />),
  faq: bodyOf(DATA_FILES.faq, (faq) => <FaqBody faq={faq} />),
  testimonials: bodyOf(DATA_FILES.testimonials, (testimonials) => <TestimonialsBody testimonials={testimonials} />),
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

export interface PagePreviewProps {
  pageId: PageId
  draft: PageContent
  /** Every page's words as its file holds them: what the page shows of other pages (the services on the home page ...). */
  site: FilePages
}

/**
 * The page as the site will show it, drawn by the site's own sections from her draft, at a phone's
 * width or a desktop's, in a frame of that width (preview-frame.tsx), so each shows its own layout.
 */
export const PagePreview: React.FC<PagePreviewProps> = ({ pageId, draft, site }) => {
  const [width, setWidth] = React.useState<Width>("phone")
  const words = React.useMemo(() => siteWords(site), [site])
  const draw = PAGE_BODIES[pageId]
  if (!draw) {
    return (
      <p>
        {pageId === SETTINGS_PAGE
          ? "The settings show on every page of the site: publish to see them there."
          : `The ${PAGE_NAMES[pageId].toLowerCase()} page has no preview here yet: publish to see it on the site.`}
      </p>
    )
  }
  const body = draw(draft, words)
  if (body === null) return <p role="status">The preview shows once the checklist has nothing left to fix.</p>
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
          {body}
        </PreviewFrame>
      </StyledFrame>
    </>
  )
}
