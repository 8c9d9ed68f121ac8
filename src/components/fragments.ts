/**
 * GraphQL fragments shared by several page queries (Gatsby collects them from any file in src/),
 * with the plain types their results have.
 */
import { graphql } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { PostSummary } from "./post-list"

export const fragments = graphql`
  fragment PageCopyFields on PageCopy {
    title
    heading
    lead
    description
  }

  fragment PostCardFields on MarkdownRemark {
    fields {
      slug
    }
    timeToRead
    frontmatter {
      title
      description
      date(formatString: "D MMMM YYYY")
      published: date(formatString: "YYYY-MM-DD")
      coverAlt
      cover {
        childImageSharp {
          gatsbyImageData(width: 720, aspectRatio: 1.7778)
        }
      }
    }
  }
`

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
