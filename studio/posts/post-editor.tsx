import * as React from "react"
import { DraftEditorFrame, type DraftEditorProps } from "../editing/draft-editor-frame"
import { PublishChecklist } from "../editing/publish-checklist"
import { useEditorView } from "../editing/use-editor-view"
import { postFieldName, postProblemControlId } from "./post-field-names"
import { PostPreview } from "./post-preview"
import { PostWriteView } from "./post-write-view"
import { usePostEditor } from "./use-post-editor"
import type { PostSource } from "./use-studio-posts"

const TOOLS_FAILED = "The checklist and the preview could not load. Check your connection, then go back to all posts and open this one again. Your words are kept."

/** The post editor: write the post, preview it as the site will show it, then check and publish. */
export const PostEditor: React.FC<DraftEditorProps<PostSource>> = ({ setup, source, onClose }) => {
  const editor = usePostEditor(setup, source)
  const { draft, lines, tools } = editor
  const views = useEditorView()
  /** Said instead of the preview or the checklist while the Markdown pipeline loads, or when it could not. */
  const waiting = (words: string) => <p role={tools.state === "failed" ? "alert" : "status"}>{tools.state === "failed" ? TOOLS_FAILED : words}</p>

  return (
    <DraftEditorFrame
      noun="post"
      editor={editor}
      address={editor.path}
      views={views}
      toFix={lines?.filter((line) => line.blocking).length ?? 0}
      onClose={onClose}
      onDelete={editor.remove}
      write={() => (
        <PostWriteView
          setup={setup}
          postId={editor.postId}
          draft={draft}
          live={editor.published}
          knownTags={source.tags}
          problemsAt={editor.problemsAt}
          change={editor.change}
        />
      )}
      preview={() => (tools.state === "ready" ? <PostPreview draft={draft} html={tools.tools.postHtml(draft.body ?? "", editor.local)} /> : waiting("Preparing the preview…"))}
      check={(controls) =>
        lines ? (
          <PublishChecklist noun="post" lines={lines} fieldName={postFieldName} controlId={postProblemControlId} {...controls} />
        ) : (
          waiting("Checking the post…")
        )
      }
    />
  )
}
