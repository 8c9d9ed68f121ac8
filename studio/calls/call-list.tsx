import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { controlStyle, StyledHelp, StyledLabel } from "../../src/components/form-field"
import type { StudioCall } from "../../contract/booking-api"
import { listReset } from "../../src/theme/mixins"
import { telHref } from "../../src/lib/tel-href"
import { StyledBadge, StyledWarningBadge } from "../common/studio-rows"
import { WarningBlock } from "../common/warning-block"
import { callWhen } from "./call-times"
import { RequestDetails } from "./request-details"

const StyledList = styled.ul`
  ${listReset}
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

const StyledCall = styled.li`
  padding: 0.9rem 0.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h4 {
    margin: 0 0 0.25rem;
    font-size: 1.1rem;
  }

  p {
    margin: 0.2rem 0;
    overflow-wrap: anywhere;
  }

  blockquote {
    margin: 0.5rem 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }

  textarea {
    ${controlStyle}
    min-height: 6rem;
    margin-bottom: 0.75rem;
  }
`

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.5rem;
`

const cancelButtonId = (callId: string) => `cancel-${callId}`

interface CallListProps {
  calls: readonly StudioCall[]
  newest: string | null
  zone: string
  /** Her meeting room, when she has set one. */
  meetingLink?: string
  confirming: StudioCall | null
  busy: boolean
  now: Date
  onAsk: (callId: string | null) => void
  onCancel: (call: StudioCall, message: string) => void
  /** "Propose a programme" to the person of a booked call, in the Clients screen. */
  onPropose: (call: StudioCall) => void
}

/** Asks before cancelling: what the visitor will be told, and her own words to add. */
const CancelConfirmation: React.FC<{ call: StudioCall; busy: boolean; onKeep: () => void; onCancel: (message: string) => void }> = ({ call, busy, onKeep, onCancel }) => {
  const [message, setMessage] = React.useState("")
  const heading = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => heading.current?.focus(), [])
  const id = `cancel-message-${call.callId}`
  return (
    <WarningBlock role="group" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} tabIndex={-1} ref={heading}>
        Cancel the call with {call.name}?
      </h3>
      <p>
        {call.name} will be sent an e-mail saying that you have cancelled, with your message below, and the time becomes free for others to book.
      </p>
      <StyledLabel htmlFor={id}>Your message to {call.name} (optional)</StyledLabel>
      <StyledHelp id={`${id}-help`}>For example, why, and other times that would suit you. Up to 2,000 characters.</StyledHelp>
      <textarea id={id} aria-describedby={`${id}-help`} maxLength={2000} value={message} onChange={(event) => setMessage(event.target.value)} />
      <div>
        <Button type="button" $tone="primary" aria-disabled={busy || undefined} onClick={() => onCancel(message)}>
          {busy ? "Cancelling…" : "Cancel the call and tell them"}
        </Button>
        <Button type="button" $tone="outline" onClick={onKeep}>
          Keep the call
        </Button>
      </div>
    </WarningBlock>
  )
}

/** Her calls, soonest first: who, when in her zone, how, and what about; the newest booking marked. */
export const CallList: React.FC<CallListProps> = ({ calls, newest, zone, meetingLink, confirming, busy, now, onAsk, onCancel, onPropose }) => (
  <StyledList aria-label="Your calls">
    {calls.map((call) => {
      const when = callWhen(call.time, zone, call.timeZone)
      const cancellable = call.status === "booked" && Date.parse(call.time.start) > now.getTime()
      return (
        <StyledCall key={call.callId} data-call={call.status}>
          <h4>
            {call.name}
            {call.callId === newest && <StyledBadge>Newest booking</StyledBadge>}
            {call.status === "cancelled" && <StyledWarningBadge>Cancelled</StyledWarningBadge>}
            {call.suspectedSpam && <StyledWarningBadge>Suspected spam</StyledWarningBadge>}
          </h4>
          <p>
            <strong>{when.when}</strong>
            {when.theirs && <> ({when.theirs} for them)</>}
          </p>
          <p>
            {call.way === "phone" ? (
              <>By phone: {call.phone ? <a href={telHref(call.phone)}>{call.phone}</a> : "no number given"}</>
            ) : meetingLink ? (
              "By video, in your meeting room (its link was in their confirmation)"
            ) : (
              "By video: send them the link before the call"
            )}
          </p>
          <p>
            <a href={`mailto:${call.email}`}>{call.email}</a>
          </p>
          {/* The enquiry's other fields, as she reads them in an enquiry (ENQUIRY_FIELDS). */}
          <RequestDetails details={call.details} />
          <blockquote>{call.message}</blockquote>
          <StyledMuted>Booked {new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", hour: "2-digit", minute: "2-digit", timeZone: zone }).format(new Date(call.bookedAt))}</StyledMuted>
          {call.suspectedSpam && <p>The form&apos;s hidden field only automated senders fill in was filled in. The time is held; cancel it if this is not a real person.</p>}
          {confirming?.callId === call.callId ? (
            <CancelConfirmation
              call={call}
              busy={busy}
              onKeep={() => {
                onAsk(null)
                // Back to the button she came from.
                window.setTimeout(() => document.getElementById(cancelButtonId(call.callId))?.focus(), 0)
              }}
              onCancel={(message) => onCancel(call, message)}
            />
          ) : (
            call.status === "booked" && (
              <StyledActions>
                <Button type="button" $tone="outline" aria-label={`Propose a programme to ${call.name}`} onClick={() => onPropose(call)}>
                  Propose a programme
                </Button>
                {cancellable && (
                  <Button type="button" id={cancelButtonId(call.callId)} $tone="outline" aria-label={`Cancel the call with ${call.name}, ${when.when}`} onClick={() => onAsk(call.callId)}>
                    Cancel this call
                  </Button>
                )}
              </StyledActions>
            )
          )}
        </StyledCall>
      )
    })}
  </StyledList>
)
