import * as React from "react"
import { storyPath } from "../../contract/routes"
import { DraftEditorFrame, type DraftEditorProps } from "../editing/draft-editor-frame"
import { StoryChecklist } from "./story-checklist-view"
import { StoryPreview } from "./story-preview"
import { StoryWriteView } from "./story-write-view"
import { useEditorView } from "../editing/use-editor-view"
import { useStoryEditor, type EditorSource } from "./use-story-editor"

/** The story editor: write the pages, preview them at phone size, then check and publish. */
export const StoryEditor: React.FC<DraftEditorProps<EditorSource>> = ({ setup, source, onClose }) => {
  const editor = useStoryEditor(setup, source)
  const views = useEditorView()
  return (
    <DraftEditorFrame
      noun="story"
      editor={editor}
      address={storyPath(editor.storyId)}
      views={views}
      toFix={editor.problems.length}
      onClose={onClose}
      onDelete={editor.remove}
      write={() => <StoryWriteView setup={setup} storyId={editor.storyId} draft={editor.draft} change={editor.change} focusNext={views.focusNext} />}
      preview={() => <StoryPreview pages={editor.draft.pages} />}
      check={(controls) => <StoryChecklist problems={editor.problems} {...controls} />}
    />
  )
}
