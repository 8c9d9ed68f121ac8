import * as React from "react"
import { DraftEditorFrame, type DraftEditorProps } from "../editing/draft-editor-frame"
import { PublishChecklist } from "../editing/publish-checklist"
import { useEditorView } from "../editing/use-editor-view"
import { useReopen } from "../editing/use-reopen"
import type { StudioPost } from "../../contract/studio-posts-api"
import { postFieldName, postProblemControlId } from "./post-field-names"
import { PostPreview } from "./post-preview"
import { PostWriteView } from "./post-write-view"
import { usePostEditor } from "./use-post-editor"
import { SendEntry } from "../newsletter/send-entry"
import { Button } from "../../src/components/button"
import type { PostSource } from "./use-studio-posts"

const TOOLS_FAILED = "The checklist and the preview could not load. Check your connection, then go back to all posts and open this one again. Your words are kept."

/** The post editor, opened again on the server's copy once an earlier version is restored. */
export const PostEditor: React.FC<DraftEditorProps<PostSource>> = ({ source, ...props }) => {
  const opened = useReopen(source)
  return <OpenPostEditor key={opened.key} {...props} source={opened.source} reopen={opened.reopen} />
}

/** The post editor: write the post, preview it as the site will show it, then check and publish. */
const OpenPostEditor: React.FC<DraftEditorProps<PostSource> & { reopen: (saved: StudioPost) => void }> = ({ setup, source, onClose, reopen }) => {
  const editor = usePostEditor(setup, source, reopen)
  const { draft, lines, tools } = editor
  const views = useEditorView()
  const [sending, setSending] = React.useState(false)
  /** Said instead of the preview or the checklist while the Markdown pipeline loads, or when it could not. */
  const waiting = (words: string) => <p role={tools.state === "failed" ? "alert" : "status"}>{tools.state === "failed" ? TOOLS_FAILED : words}</p>

  if (sending && editor.liveSlug) return <SendEntry setup={setup} post={{ slug: editor.liveSlug, title: draft.title ?? editor.liveSlug }} onClose={() => setSending(false)} />
  return (
    <DraftEditorFrame
      noun="post"
      editor={editor}
      address={editor.path}
      views={views}
      toFix={lines?.filter((line) => line.blocking).length ?? 0}
      onClose={onClose}
      onDelete={editor.remove}
      setup={setup}
      versions={{ owner: { kind: "post", id: editor.postId }, fieldName: postFieldName, onRestore: editor.restore }}
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
          <>
            <PublishChecklist noun="post" lines={lines} fieldName={postFieldName} controlId={postProblemControlId} {...controls} />
            {editor.liveSlug && (
              <p>
                <Button type="button" $tone="outline" onClick={() => setSending(true)}>
                  Send to subscribers
                </Button>
              </p>
            )}
          </>
        ) : (
          waiting("Checking the post…")
        )
      }
    />
  )
}
