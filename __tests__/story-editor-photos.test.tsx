/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * The photo library in a story's editor: a page's background photo can be one of her photos reused
 * from the library, and a photo another story reuses stays in Cloud Storage when this story lets go
 * of it, while one nothing else shows is deleted. The editor's own hook runs for real against the
 * local backend's Storage service, which records each deletion.
 */
import "./helpers/node-globals"
import { act, renderHook, screen, waitFor } from "@testing-library/react"
import * as React from "react"
import type { StudioStory } from "../contract/studio-stories-api"
import { PhotoUploader } from "../studio/photos/photo-uploader"
import { photoPath, storyOwner } from "../studio/photos/photo-files"
import { editPage, removeBackgroundPhoto, reuseBackgroundPhoto } from "../studio/stories/story-edits"
import { useStoryEditor } from "../studio/stories/use-story-editor"
import { validDraft } from "./helpers/studio-cases"
import { localBackendStorageSetup as setup, localBackendStorage } from "./helpers/local-backend-storage"
import { renderThemed } from "./helpers/render"

const storage = localBackendStorage()
const { deleted } = storage

it("offers her photos for a story page's background while it has none", () => {
  const slot = (photo: { src: string; alt: string } | null) => (
    <PhotoUploader
      setup={setup}
      owner={storyOwner("saying-no")}
      id="background"
      label="Background photo (instead of a colour)"
      hint="Large photos are made smaller here first."
      photo={photo}
      onUploaded={() => undefined}
      onAltChange={() => undefined}
      onRemove={() => undefined}
      library={{ kind: "story", onChoose: () => undefined }}
    />
  )
  const empty = renderThemed(slot(null))
  expect(screen.getByRole("button", { name: "Choose from your photos" })).toBeTruthy()
  empty.unmount()
  renderThemed(slot({ src: "https://example.org/a.jpg", alt: "A boardroom" }))
  expect(screen.queryByRole("button", { name: "Choose from your photos" })).toBeNull()
})

it("keeps a background photo another story reuses when this story lets go of it, and deletes one nothing else shows", async () => {
  const storyId = "saying-no-to-a-board"
  const [sharedName, ownName] = [crypto.randomUUID(), crypto.randomUUID()]
  const [shared, own] = [sharedName, ownName].map((name) => storage.put(photoPath(storyOwner(storyId), name)))
  const base = validDraft()
  const draft = {
    ...base,
    pages: base.pages.map((page, index) => (index === 0 ? { ...page, background: { image: { src: shared, alt: "A boardroom table" } } } : index === 1 ? { ...page, background: { image: { src: own, alt: "A notebook" } } } : page)),
  }
  // Another story chose the first photo from the library for one of its pages.
  const other = validDraft({ title: "A year on" })
  const reusing = { ...other, pages: other.pages.map((page, index) => (index === 0 ? reuseBackgroundPhoto(page, { src: shared, alt: "A boardroom table" }) : page)) }
  expect(reusing.pages[0].background).toEqual({ image: { src: shared, alt: "A boardroom table" } })

  const server: StudioStory = { storyId, draft, revision: 1, updatedAt: new Date().toISOString(), published: false, publishedRevision: null, lastBuild: null, publishedDate: null, fromFile: null }
  const { result, unmount } = renderHook(() => useStoryEditor(setup, { storyId, server, otherDrafts: [reusing] }))
  act(() => result.current.change((current) => editPage(current, 0, removeBackgroundPhoto)))
  act(() => result.current.change((current) => editPage(current, 1, removeBackgroundPhoto)))
  await waitFor(() => expect(deleted).toEqual([photoPath(storyOwner(storyId), ownName)]))
  unmount()
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(deleted).not.toContain(photoPath(storyOwner(storyId), sharedName))
})
