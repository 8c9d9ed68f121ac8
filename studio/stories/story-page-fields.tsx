import * as React from "react"
import styled from "styled-components"
import { framedBlock } from "../../src/theme/mixins"
import { STORY_LIMITS } from "../../contract/story"
import { Button } from "../../src/components/button"
import { controlStyle, StyledLabel } from "../../src/components/form-field"
import { fieldControlId } from "./story-checklist-lines"
import { CharacterCount, characterCount, isOverLimit } from "../editing/character-count"
import { ColourChoice } from "./colour-choice"
import type { DraftPage } from "./story-edits"

const StyledPage = styled.fieldset`
  ${framedBlock}
  border: 1px solid ${({ theme }) => theme.colors.border};

  legend {
    padding: 0 0.4rem;
    font-weight: 700;
    font-size: 1.1rem;
  }

  input[type="text"],
  input[type="url"],
  textarea {
    ${controlStyle}
  }

  textarea {
    min-height: 6rem;
    resize: vertical;
  }
`

const StyledField = styled.div`
  margin-bottom: 1rem;
`

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;

  button {
    padding: 0.5rem 0.8rem;
  }
`

const MAX = STORY_LIMITS.maxBodyChars

/** "42 of 180 characters", or how far over the limit the text is. */
export const bodyCount = (body: string): string => characterCount(body, MAX)

interface PageFieldsProps {
  page: DraftPage
  index: number
  count: number
  canAdd: boolean
  onChange: (page: DraftPage) => void
  onMove: (step: -1 | 1) => void
  onRemove: () => void
  onAddAfter: () => void
  /** The background photo's upload and description (the editor owns the upload). */
  photo: React.ReactNode
}

/** One page of the story: its words, background and link, and the buttons that move it. */
export const PageFields: React.FC<PageFieldsProps> = ({ page, index, count, canAdd, onChange, onMove, onRemove, onAddAfter, photo }) => {
  const id = (field: string) => fieldControlId(`pages[${index}].${field}`)
  const over = isOverLimit(page.body, MAX)
  const number = index + 1
  return (
    <StyledPage id={fieldControlId(`pages[${index}]`)} tabIndex={-1}>
      <legend>Page {number}</legend>
      <StyledField>
        <StyledLabel htmlFor={id("heading")}>Heading</StyledLabel>
        <input type="text" id={id("heading")} value={page.heading} onChange={(event) => onChange({ ...page, heading: event.target.value })} />
      </StyledField>
      <StyledField>
        <StyledLabel htmlFor={id("body")}>Text</StyledLabel>
        <textarea
          id={id("body")}
          value={page.body}
          aria-describedby={`${id("body")}-count`}
          aria-invalid={over}
          onChange={(event) => onChange({ ...page, body: event.target.value })}
        />
        <CharacterCount id={`${id("body")}-count`} text={page.body} max={MAX} />
      </StyledField>
      <ColourChoice
        id={`${fieldControlId(`pages[${index}]`)}-background`}
        legend="Background"
        value={page.background.color}
        onChange={(color) => onChange({ ...page, background: { color } })}
      />
      {photo}
      {page.cta ? (
        <>
          <StyledField>
            <StyledLabel htmlFor={id("cta.label")}>Link words</StyledLabel>
            <input type="text" id={id("cta.label")} value={page.cta.label} onChange={(event) => page.cta && onChange({ ...page, cta: { ...page.cta, label: event.target.value } })} />
          </StyledField>
          <StyledField>
            <StyledLabel htmlFor={id("cta.href")}>Link address (a page of the site such as /contact/, or https://…)</StyledLabel>
            <input type="url" id={id("cta.href")} value={page.cta.href} onChange={(event) => page.cta && onChange({ ...page, cta: { ...page.cta, href: event.target.value } })} />
          </StyledField>
        </>
      ) : null}
      <StyledActions>
        {page.cta ? (
          <Button type="button" $tone="outline" onClick={() => onChange({ heading: page.heading, body: page.body, background: page.background })}>
            Remove the link
          </Button>
        ) : (
          <Button type="button" $tone="outline" onClick={() => onChange({ ...page, cta: { label: "", href: "" } })}>
            Add a link
          </Button>
        )}
        <Button type="button" $tone="outline" id={`${fieldControlId(`pages[${index}]`)}-up`} disabled={index === 0} onClick={() => onMove(-1)} aria-label={`Move up, page ${number}`}>
          Move up
        </Button>
        <Button type="button" $tone="outline" id={`${fieldControlId(`pages[${index}]`)}-down`} disabled={index === count - 1} onClick={() => onMove(1)} aria-label={`Move down, page ${number}`}>
          Move down
        </Button>
        <Button type="button" $tone="outline" disabled={!canAdd} onClick={onAddAfter} aria-label={`Add a page after page ${number}`}>
          Add a page after
        </Button>
        <Button type="button" $tone="outline" disabled={count <= 1} onClick={onRemove} aria-label={`Remove page ${number}`}>
          Remove
        </Button>
      </StyledActions>
    </StyledPage>
  )
}
