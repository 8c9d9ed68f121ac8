/**
 * GraphQL types for the coach's content, declared rather than inferred: queries keep working when a
 * list is empty or an optional field is unused, and a required field is required in every query.
 * The same shape for validation is in content-schema.ts.
 */
import type { CreateSchemaCustomizationArgs } from "gatsby"

export const contentTypeDefs = /* GraphQL */ `
  type PageCopy { title: String! heading: String! lead: String! description: String! }
  type Step { title: String! text: String! }
  type Figure { value: String! label: String! }
  type Format { delivery: String! sessions: String! length: String! cadence: String! }
  type Fee { from: Int! unit: String! sample: String! }

  type Service {
    slug: String! title: String! audience: String! summary: String! forWhom: String!
    outcomes: [String!]! format: Format! fee: Fee!
  }
  type Programme {
    slug: String! title: String! audience: String! summary: String! forWhom: String!
    outcomes: [String!]! format: Format! fee: Fee! includes: [String!]! nextIntake: String!
  }
  type Book { slug: String! title: String! author: String! theme: String! why: String! }
  type Faq { slug: String! question: String! answer: String! }
  type Testimonial { quote: String! name: String! role: String! company: String! }

  type HomeHero { eyebrow: String! heading: String! lead: String! secondaryLabel: String! }
  type HomeAudience { title: String! text: String! link: String! linkLabel: String! }
  type HomeFit { heading: String! forYouHeading: String! forYou: [String!]! notForYouHeading: String! notForYou: [String!]! }
  type HomeSections {
    audiences: String! services: String! programmes: String! proof: String! testimonials: String! stories: String! posts: String!
  }
  type HomeYaml implements Node @dontInfer {
    page: PageCopy! hero: HomeHero! audiences: [HomeAudience!]! fit: HomeFit! sections: HomeSections!
  }

  type AboutApproach { heading: String! items: [Step!]! }
  type AboutCredentials {
    heading: String! accreditations: [String!]! training: [String!]! figures: [Figure!]! note: String!
  }
  type CareerStep { years: String! text: String! }
  type AboutHeadings { story: String! career: String! accreditations: String! training: String! }
  type AboutYaml implements Node @dontInfer {
    page: PageCopy! headings: AboutHeadings! portraitAlt: String! story: [String!]! approach: AboutApproach!
    credentials: AboutCredentials! career: [CareerStep!]!
  }

  type HowWeWork { heading: String! lead: String! steps: [Step!]! }
  type ServicesYaml implements Node @dontInfer {
    page: PageCopy! items: [Service!]! howWeWork: HowWeWork! pricesHidden: String!
  }
  type ProgrammesYaml implements Node @dontInfer { page: PageCopy! items: [Programme!]! }
  type BooksYaml implements Node @dontInfer { page: PageCopy! items: [Book!]! }
  type FaqYaml implements Node @dontInfer { page: PageCopy! items: [Faq!]! }
  type TestimonialsYaml implements Node @dontInfer { heading: String! items: [Testimonial!]! }

  type ContactDetails { heading: String! phone: String! hours: String! }
  type ContactSteps { heading: String! steps: [Step!]! }
  type ContactFormField { label: String! help: String }
  type ContactFormFields {
    name: ContactFormField! email: ContactFormField! organisation: ContactFormField! role: ContactFormField!
    topic: ContactFormField! message: ContactFormField! consent: ContactFormField!
  }
  type ContactTopic { value: String! label: String! }
  type ContactNameErrors { required: String! tooLong: String! }
  type ContactEmailErrors { required: String! invalidEmail: String! tooLong: String! }
  type ContactOptionalErrors { tooLong: String! }
  type ContactTopicErrors { invalidChoice: String! }
  type ContactMessageErrors { required: String! tooShort: String! tooLong: String! }
  type ContactConsentErrors { notAccepted: String! }
  type ContactFormErrors {
    name: ContactNameErrors! email: ContactEmailErrors! organisation: ContactOptionalErrors! role: ContactOptionalErrors!
    topic: ContactTopicErrors! message: ContactMessageErrors! consent: ContactConsentErrors! other: String! summary: String!
  }
  type ContactSent { heading: String! text: String! }
  type ContactFailed { heading: String! text: String! retry: String! email: String! }
  type ContactDemo { notice: String! opened: String! }
  type ContactForm {
    heading: String! text: String! fields: ContactFormFields! topics: [ContactTopic!]! errors: ContactFormErrors!
    choose: String! submit: String! sending: String! draftRestored: String! sent: ContactSent! failed: ContactFailed! demo: ContactDemo!
    mailSubject: String!
  }
  type ContactYaml implements Node @dontInfer {
    page: PageCopy! responseTime: String! details: ContactDetails! nextSteps: ContactSteps! form: ContactForm!
  }
  type PostCta { heading: String! text: String! }
  type BlogYaml implements Node @dontInfer { page: PageCopy! postCta: PostCta! }
  type WebStoriesYaml implements Node @dontInfer { page: PageCopy! }

  type MarkdownRemark implements Node {
    frontmatter: PostFrontmatter!
    fields: PostFields!
  }
  type PostFrontmatter {
    title: String!
    date: Date! @dateformat
    description: String!
    tags: [String!]!
    slug: String
    cover: File @fileByRelativePath
    coverAlt: String
  }
  type PostFields { slug: String! }
`

export const createContentTypes = ({ actions }: CreateSchemaCustomizationArgs): void => {
  actions.createTypes(contentTypeDefs)
}
