import * as React from "react"
import styled from "styled-components"
import { listReset } from "../../src/theme/mixins"
import { StyledError } from "../../src/components/form-field"
import type { SharedAction } from "../../contract/client-record-api"

const StyledList = styled.ul`
  ${listReset}
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

const StyledAction = styled.li`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  padding: 0.75rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;

  input {
    width: 1.5rem;
    height: 1.5rem;
    margin: 0.1rem 0 0;
    flex: none;
  }

  label[data-done="true"] {
    text-decoration: line-through;
  }
`

export interface ActionListProps {
  engagementId: string
  coachName: string
  actions: readonly SharedAction[] | null
  loadProblem: string | null
  ticking: string | null
  outcome: { failed: boolean; text: string } | null
  onTick: (action: SharedAction, done: boolean) => void
}

/** The actions she shared, each a box the client ticks off when it is done (and can untick). */
export const ActionList: React.FC<ActionListProps> = ({ engagementId, coachName, actions, loadProblem, ticking, outcome, onTick }) => {
  const headingId = `actions-${engagementId}`
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Your actions</h3>
      {loadProblem ? (
        <p role="alert">{loadProblem}</p>
      ) : actions === null ? (
        <p role="status">Loading your actions…</p>
      ) : actions.length === 0 ? (
        <p>The actions you agree with {coachName} in your sessions will appear here, to tick off as you go.</p>
      ) : (
        <StyledList aria-label="Your actions">
          {actions.map((action) => {
            const id = `action-${action.actionId}`
            return (
              <StyledAction key={action.actionId}>
                <input
                  id={id}
                  type="checkbox"
                  checked={action.done}
                  aria-disabled={ticking === action.actionId || undefined}
                  onChange={(event) => ticking !== action.actionId && onTick(action, event.target.checked)}
                />
                <label htmlFor={id} data-done={action.done}>
                  {action.text}
                </label>
              </StyledAction>
            )
          })}
        </StyledList>
      )}
      <div role="status">{outcome && (outcome.failed ? <StyledError>{outcome.text}</StyledError> : <p>{outcome.text}</p>)}</div>
    </section>
  )
}
