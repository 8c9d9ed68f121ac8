import * as React from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { SessionList } from "./session-list"
import { useSessions } from "./use-sessions"

/** An accepted programme's sessions, loaded and changed through the session callables. */
export const YourSessions: React.FC<{ setup: FirebaseSetup; engagementId: string }> = ({ setup, engagementId }) => {
  const sessions = useSessions(setup, engagementId)
  return (
    <SessionList
      engagementId={engagementId}
      sessions={sessions.loaded.state === "ready" ? sessions.loaded.sessions : null}
      loadProblem={sessions.loaded.state === "failed" ? sessions.loaded.message : null}
      step={sessions.step}
      busy={sessions.busy}
      outcome={sessions.outcome}
      zone={sessions.zone}
      givesBack={sessions.givesBack}
      onBook={sessions.book}
      onCancel={sessions.cancel}
      onMove={sessions.move}
      onPick={sessions.pick}
      onConfirm={sessions.confirm}
      onBack={sessions.back}
    />
  )
}
