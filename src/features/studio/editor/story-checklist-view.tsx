import * as React from "react"
import styled from "styled-components"
import { Button } from "../../../components/button"
import { listReset } from "../../../theme/mixins"
import { fieldName, problemControlId } from "./checklist-lines"
import type { StoryProblemLine } from "../../../../contract/studio-api"

const StyledList = styled.ul`
  ${listReset}
  margin-bottom: 1.5rem;

  li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: center;
    justify-content: space-between;
    padding: 0.75rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  button {
    padding: 0.4rem 0.8rem;
  }
`

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 1rem;
`

interface StoryChecklistProps {
  problems: StoryProblemLine[]
  published: boolean
  publishing: boolean
  /** A clash with another device is open: nothing is published until it is settled. */
  blocked: boolean
  outcome: string | null
  onFix: (controlId: string) => void
  onPublish: () => void
  onUnpublish: () => void
}

/** What the build would refuse, line by line; publishing is possible only once the list is empty. */
export const StoryChecklist: React.FC<StoryChecklistProps> = ({ problems, published, publishing, blocked, outcome, onFix, onPublish, onUnpublish }) => (
  <div>
    <h3>Before publishing</h3>
    {problems.length === 0 ? (
      <p>Everything the site checks is in order: this story can be published.</p>
    ) : (
      <>
        <p>
          {problems.length === 1 ? "One thing stops" : `${problems.length} things stop`} this story from being published:
        </p>
        <StyledList aria-label="Still to fix">
          {problems.map((problem) => (
            <li key={`${problem.field}:${problem.message}`}>
              <span>
                <strong>{fieldName(problem.field)}</strong> {problem.message}
              </span>
              <Button type="button" $tone="outline" aria-label={`Fix: ${fieldName(problem.field)}`} onClick={() => onFix(problemControlId(problem))}>
                Fix
              </Button>
            </li>
          ))}
        </StyledList>
      </>
    )}
    <StyledActions>
      <Button type="button" $tone="primary" disabled={problems.length > 0 || publishing || blocked} onClick={onPublish}>
        {published ? "Publish the changes" : "Publish"}
      </Button>
      {published && (
        <Button type="button" $tone="outline" disabled={publishing || blocked} onClick={onUnpublish}>
          Unpublish
        </Button>
      )}
    </StyledActions>
    <p role="status">{publishing ? "Publishing…" : outcome}</p>
  </div>
)
