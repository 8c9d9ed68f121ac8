/**
 * Which photos the studio deletes from Cloud Storage as the coach edits a story: the hook runs for
 * real on the editor's own draft edits; only the deletion itself (a Storage call) is recorded here.
 * Chromium covers the same with the Storage SDK (e2e/specs/studio-photos.spec.ts).
 */
import { act, renderHook } from "@testing-library/react"
import { removeBackgroundPhoto, removePage, setBackgroundPhoto, editPage, setPosterPhoto } from "../src/features/studio/editor/draft-edits"
import type { StoryDraft } from "../contract/studio-api"
import { isPhotoOf, photoPath } from "../src/features/studio/photos/story-photos"
import { useDiscardedPhotos } from "../src/features/studio/photos/use-discarded-photos"

const url = (name: string) => `https://firebasestorage.googleapis.com/v0/b/coach.appspot.com/o/${encodeURIComponent(photoPath("awayday", name))}?alt=media&token=t`
const photo = (name: string) => ({ src: url(name), width: 1500, height: 2000 })

const START: StoryDraft = {
  title: "Awayday",
  description: "What a team learnt away from the office.",
  poster: { src: url("poster"), width: 1500, height: 2000, alt: "The team" },
  pages: [
    { heading: "One", body: "", background: { image: { ...photo("page-1"), alt: "A room" } } },
    { heading: "Two", body: "", background: { color: "#1e3a8a" } },
  ],
}

/** The hook over a draft the test edits, with the story published at `revision` or not (null). */
const editing = (revision: number | null) => {
  const discarded: string[] = []
  const view = renderHook(({ draft, live }: { draft: StoryDraft; live: number | null }) => useDiscardedPhotos(draft, live !== null, live, (src) => discarded.push(src)), {
    initialProps: { draft: START, live: revision },
  })
  let state = { draft: START, live: revision }
  const edit = (change: (draft: StoryDraft) => StoryDraft, live = state.live) => {
    state = { draft: change(state.draft), live }
    act(() => view.rerender(state))
  }
  return { discarded, edit }
}

describe("photos the studio deletes", () => {
  it("of a story that is not live: whatever is replaced, removed or goes with its page", () => {
    const { discarded, edit } = editing(null)
    edit((draft) => editPage(draft, 0, (page) => setBackgroundPhoto(page, photo("page-1-new"))))
    expect(discarded).toEqual([url("page-1")])
    edit((draft) => setPosterPhoto(draft, photo("poster-new")))
    edit((draft) => editPage(draft, 0, removeBackgroundPhoto))
    expect(discarded).toEqual([url("page-1"), url("poster"), url("page-1-new")])
    // Typing changes no photo: nothing more is deleted.
    edit((draft) => ({ ...draft, title: "Awayday notes" }))
    expect(discarded).toHaveLength(3)
  })

  it("of a live story: only photos added since it was published, never one the live site may show", () => {
    const { discarded, edit } = editing(4)
    edit((draft) => editPage(draft, 0, (page) => setBackgroundPhoto(page, photo("first-try"))))
    // The live page's photo stays in the bucket: the next build downloads it again.
    expect(discarded).toEqual([])
    edit((draft) => editPage(draft, 0, (page) => setBackgroundPhoto(page, photo("second-try"))))
    expect(discarded).toEqual([url("first-try")])
    // Published again with the second try: now that one is live and stays when replaced.
    edit((draft) => draft, 7)
    edit((draft) => removePage(draft, 0))
    expect(discarded).toEqual([url("first-try")])
  })

  it("only ever under the story's own folder, by the name the studio gives uploads", () => {
    expect(isPhotoOf("awayday", photoPath("awayday", "0b0c2a4e-8a57-4c0f-9d1e-5f6a7b8c9d0e"))).toBe(true)
    expect(isPhotoOf("awayday", photoPath("other-story", "0b0c2a4e-8a57-4c0f-9d1e-5f6a7b8c9d0e"))).toBe(false)
    expect(isPhotoOf("awayday", "stories/awayday/../other/0b0c2a4e-8a57-4c0f-9d1e-5f6a7b8c9d0e.jpg")).toBe(false)
    expect(isPhotoOf("awayday", "stories/awayday/cover.jpg")).toBe(false)
  })
})
