/**
 * What every file in content/ must contain, declared once. The build validates each file against
 * these schemas (gatsby/content/validate-content.ts), derives its GraphQL types from them
 * (gatsby/content/schema-types.ts) and the pages take their types from them.
 */
import { z } from "zod"
import { ENQUIRY_FIELDS, ENQUIRY_TOPICS, problemKey } from "./enquiry-schema"
import { linkSchema } from "./link-schema"
import { backdropPhoto, pagePhoto } from "./page-photo"
import { described, graphqlAs, longText, named, searchDescription, slug, text } from "./schema-fields"

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
  }),
)

export const testimonialSchema = named(
  "Testimonial",
  z
    .object({ quote: longText(), name: text(), role: text(), company: text(), permission: quotePermissionSchema.optional() })
    .superRefine((testimonial, ctx) => {
      if (testimonial.permission?.given !== true) {
        ctx.addIssue({
          code: "custom",
          path: ["permission"],
          message: `is missing: ${testimonial.name}'s words cannot be published until they have agreed to be quoted (tick it and give the date)`,
        })
      }
    }),
)

/** A heading with a short paragraph under it. */
const headedText = (name: string) => named(name, z.object({ heading: text(), text: longText() }))

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

/** A field of the enquiry form: its label and, optionally, a line of help under it. */
const formFieldSchema = z.object({ label: text(), help: text().optional() })

type Fields = typeof ENQUIRY_FIELDS
type FieldKey = keyof Fields
type Text = ReturnType<typeof text>
/** A problem's key as the copy writes it, "too-long" as `tooLong` (problemKey, at the type level). */
type ProblemKey<P extends string> = P extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<ProblemKey<Tail>>}` : P

const perField = (make: (field: Fields[FieldKey]) => z.ZodType) =>
  z.object(Object.fromEntries(Object.entries(ENQUIRY_FIELDS).map(([key, field]) => [key, make(field)])))

/**
 * The words of each field of the enquiry (contract/enquiry-schema.ts ENQUIRY_FIELDS), so a field
 * added there must have them here. To GraphQL these are one JSON value each: the fields are not
 * listed a second time in the contact page's query.
 */
const formFieldsSchema = graphqlAs("JSON!", perField(() => formFieldSchema) as z.ZodObject<Record<FieldKey, typeof formFieldSchema>>)
/** For each field, a sentence for each problem the schema can report for it. */
const fieldErrorsSchema = perField((field) => z.object(Object.fromEntries(field.problems.map((problem) => [problemKey(problem), text()])))) as z.ZodObject<{
  [K in FieldKey]: z.ZodObject<{ [P in ProblemKey<Fields[K]["problems"][number]>]: Text }>
}>

/**
 * Everything the enquiry form says. Each field names the sentence for each problem the shared
 * enquiry schema can report for it, so no problem is ever shown without words.
 */
export const contactFormSchema = named(
  "ContactForm",
  z.object({
    heading: text(),
    text: text(),
    fields: formFieldsSchema,
    /** The choices of "what you would like", one per enquiry topic, in the form's order. */
    topics: z
      .array(
        named(
          "ContactTopic",
          z.object({ value: z.enum(ENQUIRY_TOPICS, `must be one of ${ENQUIRY_TOPICS.join(", ")}`), label: text() }),
        ),
      )
      .superRefine((topics, ctx) => {
        const missing = ENQUIRY_TOPICS.filter((topic) => !topics.some((t) => t.value === topic))
        if (missing.length || topics.length !== ENQUIRY_TOPICS.length) {
          ctx.addIssue({ code: "custom", message: `must list each of ${ENQUIRY_TOPICS.join(", ")} once` })
        }
      }),
    errors: graphqlAs(
      "JSON!",
      fieldErrorsSchema.extend({
        /** For any other problem (a field the server refused for a reason the form does not check). */
        other: text(),
        /** Above the form after a failed submit; {count} becomes the number of fields to fix. */
        summary: text().regex(/\{count\}/, "must contain {count}"),
      }),
    ),
    /** The empty first choice of the topic list. */
    choose: text(),
    submit: text(),
    sending: text(),
    draftRestored: text(),
    sent: headedText("ContactSent"),
    failed: named("ContactFailed", z.object({ heading: text(), text: text(), retry: text(), email: text() })),
    /** Without a mail service (demo mode) the form opens the visitor's e-mail program instead. */
    demo: named("ContactDemo", z.object({ notice: text(), opened: text() })),
    /** The subject of the e-mail the fallback opens. */
    mailSubject: text(),
  }),
)

const placeholder = (name: string) => text().refine((value) => value.includes(`{${name}}`), `must contain {${name}}`)
const headed = z.object({ heading: text(), text: text() })

/**
 * Everything booking a call says, on /contact/ and on the page the link in the visitor's e-mails
 * opens. The fields of the visitor are the enquiry form's, in its words (`form`). To GraphQL it is
 * one JSON value: the pages read it whole.
 */
export const bookingCopySchema = graphqlAs(
  "JSON!",
  z.object({
    heading: text(),
    text: text(),
    /** The button that opens the booking step (its code loads then). */
    start: text(),
    /** Shown instead without JavaScript: the form below and the e-mail address still work. */
    noScript: text(),
    loading: text(),
    /** The coach has not opened her diary yet (or has closed it): the form instead. */
    closed: text(),
    noTimes: text(),
    /** The diary could not be reached; the reason follows. */
    unreachable: text(),
    retry: text(),
    times: z.object({ heading: text(), lead: placeholder("zone"), more: text() }),
    details: z.object({ heading: text(), picked: placeholder("time"), change: text() }),
    way: z.object({ label: text(), video: text(), phone: text() }),
    phone: z.object({ label: text(), help: text(), required: text(), invalid: text() }),
    /** The booking's own consent tick and its problem, in place of the enquiry's: it speaks of the call. */
    consent: z.object({ label: text(), notAccepted: text() }),
    /** Above the details after a failed try; {count} becomes the number of fields to fix. */
    summary: placeholder("count"),
    submit: text(),
    sending: text(),
    /** The time picked can no longer be had: why, then the next free times. */
    gone: z.object({
      heading: text(),
      text: text(),
      reasons: z.object({
        taken: text(),
        dayFull: text(),
        tooSoon: text(),
        past: text(),
        tooFar: text(),
        dayOff: text(),
        outsideHours: text(),
        blocked: text(),
      }),
    }),
    tooManyCalls: text(),
    booked: z.object({ heading: text(), text: placeholder("time"), next: placeholder("email") }),
    /** The page the link in the visitor's e-mails opens. */
    manage: z.object({
      title: text(),
      description: text(),
      heading: text(),
      loading: text(),
      call: placeholder("time"),
      video: text(),
      /** Before her meeting room's link, when she has set one. */
      videoRoom: text(),
      phone: text(),
      cancel: text(),
      cancelling: text(),
      cancelled: headed,
      move: text(),
      moveHeading: text(),
      moved: z.object({ heading: text(), text: placeholder("time") }),
      /** A move refused because the call has been moved as often as it can be (MAX_MOVES_PER_CALL). */
      tooManyMoves: text(),
      noLink: text(),
      link: z.object({ wrong: text(), used: text(), expired: text() }),
      bookAgain: text(),
    }),
  }),
)

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

/**
 * What every post holds wherever it is written: in a file's frontmatter here, or in the studio and
 * Firestore (contract/post-input.ts). One set of rules, so both kinds of post are held to them.
 */
export const postFields = {
  title: text(),
  date: graphqlAs("Date! @dateformat", isoDate()),
  description: searchDescription(),
  tags: z.array(text()).min(1, "needs at least one tag"),
  coverAlt: text().optional(),
}

/** A cover image is described for those who cannot see it. */
export const coverNeedsItsDescription = (post: { cover?: string; coverAlt?: string }, ctx: z.RefinementCtx): void => {
  if (post.cover && !post.coverAlt) {
    ctx.addIssue({ code: "custom", path: ["coverAlt"], message: "is required when a cover image is set" })
  }
}

export const postFrontmatterSchema = named(
  "PostFrontmatter",
  z
    .object({
      title: postFields.title,
      date: postFields.date,
      description: postFields.description,
      tags: postFields.tags,
      slug: slug().optional(),
      /** An image beside the post, which Gatsby links as a File. */
      cover: graphqlAs("File @fileByRelativePath", text().optional()),
      coverAlt: postFields.coverAlt,
    })
    .superRefine(coverNeedsItsDescription),
)

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
export type ContactFormCopy = z.infer<typeof contactFormSchema>
export type BookingCopy = z.infer<typeof bookingCopySchema>
export type BlogFile = z.infer<typeof blogFileSchema>
export type WebStoriesFile = z.infer<typeof webStoriesFileSchema>
export type NotFoundFile = z.infer<typeof notFoundFileSchema>
