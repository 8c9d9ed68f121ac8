import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import type { SuspectedCall } from "../../contract/booking-api"
import { listReset } from "../../src/theme/mixins"
import { WarningBlock } from "../common/warning-block"
import { callWhen } from "./call-times"
import { RequestDetails } from "./request-details"

const StyledList = styled.ul`
  ${listReset}

  li {
    padding: 0.75rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  p,
  blockquote {
    margin: 0.2rem 0;
    overflow-wrap: anywhere;
  }

  blockquote {
    white-space: pre-wrap;
  }
`

interface SuspectedRequestsProps {
  requests: readonly SuspectedCall[]
  zone: string
  busy: boolean
  onJudge: (request: SuspectedCall, verdict: "accept" | "discard") => void
}

/**
 * Bookings sent with the form's hidden trap field filled in: they hold no time and nobody was
 * e-mailed. Accepting books one as any other (if its time is still free); discarding deletes it.
 */
export const SuspectedRequests: React.FC<SuspectedRequestsProps> = ({ requests, zone, busy, onJudge }) =>
  requests.length === 0 ? null : (
    <WarningBlock role="group" aria-labelledby="suspected-heading">
      <h4 id="suspected-heading">Suspected requests ({requests.length})</h4>
      <p>
        These were sent with the form&apos;s hidden field filled in, which automated senders do and people almost never do. They hold no time and
        nobody has been e-mailed. Accept one that is a real person: it is booked if the time is still free, and they are sent the confirmation.
      </p>
      <StyledList aria-label="Suspected requests">
        {requests.map((request) => {
          const when = callWhen(request.time, zone, request.timeZone)
          return (
            <li key={request.requestId}>
              <p>
                <strong>{request.name}</strong>, <a href={`mailto:${request.email}`}>{request.email}</a>
              </p>
              <p>
                Asked for {when.when}
                {when.theirs && <> ({when.theirs} for them)</>}, {request.way === "phone" ? `by phone${request.phone ? ` (${request.phone})` : ""}` : "by video"}
              </p>
              {/* The enquiry's other fields, as she reads them in an enquiry (ENQUIRY_FIELDS). */}
              <RequestDetails details={request.details} />
              <blockquote>{request.message}</blockquote>
              <Button type="button" $tone="primary" aria-disabled={busy || undefined} aria-label={`Accept the request from ${request.name}, ${when.when}`} onClick={() => onJudge(request, "accept")}>
                Accept and book
              </Button>{" "}
              <Button type="button" $tone="outline" aria-disabled={busy || undefined} aria-label={`Discard the request from ${request.name}`} onClick={() => onJudge(request, "discard")}>
                Discard
              </Button>
            </li>
          )
        })}
      </StyledList>
    </WarningBlock>
  )

/** A line when everyone's hourly cap on bookings was reached in the last day. */
export const LimitReached: React.FC<{ limitReached: { at: string; refused: number } | null; zone: string }> = ({ limitReached, zone }) =>
  limitReached && (
    <p role="note" data-limit-reached="">
      On {new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", hour: "2-digit", minute: "2-digit", timeZone: zone }).format(new Date(limitReached.at))} more
      bookings and moves arrived in an hour than the site takes from everyone together, so it refused {limitReached.refused === 1 ? "one" : limitReached.refused} until the hour ended.
      If the newest calls below are not genuine, cancel them.
    </p>
  )
