/**
 * The posts and stories written as files are listed in the studio beside the coach's own, so her
 * list of posts is the site's list: the build reads them from content/blog/ and content/stories/
 * with their titles, addresses and dates and hands them to the studio's page, and each list shows
 * them marked as the site's files, each one hers to take into the studio, and one she has taken once.
 */
import { readdirSync } from "node:fs"
import { join } from "node:path"
import * as React from "react"
import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { Actions, Page } from "gatsby"
import { giveStudioTheSiteFiles, readSiteFiles as readWith } from "../gatsby/content/studio-site-files"
import { filePostsForStudio } from "../gatsby/posts/file-posts"
import { fileStoriesForStudio } from "../gatsby/stories/file-source"
import { STUDIO_PATH } from "../contract/routes"
import { StudioDraftList } from "../studio/editing/studio-draft-list"
import { POST_LIST } from "../studio/posts/post-list-kind"
import { STORY_LIST } from "../studio/stories/story-list-kind"
import type { SiteFile } from "../contract/site-files"
import { filePostCopyId, type StudioPost } from "../contract/studio-posts-api"
import type { StudioStory } from "../contract/studio-stories-api"
import { renderThemed } from "./helpers/render"

const ROOT = join(__dirname, "..")
/** As gatsby-node.ts hands each kind's reader in. */
const READERS = { posts: filePostsForStudio, stories: fileStoriesForStudio }
const readSiteFiles = (root: string) => readWith(READERS, root)
const folders = (dir: string) => readdirSync(join(ROOT, "content", dir), { withFileTypes: true }).filter((entry) => entry.isDirectory())

describe("the site's files, as the build hands them to the studio", () => {
  it("lists every post of content/blog/ with its title, address and date, the newest first", () => {
    const { posts } = readSiteFiles(ROOT)
    expect(posts).toHaveLength(folders("blog").length)
    expect(posts).toContainEqual({ title: "How to run a board meeting that actually helps you", address: "/blog/board-meetings-that-help-you/", date: "2026-05-12" })
    expect(posts.map((post) => post.date)).toEqual([...posts.map((post) => post.date)].sort().reverse())
  })

  it("lists every story of content/stories/ with its title, address and date", () => {
    const { stories } = readSiteFiles(ROOT)
    expect(stories).toHaveLength(folders("stories").length)
    expect(stories).toContainEqual({ title: "The first hundred days in a new leadership role", address: "/stories/the-first-hundred-days/", date: "2026-04-20" })
  })

  it("gives them to the studio's page alone, once", () => {
    const created: Page[] = []
    const deleted: Page[] = []
    const actions = { createPage: (page: Page) => created.push(page), deletePage: (page: Page) => deleted.push(page) } as unknown as Actions
    const studio: Page = { path: STUDIO_PATH, component: "src/pages/studio.tsx", context: {} }
    giveStudioTheSiteFiles({ page: studio, actions }, READERS, ROOT)
    giveStudioTheSiteFiles({ page: { path: "/about/", component: "src/pages/about.tsx", context: {} }, actions }, READERS, ROOT)
    expect(deleted).toEqual([studio])
    expect(created).toEqual([{ ...studio, context: { siteFiles: readSiteFiles(ROOT) } }])
    // Gatsby calls onCreatePage again for the page made here: it is left as it is.
    giveStudioTheSiteFiles({ page: created[0], actions }, READERS, ROOT)
    expect(created).toHaveLength(1)
  })
})

describe("a list in the studio", () => {
  it("shows the site's file stories after hers, each of which she can take into the studio", async () => {
    const { stories } = readSiteFiles(ROOT)
    const taken: Array<[string, SiteFile | undefined]> = []
    renderThemed(<StudioDraftList kind={STORY_LIST} items={[]} problem={null} onOpen={() => undefined} onCreate={(title, file) => void taken.push([title, file])} siteFiles={stories} />)
    const list = screen.getByRole("list", { name: STORY_LIST.listLabel })
    const row = within(list).getByText("The first hundred days in a new leadership role").closest("li") as HTMLElement
    expect(row).toHaveTextContent("From the site's files, dated 20 April 2026")
    expect(row).not.toHaveTextContent("not editable")
    await userEvent.click(within(row).getByRole("button", { name: "Edit in the studio: The first hundred days in a new leadership role" }))
    expect(taken).toEqual([["The first hundred days in a new leadership role", stories.find((story) => story.address === "/stories/the-first-hundred-days/")]])
  })

  it("lists a file story she has taken into the studio once, as hers, and says the site shows the file's until she publishes it", () => {
    const { stories } = readSiteFiles(ROOT)
    const copy: StudioStory = {
      storyId: "the-first-hundred-days",
      fromFile: "the-first-hundred-days",
      draft: { title: "The first hundred days, in my words", description: "", pages: [] },
      revision: 1,
      updatedAt: "2026-11-20T10:00:00.000Z",
      published: false,
      publishedRevision: null,
      publishedDate: "2026-04-20",
      lastBuild: null,
    }
    renderThemed(<StudioDraftList kind={STORY_LIST} items={[copy]} problem={null} onOpen={() => undefined} onCreate={() => undefined} siteFiles={stories} />)
    const list = screen.getByRole("list", { name: STORY_LIST.listLabel })
    expect(within(list).getAllByRole("listitem")).toHaveLength(stories.length)
    expect(within(list).queryByText("The first hundred days in a new leadership role")).not.toBeInTheDocument()
    const row = within(list).getByText("The first hundred days, in my words").closest("li") as HTMLElement
    expect(row).toHaveTextContent("Taken into the studio from the site's files (/stories/the-first-hundred-days/): until it is published, the site shows the file's version")
  })

  it("shows the site's file posts after hers, each of which she can take into the studio", async () => {
    const { posts } = readSiteFiles(ROOT)
    const taken: Array<[string, SiteFile | undefined]> = []
    renderThemed(<StudioDraftList kind={POST_LIST} items={[]} problem={null} onOpen={() => undefined} onCreate={(title, file) => void taken.push([title, file])} siteFiles={posts} />)
    const list = screen.getByRole("list", { name: POST_LIST.listLabel })
    const row = within(list).getByText("How to run a board meeting that actually helps you").closest("li") as HTMLElement
    expect(row).toHaveTextContent("From the site's files, dated 12 May 2026")
    expect(row).not.toHaveTextContent("not editable")
    expect(row).toHaveTextContent("At /blog/board-meetings-that-help-you/")
    expect(within(list).getAllByRole("listitem")).toHaveLength(posts.length)
    await userEvent.click(within(row).getByRole("button", { name: "Edit in the studio: How to run a board meeting that actually helps you" }))
    expect(taken).toEqual([["How to run a board meeting that actually helps you", posts.find((post) => post.address === "/blog/board-meetings-that-help-you/")]])
  })

  it("lists a file post she has taken into the studio once, as hers, saying where it came from", () => {
    const { posts } = readSiteFiles(ROOT)
    const copy: StudioPost = {
      postId: filePostCopyId("board-meetings-that-help-you"),
      fromFile: "board-meetings-that-help-you",
      draft: { title: "Board meetings that help you", slug: "board-meetings-that-help-you" },
      revision: 2,
      updatedAt: "2026-11-20T10:00:00.000Z",
      published: true,
      publishedRevision: 2,
      publishedSlug: "board-meetings-that-help-you",
      lastBuild: null,
    }
    renderThemed(<StudioDraftList kind={POST_LIST} items={[copy]} problem={null} onOpen={() => undefined} onCreate={() => undefined} siteFiles={posts} />)
    const list = screen.getByRole("list", { name: POST_LIST.listLabel })
    expect(within(list).getAllByRole("listitem")).toHaveLength(posts.length)
    expect(within(list).queryByText("How to run a board meeting that actually helps you")).not.toBeInTheDocument()
    const row = within(list).getByText("Board meetings that help you").closest("li") as HTMLElement
    expect(row).toHaveTextContent("Taken into the studio from the site's files (/blog/board-meetings-that-help-you/)")
    expect(row).toHaveTextContent("At /blog/board-meetings-that-help-you/")
  })
})
