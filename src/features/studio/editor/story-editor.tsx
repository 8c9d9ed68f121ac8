import * as React from "react"
import styled from "styled-components"
import { spreadRow } from "../../../theme/mixins"
import { STORY_LIMITS, storyPath } from "../../../../contract/story"
import { Button } from "../../../components/button"
import type { FirebaseSetup } from "../../../firebase/config"
import { controlStyle, StyledLabel } from "../../contact/enquiry-field"
import { fieldControlId } from "./checklist-lines"
import { ColourChoice } from "./colour-choice"
import {
  addPage,
  canAddPage,
  editPage,
  movePage,
  removeBackgroundPhoto,
  removePage,
  removePosterPhoto,
  setBackgroundAlt,
  setBackgroundPhoto,
  setDrawnPoster,
  setPage,
  setPosterAlt,
  setPosterPhoto,
  setTitle,
} from "./draft-edits"
import { PageFields } from "./page-fields"
import { PhotoUploader } from "../photos/photo-uploader"
import { StoryChecklist } from "./story-checklist-view"
import { StoryPreview } from "./story-preview"
import { shortDateTime } from "../common/studio-rows"
import { useStoryEditor, type EditorSource, type SaveState } from "./use-story-editor"
import { WarningBlock } from "../common/warning-block"

const StyledTop = styled.div`
  ${spreadRow}
  margin-bottom: 1rem;

  h2 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

const StyledViews = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 -0.25rem 1.25rem;
  padding: 0.5rem 0.25rem;
  background: ${({ theme }) => theme.colors.body};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  button {
    padding: 0.55rem 0.9rem;
  }
`

const StyledField = styled.div`
  margin-bottom: 1.2rem;

  input,
  textarea {
    ${controlStyle}
  }

  textarea {
    min-height: 5rem;
  }
`

const StyledNote = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.muted};
`

const StyledSave = styled.p`
  margin: 0;
  min-height: 1.5rem;
`

type View = "write" | "preview" | "check"

const saveWords = (save: SaveState): string => {
  switch (save.state) {
    case "saved":
      return "All changes saved."
    case "saving":
      return "Saving…"
    case "unsaved":
      return "Changes kept on this device."
    case "failed":
      return save.problem
  }
}

interface StoryEditorProps {
  setup: FirebaseSetup
  source: EditorSource
  onClose: () => void
}

/** The story editor: write the pages, preview them at phone size, then check and publish. */
export const StoryEditor: React.FC<StoryEditorProps> = ({ setup, source, onClose }) => {
  const editor = useStoryEditor(setup, source)
  const { draft, change } = editor
  const [view, setView] = React.useState<View>("write")
  // The control to focus once the view has changed or a page has moved (the id of an element).
  const focusNext = React.useRef<string | null>(null)
  const setFocusId = (id: string) => {
    focusNext.current = id
  }
  React.useEffect(() => {
    if (!focusNext.current) return
    const target = document.getElementById(focusNext.current)
    focusNext.current = null
    target?.focus()
    target?.scrollIntoView({ block: "center" })
  })

  const move = (index: number, step: -1 | 1) => {
    change((current) => movePage(current, index, step))
    const target = index + step
    // Focus follows the page; at an end, the other way is the one left.
    const atEnd = target === 0 || target === draft.pages.length - 1
    const direction = atEnd ? (step === -1 ? "down" : "up") : step === -1 ? "up" : "down"
    setFocusId(`${fieldControlId(`pages[${target}]`)}-${direction}`)
  }

  const views: [View, string][] = [
    ["write", "Write"],
    ["preview", "Preview"],
    ["check", editor.problems.length ? `Check and publish (${editor.problems.length} to fix)` : "Check and publish"],
  ]

  return (
    <section aria-labelledby="editor-heading">
      <StyledTop>
        <h2 id="editor-heading">{draft.title.trim() || "Untitled story"}</h2>
        <Button
          type="button"
          $tone="outline"
          onClick={() => {
            void editor.close().then(onClose)
          }}
        >
          Back to all stories
        </Button>
      </StyledTop>
      <StyledNote>
        Address: {storyPath(editor.storyId)} · {editor.published ? (editor.changedSincePublished ? "published, with changes not yet live" : "published") : "draft"}
      </StyledNote>
      <StyledSave role="status">{saveWords(editor.save)}</StyledSave>
      {editor.save.state === "failed" && (
        <Button type="button" $tone="outline" onClick={editor.retrySave}>
          Try saving again
        </Button>
      )}
      {editor.conflict && (
        <WarningBlock role="alert">
          <h3>This story was changed on another device</h3>
          <p>
            Another device saved it at {shortDateTime(editor.conflict.updatedAt)}, titled “{editor.conflict.draft.title || "Untitled story"}”. Nothing is
            saved from here until you choose which version to keep.
          </p>
          <div>
            <Button type="button" $tone="primary" onClick={editor.keepMine}>
              Keep mine
            </Button>
            <Button type="button" $tone="outline" onClick={editor.takeTheirs}>
              Take theirs
            </Button>
          </div>
        </WarningBlock>
      )}
      <StyledViews role="group" aria-label="Editor views">
        {views.map(([name, label]) => (
          <Button key={name} type="button" $tone={view === name ? "primary" : "outline"} aria-pressed={view === name} onClick={() => setView(name)}>
            {label}
          </Button>
        ))}
      </StyledViews>

      {view === "write" && (
        <div>
          <StyledField>
            <StyledLabel htmlFor={fieldControlId("title")}>Title</StyledLabel>
            <input id={fieldControlId("title")} value={draft.title} onChange={(event) => change((current) => setTitle(current, event.target.value))} />
          </StyledField>
          <StyledField>
            <StyledLabel htmlFor={fieldControlId("description")}>Description (for search results and sharing)</StyledLabel>
            <textarea
              id={fieldControlId("description")}
              value={draft.description}
              onChange={(event) => change((current) => ({ ...current, description: event.target.value }))}
            />
          </StyledField>
          <div id={fieldControlId("poster")} tabIndex={-1}>
            <ColourChoice
              id={fieldControlId("poster.color")}
              legend="Poster: drawn from the title on this colour"
              value={draft.poster?.color}
              onChange={(color) => change((current) => setDrawnPoster(current, color))}
            />
            <PhotoUploader
              setup={setup}
              storyId={editor.storyId}
              id={fieldControlId("poster.src")}
              label="Poster: a portrait photo instead"
              hint={`Upright, 3:4 in shape, at least ${STORY_LIMITS.poster.minWidth}×${STORY_LIMITS.poster.minHeight} pixels. Large photos are made smaller here first.`}
              photo={draft.poster?.src ? { ...draft.poster, src: draft.poster.src } : null}
              onUploaded={(photo) => change((current) => setPosterPhoto(current, photo))}
              onAltChange={(alt) => change((current) => setPosterAlt(current, alt))}
              onRemove={() => change(removePosterPhoto)}
            />
          </div>
          <div id={fieldControlId("pages")} tabIndex={-1}>
            {draft.pages.map((page, index) => (
              <PageFields
                key={index}
                page={page}
                index={index}
                count={draft.pages.length}
                canAdd={canAddPage(draft)}
                onChange={(next) => change((current) => setPage(current, index, next))}
                onMove={(step) => move(index, step)}
                onRemove={() => {
                  change((current) => removePage(current, index))
                  setFocusId(fieldControlId(`pages[${Math.max(0, index - 1)}]`))
                }}
                onAddAfter={() => {
                  change((current) => addPage(current, index))
                  setFocusId(fieldControlId(`pages[${index + 1}].heading`))
                }}
                photo={
                  <PhotoUploader
                    setup={setup}
                    storyId={editor.storyId}
                    id={fieldControlId(`pages[${index}].background.image`)}
                    label="Background photo (instead of a colour)"
                    hint="Large photos are made smaller here first."
                    photo={page.background.image ?? null}
                    onUploaded={(photo) => change((current) => editPage(current, index, (p) => setBackgroundPhoto(p, photo)))}
                    onAltChange={(alt) => change((current) => editPage(current, index, (p) => setBackgroundAlt(p, alt)))}
                    onRemove={() => change((current) => editPage(current, index, removeBackgroundPhoto))}
                  />
                }
              />
            ))}
          </div>
        </div>
      )}

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
            setFocusId(id)
          }}
          onPublish={editor.publish}
          onUnpublish={editor.unpublish}
        />
      )}
      {view !== "check" && editor.outcome && <p>{editor.outcome}</p>}
    </section>
  )
}
