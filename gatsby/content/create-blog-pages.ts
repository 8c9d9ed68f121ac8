/**
 * One page per blog post (newest first, each linked to its newer and older neighbour) and the
 * paginated list at /blog/, /blog/page/2/ ... Posts from content/blog/ and from the studio
 * (gatsby/posts/) are alike here. Two posts with the same address fail the build (a studio post
 * that would take a file post's is left out before this).
 */
import path from "node:path"
import type { CreatePagesArgs } from "gatsby"
import { BLOG_PATH, postPath } from "../../contract/routes"
import { listPages } from "../../contract/paging"
import { duplicateSlugs } from "./validate-content"

interface PostsResult {
  allMarkdownRemark: {
    nodes: Array<{ id: string; fields: { slug: string }; parent: { origin?: string } | null }>
  }
}

/** Posts on each page of the list. */
const POSTS_PER_PAGE = 10

const POST_TEMPLATE = path.resolve("src/templates/blog-post.tsx")
const LIST_TEMPLATE = path.resolve("src/templates/blog-post-list.tsx")

export const createBlogPages = async ({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> => {
  const result = await graphql<PostsResult>(`
    {
      allMarkdownRemark(sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]) {
        nodes {
          id
          fields { slug }
          parent { ... on BlogPostSource { origin } }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the blog posts", result.errors)
    return
  }
  const posts = result.data.allMarkdownRemark.nodes

  const clashes = duplicateSlugs(
    posts.map((post) => ({
      slug: post.fields.slug,
      file: post.parent?.origin ?? post.id,
    })),
  )
  if (clashes.length > 0) {
    reporter.panicOnBuild(`Two blog posts share an address:\n  ${clashes.join("\n  ")}`)
    return
  }

  posts.forEach((post, index) => {
    actions.createPage({
      path: postPath(post.fields.slug),
      component: POST_TEMPLATE,
      context: {
        id: post.id,
        newerId: index > 0 ? posts[index - 1].id : null,
        olderId: index < posts.length - 1 ? posts[index + 1].id : null,
      },
    })
  })

  for (const { path: listPath, context } of listPages(
    BLOG_PATH,
    posts.map((post) => post.id),
    POSTS_PER_PAGE,
  )) {
    actions.createPage({ path: listPath, component: LIST_TEMPLATE, context })
  }
}
