import type { PublishResult, StudioDraftRecord } from "../../contract/studio-api"
import type { useAutosave } from "./use-autosave"
import type { usePublishing } from "./use-publishing"

/**
 * What a story's and a post's editor alike give their screen, from its useAutosave and
 * usePublishing: the words, saving, a clash with another device, publishing and leaving.
 */
export const editorControls = <Draft, Saved extends StudioDraftRecord<Draft>>(
  autosave: ReturnType<typeof useAutosave<Draft, Saved>>,
  publishing: ReturnType<typeof usePublishing<Draft, Saved, PublishResult>>,
) => ({
  draft: autosave.draft,
  change: publishing.change,
  save: autosave.save,
  retrySave: autosave.retry,
  /** The other device's version, while the coach has not chosen between it and hers. */
  conflict: autosave.conflict,
  keepMine: autosave.keepMine,
  takeTheirs: publishing.takeTheirs,
  published: publishing.published,
  scheduledFor: publishing.scheduledFor,
  /** True while the live version is older than the draft. */
  changedSincePublished: publishing.published && publishing.publishedRevision !== autosave.revision,
  publishing: publishing.publishing,
  publish: publishing.publish,
  unpublish: publishing.unpublish,
  outcome: publishing.outcome,
  /** Leaving the editor: anything unsent goes now; this device's copy stays until the server has it. */
  close: autosave.close,
})

export type EditorControls<Draft, Saved extends StudioDraftRecord<Draft>> = ReturnType<typeof editorControls<Draft, Saved>>
