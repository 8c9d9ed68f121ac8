/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * The post editor deletes from Cloud Storage the photos its draft lets go of, through the Storage
 * SDK: the editor's own hook runs for real, with the Markdown pipeline it loads, against the local
 * backend's Storage service, which records each deletion (which photos go, case by case, is
 * __tests__/discarded-photos.test.ts).
 */
import "./helpers/node-globals"
import { act, renderHook, waitFor } from "@testing-library/react"
import type { StudioPost } from "../contract/studio-posts-api"
import { photoPath, postOwner } from "../studio/photos/photo-files"
import { removeCover } from "../studio/posts/post-edits"
import { usePostEditor } from "../studio/posts/use-post-editor"
import { validPostDraft } from "./helpers/studio-cases"
import { localBackendStorageSetup as setup, localBackendStorage } from "./helpers/local-backend-storage"

const postId = "3f2b8c1d-4e5a-4b6c-8d7e-9f0a1b2c3d4e"
const COVER = "0b7a3c1e-2f4d-4e8a-9c6b-1d2e3f4a5b6c"
const WHITEBOARD = "5c6b1d2e-3f4a-4b7a-8c1e-2f4d4e8a9c6b"

const storage = localBackendStorage()
const { deleted } = storage

it("deletes a removed cover at once, and an image taken out of the text when the editor closes", async () => {
  // Both uploaded earlier, as the coach's photos are.
  const [cover, whiteboard] = [COVER, WHITEBOARD].map((name) => storage.put(photoPath(postOwner(postId), name)))
  const draft = {
    ...validPostDraft(postId, { cover }),
    body: `A day away is worth it.\n\n![The whiteboard at the end of the day](${whiteboard})\n\nRead about [team coaching](/services/).`,
  }
  const server: StudioPost = { postId, draft, revision: 1, updatedAt: new Date().toISOString(), published: false, publishedRevision: null, publishedSlug: null, fromFile: null, lastBuild: null }
  const { result, unmount } = renderHook(() => usePostEditor(setup, { id: postId, server, taken: { filePosts: [], publishedPosts: [] }, tags: [] }))
  // The Markdown pipeline is a chunk of its own, loaded (and here compiled) on first use: on a busy
  // machine that takes longer than waitFor's one second.
  await waitFor(() => expect(result.current.tools.state).toBe("ready"), { timeout: 10_000 })

  act(() => result.current.change(removeCover))
  await waitFor(() => expect(deleted).toEqual([photoPath(postOwner(postId), COVER)]))

  act(() => result.current.change((current) => ({ ...current, body: "A day away is worth it." })))
  // Still there while the coach writes: she may paste it back.
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(deleted).toHaveLength(1)
  unmount()
  await waitFor(() => expect(deleted).toEqual([photoPath(postOwner(postId), COVER), photoPath(postOwner(postId), WHITEBOARD)]))
})

it("keeps a photo another post's draft shows (reused from the photo library) when this post lets go of it", async () => {
  deleted.length = 0
  // The first test's words for this post, kept on the device, would open instead.
  localStorage.clear()
  const [coverName, whiteboardName] = [crypto.randomUUID(), crypto.randomUUID()]
  const [cover, whiteboard] = [coverName, whiteboardName].map((name) => storage.put(photoPath(postOwner(postId), name)))
  const draft = validPostDraft(postId, { cover, body: `A day away is worth it.\n\n![The whiteboard at the end of the day](${whiteboard})` })
  const server: StudioPost = { postId, draft, revision: 1, updatedAt: new Date().toISOString(), published: false, publishedRevision: null, publishedSlug: null, fromFile: null, lastBuild: null }
  const other = validPostDraft("another-post", { cover })
  const { result, unmount } = renderHook(() => usePostEditor(setup, { id: postId, server, taken: { filePosts: [], publishedPosts: [] }, tags: [], otherDrafts: [other] }))
  await waitFor(() => expect(result.current.tools.state).toBe("ready"), { timeout: 10_000 })
  act(() => result.current.change(removeCover))
  // Its own photo in the text goes as before; the cover the other post shows stays.
  act(() => result.current.change((current) => ({ ...current, body: "A day away is worth it." })))
  unmount()
  await waitFor(() => expect(deleted).toEqual([photoPath(postOwner(postId), whiteboardName)]))
  expect(deleted).not.toContain(photoPath(postOwner(postId), coverName))
})
