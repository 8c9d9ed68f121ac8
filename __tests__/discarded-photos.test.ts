/**
 * Which photos the studio deletes from Cloud Storage as the coach edits a story or a post: the hook
 * runs for real on the editors' own draft edits (and, for a post, the build's own Markdown parser);
 * only the deletion itself (a Storage call) is recorded here. Chromium covers a story's with the
 * Storage SDK (e2e/specs/studio-photos.spec.ts).
 */
import { act, renderHook } from "@testing-library/react"
import { removeBackgroundPhoto, removePage, setBackgroundPhoto, editPage, setPosterPhoto, storyPhotos } from "../studio/stories/story-edits"
import type { StoryDraft } from "../contract/studio-stories-api"
import type { PostDraft } from "../contract/post-input"
import { postBodyImages } from "../contract/post-checklist"
import { insertImage } from "../studio/posts/markdown-edits"
import { postPhotos, removeCover, setCover } from "../studio/posts/post-edits"
import { isPhotoOf, photoPath, postOwner, storyOwner } from "../studio/photos/photo-files"
import { useDiscardedPhotos, type DraftPhotos } from "../studio/photos/use-discarded-photos"

const url = (name: string) => `https://firebasestorage.googleapis.com/v0/b/coach.appspot.com/o/${encodeURIComponent(photoPath(storyOwner("awayday"), name))}?alt=media&token=t`
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

/**
 * The hook over a draft the test edits, its photos told as the editor tells them, with the draft
 * published at `revision` or not (null). `close` leaves the editor.
 */
const editor = <Draft>(start: Draft, photosOf: (draft: Draft) => DraftPhotos) => (revision: number | null) => {
  const discarded: string[] = []
  const view = renderHook(({ draft, live }: { draft: Draft; live: number | null }) => useDiscardedPhotos(photosOf(draft), live !== null, live, (src) => discarded.push(src)), {
    initialProps: { draft: start, live: revision },
  })
  let state = { draft: start, live: revision }
  const edit = (change: (draft: Draft) => Draft, live = state.live) => {
    state = { draft: change(state.draft), live }
    act(() => view.rerender(state))
  }
  return { discarded, edit, close: () => view.unmount() }
}

const editing = editor(START, storyPhotos)

describe("photos the studio deletes from a story", () => {
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
    expect(isPhotoOf(storyOwner("awayday"), photoPath(storyOwner("awayday"), "0b0c2a4e-8a57-4c0f-9d1e-5f6a7b8c9d0e"))).toBe(true)
    expect(isPhotoOf(storyOwner("awayday"), photoPath(storyOwner("other-story"), "0b0c2a4e-8a57-4c0f-9d1e-5f6a7b8c9d0e"))).toBe(false)
    expect(isPhotoOf(storyOwner("awayday"), "stories/awayday/../other/0b0c2a4e-8a57-4c0f-9d1e-5f6a7b8c9d0e.jpg")).toBe(false)
    expect(isPhotoOf(storyOwner("awayday"), "stories/awayday/cover.jpg")).toBe(false)
  })
})

describe("photos the studio deletes from a post", () => {
  const postUrl = (name: string) =>
    `https://firebasestorage.googleapis.com/v0/b/coach.appspot.com/o/${encodeURIComponent(photoPath(postOwner("awayday"), name))}?alt=media&token=t`
  const uploaded = (name: string) => ({ src: postUrl(name), width: 2000, height: 1125 })
  const PARAGRAPH = "What a team learnt away from the office."
  const POST: PostDraft = {
    title: "Awayday",
    cover: postUrl("cover"),
    coverAlt: "The team around a table",
    body: `${PARAGRAPH}\n\n![A whiteboard](${postUrl("whiteboard")})\n\nWhat we decided.`,
  }
  const editingPost = editor(POST, (draft: PostDraft) => postPhotos(draft, postBodyImages))
  /** An image added with the toolbar at the end of the text. */
  const addImage = (alt: string, name: string) => (draft: PostDraft) => {
    const body = draft.body ?? ""
    return { ...draft, body: insertImage({ text: body, start: body.length, end: body.length }, alt, postUrl(name)).text }
  }
  /** The paragraph holding an image taken out of the text, as a cut or a delete does. */
  const cutImage = (name: string) => (draft: PostDraft) => ({ ...draft, body: (draft.body ?? "").split("\n\n").filter((part) => !part.includes(postUrl(name))).join("\n\n") })

  it("of a post that is not live: a replaced or removed cover at once; an image taken out of the text once the editor closes without it", () => {
    const { discarded, edit, close } = editingPost(null)
    edit((draft) => setCover(draft, uploaded("cover-new")))
    expect(discarded).toEqual([postUrl("cover")])
    edit(removeCover)
    expect(discarded).toEqual([postUrl("cover"), postUrl("cover-new")])

    edit(cutImage("whiteboard"))
    // Cut to be pasted elsewhere: still in the bucket while the coach writes.
    expect(discarded).toHaveLength(2)
    edit((draft) => ({ ...draft, body: `![A whiteboard](${postUrl("whiteboard")})\n\n${draft.body ?? ""}` }))
    edit(addImage("A flip chart", "flip-chart"))
    edit(cutImage("flip-chart"))
    // Typing changes no photo.
    edit((draft) => ({ ...draft, body: `${draft.body ?? ""}\n\nOne more thought.` }))
    expect(discarded).toHaveLength(2)

    close()
    // The pasted whiteboard stays; the flip chart, which never came back, goes.
    expect(discarded).toEqual([postUrl("cover"), postUrl("cover-new"), postUrl("flip-chart")])
  })

  it("of a live post: only photos in no version published, never one the live site may show", () => {
    const { discarded, edit, close } = editingPost(3)
    edit((draft) => setCover(draft, uploaded("first-try")))
    edit(cutImage("whiteboard"))
    // The live cover and whiteboard stay in the bucket: the next build downloads them again.
    expect(discarded).toEqual([])
    edit((draft) => setCover(draft, uploaded("second-try")))
    expect(discarded).toEqual([postUrl("first-try")])

    edit(addImage("A flip chart", "flip-chart"))
    edit(addImage("A sketch", "sketch"))
    // Published again with the flip chart and the sketch: now those are live and stay when taken out.
    edit((draft) => draft, 5)
    edit(cutImage("flip-chart"))
    edit(cutImage("sketch"))
    // The whiteboard cut before was live: pasted back and taken out again, it stays.
    edit((draft) => ({ ...draft, body: `![A whiteboard](${postUrl("whiteboard")})\n\n${draft.body ?? ""}` }))
    edit(cutImage("whiteboard"))
    edit(addImage("A map", "map"))
    edit(cutImage("map"))
    edit(removeCover)
    close()
    expect(discarded).toEqual([postUrl("first-try"), postUrl("map")])
  })

  it("only under the post's own folder, by the name the studio gives uploads", () => {
    const name = "0b0c2a4e-8a57-4c0f-9d1e-5f6a7b8c9d0e"
    expect(isPhotoOf(postOwner("awayday"), photoPath(postOwner("awayday"), name))).toBe(true)
    expect(isPhotoOf(postOwner("awayday"), photoPath(storyOwner("awayday"), name))).toBe(false)
    expect(isPhotoOf(postOwner("awayday"), photoPath(postOwner("other-post"), name))).toBe(false)
  })
})
