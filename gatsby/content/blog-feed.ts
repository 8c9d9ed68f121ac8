/** The RSS feed of the blog (gatsby-plugin-feed): every post, newest first, with its full text. */
import { settings, siteTitle } from "../../src/settings"
import { postPath } from "../../src/lib/blog-paths"

interface FeedQuery {
  allMarkdownRemark: {
    nodes: Array<{
      html: string
      fields: { slug: string }
      frontmatter: { title: string; date: string; description: string; tags: string[] }
    }>
  }
}

export const FEED_PATH = "/rss.xml"

export const blogFeed = {
  title: `Notes on leadership — ${siteTitle}`,
  output: FEED_PATH,
  language: "en-gb",
  query: `
    {
      allMarkdownRemark(sort: { frontmatter: { date: DESC } }) {
        nodes {
          html
          fields { slug }
          frontmatter { title date description tags }
        }
      }
    }
  `,
  serialize: ({ query }: { query: FeedQuery }) =>
    query.allMarkdownRemark.nodes.map(({ html, fields, frontmatter }) => {
      const url = `${settings.siteUrl}${postPath(fields.slug)}`
      return {
        title: frontmatter.title,
        description: frontmatter.description,
        date: frontmatter.date,
        categories: frontmatter.tags,
        author: settings.name,
        url,
        guid: url,
        custom_elements: [{ "content:encoded": html }],
      }
    }),
}
