import * as React from "react"
import { storyPath } from "../../contract/routes"
import { DraftEditorFrame, type DraftEditorProps } from "../editing/draft-editor-frame"
import { StoryChecklist } from "./story-checklist-view"
import { StoryPreview } from "./story-preview"
import { StoryWriteView } from "./story-write-view"
import { useEditorView } from "../editing/use-editor-view"
import { useReopen } from "../editing/use-reopen"
import { fieldName } from "./story-checklist-lines"
import type { StudioStory } from "../../contract/studio-stories-api"
import { useStoryEditor, type EditorSource } from "./use-story-editor"

/** The story editor, opened again on the server's copy once an earlier version is restored. */
export const StoryEditor: React.FC<DraftEditorProps<EditorSource>> = ({ source, ...props }) => {
  const opened = useReopen(source)
  return <OpenStoryEditor key={opened.key} {...props} source={opened.source} reopen={opened.reopen} />
}

/** The story editor: write the pages, preview them at phone size, then check and publish. */
const OpenStoryEditor: React.FC<DraftEditorProps<EditorSource> & { reopen: (saved: StudioStory) => void }> = ({ setup, source, onClose, reopen }) => {
  const editor = useStoryEditor(setup, source, reopen)
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
      setup={setup}
      versions={{ owner: { kind: "story", id: editor.storyId }, fieldName, onRestore: editor.restore }}
      write={() => <StoryWriteView setup={setup} storyId={editor.storyId} draft={editor.draft} change={editor.change} focusNext={views.focusNext} />}
      preview={() => <StoryPreview pages={editor.draft.pages} />}
      check={(controls) => <StoryChecklist problems={editor.problems} {...controls} />}
    />
  )
}
