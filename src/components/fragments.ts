/**
 * GraphQL fragments shared by several page queries (Gatsby collects them from any file in src/),
 * with the plain types their results have.
 */
import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { PostSummary } from "./post-list"
import type { StoryCardProps } from "./story-card"

/*
 * One fragment per content type, used by every query that reads it. Those named after a schema in
 * contract/content-schema.ts select all of its fields; __tests__/fragments.test.ts fails when they drift.
 */
export const fragments = graphql`
  fragment ContactFormFields on ContactForm {
    heading
    text
    # The words of each enquiry field, and the sentence of each problem: JSON, checked by the schema.
    fields
    topics { value label }
    errors
    choose
    submit
    sending
    draftRestored
    sent { heading text }
    failed { heading text retry email }
    demo { notice opened }
    mailSubject
  }

  fragment PageCopyFields on PageCopy {
    title
    heading
    lead
    description
  }

  fragment StepFields on Step {
    title
    text
  }

  fragment FigureFields on Figure {
    value
    label
  }

  fragment ServiceFields on Service {
    slug
    title
    audience
    summary
    forWhom
    outcomes
    format { delivery sessions length cadence }
    fee { from unit sample }
  }

  fragment ProgrammeFields on Programme {
    slug
    title
    audience
    summary
    forWhom
    outcomes
    format { delivery sessions length cadence }
    fee { from unit sample }
    includes
    nextIntake
  }

  fragment HowWeWorkFields on HowWeWork {
    heading
    lead
    steps { ...StepFields }
  }

  fragment TestimonialFields on Testimonial {
    quote
    name
    role
    company
    permission { given on record }
  }

  fragment BookFields on Book {
    slug
    title
    author
    theme
    why
  }

  fragment FaqFields on Faq {
    slug
    question
    answer
  }

  fragment StoryCardFields on Story {
    storyId
    title
    date: publishedDate
    displayDate: publishedDate(formatString: "D MMMM YYYY", locale: "en-gb")
    poster { url width height alt }
  }

  fragment PostCardFields on MarkdownRemark {
    fields {
      slug
    }
    timeToRead
    frontmatter {
      title
      description
      date: dateLabel
      published
      coverAlt
      cover {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1.7778)
        }
      }
    }
  }
`

/** What StoryCardFields returns for one story. */
export interface StoryCardNode extends Pick<StoryCardProps, "title" | "date" | "displayDate" | "poster"> {
  storyId: string
}

export interface ImageFile {
  childImageSharp: { gatsbyImageData: IGatsbyImageData } | null
}

/** What PostCardFields returns for one post. */
export interface PostCardNode {
  fields: { slug: string }
  timeToRead: number
  frontmatter: {
    title: string
    description: string
    date: string
    published: string
    coverAlt: string | null
    cover: ImageFile | null
  }
}

export const toPostSummary = ({ fields, timeToRead, frontmatter }: PostCardNode): PostSummary => ({
  slug: fields.slug,
  title: frontmatter.title,
  description: frontmatter.description,
  date: frontmatter.date,
  published: frontmatter.published,
  timeToRead,
  cover: frontmatter.cover?.childImageSharp?.gatsbyImageData ?? null,
  coverAlt: frontmatter.coverAlt,
})
