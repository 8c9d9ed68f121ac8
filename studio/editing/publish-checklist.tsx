import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { listReset } from "../../src/theme/mixins"
import { actionRowStyle } from "../common/studio-rows"
import type { DraftNoun } from "../callables/callable-problems"

const StyledList = styled.ul`
  ${listReset}
  margin-bottom: 1.5rem;

  li {
    ${actionRowStyle}
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

/** A line of a checklist: the field it is about and what to do; advice (`blocking: false`) does not stop publishing. */
export interface ChecklistLine {
  field: string
  message: string
  blocking?: boolean
}

export interface PublishChecklistProps {
  noun: DraftNoun
  lines: readonly ChecklistLine[]
  /** The field as the coach knows it ("pages[1].body" -> "Page 2 text"). */
  fieldName: (field: string) => string
  /** The id of the control "Fix" goes to. */
  controlId: (line: ChecklistLine) => string
  published: boolean
  /** The day it is to be published on, while it waits for it. */
  scheduledFor?: string | null
  publishing: boolean
  /** A clash with another device is open: nothing is published until it is settled. */
  blocked: boolean
  outcome: string | null
  onFix: (controlId: string) => void
  onPublish: () => void
  onUnpublish: () => void
}

const ChecklistLines: React.FC<Pick<PublishChecklistProps, "fieldName" | "controlId" | "onFix"> & { label: string; lines: readonly ChecklistLine[] }> = ({
  label,
  lines,
  fieldName,
  controlId,
  onFix,
}) => (
  <StyledList aria-label={label}>
    {lines.map((line) => (
      <li key={`${line.field}:${line.message}`}>
        <span>
          <strong>{fieldName(line.field)}</strong> {line.message}
        </span>
        <Button type="button" $tone="outline" aria-label={`Fix: ${fieldName(line.field)}`} onClick={() => onFix(controlId(line))}>
          Fix
        </Button>
      </li>
    ))}
  </StyledList>
)

/** What the build would refuse, line by line; publishing is possible only once nothing blocking is left. */
export const PublishChecklist: React.FC<PublishChecklistProps> = ({ noun, lines, published, scheduledFor, publishing, blocked, outcome, onPublish, onUnpublish, ...fix }) => {
  const problems = lines.filter((line) => line.blocking !== false)
  const advice = lines.filter((line) => line.blocking === false)
  return (
    <div>
      <h3>Before publishing</h3>
      {problems.length === 0 ? (
        <p>Everything the site checks is in order: this {noun} can be published.</p>
      ) : (
        <>
          <p>
            {problems.length === 1 ? "One thing stops" : `${problems.length} things stop`} this {noun} from being published:
          </p>
          <ChecklistLines label="Still to fix" lines={problems} {...fix} />
        </>
      )}
      {advice.length > 0 && (
        <>
          <p>Worth a look (these do not stop publishing):</p>
          <ChecklistLines label="Worth a look" lines={advice} {...fix} />
        </>
      )}
      <StyledActions>
        <Button type="button" $tone="primary" disabled={problems.length > 0 || publishing || blocked} onClick={onPublish}>
          {published ? "Publish the changes" : "Publish"}
        </Button>
        {(published || scheduledFor) && (
          <Button type="button" $tone="outline" disabled={publishing || blocked} onClick={onUnpublish}>
            {published ? "Unpublish" : "Cancel the schedule"}
          </Button>
        )}
      </StyledActions>
      <p role="status">{publishing ? "Publishing…" : outcome}</p>
    </div>
  )
}
