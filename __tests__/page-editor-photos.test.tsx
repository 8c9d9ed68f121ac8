/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * The page editor deletes from Cloud Storage the photos a page lets go of (replaced, or removed so
 * the file's photo comes back), as the post and story editors do, and keeps one another page's
 * draft shows. The editor's own hook runs for real against the local backend's Storage service,
 * which records each deletion.
 */
import "./helpers/node-globals"
import { act, renderHook, waitFor } from "@testing-library/react"
import type { StudioPage } from "../contract/studio-pages-api"
import { photoPath, pageOwner } from "../studio/photos/photo-files"
import { usePageEditor } from "../studio/pages/use-page-editor"
import { dataFile, filePages } from "../test-support/content-files"
import { localBackendStorageSetup as setup, localBackendStorage } from "./helpers/local-backend-storage"

const storage = localBackendStorage()
const { deleted } = storage

it("deletes a page photo she removes or replaces, and keeps one another page's draft shows", async () => {
  const file = dataFile("about")
  const [firstName, secondName] = [crypto.randomUUID(), crypto.randomUUID()]
  const [first, second] = [firstName, secondName].map((name) => storage.put(photoPath(pageOwner("about"), name)))
  const draft = { ...file, portrait: { src: first, alt: "Eleanor at her desk" } }
  const server: StudioPage = { pageId: "about", draft, revision: 1, updatedAt: new Date().toISOString(), published: false, publishedRevision: null, lastBuild: null }
  const home = dataFile("home")
  // The home page's draft shows the second photo too.
  const otherDrafts = [{ ...home, hero: { ...home.hero, photo: { src: second } } }]
  const source = { id: "about", pageId: "about" as const, server, file, site: filePages(), otherDrafts }
  const { result, unmount } = renderHook(() => usePageEditor(setup, source, () => undefined))

  // Replaced by the second photo: the first goes.
  act(() => result.current.setField(["portrait"], { src: second, alt: "Eleanor at her desk" }))
  await waitFor(() => expect(deleted).toEqual([photoPath(pageOwner("about"), firstName)]))
  // Removed, so the file's photo is back: the second stays, the home page shows it.
  act(() => result.current.setField(["portrait"], file.portrait))
  unmount()
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(deleted).toEqual([photoPath(pageOwner("about"), firstName)])
})
