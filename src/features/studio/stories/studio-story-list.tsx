import * as React from "react"
import styled from "styled-components"
import { Button } from "../../../components/button"
import { controlStyle, StyledLabel } from "../../contact/enquiry-field"
import type { StudioStory } from "../../../../contract/studio-api"
import { buildStateLine } from "./build-state-line"
import { rowStyle, shortDateTime, StyledRows } from "../common/studio-rows"

const StyledList = styled(StyledRows)`
  li {
    ${rowStyle}
  }
`

const StyledNew = styled.form`
  display: grid;
  gap: 0.6rem;
  margin: 1rem 0 1.5rem;

  input {
    ${controlStyle}
  }

  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
`

const status = (story: StudioStory): string => {
  if (!story.published) return "Draft"
  return story.publishedRevision === story.revision ? "Published" : "Published, with unpublished changes"
}

interface StudioStoryListProps {
  stories: StudioStory[] | null
  problem: string | null
  onOpen: (story: StudioStory) => void
  onCreate: (title: string) => void
}

/** The coach's stories, the last changed first, and the way to start a new one. */
export const StudioStoryList: React.FC<StudioStoryListProps> = ({ stories, problem, onOpen, onCreate }) => {
  const [creating, setCreating] = React.useState(false)
  const [title, setTitle] = React.useState("")
  const titleRef = React.useRef<HTMLInputElement>(null)
  React.useEffect(() => {
    if (creating) titleRef.current?.focus()
  }, [creating])

  return (
    <section aria-labelledby="stories-heading">
      <h2 id="stories-heading">Web stories</h2>
      <p role="alert">{problem}</p>
      {creating ? (
        <StyledNew
          onSubmit={(event) => {
            event.preventDefault()
            if (title.trim()) onCreate(title)
          }}
        >
          <StyledLabel htmlFor="new-story-title">Title of the new story</StyledLabel>
          <input id="new-story-title" ref={titleRef} required maxLength={90} value={title} onChange={(event) => setTitle(event.target.value)} />
          <div>
            <Button type="submit" $tone="primary">
              Start writing
            </Button>
            <Button type="button" $tone="outline" onClick={() => setCreating(false)}>
              Cancel
            </Button>
          </div>
        </StyledNew>
      ) : (
        <Button type="button" $tone="primary" onClick={() => setCreating(true)}>
          New story
        </Button>
      )}
      {stories === null ? (
        !problem && <p role="status">Loading stories…</p>
      ) : stories.length === 0 ? (
        <p>No stories yet. A story is three to twenty short pages: start one and the checklist guides you.</p>
      ) : (
        <StyledList aria-label="Your stories">
          {stories.map((story) => (
            <li key={story.storyId}>
              <button type="button" onClick={() => onOpen(story)}>
                <strong>{story.draft.title || "Untitled story"}</strong>
                <span>
                  {status(story)}, changed {shortDateTime(story.updatedAt)}
                </span>
                {story.published && story.lastBuild && <span>{buildStateLine(story.lastBuild)}</span>}
              </button>
            </li>
          ))}
        </StyledList>
      )}
    </section>
  )
}
