import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { BlogFile } from "../../contract/content-schema"
import { ClosingCta } from "../components/closing-cta"
import { Seo } from "../head/seo"
import { blogPostingLd, breadcrumbLd } from "../head/structured-data"
import { BLOG_PATH, postPath } from "../../contract/routes"
import { PostCta } from "../sections/blog-post/post-cta"
import { PostHeader } from "../sections/blog-post/post-header"
import { PostNeighbours, type Neighbour } from "../sections/blog-post/post-neighbours"
import { StyledArticle, StyledColumn, StyledProse } from "../sections/blog-post/post-prose"
import { NewsletterSignup } from "../features/newsletter/newsletter-signup"

interface NeighbourNode {
  fields: { slug: string }
  frontmatter: { title: string }
}

export interface BlogPostData {
  blogYaml: Pick<BlogFile, "postCta">
  markdownRemark: {
    html: string
    timeToRead: number
    wordCount: { words: number | null }
    fields: { slug: string }
    frontmatter: {
      title: string
      description: string
      date: string
      published: string
      tags: string[]
      coverAlt: string | null
      cover: { publicURL: string; childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null
    }
  }
  newer: NeighbourNode | null
  older: NeighbourNode | null
}

const neighbour = (node: NeighbourNode | null): Neighbour | null =>
  node && { slug: node.fields.slug, title: node.frontmatter.title }

const BlogPost: React.FC<PageProps<BlogPostData>> = ({ data, location }) => {
  const { html, timeToRead, wordCount, fields, frontmatter } = data.markdownRemark
  const path = postPath(fields.slug)
  return (
    <>
      <Seo
        title={frontmatter.title}
        description={frontmatter.description}
        pathname={location.pathname}
        type="article"
        image={frontmatter.cover?.publicURL}
        jsonLd={[
          blogPostingLd({
            title: frontmatter.title,
            description: frontmatter.description,
            published: frontmatter.published,
            path,
            tags: frontmatter.tags,
            image: frontmatter.cover?.publicURL,
            wordCount: wordCount.words ?? 0,
          }),
          breadcrumbLd([
            { name: "Blog", path: BLOG_PATH },
            { name: frontmatter.title, path },
          ]),
        ]}
      />
      <StyledArticle>
        <StyledColumn>
          <PostHeader
            title={frontmatter.title}
            date={frontmatter.date}
            published={frontmatter.published}
            timeToRead={timeToRead}
            tags={frontmatter.tags}
            cover={frontmatter.cover?.childImageSharp?.gatsbyImageData}
            coverAlt={frontmatter.coverAlt}
          />
          <StyledProse dangerouslySetInnerHTML={{ __html: html }} />
          <PostCta cta={data.blogYaml.postCta} />
          <NewsletterSignup place="post" page={path} />
          <PostNeighbours older={neighbour(data.older)} newer={neighbour(data.newer)} />
        </StyledColumn>
      </StyledArticle>
      <ClosingCta />
    </>
  )
}

export default BlogPost

export const query = graphql`
  query BlogPost($id: String!, $newerId: String, $olderId: String) {
    blogYaml {
      postCta { heading text }
    }
    markdownRemark(id: { eq: $id }) {
      html
      timeToRead
      wordCount { words }
      fields { slug }
      frontmatter {
        title
        description
        date: dateLabel
        published
        tags
        coverAlt
        cover {
          publicURL
          # A 1.5x file beside the default 0.25x-2x, and sizes the column's width (less its 16 px
          # side padding): a phone 412 px wide at 1.75x (Lighthouse's) needs 665 px and takes the
          # 720 px file, not the 1,080 px one a whole-screen width would ask for.
          childImageSharp {
            gatsbyImageData(width: 720, aspectRatio: 1.7778, outputPixelDensities: [0.25, 0.5, 1, 1.5, 2], sizes: "(min-width: 752px) 720px, calc(100vw - 32px)")
          }
        }
      }
    }
    newer: markdownRemark(id: { eq: $newerId }) {
      fields { slug }
      frontmatter { title }
    }
    older: markdownRemark(id: { eq: $olderId }) {
      fields { slug }
      frontmatter { title }
    }
  }
`
