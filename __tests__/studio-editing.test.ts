/**
 * What the coach does to a draft in the studio, and what the checklist then says: the same schema
 * and limits as the build (contract/story-input.ts, contract/story.ts).
 */
import { STORY_LIMITS } from "../contract/story"
import { fieldControlId, fieldName, problemControlId } from "../studio/stories/story-checklist-lines"
import { addPage, canAddPage, movePage, removePage, setPage, setPublishOn, setTitle } from "../studio/stories/story-edits"
import { newDraft, storyIdFor } from "../studio/stories/new-story"
import { bodyCount } from "../studio/stories/story-page-fields"
import { publishableStory, storyProblems } from "../contract/story-checklist"
import { STORY_PALETTE } from "../src/theme/story-palette"
import { buildStateLine } from "../studio/editing/build-state-line"
import { validDraft } from "./helpers/studio-cases"

const written = () => {
  let draft = { ...newDraft("Saying no to a board"), description: "How a chief executive turned down an acquisition." }
  draft.pages.forEach((page, index) => {
    draft = setPage(draft, index, { ...page, heading: `Heading ${index + 1}`, body: `Body ${index + 1}` })
  })
  return draft
}

describe("a new story", () => {
  it("gets an address from its title, unique among the coach's stories", () => {
    expect(storyIdFor("Saying no to a Board!", new Set())).toBe("saying-no-to-a-board")
    expect(storyIdFor("Saying no to a board", new Set(["saying-no-to-a-board", "saying-no-to-a-board-2"]))).toBe("saying-no-to-a-board-3")
    expect(storyIdFor("Café culture", new Set())).toBe("cafe-culture")
    expect(storyIdFor("???", new Set())).toBe("story")
  })

  it("never gets an address the site keeps for itself under /stories/ (the build would leave it out)", () => {
    expect(storyIdFor("Images", new Set())).toBe("images-2")
    expect(storyIdFor("Page", new Set(["page-2"]))).toBe("page-3")
  })

  it("starts with the fewest pages allowed, on brand colours, and a poster drawn from the title", () => {
    const draft = newDraft("Saying no to a board")
    expect(draft.pages).toHaveLength(STORY_LIMITS.minPages)
    const palette = STORY_PALETTE.map(({ color }) => color as string)
    for (const page of draft.pages) expect(palette).toContain(page.background.color)
    expect(draft.poster).toEqual({ color: STORY_PALETTE[0].color, alt: "Saying no to a board" })
  })

  it("cannot be published until headings, text and description are written; then the checklist is clear", () => {
    const fields = storyProblems(newDraft("Saying no to a board"), "2026-11-23").map(({ field }) => field)
    expect(fields).toEqual(expect.arrayContaining(["description", "pages[0].heading", "pages[0].body", "pages[2].body"]))
    expect(storyProblems(written(), "2026-11-23")).toEqual([])
    expect(publishableStory(written(), "2026-11-23")).toMatchObject({ title: "Saying no to a board", publishedDate: "2026-11-23" })
  })
})

describe("editing pages", () => {
  it("adds a page after the one asked, on its colour, up to the build's maximum", () => {
    let draft = written()
    draft = addPage(draft, 0)
    expect(draft.pages.map((page) => page.heading)).toEqual(["Heading 1", "", "Heading 2", "Heading 3"])
    expect(draft.pages[1].background.color).toBe(draft.pages[0].background.color)
    while (canAddPage(draft)) draft = addPage(draft, draft.pages.length - 1)
    expect(draft.pages).toHaveLength(STORY_LIMITS.maxPages)
    expect(addPage(draft, 0).pages).toHaveLength(STORY_LIMITS.maxPages)
    expect(storyProblems(draft, "2026-11-23").some(({ field }) => field === "pages")).toBe(false)
  })

  it("moves a page up or down one place, and not past either end", () => {
    const draft = written()
    expect(movePage(draft, 2, -1).pages.map((page) => page.heading)).toEqual(["Heading 1", "Heading 3", "Heading 2"])
    expect(movePage(draft, 0, 1).pages.map((page) => page.heading)).toEqual(["Heading 2", "Heading 1", "Heading 3"])
    expect(movePage(draft, 0, -1)).toBe(draft)
    expect(movePage(draft, 2, 1)).toBe(draft)
  })

  it("removes a page; fewer than three blocks publishing; the last page stays", () => {
    let draft = removePage(written(), 1)
    expect(draft.pages.map((page) => page.heading)).toEqual(["Heading 1", "Heading 3"])
    expect(storyProblems(draft, "2026-11-23")).toEqual([{ field: "pages", message: "must have at least 3 pages" }])
    draft = removePage(removePage(draft, 0), 0)
    expect(draft.pages).toHaveLength(1)
  })

  it("keeps a drawn poster's description in step with the title", () => {
    expect(setTitle(written(), "A no with a yes inside").poster).toEqual({ color: STORY_PALETTE[0].color, alt: "A no with a yes inside" })
    const photo = validDraft()
    expect(setTitle(photo, "Another title").poster).toEqual(photo.poster)
  })
})

describe("the checklist", () => {
  it("counts a page's text against the build's 180 characters and blocks publishing beyond it", () => {
    const long = "x".repeat(STORY_LIMITS.maxBodyChars + 5)
    expect(bodyCount("Body")).toBe(`4 of ${STORY_LIMITS.maxBodyChars} characters`)
    expect(bodyCount(long)).toBe(`185 of ${STORY_LIMITS.maxBodyChars} characters: 5 too many`)
    const draft = setPage(written(), 1, { ...written().pages[1], body: long })
    expect(storyProblems(draft, "2026-11-23")).toEqual([{ field: "pages[1].body", message: "must be at most 180 characters (it has 185)" }])
    expect(publishableStory(draft, "2026-11-23")).toBeNull()
  })

  it("refuses the link schemes the build refuses", () => {
    const draft = setPage(written(), 2, { ...written().pages[2], cta: { label: "Read more", href: "javascript:alert(1)" } })
    expect(storyProblems(draft, "2026-11-23").map(({ field }) => field)).toEqual(["pages[2].cta.href"])
  })

  it("takes a story's publish-on day as a real date, or none, and blocks publishing with one that is not", () => {
    expect(storyProblems(setPublishOn(written(), "2026-12-01"), "2026-11-23")).toEqual([])
    expect(setPublishOn(setPublishOn(written(), "2026-12-01"), "")).not.toHaveProperty("publishOn")
    const wrong = setPublishOn(written(), "2026-02-30")
    expect(storyProblems(wrong, "2026-11-23")).toEqual([{ field: "publishOn", message: "must be a real date written as YYYY-MM-DD, e.g. 2025-03-14" }])
    expect(publishableStory(wrong, "2026-11-23")).toBeNull()
    expect(fieldName("publishOn")).toBe("Publish on")
  })

  it("names each field in the coach's words and points at the control that fixes it", () => {
    expect(fieldName("pages[1].body")).toBe("Page 2 text")
    expect(fieldName("pages[0].cta.href")).toBe("Page 1 link address")
    expect(fieldName("description")).toBe("Description")
    expect(fieldName("pages")).toBe("Pages")
    // What only the publish callable or the build can see: the story's address, a photo's storage.
    expect(fieldName("id")).toBe("The story's address")
    expect(problemControlId({ field: "id", message: "" })).toBe(fieldControlId("title"))
    expect(fieldName("pages[2].background.image.src")).toBe("Page 3 photo")
    expect(problemControlId({ field: "pages[1].body", message: "" })).toBe(fieldControlId("pages[1].body"))
    expect(problemControlId({ field: "pages[1].background", message: "" })).toBe(fieldControlId("pages[1]"))
    expect(problemControlId({ field: "poster.alt", message: "" })).toBe("story-poster")
    expect(fieldControlId("pages[1].cta.href")).toBe("story-pages-1-cta-href")
  })
})

describe("how the last build went, as the studio's story list says it", () => {
  const state = (outcome: "building" | "live" | "left-out" | "failed") => ({ outcome, revision: 2, at: "2026-06-01T09:30:00.000Z", problems: [] })

  it("says whether the story is live, on its way, left out or held back by a failed build", () => {
    expect(buildStateLine(null)).toBeNull()
    expect(buildStateLine(state("building"))).toBe("The site is being rebuilt with it.")
    expect(buildStateLine(state("live"))).toMatch(/^Live: the site build of .+ carried it\.$/)
    expect(buildStateLine(state("left-out"))).toBe("Not on the site: the last build left it out. Open it to see what to change.")
    expect(buildStateLine(state("failed"))).toMatch(/failed, so the live site is unchanged/)
  })
})
