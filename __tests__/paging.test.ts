/** @jest-environment node */
import { feedItems, FEED_POSTS, type FeedNode } from "../gatsby/content/blog-feed"
import { blogListPath, storyListPath } from "../contract/routes"
import { listPages, pageSuffix, pageWindow } from "../contract/paging"
import { STORIES_PER_PAGE } from "../contract/story"

describe("paged lists", () => {
  it("puts page 1 at the list's address and later pages under page/N/", () => {
    expect([1, 2, 3].map(blogListPath)).toEqual(["/blog/", "/blog/page/2/", "/blog/page/3/"])
    expect([1, 2].map(storyListPath)).toEqual(["/stories/", "/stories/page/2/"])
  })

  const ids = (count: number) => Array.from({ length: count }, (_, index) => `item-${index + 1}`)

  it("makes as many pages as the items need, each with its own items in the list's order", () => {
    const pages = listPages("/stories/", ids(2 * STORIES_PER_PAGE + 1), STORIES_PER_PAGE)
    expect(pages.map((page) => page.path)).toEqual(["/stories/", "/stories/page/2/", "/stories/page/3/"])
    expect(pages[0].context).toEqual({ ids: ids(STORIES_PER_PAGE), currentPage: 1, pageCount: 3 })
    expect(pages[1].context.ids[0]).toBe(`item-${STORIES_PER_PAGE + 1}`)
    expect(pages[2].context).toEqual({ ids: [`item-${2 * STORIES_PER_PAGE + 1}`], currentPage: 3, pageCount: 3 })
  })

  it("keeps one page when there is nothing to list, and no extra page when the last one is full", () => {
    expect(listPages("/blog/", [], 10).map((page) => [page.path, page.context.ids])).toEqual([["/blog/", []]])
    expect(listPages("/blog/", ids(20), 10)).toHaveLength(2)
  })

  it("links the first, the last and the pages near the current one, however many there are", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(1, 500)).toEqual([1, 2, 3, null, 500])
    expect(pageWindow(250, 500)).toEqual([1, null, 248, 249, 250, 251, 252, null, 500])
    expect(pageWindow(500, 500)).toEqual([1, null, 498, 499, 500])
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it("names later pages in their titles", () => {
    expect(pageSuffix(1, 4)).toBe("")
    expect(pageSuffix(2, 4)).toBe(" (page 2 of 4)")
  })
})

describe("the blog feed", () => {
  const post = (index: number): FeedNode => ({
    excerpt: `<p>Opening of post ${index}.</p>`,
    fields: { slug: `post-${index}` },
    frontmatter: { title: `Post ${index}`, date: "2026-10-01", description: `About post ${index}.`, tags: ["leadership"] },
  })

  it("carries only the latest posts, in the order given (newest first)", () => {
    const items = feedItems(Array.from({ length: FEED_POSTS + 5 }, (_, index) => post(index + 1)))
    expect(FEED_POSTS).toBe(20)
    expect(items).toHaveLength(20)
    expect(items[0].title).toBe("Post 1")
    expect(items[19].title).toBe("Post 20")
  })

  it("gives each post its opening and a link to the whole post, not the full text", () => {
    const [item] = feedItems([post(7)])
    expect(item.url).toMatch(/\/blog\/post-7\/$/)
    expect(item.custom_elements[0]["content:encoded"]).toBe(`<p>Opening of post 7.</p><p><a href="${item.url}">Read the whole post</a></p>`)
  })
})
