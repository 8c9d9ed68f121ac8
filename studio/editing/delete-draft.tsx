import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import type { DraftNoun } from "../callables/callable-problems"

const StyledDelete = styled.div`
  margin-top: 2.5rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.muted};

  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
  }
`

interface DeleteDraftProps {
  noun: DraftNoun
  title: string
  /** Deletes it; resolves to null once done, or to the words saying why not. */
  onDelete: () => Promise<string | null>
  onDeleted: () => void
}

/**
 * The way to delete a draft, at the foot of its editor: asked twice, since nothing brings it back.
 * A published story or post is not offered it (the server refuses it too): unpublish it first.
 */
export const DeleteDraft: React.FC<DeleteDraftProps> = ({ noun, title, onDelete, onDeleted }) => {
  const [asking, setAsking] = React.useState(false)
  const [busy, setBusy] = React.useState(false)
  const [problem, setProblem] = React.useState<string | null>(null)
  const confirm = React.useRef<HTMLButtonElement>(null)
  React.useEffect(() => {
    if (asking) confirm.current?.focus()
  }, [asking])

  const remove = async () => {
    setBusy(true)
    const why = await onDelete()
    setBusy(false)
    if (why === null) onDeleted()
    else setProblem(why)
  }

  return (
    <StyledDelete role="group" aria-label={`Delete this ${noun}`}>
      {asking ? (
        <>
          <p>
            Delete “{title}” for good? Its words and the photos no other story or post uses are deleted, and cannot be brought back.
          </p>
          <div>
            <Button ref={confirm} type="button" $tone="primary" disabled={busy} onClick={() => void remove()}>
              {busy ? "Deleting…" : `Delete the ${noun}`}
            </Button>
            <Button type="button" $tone="outline" disabled={busy} onClick={() => setAsking(false)}>
              Keep it
            </Button>
          </div>
        </>
      ) : (
        <Button type="button" $tone="outline" onClick={() => setAsking(true)}>
          Delete this draft
        </Button>
      )}
      <p role="alert">{problem}</p>
    </StyledDelete>
  )
}
