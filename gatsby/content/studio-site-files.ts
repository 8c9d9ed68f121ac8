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
 *
 * Each kind reads its own files (gatsby/posts/file-posts.ts, gatsby/stories/file-source.ts) and
 * gatsby-node.ts hands the readers in: the content layer sits below the kinds and imports none of them.
 */
import type { CreatePageArgs } from "gatsby"
import { STUDIO_PATH } from "../../contract/routes"
import type { SiteFile, SiteFiles } from "../../contract/site-files"

/** How each kind lists its files for the studio, from the project's folder. */
export type SiteFileReaders = Record<keyof SiteFiles, (root: string) => SiteFile[]>

/** The newest first, as the site's blog and stories lists order them; by title on the same day. */
const newestFirst = (a: SiteFile, b: SiteFile): number => b.date.localeCompare(a.date) || a.title.localeCompare(b.title)

/** The site's file posts and stories, each with its title, address and date. */
export const readSiteFiles = (readers: SiteFileReaders, root = process.cwd()): SiteFiles => ({
  posts: readers.posts(root).sort(newestFirst),
  stories: readers.stories(root).sort(newestFirst),
})

/** The page's context gains `siteFiles`; every other page is left as it is. */
export const giveStudioTheSiteFiles = ({ page, actions }: Pick<CreatePageArgs, "page" | "actions">, readers: SiteFileReaders, root = process.cwd()): void => {
  if (page.path !== STUDIO_PATH || page.context?.siteFiles) return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, siteFiles: readSiteFiles(readers, root) } })
}
