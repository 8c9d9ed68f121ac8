import * as React from "react"
import { storyPath } from "../../../../contract/routes"
import type { FirebaseSetup } from "../../../firebase/config"
import { EditorHeading } from "./editor-heading"
import { ClashBanner } from "./clash-banner"
import { EditorViews, type EditorView } from "./editor-views"
import { SaveStatus } from "./save-status"
import { StoryChecklist } from "./story-checklist-view"
import { StoryPreview } from "./story-preview"
import { StoryWriteView } from "./story-write-view"
import { useFocusNext } from "./use-focus-next"
import { useStoryEditor, type EditorSource } from "./use-story-editor"

interface StoryEditorProps {
  setup: FirebaseSetup
  source: EditorSource
  onClose: () => void
}

/** The story editor: write the pages, preview them at phone size, then check and publish. */
export const StoryEditor: React.FC<StoryEditorProps> = ({ setup, source, onClose }) => {
  const editor = useStoryEditor(setup, source)
  const { draft } = editor
  const [view, setView] = React.useState<EditorView>("write")
  const focusNext = useFocusNext()

  return (
    <section aria-labelledby="editor-heading">
      <EditorHeading
        title={draft.title.trim() || "Untitled story"}
        backLabel="Back to all stories"
        onBack={() => {
          void editor.close().then(onClose)
        }}
        address={storyPath(editor.storyId)}
        published={editor.published}
        changedSincePublished={editor.changedSincePublished}
      />
      <SaveStatus save={editor.save} onRetry={editor.retrySave} />
      {editor.conflict && <ClashBanner theirs={editor.conflict} onKeepMine={editor.keepMine} onTakeTheirs={editor.takeTheirs} />}
      <EditorViews view={view} toFix={editor.problems.length} onChange={setView} />

      {view === "write" && <StoryWriteView setup={setup} storyId={editor.storyId} draft={draft} change={editor.change} focusNext={focusNext} />}

      {view === "preview" && <StoryPreview pages={draft.pages} />}

      {view === "check" && (
        <StoryChecklist
          problems={editor.problems}
          published={editor.published}
          publishing={editor.publishing}
          blocked={editor.conflict !== null}
          outcome={editor.outcome}
          onFix={(id) => {
            setView("write")
            focusNext(id)
          }}
          onPublish={editor.publish}
          onUnpublish={editor.unpublish}
        />
      )}
      {view !== "check" && editor.outcome && <p>{editor.outcome}</p>}
    </section>
  )
}
