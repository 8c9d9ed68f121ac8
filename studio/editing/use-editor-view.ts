import { useCallback, useState } from "react"
import type { EditorView } from "./editor-views"
import { useFocusNext } from "./use-focus-next"

/**
 * Which of an editor's three views is shown, and the focus to move once the next one is on screen:
 * "Fix" in the checklist goes to the write view and the control it names.
 */
export const useEditorView = () => {
  const [view, show] = useState<EditorView>("write")
  const focusNext = useFocusNext()
  const fix = useCallback(
    (controlId: string) => {
      show("write")
      focusNext(controlId)
    },
    [focusNext],
  )
  return { view, show, focusNext, fix }
}

export type EditorViewState = ReturnType<typeof useEditorView>
