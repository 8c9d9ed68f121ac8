import * as React from "react"
import styled from "styled-components"
import { spreadRow } from "../../../theme/mixins"
import { Button } from "../../../components/button"
import type { FirebaseSetup } from "../../../firebase/config"
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

const StyledTop = styled.div`
  ${spreadRow}
  margin-bottom: 1rem;

  h2 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

const StyledNote = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`

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
      <StyledTop>
        <h2 id="editor-heading">{draft.title?.trim() || "Untitled post"}</h2>
        <Button
          type="button"
          $tone="outline"
          onClick={() => {
            void editor.close().then(onClose)
          }}
        >
          Back to all posts
        </Button>
      </StyledTop>
      <StyledNote>
        Address: {editor.path} · {editor.published ? (editor.changedSincePublished ? "published, with changes not yet live" : "published") : "draft"}
      </StyledNote>
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
          <PostPreview draft={draft} html={tools.tools.postHtml(draft.body ?? "")} />
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
