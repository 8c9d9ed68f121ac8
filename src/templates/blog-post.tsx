import * as React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsiveImage } from "../components/responsive-image"
import styled from "styled-components"
import type { BlogFile } from "../../gatsby/content/content-schema"
import { ClosingCta } from "../components/closing-cta"
import { PostMeta } from "../components/post-list"
import { PrimaryCta } from "../components/primary-cta"
import { Seo } from "../components/seo"
import { postPath } from "../lib/blog-paths"
import { blogPostingLd, breadcrumbLd } from "../lib/structured-data"
import { Container } from "../shell/container"

interface Neighbour {
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
  newer: Neighbour | null
  older: Neighbour | null
}

const StyledArticle = styled.article`
  padding: 3rem 0 4rem;
`

const StyledColumn = styled(Container)`
  max-width: calc(720px + ${({ theme }) => theme.container.padding * 2}px);
`

const StyledTitle = styled.h1`
  font-size: clamp(2rem, 5vw, 3rem);
`

const StyledTags = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1.5rem;
  padding: 0;

  li {
    padding: 0.15rem 0.6rem;
    font-size: 0.85rem;
    background: ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radius};
  }
`

/* The cover opens the post and is its largest paint: painted from the server HTML (see ResponsiveImage). */
const StyledCover = styled(ResponsiveImage)`
  display: block;
  margin: 1rem 0 2rem;

  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
  }
`

/** The post body from Markdown: comfortable measure and spacing for long reading. */
const StyledProse = styled.div`
  font-size: 1.125rem;
  line-height: 1.7;

  h2 {
    font-size: 1.6rem;
    margin-top: 2.25rem;
  }

  ul,
  ol {
    padding-left: 1.4rem;
  }

  li + li {
    margin-top: 0.4rem;
  }
`

const StyledAside = styled.aside`
  margin: 3rem 0;
  padding: 1.75rem;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.accent};

  h2 {
    font-size: 1.35rem;
  }
`

const StyledNeighbours = styled.nav`
  ul {
    list-style: none;
    display: grid;
    gap: 1rem;
    margin: 0;
    padding: 0;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }

  li:last-child {
    text-align: right;
  }

  span {
    display: block;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const BlogPost: React.FC<PageProps<BlogPostData>> = ({ data, location }) => {
  const { html, timeToRead, wordCount, fields, frontmatter } = data.markdownRemark
  const path = postPath(fields.slug)
  const cover = frontmatter.cover?.childImageSharp?.gatsbyImageData
  const { newer, older } = data
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
            { name: "Blog", path: "/blog/" },
            { name: frontmatter.title, path },
          ]),
        ]}
      />
      <StyledArticle>
        <StyledColumn>
          <p>
            <Link to="/blog/">Blog</Link>
          </p>
          <StyledTitle>{frontmatter.title}</StyledTitle>
          <PostMeta date={frontmatter.date} published={frontmatter.published} timeToRead={timeToRead} />
          <StyledTags aria-label="Topics">
            {frontmatter.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </StyledTags>
          {cover && <StyledCover image={cover} alt={frontmatter.coverAlt ?? ""} priority />}
          <StyledProse dangerouslySetInnerHTML={{ __html: html }} />

          <StyledAside aria-labelledby="post-cta-heading">
            <h2 id="post-cta-heading">{data.blogYaml.postCta.heading}</h2>
            <p>{data.blogYaml.postCta.text}</p>
            <PrimaryCta />
          </StyledAside>

          {(newer || older) && (
            <StyledNeighbours aria-label="More posts">
              <ul>
                <li>
                  {older && (
                    <Link to={postPath(older.fields.slug)} rel="prev">
                      <span>Previous post</span>
                      {older.frontmatter.title}
                    </Link>
                  )}
                </li>
                <li>
                  {newer && (
                    <Link to={postPath(newer.fields.slug)} rel="next">
                      <span>Next post</span>
                      {newer.frontmatter.title}
                    </Link>
                  )}
                </li>
              </ul>
            </StyledNeighbours>
          )}
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
        date(formatString: "D MMMM YYYY")
        published: date(formatString: "YYYY-MM-DD")
        tags
        coverAlt
        cover {
          publicURL
          childImageSharp { gatsbyImageData(width: 720, aspectRatio: 1.7778) }
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
