import * as React from "react"
import styled from "styled-components"
import type { StudioDraftRecord } from "../../contract/studio-api"
import type { FirebaseSetup } from "../../src/firebase/config"
import { pluralOf, type DraftNoun } from "../callables/callable-problems"
import { ClashBanner } from "./clash-banner"
import { DeleteDraft } from "./delete-draft"
import { KeptVersions } from "./kept-versions"
import type { EditorControls } from "./editor-controls"
import { EditorHeading } from "./editor-heading"
import { EditorViews } from "./editor-views"
import type { PublishChecklistProps } from "./publish-checklist"
import { SaveStatus } from "./save-status"
import type { EditorViewState } from "./use-editor-view"

/** What a story's or a post's editor is given: what it opens, and the way back to the lists. */
export interface DraftEditorProps<Source> {
  setup: FirebaseSetup
  source: Source
  onClose: () => void
}

/** What every checklist is given by the editor: publishing's state and actions, and where "Fix" goes. */
export type ChecklistControls = Pick<PublishChecklistProps, "published" | "scheduledFor" | "publishing" | "blocked" | "outcome" | "onFix" | "onPublish" | "onUnpublish">

interface DraftEditorFrameProps<Draft extends { title?: unknown }, Saved extends StudioDraftRecord<Draft>> {
  noun: DraftNoun
  /** The heading, when it is not the draft's title (a page's name). */
  heading?: string
  editor: EditorControls<Draft, Saved>
  /** Where it is (or will be) on the site. */
  address: string
  views: EditorViewState
  /** How many checklist lines stop it being published. */
  toFix: number
  onClose: () => void
  /** Each view, drawn only while it is shown. */
  write: () => React.ReactNode
  preview: () => React.ReactNode
  check: (controls: ChecklistControls) => React.ReactNode
  /** Deletes the draft (use-delete-draft.ts): null once done, or why not. None for a page, which is reset to its file instead. */
  onDelete?: () => Promise<string | null>
  /** Its kept versions, any of which can be restored (kept-versions.tsx); none where none are kept. */
  versions?: Omit<React.ComponentProps<typeof KeptVersions>, "setup">
  setup: FirebaseSetup
}

/** Addresses (in the help, the checklist, the outcome) break rather than run off a phone's screen. */
const StyledEditor = styled.section`
  overflow-wrap: break-word;
`

/**
 * A story's or a post's editor around its own views: the heading and the way back, the save status,
 * a clash with another device, the three views, and the last outcome while the checklist is not shown.
 */
export const DraftEditorFrame = <Draft extends { title?: unknown }, Saved extends StudioDraftRecord<Draft>>({
  noun,
  heading,
  editor,
  address,
  views,
  toFix,
  onClose,
  write,
  preview,
  check,
  onDelete,
  versions,
  setup,
}: DraftEditorFrameProps<Draft, Saved>) => {
  const title = heading ?? ((typeof editor.draft.title === "string" && editor.draft.title.trim()) || `Untitled ${noun}`)
  return (
    <StyledEditor aria-labelledby="editor-heading">
      <EditorHeading
        title={title}
        backLabel={`Back to all ${pluralOf(noun)}`}
        onBack={() => {
          void editor.close().then(onClose)
        }}
        address={address}
        published={editor.published}
        scheduledFor={editor.scheduledFor}
        changedSincePublished={editor.changedSincePublished}
      />
      <SaveStatus save={editor.save} onRetry={editor.retrySave} />
      {editor.conflict && <ClashBanner noun={noun} name={heading} theirs={editor.conflict} onKeepMine={editor.keepMine} onTakeTheirs={editor.takeTheirs} />}
      <EditorViews view={views.view} toFix={toFix} onChange={views.show} />

      {views.view === "write" && write()}
      {views.view === "preview" && preview()}
      {views.view === "check" &&
        check({
          published: editor.published,
          scheduledFor: editor.scheduledFor,
          publishing: editor.publishing,
          blocked: editor.conflict !== null,
          outcome: editor.outcome,
          onFix: views.fix,
          onPublish: editor.publish,
          onUnpublish: editor.unpublish,
        })}
      {views.view !== "check" && editor.outcome && <p>{editor.outcome}</p>}
      {views.view === "write" && versions && <KeptVersions setup={setup} {...versions} />}
      {views.view === "write" && onDelete && !editor.published && <DeleteDraft noun={noun} title={title} onDelete={onDelete} onDeleted={onClose} />}
    </StyledEditor>
  )
}
