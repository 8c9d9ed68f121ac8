import * as React from "react"
import { STORY_LIMITS } from "../../contract/story"
import type { StoryDraft } from "../../contract/studio-stories-api"
import type { FirebaseSetup } from "../../src/firebase/config"
import { StyledHelp, StyledLabel } from "../../src/components/form-field"
import { StyledField } from "../editing/studio-field"
import { storyOwner } from "../photos/photo-files"
import { PhotoUploader } from "../photos/photo-uploader"
import { fieldControlId } from "./story-checklist-lines"
import { ColourChoice } from "./colour-choice"
import {
  addPage,
  canAddPage,
  editPage,
  movePage,
  removeBackgroundPhoto,
  removePage,
  removePosterPhoto,
  reuseBackgroundPhoto,
  setBackgroundAlt,
  setBackgroundPhoto,
  setDrawnPoster,
  setPage,
  setPosterAlt,
  setPosterPhoto,
  setPublishOn,
  setTitle,
} from "./story-edits"
import { PageFields } from "./story-page-fields"

interface StoryWriteViewProps {
  setup: FirebaseSetup
  storyId: string
  draft: StoryDraft
  change: (edit: (current: StoryDraft) => StoryDraft) => void
  /** Names the control to focus once the change is on screen. */
  focusNext: (id: string) => void
}

/** The editor's "Write" view: title, description, poster and pages. */
export const StoryWriteView: React.FC<StoryWriteViewProps> = ({ setup, storyId, draft, change, focusNext }) => {
  const move = (index: number, step: -1 | 1) => {
    change((current) => movePage(current, index, step))
    const target = index + step
    // Focus follows the page; at an end, the other way is the one left.
    const atEnd = target === 0 || target === draft.pages.length - 1
    const direction = atEnd ? (step === -1 ? "down" : "up") : step === -1 ? "up" : "down"
    focusNext(`${fieldControlId(`pages[${target}]`)}-${direction}`)
  }

  return (
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
      <StyledField>
        <StyledLabel htmlFor={fieldControlId("publishOn")}>Publish on (optional)</StyledLabel>
        <StyledHelp id={`${fieldControlId("publishOn")}-hint`}>Leave empty to publish it when you press Publish. A later day: it goes live that morning.</StyledHelp>
        <input
          type="date"
          id={fieldControlId("publishOn")}
          aria-describedby={`${fieldControlId("publishOn")}-hint`}
          value={draft.publishOn ?? ""}
          onChange={(event) => change((current) => setPublishOn(current, event.target.value))}
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
          owner={storyOwner(storyId)}
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
              focusNext(fieldControlId(`pages[${Math.max(0, index - 1)}]`))
            }}
            onAddAfter={() => {
              change((current) => addPage(current, index))
              focusNext(fieldControlId(`pages[${index + 1}].heading`))
            }}
            photo={
              <PhotoUploader
                setup={setup}
                owner={storyOwner(storyId)}
                id={fieldControlId(`pages[${index}].background.image`)}
                label="Background photo (instead of a colour)"
                hint="Large photos are made smaller here first."
                photo={page.background.image ?? null}
                onUploaded={(photo) => change((current) => editPage(current, index, (p) => setBackgroundPhoto(p, photo)))}
                onAltChange={(alt) => change((current) => editPage(current, index, (p) => setBackgroundAlt(p, alt)))}
                onRemove={() => change((current) => editPage(current, index, removeBackgroundPhoto))}
                library={{ kind: "story", onChoose: (chosen) => change((current) => editPage(current, index, (p) => reuseBackgroundPhoto(p, chosen))) }}
              />
            }
          />
        ))}
      </div>
    </div>
  )
}
