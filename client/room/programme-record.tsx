import * as React from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { ActionList } from "./action-list"
import { IntakeForm } from "./intake-form"
import { useIntake } from "./use-intake"
import { useMyActions } from "./use-my-actions"

/** An accepted programme's intake (while it has questions) and the actions she shares, in the client's room. */
export const ProgrammeRecord: React.FC<{ setup: FirebaseSetup; engagementId: string; coachName: string }> = ({ setup, engagementId, coachName }) => {
  const intake = useIntake(setup, engagementId)
  const actions = useMyActions(setup, engagementId)
  return (
    <>
      {intake.loaded.state === "failed" && <p role="alert">{intake.loaded.message}</p>}
      {intake.loaded.state === "ready" && intake.loaded.intake.questions.length > 0 && (
        <IntakeForm
          engagementId={engagementId}
          coachName={coachName}
          questions={intake.loaded.intake.questions}
          answers={intake.answers}
          open={intake.open}
          saving={intake.saving}
          onChange={intake.change}
        />
      )}
      <ActionList
        engagementId={engagementId}
        coachName={coachName}
        actions={actions.loaded.state === "ready" ? actions.loaded.actions : null}
        loadProblem={actions.loaded.state === "failed" ? actions.loaded.message : null}
        ticking={actions.ticking}
        outcome={actions.outcome}
        onTick={(action, done) => void actions.tick(action, done)}
      />
    </>
  )
}
