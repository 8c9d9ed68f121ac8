/**
 * What every file in content/ must contain. The build validates each file against these schemas
 * (see validate-content.ts) and the page components take their types from them, so the shape of
 * the content is declared once. GraphQL's view of the same shape is in schema-types.ts.
 */
import { z } from "zod"
import { linkSchema } from "./link-schema"

const text = z.string().trim().min(1, "must not be empty")
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens, e.g. executive-coaching")

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

/** The heading, opening paragraph and search description of a page. */
export const pageCopySchema = z.object({
  title: text,
  heading: text,
  lead: text,
  description: text.max(200, "should be at most 200 characters so search results show it whole"),
})

export const stepSchema = z.object({ title: text, text })
export const figureSchema = z.object({ value: text, label: text })

export const formatSchema = z.object({
  delivery: text,
  sessions: text,
  length: text,
  cadence: text,
})

export const feeSchema = z.object({
  from: z.number().int().positive(),
  unit: text,
  sample: text,
})

export const serviceSchema = z.object({
  slug,
  title: text,
  audience: text,
  summary: text,
  forWhom: text,
  outcomes: z.array(text).min(1),
  format: formatSchema,
  fee: feeSchema,
})

export const programmeSchema = serviceSchema.extend({
  includes: z.array(text).min(1),
  nextIntake: text,
})

export const bookSchema = z.object({
  slug,
  title: text,
  author: text,
  theme: text,
  why: text,
})

export const faqSchema = z.object({
  slug,
  question: text,
  answer: text,
})

export const testimonialSchema = z.object({
  quote: text,
  name: text,
  role: text,
  company: text,
})

export const homeFileSchema = z.object({
  page: pageCopySchema,
  hero: z.object({ eyebrow: text, heading: text, lead: text, secondaryLabel: text }),
  audiences: z.array(z.object({ title: text, text, link: linkSchema, linkLabel: text })).length(2),
  fit: z.object({
    heading: text,
    forYouHeading: text,
    forYou: z.array(text).min(1),
    notForYouHeading: text,
    notForYou: z.array(text).min(1),
  }),
  sections: z.object({
    audiences: text,
    services: text,
    programmes: text,
    proof: text,
    testimonials: text,
    stories: text,
    posts: text,
  }),
})

export const aboutFileSchema = z.object({
  page: pageCopySchema,
  headings: z.object({ story: text, career: text, accreditations: text, training: text }),
  portraitAlt: text,
  story: z.array(text).min(1),
  approach: z.object({ heading: text, items: z.array(stepSchema).min(1) }),
  credentials: z.object({
    heading: text,
    accreditations: z.array(text).min(1),
    training: z.array(text).min(1),
    figures: z.array(figureSchema).min(1),
    note: text,
  }),
  career: z.array(z.object({ years: text, text })).min(1),
})

export const servicesFileSchema = z.object({
  page: pageCopySchema,
  items: z.array(serviceSchema).min(1).superRefine(uniqueSlugs),
  howWeWork: z.object({ heading: text, lead: text, steps: z.array(stepSchema).min(2) }),
  pricesHidden: text,
})

export const programmesFileSchema = z.object({
  page: pageCopySchema,
  items: z.array(programmeSchema).min(1).superRefine(uniqueSlugs),
})

export const booksFileSchema = z.object({
  page: pageCopySchema,
  items: z.array(bookSchema).min(1).superRefine(uniqueSlugs),
})

export const faqFileSchema = z.object({
  page: pageCopySchema,
  items: z.array(faqSchema).min(1).superRefine(uniqueSlugs),
})

export const testimonialsFileSchema = z.object({
  heading: text,
  items: z.array(testimonialSchema).min(1),
})

export const contactFileSchema = z.object({
  page: pageCopySchema,
  responseTime: text,
  details: z.object({ heading: text, phone: text, hours: text }),
  nextSteps: z.object({ heading: text, steps: z.array(stepSchema).min(1) }),
  form: z.object({ heading: text, text }),
})

export const blogFileSchema = z.object({
  page: pageCopySchema,
  postCta: z.object({ heading: text, text }),
})

export const webStoriesFileSchema = z.object({
  page: pageCopySchema,
})

/** Calendar dates as the coach writes them: 2025-03-14. */
export const isoDate = z.iso.date("must be a real date written as YYYY-MM-DD, e.g. 2025-03-14")

export const postFrontmatterSchema = z
  .object({
    title: text,
    date: isoDate,
    description: text.max(200, "should be at most 200 characters so search results show it whole"),
    tags: z.array(text).min(1, "needs at least one tag"),
    slug: slug.optional(),
    cover: text.optional(),
    coverAlt: text.optional(),
  })
  .superRefine((post, ctx) => {
    if (post.cover && !post.coverAlt) {
      ctx.addIssue({ code: "custom", path: ["coverAlt"], message: "is required when a cover image is set" })
    }
  })

/** The data files in content/, by file name, with the GraphQL type each one becomes. */
export const DATA_FILES = {
  home: { type: "HomeYaml", schema: homeFileSchema },
  about: { type: "AboutYaml", schema: aboutFileSchema },
  services: { type: "ServicesYaml", schema: servicesFileSchema },
  programmes: { type: "ProgrammesYaml", schema: programmesFileSchema },
  books: { type: "BooksYaml", schema: booksFileSchema },
  faq: { type: "FaqYaml", schema: faqFileSchema },
  testimonials: { type: "TestimonialsYaml", schema: testimonialsFileSchema },
  contact: { type: "ContactYaml", schema: contactFileSchema },
  blog: { type: "BlogYaml", schema: blogFileSchema },
  "web-stories": { type: "WebStoriesYaml", schema: webStoriesFileSchema },
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
