import * as React from "react"
import { existsSync } from "node:fs"
import { screen, waitFor } from "@testing-library/react"
import type { PageProps } from "gatsby"
import { createStoryPages, STORY_TEMPLATE } from "../gatsby/stories/create-story-pages"
import StoryTemplate from "../src/templates/story"
import type { StoryPageContext } from "../contract/story"
import { renderPage } from "./helpers/render"
import { storyFixture } from "./helpers/story-fixture"

const stories = [storyFixture(), storyFixture({ storyId: "from-founder-to-ceo", title: "From founder to CEO" })]

const runCreatePages = async () => {
  const createPage = jest.fn()
  const reporter = { panicOnBuild: jest.fn() }
  // Gatsby's graphql answers the page query with the Story nodes.
  const graphql = jest.fn().mockResolvedValue({ data: { allStory: { nodes: stories } } })
  await createStoryPages({ graphql, actions: { createPage }, reporter } as never)
  return { createPage, reporter, graphql }
}

describe("createPages for stories", () => {
  it("creates exactly one page per story at /stories/<id>/ with the bare story template", async () => {
    const { createPage, reporter, graphql } = await runCreatePages()
    expect(graphql.mock.calls[0][0]).toMatch(/allStory\(sort: \[\{ publishedDate: DESC \}, \{ storyId: ASC \}\]\)/)
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
    const storyPages = createPage.mock.calls.filter(([page]) => page.component === STORY_TEMPLATE)
    expect(storyPages.map(([page]) => page.path)).toEqual(["/stories/saying-no-to-a-board/", "/stories/from-founder-to-ceo/"])
    for (const [page] of storyPages) {
      expect(page.component).toBe(STORY_TEMPLATE)
      expect(page.context.bare).toBe(true)
    }
    expect(STORY_TEMPLATE.endsWith("src/templates/story.tsx")).toBe(true)
    expect(existsSync(STORY_TEMPLATE)).toBe(true)
    expect(storyPages[1][0].context.story.title).toBe("From founder to CEO")
  })

  it("pages the list of stories like the blog: /stories/, then /stories/page/2/ ...", async () => {
    const { createPage } = await runCreatePages()
    const listPages = createPage.mock.calls.filter(([page]) => page.component !== STORY_TEMPLATE)
    expect(listPages.map(([page]) => [page.path, page.context])).toEqual([
      ["/stories/", { ids: ["saying-no-to-a-board", "from-founder-to-ceo"], currentPage: 1, pageCount: 1 }],
    ])
    expect(existsSync(listPages[0][0].component)).toBe(true)
  })

  it("stops the build when the stories cannot be queried", async () => {
    const panicOnBuild = jest.fn()
    const graphql = jest.fn().mockResolvedValue({ errors: [new Error("Cannot query field")] })
    await createStoryPages({ graphql, actions: { createPage: jest.fn() }, reporter: { panicOnBuild } } as never)
    expect(panicOnBuild).toHaveBeenCalledWith("Could not load stories for their pages", [expect.any(Error)])
  })
})

describe("the story template (what gatsby develop shows)", () => {
  it("renders the story's pages with no site header or footer", async () => {
    const { createPage } = await runCreatePages()
    const { path, context } = createPage.mock.calls[0][0] as { path: string; context: StoryPageContext }
    const props = { pageContext: context, location: { pathname: path } } as unknown as PageProps<object, StoryPageContext>
    renderPage(<StoryTemplate {...props} />, { pathname: path, pageContext: context as unknown as Record<string, unknown> })
    expect(screen.queryByRole("banner")).toBeNull()
    expect(screen.queryByRole("contentinfo")).toBeNull()
    expect(screen.getAllByRole("heading").map((h) => h.textContent)).toEqual([
      "Saying no to a board",
      "Facts before feelings",
      "A no with a yes inside",
      "Thank you for reading",
    ])
    expect(screen.getByRole("link", { name: "More stories" })).toHaveAttribute("href", "/stories/")
    // The same title as the built story's document.
    await waitFor(() => expect(document.title).toBe("Saying no to a board — Executive & Startup Coach | Eleanor Whitcombe"))
  })
})
