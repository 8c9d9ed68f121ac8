import * as React from "react"
import type { StudioPage } from "../../contract/studio-pages-api"
import { Button } from "../../src/components/button"
import { DraftEditorFrame, type DraftEditorProps } from "../editing/draft-editor-frame"
import { PublishChecklist } from "../editing/publish-checklist"
import { useEditorView } from "../editing/use-editor-view"
import { WarningBlock } from "../common/warning-block"
import { pageOwner } from "../photos/photo-files"
import { pageFieldName } from "./page-checklist"
import { PreviewEntry } from "./preview-entry"
import { pageControlId, SchemaForm } from "./schema-form"
import { usePageEditor } from "./use-page-editor"
import type { PageSource } from "./use-studio-pages"

interface PageEditorProps extends DraftEditorProps<PageSource> {
  /** After a reset or a restore: the page as the server now has it (the file's words, or the version restored), and what to tell her. */
  onReset: (page: StudioPage, outcome: string) => void
  /** Said when the editor opens (what a reset did). */
  notice?: string
}

/** "Back to the site's own words", asked once more before her words go. */
const ResetPage: React.FC<{ name: string; published: boolean; onReset: () => void; busy: string | null }> = ({ name, published, onReset, busy }) => {
  const [asking, setAsking] = React.useState(false)
  return (
    <>
      {asking ? (
        <WarningBlock role="alert">
          <h3>Go back to the site&apos;s own words?</h3>
          <p>
            Your words on the {name.toLowerCase()} page are replaced by the site&apos;s own{published ? ", and your published version is taken off the site" : ""}. This cannot be
            undone.
          </p>
          <div>
            <Button type="button" $tone="primary" onClick={onReset}>
              Reset the page
            </Button>
            <Button type="button" $tone="outline" onClick={() => setAsking(false)}>
              Keep my words
            </Button>
          </div>
        </WarningBlock>
      ) : (
        <Button type="button" $tone="outline" onClick={() => setAsking(true)}>
          Reset to the site&apos;s own words
        </Button>
      )}
      {busy && <p role="status">{busy}</p>}
    </>
  )
}

/** A page's or the settings' editor: the form drawn from its schema, a preview from the site's sections, then check and publish. */
export const PageEditor: React.FC<PageEditorProps> = ({ setup, source, onClose, onReset, notice }) => {
  const editor = usePageEditor(setup, source, onReset)
  const views = useEditorView()
  const fieldName = React.useCallback((field: string) => pageFieldName(editor.fields, field), [editor.fields])
  const problemFields = React.useMemo(() => editor.lines.map((line) => line.field), [editor.lines])
  const photos = React.useMemo(() => ({ setup, owner: pageOwner(editor.pageId), file: source.file }), [setup, editor.pageId, source.file])
  return (
    <>
      {notice && <p role="status">{notice}</p>}
      <DraftEditorFrame
        noun="page"
        setup={setup}
        heading={editor.name}
        editor={editor}
        address={editor.address}
        views={views}
        toFix={editor.lines.length}
        onClose={onClose}
        versions={{ owner: { kind: "page", id: editor.pageId }, fieldName, onRestore: editor.restore }}
        write={() => (
          <form aria-label={`The ${editor.name.toLowerCase()} page's words`} onSubmit={(event) => event.preventDefault()} noValidate>
            <SchemaForm fields={editor.fields} photos={photos} value={editor.draft} onChange={editor.setField} problemsAt={editor.problemsAt} problemFields={problemFields} />
          </form>
        )}
        preview={() => <PreviewEntry pageId={editor.pageId} draft={editor.draft} site={source.site} />}
        check={(controls) => (
          <>
            <PublishChecklist noun="page" lines={editor.lines} fieldName={fieldName} controlId={({ field }) => pageControlId(field)} {...controls} />
            {editor.canReset && <ResetPage name={editor.name} published={editor.published} onReset={() => void editor.reset()} busy={editor.resetting} />}
          </>
        )}
      />
    </>
  )
}
