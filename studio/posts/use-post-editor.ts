import { useCallback, useMemo } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import type { PostDraft } from "../../contract/post-input"
import type { PostChecklistLine } from "../../contract/post-checklist"
import type { LocalPhotos } from "../../contract/sanitise-post-html"
import { localPhotoOrigin, storyImageSources } from "../../contract/story-image-sources"
import { postPath } from "../../contract/routes"
import type { PublishResult } from "../../contract/studio-api"
import type { StudioPost } from "../../contract/studio-posts-api"
import { liveSiteUrl } from "../../src/settings"
import { deletePostDraft, fetchPosts, publishPost, savePostDraft, unpublishPost } from "../callables/studio-callables"
import { postCallProblem } from "../callables/callable-problems"
import { editorControls } from "../editing/editor-controls"
import { publishOutcome, withRefusedProblems } from "../editing/publish-outcome"
import { useAutosave } from "../editing/use-autosave"
import { useDeleteDraft } from "../editing/use-delete-draft"
import { useRestoreVersion } from "../editing/use-restore-version"
import { discardPhoto } from "../photos/discard-photo"
import { postOwner } from "../photos/photo-files"
import { shownElsewhere } from "../photos/shown-elsewhere"
import { useDiscardedPhotos } from "../photos/use-discarded-photos"
import { startingPoint, usePublishing } from "../editing/use-publishing"
import { postDrafts } from "./post-drafts"
import { postPhotos } from "./post-edits"
import { problemsAtField } from "./post-field-names"
import type { PostSource } from "./use-studio-posts"
import { usePostTools } from "./use-post-tools"

/**
 * Against the local backend, its photo storage (an http:// address, for a demo- project only): its
 * photos count as the studio's uploads in the checklist and show in the preview, as the functions
 * count them. Nothing against a real project.
 */
const localPhotos = ({ options, emulators }: FirebaseSetup): LocalPhotos => ({
  localPhotoOrigin: localPhotoOrigin(
    storyImageSources({ GATSBY_FIREBASE_PROJECT_ID: options.projectId, GATSBY_FIREBASE_STORAGE_BUCKET: options.storageBucket, FIREBASE_STORAGE_EMULATOR_HOST: emulators?.storage }),
  ),
})

/** The address a publish or unpublish answer names (an unpublish answer names none: the live one it took down). */
const pathOf = (result: PublishResult, fallback: string): string => ("path" in result && typeof result.path === "string" ? result.path : fallback)

/**
 * One blog post being written: its draft saved as it is written (useAutosave, as a story's), the
 * checklist (contract/post-checklist.ts, loaded with the Markdown pipeline), and publishing
 * (usePublishing, as a story's).
 */
export const usePostEditor = (setup: FirebaseSetup, source: PostSource, reopen: (saved: StudioPost) => void = () => undefined) => {
  const { id: postId, server } = source
  const start = useMemo(() => startingPoint(postId, server, source.fresh, postDrafts), [postId, server, source.fresh])
  const autosave = useAutosave<PostDraft, StudioPost>({
    id: postId,
    start: { draft: start.draft ?? {}, base: start.base, restored: start.restored, isNew: !server, conflict: start.conflict },
    send: useCallback((baseRevision: number, draft: PostDraft) => savePostDraft(setup, { postId, baseRevision, draft }), [postId, setup]),
    device: postDrafts,
    describeFailure: postCallProblem,
  })
  const { draft } = autosave
  const liveSlug = server?.publishedSlug ?? null
  const publishing = usePublishing<PostDraft, StudioPost, PublishResult>({
    server,
    restored: start.restored,
    autosave,
    call: useCallback(
      (publish: boolean, revision: number) => (publish ? publishPost : unpublishPost)(setup, { postId, revision }),
      [postId, setup],
    ),
    outcomeOf: useCallback(
      (result: PublishResult) => publishOutcome(result, `${liveSiteUrl}${pathOf(result, postPath(liveSlug ?? draft.slug ?? ""))}`, "post"),
      [draft.slug, liveSlug],
    ),
    refusedWords: "The site would not publish this post as it is: the checklist says what to change.",
    describeFailure: postCallProblem,
  })
  const { published, publishedRevision, serverProblems } = publishing

  const tools = usePostTools()
  const local = useMemo(() => localPhotos(setup), [setup])
  const { otherDrafts } = source
  const discard = useCallback((src: string) => shownElsewhere(src, otherDrafts) || discardPhoto(setup, postOwner(postId), src), [otherDrafts, postId, setup])
  // The text's images are told by the Markdown pipeline: until it loads nothing is deleted (a cover
  // replaced in that moment stays in Storage).
  const photos = useMemo(() => (tools.state === "ready" ? postPhotos(draft, tools.tools.postBodyImages) : null), [draft, tools])
  useDiscardedPhotos(photos, published, publishedRevision, discard)
  const remove = useDeleteDraft({
    id: postId,
    noun: "post",
    autosave,
    call: useCallback((revision: number) => deletePostDraft(setup, { postId, revision }), [postId, setup]),
    device: postDrafts,
    discard,
  })
  const restore = useRestoreVersion({
    setup,
    owner: useMemo(() => ({ kind: "post" as const, id: postId }), [postId]),
    autosave,
    device: postDrafts,
    fetchSaved: useCallback(async () => (await fetchPosts(setup)).posts.find((post) => post.postId === postId) ?? null, [postId, setup]),
    reopen,
  })
  /** The checklist, with what the publish callable named that it could not see; null while the checklist loads. */
  const lines = useMemo((): PostChecklistLine[] | null => {
    if (tools.state !== "ready") return null
    return withRefusedProblems(tools.tools.postChecklist(draft, source.taken, local), serverProblems, (line) => ({ ...line, blocking: true }))
  }, [draft, local, serverProblems, source.taken, tools])

  return {
    ...editorControls(autosave, publishing),
    postId,
    remove,
    restore,
    tools,
    lines,
    /** What the preview shows besides the https:// images (the local backend's photos). */
    local,
    /** The problems at each field, as the checklist and the publish callable name them, for the write view. */
    problemsAt: (field: string): string[] => problemsAtField(lines ?? [], field),
    /** The address that is live while published; the draft's own otherwise. */
    path: postPath((published && liveSlug) || draft.slug || ""),
    /** The slug that is live, while published (what "Send to subscribers" sends). */
    liveSlug: published ? liveSlug : null,
  }
}
