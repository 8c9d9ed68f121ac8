/**
 * The visitor's call, from the link in their e-mails: when it is, how it will happen, and cancelling
 * or moving it to another free time, without signing in. Loaded on demand by call-entry.tsx.
 */
import * as React from "react"
import { Link } from "gatsby"
import type { BookingCopy } from "../../../contract/contact-copy-schema"
import { labelTime, timesByDay } from "../../../contract/booking-slots"
import { problemKey } from "../../../contract/enquiry-schema"
import { ROUTES } from "../../../contract/routes"
import { Button } from "../../components/button"
import { StyledActions, StyledFailure, StyledPanel } from "../contact/enquiry-outcome"
import type { BookingCalls } from "./booking-calls"
import { BOOKING_ID } from "./booking-entry"
import { ENQUIRY_FORM_PATH, OtherWays } from "./other-ways"
import { TimePicker } from "../../components/time-picker"
import { visitorTimeZone } from "./use-booking-form"
import { useManagedCall } from "./use-managed-call"

export interface ManagedCallViewProps {
  copy: BookingCopy
  formHeading: string
  email: string
  calls: BookingCalls
  token: string
}

/** Where "book another time" leads: the booking on /contact/. */
const BOOK_AGAIN = `${ROUTES.contact}#${BOOKING_ID}`

const ManagedCallView: React.FC<ManagedCallViewProps> = ({ copy, formHeading, email, calls, token }) => {
  const { managed, busy, gone, failure, cancel, move } = useManagedCall(calls, token)
  const [moving, setMoving] = React.useState(false)
  const visitorZone = React.useMemo(() => visitorTimeZone(), [])
  const words = copy.manage

  // Each new state takes the focus, so a screen reader reads what happened.
  const focusId = managed.state === "ready" && gone ? "call-gone-heading" : managed.state === "ready" && moving ? "call-move-heading" : "call-state"
  React.useEffect(() => {
    document.getElementById(focusId)?.focus()
  }, [focusId, managed.state])

  if (managed.state === "no-link" || managed.state === "refused") {
    return (
      <StyledFailure data-call={managed.state}>
        <p id="call-state" tabIndex={-1} role="alert">
          {managed.state === "refused" ? words.link[managed.problem] : words.noLink}
        </p>
        <OtherWays formHeading={formHeading} email={email} formHref={ENQUIRY_FORM_PATH} />
      </StyledFailure>
    )
  }
  if (managed.state === "loading") {
    return (
      <p id="call-state" tabIndex={-1} role="status" data-call="loading">
        {words.loading}
      </p>
    )
  }
  if (managed.state === "failed") {
    return (
      <StyledFailure data-call="failed">
        <p id="call-state" tabIndex={-1} role="alert">
          {managed.failure.sentence}
        </p>
        <OtherWays formHeading={formHeading} email={email} formHref={ENQUIRY_FORM_PATH} />
      </StyledFailure>
    )
  }

  const zone = visitorZone ?? managed.timeZone
  const label = labelTime(managed.call.time, zone, managed.timeZone)
  if (managed.state === "cancelled" || managed.state === "moved") {
    const heading = managed.state === "cancelled" ? words.cancelled.heading : words.moved.heading
    const text = managed.state === "cancelled" ? words.cancelled.text : words.moved.text.replace("{time}", label.text)
    return (
      <StyledPanel role="region" aria-labelledby="call-state" data-call={managed.state}>
        <h2 id="call-state" tabIndex={-1}>
          {heading}
        </h2>
        <p>{text}</p>
        {managed.state === "cancelled" && (
          <p>
            <Link to={BOOK_AGAIN}>{words.bookAgain}</Link>
          </p>
        )}
      </StyledPanel>
    )
  }

  const days = timesByDay(managed.times, zone, managed.timeZone)
  const nextDays = gone ? timesByDay(gone.times, zone, managed.timeZone) : []
  const reason = gone && (copy.gone.reasons as Record<string, string | undefined>)[problemKey(gone.reason)]
  return (
    <div data-call="ready">
      <h2 id="call-state" tabIndex={-1}>
        {words.call.replace("{time}", label.text)}
      </h2>
      <p>
        {managed.call.way === "phone" ? (
          words.phone
        ) : managed.call.meetingLink ? (
          <>
            {words.videoRoom} <a href={managed.call.meetingLink}>{managed.call.meetingLink}</a>
          </>
        ) : (
          words.video
        )}
      </p>
      <StyledActions>
        <Button type="button" $tone="primary" aria-disabled={busy || undefined} onClick={() => void cancel()}>
          {busy && !moving ? words.cancelling : words.cancel}
        </Button>
        {!moving && days.length > 0 && (
          <Button type="button" $tone="outline" onClick={() => setMoving(true)}>
            {words.move}
          </Button>
        )}
      </StyledActions>
      <p role="status">{busy ? copy.sending : ""}</p>
      {failure && (
        <StyledFailure role="alert">
          <p>{failure.kind === "resource-exhausted" && (failure.details as { tooManyMoves?: boolean } | undefined)?.tooManyMoves ? words.tooManyMoves : failure.sentence}</p>
        </StyledFailure>
      )}
      {gone && (
        <StyledFailure role="alert" data-call="gone">
          <h3 id="call-gone-heading" tabIndex={-1}>
            {copy.gone.heading}
          </h3>
          <p>
            {reason} {copy.gone.text}
          </p>
          <TimePicker days={nextDays} onPick={(time) => void move(time)} idPrefix="next-day" />
        </StyledFailure>
      )}
      {moving && !gone && (
        <section aria-labelledby="call-move-heading">
          <h3 id="call-move-heading" tabIndex={-1}>
            {words.moveHeading}
          </h3>
          <p>{copy.times.lead.replace("{zone}", label.zone)}</p>
          <TimePicker days={days} onPick={(time) => void move(time)} pageDays={5} moreLabel={copy.times.more} />
        </section>
      )}
    </div>
  )
}

export default ManagedCallView
