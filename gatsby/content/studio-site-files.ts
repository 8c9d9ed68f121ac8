/**
 * onCreatePage: the studio's page is given the posts and stories written as files (content/blog/,
 * content/stories/), so the studio lists them beside the coach's own, marked as the site's files.
 *
 * Why the page's context: the studio cannot read the repository, and these change only when the
 * repository does, which means a new build (or a new `npm run develop`). Read here, by the same
 * readers the build sources them with, they reach the studio with its page (page-data.json) in both
 * `npm run develop` and the built site, with no callable, no Firestore and no file of our own to
 * serve. A build record in Firestore would also do, but only once a build that reads Firestore has
 * run, and it would name the newest build's files rather than those of the site the studio came with.
 * As for the stories themselves, develop reads them when it starts.
 */
import { join } from "node:path"
import type { CreatePageArgs } from "gatsby"
import { postPath, storyPath, STUDIO_PATH } from "../../contract/routes"
import type { SiteFile, SiteFiles } from "../../contract/site-files"
import { postDateIso } from "../../contract/post-date"
import { readFilePosts } from "../posts/file-posts"
import { readStoryFiles } from "../stories/file-source"

/** The newest first, as the site's blog and stories lists order them; by title on the same day. */
const newestFirst = (a: SiteFile, b: SiteFile): number => b.date.localeCompare(a.date) || a.title.localeCompare(b.title)

const text = (value: unknown): string => (typeof value === "string" ? value : "")

/** The site's file posts and stories, each with its title, address and date. */
export const readSiteFiles = (root = process.cwd()): SiteFiles => {
  const posts = readFilePosts(join(root, "content", "blog")).posts.map(({ slug, title, date }) => ({ title, address: postPath(slug), date }))
  // A story file that cannot be read fails the build (gatsby/stories/source-stories.ts), naming it: none to list then.
  const stories = readStoryFiles(join(root, "content", "stories"), root).stories.map(({ id, data }) => {
    const fields = (data ?? {}) as Record<string, unknown>
    return { title: text(fields.title), address: storyPath(id), date: postDateIso(text(fields.publishedDate)) }
  })
  return { posts: posts.sort(newestFirst), stories: stories.sort(newestFirst) }
}

/** The page's context gains `siteFiles`; every other page is left as it is. */
export const giveStudioTheSiteFiles = ({ page, actions }: Pick<CreatePageArgs, "page" | "actions">, root = process.cwd()): void => {
  if (page.path !== STUDIO_PATH || page.context?.siteFiles) return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, siteFiles: readSiteFiles(root) } })
}
