/**
 * The RSS feed of the blog (gatsby-plugin-feed): the latest posts, newest first, each with its
 * opening (the text before `<!-- more -->`, through the same sanitiser as the post pages) and a
 * link to the whole post. Capped so the feed stays small however many posts the blog holds:
 * readers fetch it often, and with every post in full it grew by megabytes per thousand posts.
 */
import { nodeSettings as settings, nodeSiteTitle as siteTitle } from "../published/node-settings"
import { postPath } from "../../contract/routes"
import { sanitisePostHtml } from "../../contract/sanitise-post-html"

/** How many posts the feed carries. */
export const FEED_POSTS = 20

export interface FeedNode {
  excerpt: string
  fields: { slug: string }
  frontmatter: { title: string; date: string; description: string; tags: string[] }
}

interface FeedQuery {
  allMarkdownRemark: { nodes: FeedNode[] }
}

export const FEED_PATH = "/rss.xml"

/** Feed items for posts given newest first: at most FEED_POSTS, each its opening plus a link on. */
export const feedItems = (nodes: readonly FeedNode[]) =>
  nodes.slice(0, FEED_POSTS).map(({ excerpt, fields, frontmatter }) => {
    const url = `${settings.siteUrl}${postPath(fields.slug)}`
    return {
      title: frontmatter.title,
      description: frontmatter.description,
      date: frontmatter.date,
      categories: frontmatter.tags,
      author: settings.name,
      url,
      guid: url,
      // The query's excerpt is sanitised already (post-html-resolver.ts); this is the last step
      // before feed readers, so it is sanitised here too, whatever the query asks for.
      custom_elements: [{ "content:encoded": `${sanitisePostHtml(excerpt)}<p><a href="${url}">Read the whole post</a></p>` }],
    }
  })

export const blogFeed = {
  title: `Notes on leadership — ${siteTitle}`,
  output: FEED_PATH,
  language: "en-gb",
  query: `
    {
      allMarkdownRemark(sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }], limit: ${FEED_POSTS}) {
        nodes {
          excerpt(format: HTML)
          fields { slug }
          frontmatter { title date description tags }
        }
      }
    }
  `,
  serialize: ({ query }: { query: FeedQuery }) => feedItems(query.allMarkdownRemark.nodes),
}
