/**
 * The drafts the studio keeps on the device, one store per kind (stories, posts): each keeps its
 * own, says when one has changes the server lacks, and forgets all of its own at sign-out.
 */
import { postDrafts } from "../studio/posts/post-drafts"
import { storyDrafts } from "../studio/stories/story-drafts"
import { validDraft } from "./helpers/studio-cases"

beforeEach(() => window.localStorage.clear())

describe("drafts on the device", () => {
  it("keeps a post's words apart from a story's of the same id", () => {
    postDrafts.write({ id: "same", baseRevision: 2, draft: { title: "A post" }, unsaved: true })
    storyDrafts.write({ id: "same", baseRevision: 1, draft: validDraft(), unsaved: false })
    expect(postDrafts.read("same")).toEqual({ id: "same", baseRevision: 2, draft: { title: "A post" }, unsaved: true })
    expect(storyDrafts.read("same")?.draft.title).toBe(validDraft().title)
  })

  it("says a post has unsaved changes, and forgets every post draft and the open post at sign-out, not the stories'", () => {
    postDrafts.write({ id: "p1", baseRevision: 0, draft: { body: "Written offline" }, unsaved: true })
    postDrafts.writeOpen("p1")
    storyDrafts.write({ id: "s1", baseRevision: 1, draft: validDraft(), unsaved: false })
    expect(postDrafts.hasUnsaved()).toBe(true)
    expect(storyDrafts.hasUnsaved()).toBe(false)
    postDrafts.forgetAll()
    expect(postDrafts.read("p1")).toBeNull()
    expect(postDrafts.readOpen()).toBeNull()
    expect(storyDrafts.read("s1")).not.toBeNull()
  })

  it("still reads a story copy written before posts existed, which named its id storyId", () => {
    window.localStorage.setItem("studio:draft:old", JSON.stringify({ storyId: "old", baseRevision: 3, draft: validDraft(), unsaved: true }))
    expect(storyDrafts.read("old")).toMatchObject({ id: "old", baseRevision: 3, unsaved: true })
  })

  it("ignores what is not a draft of its kind", () => {
    window.localStorage.setItem("studio:draft:bad", JSON.stringify({ id: "bad", baseRevision: 1, draft: { title: "no pages" }, unsaved: true }))
    expect(storyDrafts.read("bad")).toBeNull()
  })
})
