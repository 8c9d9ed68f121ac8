/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * A blog post's saving in the studio: the stories' useAutosave with the posts' own device store,
 * against the functions' own savePostDraft on the Firestore stand-in: a new post reaches the server
 * at once, offline words stay on the device (a reload finds them), and another device's save is a
 * clash the coach settles, with nothing lost.
 */
// First: the Admin SDK needs Node's globals that jsdom leaves out.
import "./helpers/node-globals"
import * as React from "react"
import { act, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import type { PostDraft } from "../contract/post-input"
import type { StudioPost } from "../contract/studio-posts-api"
import { STUDIO_POSTS } from "../contract/firebase-settings"
import { firestore } from "../functions/src/firestore"
import { savePostDraft } from "../functions/src/studio/studio-posts"
import { postCallProblem } from "../studio/callables/callable-problems"
import { ClashBanner } from "../studio/editing/clash-banner"
import { SaveStatus } from "../studio/editing/save-status"
import { SAVE_DELAY_MS, useAutosave, type AutosaveStart } from "../studio/editing/use-autosave"
import { startingPoint } from "../studio/editing/use-publishing"
import { postDrafts } from "../studio/posts/post-drafts"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"
import { renderThemed } from "./helpers/render"
import { validPostDraft } from "./helpers/studio-cases"

jest.setTimeout(60_000)

withFunctionsFirestore()

let offline = false
Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => !offline })
const noAnswer = () => Object.assign(new Error("internal [0]"), { code: "functions/internal" })

beforeEach(() => {
  offline = false
  window.localStorage.clear()
})

let posts = 0
const newPostId = () => `post-autosave-${++posts}`

const onServer = async (postId: string) => {
  const data = (await firestore().collection(STUDIO_POSTS).doc(postId).get()).data()
  return { revision: data?.revision as number, title: (data?.draft as PostDraft).title }
}

type PostAutosave = ReturnType<typeof useAutosave<PostDraft, StudioPost>>

/** The post editor's saving and its top: the save status and the clash banner, as the editor draws them. */
const renderPostEditorTop = (postId: string, start: AutosaveStart<PostDraft, StudioPost>) => {
  const result = { current: undefined as unknown as PostAutosave }
  const Editor = () => {
    const autosave = useAutosave<PostDraft, StudioPost>({
      id: postId,
      start,
      send: React.useCallback(
        (baseRevision: number, draft: PostDraft) => (offline ? Promise.reject(noAnswer()) : savePostDraft(firestore(), { postId, baseRevision, draft })),
        [],
      ),
      device: postDrafts,
      describeFailure: postCallProblem,
    })
    // A layout effect runs in the same commit as the DOM change, so what a test reads as soon as the
    // page shows a change is that render's state (a passive effect could still be pending then).
    React.useLayoutEffect(() => {
      result.current = autosave
    })
    return (
      <>
        <SaveStatus save={autosave.save} onRetry={autosave.retry} />
        {autosave.conflict && <ClashBanner noun="post" theirs={autosave.conflict} onKeepMine={autosave.keepMine} onTakeTheirs={autosave.takeTheirs} />}
      </>
    )
  }
  const rendered = renderThemed(<Editor />)
  return { result, unmount: rendered.unmount }
}

const retitle = (title: string) => (current: PostDraft) => ({ ...current, title })
const afterTypingPauses = { timeout: SAVE_DELAY_MS + 4000 }

describe("saving a post as the coach writes", () => {
  it("sends a new post at once and keeps the device's copy until the server has it", async () => {
    const postId = newPostId()
    const { result } = renderPostEditorTop(postId, { draft: validPostDraft(postId), base: 0, restored: false, isNew: true, conflict: null })
    expect(postDrafts.read(postId)).toMatchObject({ baseRevision: 0, unsaved: true })
    await waitFor(() => expect(result.current.revision).toBe(1), { timeout: 5000 })
    expect(screen.getByRole("status")).toHaveTextContent("All changes saved.")
    expect(await onServer(postId)).toEqual({ revision: 1, title: validPostDraft(postId).title })
    expect(postDrafts.read(postId)).toMatchObject({ baseRevision: 1, unsaved: false })
  })

  it("keeps what is typed offline on the device, brings it back after a reload, and saves it once online", async () => {
    const postId = newPostId()
    await savePostDraft(firestore(), { postId, baseRevision: 0, draft: validPostDraft(postId) })
    const first = renderPostEditorTop(postId, { draft: validPostDraft(postId), base: 1, restored: false, isNew: false, conflict: null })
    offline = true
    act(() => first.result.current.change(retitle("Written on a train")))
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("You are offline. Your changes are kept on this device"), afterTypingPauses)
    expect(screen.getByRole("button", { name: "Try saving again" })).toBeInTheDocument()
    first.unmount()

    // The reload: the editor starts from the device's copy, which the server lacks, and sends it.
    offline = false
    const server = { postId, draft: validPostDraft(postId), revision: 1, updatedAt: new Date().toISOString(), published: false, publishedRevision: null, publishedSlug: null, lastBuild: null }
    const start = startingPoint(postId, server, undefined, postDrafts)
    expect(start).toMatchObject({ restored: true, conflict: null, draft: { title: "Written on a train" } })
    const second = renderPostEditorTop(postId, { draft: start.draft ?? {}, base: start.base, restored: true, isNew: false, conflict: null })
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("All changes saved."), afterTypingPauses)
    expect(second.result.current.revision).toBe(2)
    expect(await onServer(postId)).toEqual({ revision: 2, title: "Written on a train" })
  })

  it("shows another device's save as a clash of this post, and Keep mine saves this device's words over it", async () => {
    const user = userEvent.setup()
    const postId = newPostId()
    await savePostDraft(firestore(), { postId, baseRevision: 0, draft: validPostDraft(postId) })
    const { result } = renderPostEditorTop(postId, { draft: validPostDraft(postId), base: 1, restored: false, isNew: false, conflict: null })
    await savePostDraft(firestore(), { postId, baseRevision: 1, draft: validPostDraft(postId, { title: "Theirs" }) })

    act(() => result.current.change(retitle("Mine")))
    const clash = await screen.findByRole("alert", {}, afterTypingPauses)
    expect(clash).toHaveTextContent("This post was changed on another device")
    expect(clash).toHaveTextContent("titled “Theirs”")
    expect(await onServer(postId)).toEqual({ revision: 2, title: "Theirs" })

    await user.click(screen.getByRole("button", { name: "Keep mine" }))
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("All changes saved."))
    expect(await onServer(postId)).toEqual({ revision: 3, title: "Mine" })
  })
})
