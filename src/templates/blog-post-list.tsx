import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import type { BlogFile } from "../../contract/content-schema"
import { ClosingCta } from "../components/closing-cta"
import { toPostSummary, type PostCardNode } from "../components/fragments"
import { PageBody } from "../components/page-body"
import { PageIntro } from "../components/page-intro"
import { Pagination } from "../components/pagination"
import { PostList } from "../components/post-list"
import { Seo } from "../head/seo"
import { breadcrumbLd } from "../head/structured-data"
import { BLOG_PATH, blogListPath } from "../../contract/routes"
import { pageSuffix, type ListPagePosition } from "../../contract/paging"
import { NewsletterSignup } from "../features/newsletter/newsletter-signup"

export interface BlogListData {
  blogYaml: Pick<BlogFile, "page">
  allMarkdownRemark: { nodes: PostCardNode[] }
}

/** /blog/, /blog/page/2/ ...: posts newest first, ten to a page. */
const BlogPostList: React.FC<PageProps<BlogListData, ListPagePosition>> = ({ data, location, pageContext }) => {
  const { page } = data.blogYaml
  const { currentPage, pageCount } = pageContext
  const suffix = pageSuffix(currentPage, pageCount)
  return (
    <>
      <Seo
        title={`${page.title}${suffix}`}
        description={`${page.description}${suffix}`}
        pathname={location.pathname}
        jsonLd={[breadcrumbLd([{ name: page.title, path: BLOG_PATH }])]}
      />
      <PageIntro title={currentPage > 1 ? `${page.heading}${suffix}` : page.heading}>
        <p>{page.lead}</p>
      </PageIntro>
      <PageBody>
        <PostList posts={data.allMarkdownRemark.nodes.map(toPostSummary)} columns={2} headingLevel={2} aboveTheFold />
        <Pagination
          currentPage={currentPage}
          pageCount={pageCount}
          pathFor={blogListPath}
          label="Blog pages"
          newer="Newer posts"
          older="Older posts"
        />
        <NewsletterSignup place="blog" page={blogListPath(currentPage)} />
      </PageBody>
      <ClosingCta />
    </>
  )
}

export default BlogPostList

export const query = graphql`
  query BlogPostList($ids: [String!]!) {
    blogYaml {
      page { ...PageCopyFields }
    }
    allMarkdownRemark(filter: { id: { in: $ids } }, sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]) {
      nodes { ...PostCardFields }
    }
  }
`
