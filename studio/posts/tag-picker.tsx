import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { listReset } from "../../src/theme/mixins"
import { controlStyle, StyledError, StyledHelp, StyledLabel } from "../../src/components/form-field"

const StyledTags = styled.div`
  margin-bottom: 1.2rem;

  ul {
    ${listReset}
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-bottom: 0.6rem;
  }

  li {
    display: inline-flex;
    gap: 0.35rem;
    align-items: center;
    padding: 0.2rem 0.2rem 0.2rem 0.6rem;
    background: ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radius};
  }

  li button {
    min-width: 2.75rem;
    min-height: 2.75rem;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }

  input {
    ${controlStyle}
  }
`

const StyledAdd = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: stretch;

  input {
    flex: 1 1 auto;
    min-width: 0;
  }
`

const StyledInUse = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin-top: 0.6rem;

  button {
    padding: 0.35rem 0.7rem;
    font-weight: 400;
  }
`

interface TagPickerProps {
  id: string
  tags: readonly string[]
  /** Every tag in use on the site, offered as the coach types. */
  known: readonly string[]
  problems: string[]
  onAdd: (tag: string) => void
  onRemove: (tag: string) => void
}

/** The post's topics: chosen from the tags the site already uses, or new; each removable. */
export const TagPicker: React.FC<TagPickerProps> = ({ id, tags, known, problems, onAdd, onRemove }) => {
  const [typed, setTyped] = React.useState("")
  const add = () => {
    if (!typed.trim()) return
    onAdd(typed)
    setTyped("")
  }
  const offered = known.filter((tag) => !tags.includes(tag))
  return (
    <StyledTags>
      <StyledLabel htmlFor={id}>Tags</StyledLabel>
      <StyledHelp id={`${id}-help`}>The topics the post is listed under. Pick one the blog already uses, or type a new one.</StyledHelp>
      {tags.length > 0 && (
        <ul aria-label="Tags of this post">
          {tags.map((tag) => (
            <li key={tag}>
              {tag}
              <button type="button" aria-label={`Remove the tag ${tag}`} onClick={() => onRemove(tag)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <StyledAdd>
        <input
          id={id}
          list={`${id}-known`}
          value={typed}
          aria-describedby={problems.length ? `${id}-help ${id}-problems` : `${id}-help`}
          aria-invalid={problems.length > 0}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return
            event.preventDefault()
            add()
          }}
        />
        <Button type="button" $tone="outline" onClick={add}>
          Add tag
        </Button>
      </StyledAdd>
      {offered.length > 0 && (
        <StyledInUse role="group" aria-label="Tags the blog already uses">
          {offered.map((tag) => (
            <Button key={tag} type="button" $tone="outline" aria-label={`Add the tag ${tag}`} onClick={() => onAdd(tag)}>
              + {tag}
            </Button>
          ))}
        </StyledInUse>
      )}
      <datalist id={`${id}-known`}>
        {offered.map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>
      {problems.length > 0 && <StyledError id={`${id}-problems`}>{problems.join(" ")}</StyledError>}
    </StyledTags>
  )
}
