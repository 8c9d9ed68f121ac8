import * as React from "react"
import type { FirebaseSetup } from "../../../firebase/config"
import { EditorHeading } from "../editor/editor-heading"
import { ClashBanner } from "../editor/clash-banner"
import { EditorViews, type EditorView } from "../editor/editor-views"
import { PublishChecklist } from "../editor/publish-checklist"
import { SaveStatus } from "../editor/save-status"
import { useFocusNext } from "../editor/use-focus-next"
import { postFieldName, postProblemControlId } from "./post-field-names"
import { PostPreview } from "./post-preview"
import { PostWriteView } from "./post-write-view"
import { usePostEditor } from "./use-post-editor"
import type { PostSource } from "./use-studio-posts"

const TOOLS_FAILED = "The checklist and the preview could not load. Check your connection, then go back to all posts and open this one again. Your words are kept."

interface PostEditorProps {
  setup: FirebaseSetup
  source: PostSource
  onClose: () => void
}

/** The post editor: write the post, preview it as the site will show it, then check and publish. */
export const PostEditor: React.FC<PostEditorProps> = ({ setup, source, onClose }) => {
  const editor = usePostEditor(setup, source)
  const { draft, lines, tools } = editor
  const [view, setView] = React.useState<EditorView>("write")
  const focusNext = useFocusNext()
  const toFix = lines?.filter((line) => line.blocking).length ?? 0

  return (
    <section aria-labelledby="editor-heading">
      <EditorHeading
        title={draft.title?.trim() || "Untitled post"}
        backLabel="Back to all posts"
        onBack={() => {
          void editor.close().then(onClose)
        }}
        address={editor.path}
        published={editor.published}
        changedSincePublished={editor.changedSincePublished}
      />
      <SaveStatus save={editor.save} onRetry={editor.retrySave} />
      {editor.conflict && <ClashBanner noun="post" theirs={editor.conflict} onKeepMine={editor.keepMine} onTakeTheirs={editor.takeTheirs} />}
      <EditorViews view={view} toFix={toFix} onChange={setView} />

      {view === "write" && (
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

      {view === "preview" &&
        (tools.state === "ready" ? (
          <PostPreview draft={draft} html={tools.tools.postHtml(draft.body ?? "", editor.local)} />
        ) : (
          <p role={tools.state === "failed" ? "alert" : "status"}>{tools.state === "failed" ? TOOLS_FAILED : "Preparing the preview…"}</p>
        ))}

      {view === "check" &&
        (lines ? (
          <PublishChecklist
            noun="post"
            lines={lines}
            fieldName={postFieldName}
            controlId={postProblemControlId}
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
        ) : (
          <p role={tools.state === "failed" ? "alert" : "status"}>{tools.state === "failed" ? TOOLS_FAILED : "Checking the post…"}</p>
        ))}
      {view !== "check" && editor.outcome && <p>{editor.outcome}</p>}
    </section>
  )
}
