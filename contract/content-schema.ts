/**
 * What every file in content/ must contain, declared once. The build validates each file against
 * these schemas (gatsby/content/validate-content.ts), derives its GraphQL types from them
 * (gatsby/content/schema-types.ts) and the pages take their types from them.
 */
import { z } from "zod"
import { bookingCopySchema, contactFormSchema } from "./contact-copy-schema"
import { linkSchema } from "./link-schema"
import { newsletterFileSchema } from "./newsletter-copy-schema"
import { backdropPhoto, pagePhoto } from "./page-photo"
import { described, headedText, longText, named, searchDescription, slug, text } from "./schema-fields"

/** Every list a visitor sees by its slug must not hold the same slug twice. */
const uniqueSlugs = <T extends { slug: string }>(items: T[], ctx: z.RefinementCtx) => {
  const seen = new Map<string, number>()
  items.forEach((item, index) => {
    const first = seen.get(item.slug)
    if (first !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: [index, "slug"],
        message: `duplicates the slug "${item.slug}" of entry ${first + 1}`,
      })
    } else seen.set(item.slug, index)
  })
}

/** Calendar dates as the coach writes them: 2025-03-14. Gatsby formats them (@dateformat). */
export const isoDate = () => z.iso.date("must be a real date written as YYYY-MM-DD, e.g. 2025-03-14")

/** The heading, opening paragraph and search description of a page. */
export const pageCopySchema = named(
  "PageCopy",
  z.object({
    title: described({ label: "Title", help: "In the browser tab and search results, before the site's name." }, text()),
    heading: described({ label: "Heading", help: "The largest words on the page." }, text()),
    lead: longText(),
    description: described({ label: "Search description", help: "What search results show under the title." }, searchDescription()),
  }),
)

export const stepSchema = named("Step", z.object({ title: text(), text: longText() }))
export const figureSchema = named("Figure", z.object({ value: text(), label: text() }))

export const formatSchema = named(
  "Format",
  z.object({ delivery: text(), sessions: text(), length: text(), cadence: text() }),
)

export const feeSchema = named(
  "Fee",
  z.object({
    from: described(
      { label: "Fee from (£)", help: "The lowest fee, in whole pounds; shown as \"from £…\" when fees are shown." },
      z.number({ error: "must be a number of pounds" }).int("must be whole pounds").positive("must be more than 0"),
    ),
    unit: described({ label: "Per", help: "What the fee pays for, e.g. per programme." }, text()),
    sample: longText(),
  }),
)

export const serviceSchema = named(
  "Service",
  z.object({
    slug: described({ label: "Address name", help: "Lower-case words joined by hyphens; it names this entry in the page's address." }, slug()),
    title: text(),
    audience: text(),
    summary: longText(),
    forWhom: longText(),
    outcomes: z.array(text()).min(1),
    format: formatSchema,
    fee: feeSchema,
  }),
)

export const programmeSchema = named(
  "Programme",
  serviceSchema.extend({ includes: z.array(text()).min(1), nextIntake: text() }),
)

export const bookSchema = named(
  "Book",
  z.object({ slug: slug(), title: text(), author: text(), theme: text(), why: longText() }),
)

export const faqSchema = named("Faq", z.object({ slug: slug(), question: text(), answer: longText() }))

/**
 * The client's agreement to be quoted, and when it was given. UK rules on endorsements expect a
 * quote to be genuine and agreed, so the site quotes no one without it.
 */
export const quotePermissionSchema = named(
  "QuotePermission",
  z.object({
    given: described(
      { label: "The client agreed to be quoted", help: "Their words, name, role and company, as written here." },
      z.boolean({ error: "must be true or false" }),
    ),
    on: described({ label: "Date they agreed", help: "As YYYY-MM-DD, e.g. 2025-03-14." }, isoDate()),
    /**
     * Where the permission is recorded, when the client gave it in their room: the record's id
     * (`clientTestimonials/<engagement id>`) and the SHA-256 of the wording they permitted.
     */
    record: described({ label: "Record of their permission", help: "Set by the studio when a client gives a testimonial in their room." }, text().optional()),
  }),
)

export const testimonialSchema = named(
  "Testimonial",
  z
    // A client may be quoted by first name and role, or anonymously: then no company, or no name.
    .object({ quote: longText(), name: text().optional(), role: text().optional(), company: text().optional(), permission: quotePermissionSchema.optional() })
    .superRefine((testimonial, ctx) => {
      if (testimonial.permission?.given !== true) {
        ctx.addIssue({
          code: "custom",
          path: ["permission"],
          message: `is missing: ${testimonial.name ?? "this client"}'s words cannot be published until they have agreed to be quoted (tick it and give the date)`,
        })
      }
    }),
)


export const homeFileSchema = z.object({
  hero: named(
    "HomeHero",
    z.object({
      eyebrow: described({ label: "Line above the heading" }, text()),
      heading: described({ label: "Heading", help: "The first words a visitor reads." }, text()),
      lead: longText(),
      secondaryLabel: described({ label: "Second button's words" }, text()),
      photo: backdropPhoto("HomeHeroPhoto", { label: "Photo behind the heading", help: "Wide and dark enough for white words over it." }),
    }),
  ),
  audiences: z
    .array(named("HomeAudience", z.object({ title: text(), text: text(), link: linkSchema, linkLabel: text() })))
    .length(2),
  fit: named(
    "HomeFit",
    z.object({
      heading: text(),
      forYouHeading: text(),
      forYou: z.array(text()).min(1),
      notForYouHeading: text(),
      notForYou: z.array(text()).min(1),
    }),
  ),
  sections: named(
    "HomeSections",
    z.object({
      audiences: text(),
      services: text(),
      programmes: text(),
      proof: text(),
      stories: text(),
      posts: text(),
    }),
  ),
  links: named("HomeLinks", z.object({ about: text(), allPosts: text() })),
})

export const aboutFileSchema = z.object({
  page: pageCopySchema,
  headings: named("AboutHeadings", z.object({ story: text(), career: text(), accreditations: text(), training: text() })),
  portrait: pagePhoto("AboutPortrait", { label: "Portrait", help: "Upright, as a portrait is: it is shown taller than wide." }),
  story: z.array(text()).min(1),
  approach: named("AboutApproach", z.object({ heading: text(), items: z.array(stepSchema).min(1) })),
  credentials: named(
    "AboutCredentials",
    z.object({
      heading: text(),
      accreditations: z.array(text()).min(1),
      training: z.array(text()).min(1),
      figures: z.array(figureSchema).min(1),
      note: text(),
    }),
  ),
  career: z.array(named("CareerStep", z.object({ years: text(), text: text() }))).min(1),
})

export const servicesFileSchema = z.object({
  page: pageCopySchema,
  items: described({ label: "Services", item: "Service" }, z.array(serviceSchema).min(1).superRefine(uniqueSlugs)),
  howWeWork: named("HowWeWork", z.object({ heading: text(), lead: text(), steps: z.array(stepSchema).min(2) })),
  pricesHidden: text(),
  feeTax: text(),
})

export const programmesFileSchema = z.object({
  page: pageCopySchema,
  items: described({ label: "Programmes", item: "Programme" }, z.array(programmeSchema).min(1).superRefine(uniqueSlugs)),
})

export const booksFileSchema = z.object({
  page: pageCopySchema,
  items: described({ label: "Books", item: "Book" }, z.array(bookSchema).min(1).superRefine(uniqueSlugs)),
})

export const faqFileSchema = z.object({
  page: pageCopySchema,
  items: described({ label: "Questions", item: "Question" }, z.array(faqSchema).min(1).superRefine(uniqueSlugs)),
})

export const testimonialsFileSchema = z.object({
  heading: text(),
  items: described({ label: "Testimonials", item: "Testimonial" }, z.array(testimonialSchema).min(1)),
})

export const contactFileSchema = z.object({
  page: pageCopySchema,
  responseTime: text(),
  details: named("ContactDetails", z.object({ heading: text(), phone: text(), hours: text() })),
  nextSteps: named("ContactSteps", z.object({ heading: text(), steps: z.array(stepSchema).min(1) })),
  form: contactFormSchema,
  booking: bookingCopySchema,
})

export const blogFileSchema = z.object({
  page: pageCopySchema,
  postCta: headedText("PostCta"),
})

export const webStoriesFileSchema = z.object({
  page: pageCopySchema,
})

/** The 404 page: its text, with the words that become links. */
export const notFoundFileSchema = z
  .object({
    title: text(),
    text: text(),
    links: z.array(named("TextLink", z.object({ words: text(), to: linkSchema }))).min(1),
  })
  .superRefine((file, ctx) => {
    file.links.forEach((link, index) => {
      if (!file.text.includes(link.words)) {
        ctx.addIssue({ code: "custom", path: ["links", index, "words"], message: `must appear word for word in the text ("${link.words}" does not)` })
      }
    })
  })

/** The data files in content/, by file name (content/<name>.yaml). */
export const DATA_FILES = {
  home: homeFileSchema,
  about: aboutFileSchema,
  services: servicesFileSchema,
  programmes: programmesFileSchema,
  books: booksFileSchema,
  faq: faqFileSchema,
  testimonials: testimonialsFileSchema,
  contact: contactFileSchema,
  blog: blogFileSchema,
  "web-stories": webStoriesFileSchema,
  "not-found": notFoundFileSchema,
  newsletter: newsletterFileSchema,
} as const

export type DataFileName = keyof typeof DATA_FILES

export type PageCopy = z.infer<typeof pageCopySchema>
export type Step = z.infer<typeof stepSchema>
export type Figure = z.infer<typeof figureSchema>
export type Service = z.infer<typeof serviceSchema>
export type Programme = z.infer<typeof programmeSchema>
export type Book = z.infer<typeof bookSchema>
export type Faq = z.infer<typeof faqSchema>
export type Testimonial = z.infer<typeof testimonialSchema>
export type HomeFile = z.infer<typeof homeFileSchema>
export type AboutFile = z.infer<typeof aboutFileSchema>
export type ServicesFile = z.infer<typeof servicesFileSchema>
export type ProgrammesFile = z.infer<typeof programmesFileSchema>
export type BooksFile = z.infer<typeof booksFileSchema>
export type FaqFile = z.infer<typeof faqFileSchema>
export type TestimonialsFile = z.infer<typeof testimonialsFileSchema>
export type ContactFile = z.infer<typeof contactFileSchema>
export type BlogFile = z.infer<typeof blogFileSchema>
export type WebStoriesFile = z.infer<typeof webStoriesFileSchema>
export type NotFoundFile = z.infer<typeof notFoundFileSchema>
