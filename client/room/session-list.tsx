import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { TimePicker } from "../../src/components/time-picker"
import { framedBlock, listReset } from "../../src/theme/mixins"
import { labelTime, timesByDay, type CallTime } from "../../contract/booking-slots"
import { balanceLine, noticeWords, sessionTitle, type EngagementSessions, type ProgrammeSession } from "../../contract/session-api"
import type { SessionOutcome, SessionStep } from "./use-sessions"

const StyledList = styled.ul`
  ${listReset}
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

const StyledSession = styled.li`
  padding: 0.9rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;

  h5 {
    margin: 0 0 0.25rem;
    font-size: 1.05rem;
  }

  p {
    margin: 0.2rem 0;
  }
`

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.5rem;
`

const StyledBlock = styled.div`
  ${framedBlock}
  margin: 1rem 0;

  h4 {
    margin-top: 0;
  }
`

const StyledBalance = styled.p`
  font-size: 1.2rem;
  font-weight: 600;
`

export interface SessionListProps {
  engagementId: string
  sessions: EngagementSessions | null
  loadProblem: string | null
  step: SessionStep
  busy: boolean
  outcome: SessionOutcome | null
  /** The client's own zone, the times are shown in. */
  zone: string
  givesBack: (session: ProgrammeSession, noticeHours: number) => boolean
  onBook: () => void
  onCancel: (session: ProgrammeSession) => void
  onMove: (session: ProgrammeSession) => void
  onPick: (time: CallTime) => void
  onConfirm: () => void
  onBack: () => void
}

const isUpcoming = (session: ProgrammeSession): boolean => session.status === "booked" && Date.parse(session.time.end) > Date.now()

/** What happened to a past or cancelled session, in a line. */
const sessionState = (session: ProgrammeSession): string => {
  if (session.status === "booked") return isUpcoming(session) ? "Booked" : "Held"
  if (session.returned === "coach") return "Cancelled, given back to your balance"
  if (session.returned === "notice") return "Cancelled with notice, back in your balance"
  return "Cancelled late, counted as used"
}

/** The notice rule said before they confirm: whether this change gives the session back. */
const NoticeLine: React.FC<{ noticeHours: number; givesBack: boolean; moving: boolean; left: number }> = ({ noticeHours, givesBack, moving, left }) => {
  const rule = `Cancelling or moving a session at least ${noticeWords(noticeHours)} before it starts gives it back; later, it counts as used.`
  if (givesBack) return <p>{rule} This one is more than {noticeWords(noticeHours)} away, so {moving ? "it simply moves, still one session" : "it goes back to your balance"}.</p>
  return (
    <p>
      <strong>{rule} This one is less than {noticeWords(noticeHours)} away, so it counts as used.</strong>{" "}
      {moving ? (left > 0 ? `The new time takes another session from your balance (${left} left).` : "You have no sessions left for a new time, so it cannot be moved.") : ""}
    </p>
  )
}

/** "Your sessions": the balance, what is booked and held, booking from the free times, and each booked one cancelled or moved once confirmed. */
export const SessionList: React.FC<SessionListProps> = ({ engagementId, sessions, loadProblem, step, busy, outcome, zone, givesBack, onBook, onCancel, onMove, onPick, onConfirm, onBack }) => {
  const headingId = `sessions-${engagementId}`
  const confirmHeading = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => {
    if (step.kind.startsWith("confirm")) confirmHeading.current?.focus()
  }, [step.kind])
  if (!sessions) {
    return (
      <section aria-labelledby={headingId}>
        <h3 id={headingId}>Your sessions</h3>
        {loadProblem ? <p role="alert">{loadProblem}</p> : <p role="status">Loading your sessions…</p>}
      </section>
    )
  }
  const coachZone = sessions.coachTimeZone
  const when = (time: CallTime) => labelTime(time, zone, coachZone).text
  const title = (session: ProgrammeSession) => sessionTitle(session.number, sessions.balance.total, sessions.programme)
  const upcoming = sessions.sessions.filter(isUpcoming)
  const past = sessions.sessions.filter((session) => !isUpcoming(session))
  const { balance, noticeHours } = sessions
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Your sessions</h3>
      <StyledBalance>{balanceLine(balance)}</StyledBalance>
      <p>
        Each session is {sessions.sessionMinutes} minutes. You can cancel or move a session up to {noticeWords(noticeHours)} before it starts and have it back; later, it counts as used.
      </p>
      <div aria-live="polite">{outcome && <p role={outcome.failed ? "alert" : "status"}>{outcome.text}</p>}</div>

      <h4>Coming up</h4>
      {upcoming.length === 0 ? (
        <p>No session is booked at the moment.</p>
      ) : (
        <StyledList aria-label="Sessions coming up">
          {upcoming.map((session) => (
            <StyledSession key={session.sessionId}>
              <h5>{title(session)}</h5>
              <p>{when(session.time)}</p>
              {step.kind === "idle" && (
                <StyledActions>
                  <Button type="button" $tone="outline" onClick={() => onMove(session)} aria-label={`Move ${title(session)}`}>
                    Move
                  </Button>
                  <Button type="button" $tone="outline" onClick={() => onCancel(session)} aria-label={`Cancel ${title(session)}`}>
                    Cancel
                  </Button>
                </StyledActions>
              )}
            </StyledSession>
          ))}
        </StyledList>
      )}

      {step.kind === "idle" &&
        (balance.left > 0 ? (
          <Button type="button" $tone="primary" onClick={onBook}>
            Book a session
          </Button>
        ) : (
          <p>All the sessions of your programme are booked or used. If you would like more, reply to any of your coach&apos;s e-mails.</p>
        ))}

      {step.kind === "choosing" && (
        <StyledBlock role="group" aria-labelledby={`choose-${engagementId}`}>
          <h4 id={`choose-${engagementId}`}>{step.moving ? `Move ${title(step.moving)} to` : "Choose a time"}</h4>
          {step.times === null ? (
            <p role="status">Looking for free times…</p>
          ) : step.times.length === 0 ? (
            <p>There are no free times at the moment. Please look again in a day or two, or reply to your coach&apos;s e-mail.</p>
          ) : (
            <>
              <p>Times are shown in your time zone, {labelTime(step.times[0], zone, coachZone).zone}.</p>
              <TimePicker days={timesByDay(step.times, zone, coachZone)} onPick={(time) => onPick({ start: time.start, end: time.end })} pageDays={3} moreLabel="Show more days" headingLevel={5} idPrefix={`session-day-${engagementId}`} />
            </>
          )}
          <Button type="button" $tone="outline" onClick={onBack}>
            Back
          </Button>
        </StyledBlock>
      )}

      {step.kind.startsWith("confirm") && (
        <StyledBlock role="group" aria-labelledby={`confirm-${engagementId}`}>
          {step.kind === "confirm-book" && (
            <>
              <h4 id={`confirm-${engagementId}`} tabIndex={-1} ref={confirmHeading}>
                Book {sessionTitle(balance.used + 1, balance.total, sessions.programme)}?
              </h4>
              <p>{when(step.time)}</p>
              <p>This uses one session of your balance: {balance.left - 1} of {balance.total} will be left. You can cancel or move it up to {noticeWords(noticeHours)} before it starts and have it back.</p>
            </>
          )}
          {step.kind === "confirm-cancel" && (
            <>
              <h4 id={`confirm-${engagementId}`} tabIndex={-1} ref={confirmHeading}>
                Cancel {title(step.session)}?
              </h4>
              <p>{when(step.session.time)}</p>
              <NoticeLine noticeHours={noticeHours} givesBack={givesBack(step.session, noticeHours)} moving={false} left={balance.left} />
            </>
          )}
          {step.kind === "confirm-move" && (
            <>
              <h4 id={`confirm-${engagementId}`} tabIndex={-1} ref={confirmHeading}>
                Move {title(step.session)}?
              </h4>
              <p>From {when(step.session.time)}</p>
              <p>To {when(step.time)}</p>
              <NoticeLine noticeHours={noticeHours} givesBack={givesBack(step.session, noticeHours)} moving left={balance.left} />
            </>
          )}
          <StyledActions>
            <Button type="button" $tone="primary" aria-disabled={busy || undefined} onClick={onConfirm}>
              {busy ? "Saving…" : step.kind === "confirm-book" ? "Book this session" : step.kind === "confirm-cancel" ? "Cancel the session" : "Move the session"}
            </Button>
            <Button type="button" $tone="outline" onClick={onBack}>
              {step.kind === "confirm-cancel" ? "Keep it" : "Back"}
            </Button>
          </StyledActions>
        </StyledBlock>
      )}

      {past.length > 0 && (
        <>
          <h4>Past and cancelled</h4>
          <StyledList aria-label="Past and cancelled sessions">
            {past.map((session) => (
              <StyledSession key={session.sessionId}>
                <h5>{title(session)}</h5>
                <p>{when(session.time)}</p>
                <p>{sessionState(session)}</p>
              </StyledSession>
            ))}
          </StyledList>
        </>
      )}
    </section>
  )
}
