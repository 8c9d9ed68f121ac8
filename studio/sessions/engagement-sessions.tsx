import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { listReset } from "../../src/theme/mixins"
import type { FirebaseSetup } from "../../src/firebase/config"
import { labelTime } from "../../contract/booking-slots"
import { balanceLine, sessionTitle, type EngagementSessions, type ProgrammeSession } from "../../contract/session-api"
import { longDate } from "../../contract/long-date"
import { WarningBlock } from "../common/warning-block"
import { useEngagementSessions } from "./use-engagement-sessions"

const StyledSessions = styled.details`
  margin-top: 0.5rem;

  summary {
    cursor: pointer;
    font-weight: 600;
  }

  ul {
    ${listReset}
  }

  li {
    padding: 0.4rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`

/** What a session is, in her words. */
const stateOf = (session: ProgrammeSession): string => {
  if (session.status === "booked") return session.usesSession ? (Date.parse(session.time.end) > Date.now() ? "booked" : "held") : "booked, given back by you"
  if (session.returned === "notice") return "cancelled with notice, returned"
  if (session.returned === "coach") return "cancelled late, given back by you"
  return "cancelled late, counted as used"
}

interface SessionsViewProps {
  clientName: string
  sessions: EngagementSessions
  confirming: ProgrammeSession | null
  busy: boolean
  outcome: { failed: boolean; text: string } | null
  onAsk: (session: ProgrammeSession | null) => void
  onGiveBack: (session: ProgrammeSession) => void
  onExtend: () => void
}

/** The balance, every session with its state, giving one back once she confirms, and extending the programme once its sessions are used. */
export const SessionsView: React.FC<SessionsViewProps> = ({ clientName, sessions, confirming, busy, outcome, onAsk, onGiveBack, onExtend }) => {
  const zone = sessions.coachTimeZone
  const title = (session: ProgrammeSession) => sessionTitle(session.number, sessions.balance.total, sessions.programme)
  return (
    <StyledSessions>
      <summary>Sessions: {balanceLine(sessions.balance)}</summary>
      <div aria-live="polite">{outcome && <p role={outcome.failed ? "alert" : "status"}>{outcome.text}</p>}</div>
      {sessions.balance.left === 0 && (
        <p>
          {clientName} has booked or used every session{sessions.usedUpAt ? ` (the last on ${longDate(new Date(sessions.usedUpAt))})` : ""}. You can extend the programme with a new proposal.{" "}
          <Button type="button" $tone="outline" onClick={onExtend} aria-label={`Extend the programme: propose more to ${clientName}`}>
            Extend the programme
          </Button>
        </p>
      )}
      {sessions.sessions.length === 0 ? (
        <p>No session booked yet. {clientName} books them from their room.</p>
      ) : (
        <ul aria-label={`Sessions of ${clientName}`}>
          {sessions.sessions.map((session) => (
            <li key={session.sessionId}>
              <strong>{title(session)}</strong>: {labelTime(session.time, zone, zone).text}, {stateOf(session)}
              {session.usesSession &&
                (confirming?.sessionId === session.sessionId ? (
                  <WarningBlock role="group" aria-label={`Give back ${title(session)}?`}>
                    <p>Give this session back to {clientName}? It will no longer count against their balance{session.status === "booked" ? ", though it stays booked" : ""}.</p>
                    <Button type="button" $tone="primary" aria-disabled={busy || undefined} onClick={() => onGiveBack(session)}>
                      {busy ? "Giving back…" : "Give it back"}
                    </Button>
                    <Button type="button" $tone="outline" onClick={() => onAsk(null)}>
                      Keep it used
                    </Button>
                  </WarningBlock>
                ) : (
                  <>
                    {" "}
                    <Button type="button" $tone="outline" aria-label={`Give back ${title(session)}`} onClick={() => onAsk(session)}>
                      Give back
                    </Button>
                  </>
                ))}
            </li>
          ))}
        </ul>
      )}
    </StyledSessions>
  )
}

/** An accepted engagement's sessions on the Clients screen. */
export const EngagementSessionsPanel: React.FC<{ setup: FirebaseSetup; engagementId: string; clientName: string; onExtend: () => void }> = ({ setup, engagementId, clientName, onExtend }) => {
  const state = useEngagementSessions(setup, engagementId)
  // Quiet on purpose: a row's sessions loading, or not, is no news that should interrupt her.
  if (state.loaded.state === "loading") return <p>Loading sessions…</p>
  if (state.loaded.state === "failed") return <p>{state.loaded.message}</p>
  return (
    <SessionsView
      clientName={clientName}
      sessions={state.loaded.sessions}
      confirming={state.confirming}
      busy={state.busy}
      outcome={state.outcome}
      onAsk={state.ask}
      onGiveBack={state.giveBack}
      onExtend={onExtend}
    />
  )
}
