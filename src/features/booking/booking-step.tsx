/**
 * Booking a call on /contact/: the free times of the next weeks in the visitor's own zone, then
 * their details, then the confirmation. Loaded only when the visitor starts booking (booking-entry.tsx),
 * so neither luxon nor this code is part of the page's first JavaScript.
 */
import * as React from "react"
import styled from "styled-components"
import type { BookingCopy, ContactFormCopy } from "../../../contract/contact-copy-schema"
import { labelTime, timesByDay, type CallTime } from "../../../contract/booking-slots"
import { problemKey } from "../../../contract/enquiry-schema"
import { Button } from "../../components/button"
import { StyledActions, StyledFailure, StyledPanel } from "../contact/enquiry-outcome"
import type { BookingCalls } from "./booking-calls"
import { BookingDetails, bookingFieldId } from "./booking-details"
import { OtherWays } from "./other-ways"
import { TimePicker } from "../../components/time-picker"
import { useBookingForm, visitorTimeZone } from "./use-booking-form"
import { freeTimesStore, type FreeTimesStore } from "./free-times-store"
import { useFreeTimes } from "./use-free-times"

const StyledLead = styled.p`
  max-width: 62ch;
`

/** Days shown at first, and with each "show later days". */
const PAGE_DAYS = 5

export interface BookingStepProps {
  copy: BookingCopy
  formCopy: ContactFormCopy
  /** The coach's e-mail address, the way to reach her when booking is not possible. */
  email: string
  calls: BookingCalls
  /** The free times, asked for already when the visitor showed intent (booking-entry.tsx); a store of its own when absent. */
  times?: FreeTimesStore
}

/** Focuses the element whose id is given each time `key` changes (a new stage of the step). */
const useFocusOnChange = (key: string, id: string | null) => {
  React.useEffect(() => {
    if (id) document.getElementById(id)?.focus()
  }, [key, id])
}

const BookingStep: React.FC<BookingStepProps> = ({ copy, formCopy, email, calls, times: given }) => {
  const store = React.useMemo(() => given ?? freeTimesStore(calls), [given, calls])
  const { times, reload } = useFreeTimes(store)
  const form = useBookingForm(calls)
  const [picked, setPicked] = React.useState<CallTime | null>(null)
  const zone = React.useMemo(() => visitorTimeZone(), [])
  const coachZone = times.state === "open" ? times.timeZone : "Europe/London"
  const visitorZone = zone ?? coachZone
  const days = React.useMemo(() => {
    if (times.state !== "open") return []
    const all = timesByDay(times.times, visitorZone, coachZone)
    // Until the later days arrive, the last of the first may go on in them: it waits for them.
    return times.complete || all.length < 2 ? all : all.slice(0, -1)
  }, [times, visitorZone, coachZone])
  const nextDays = React.useMemo(() => (form.gone ? timesByDay(form.gone.times, visitorZone, coachZone) : []), [form.gone, visitorZone, coachZone])

  const stage = form.status === "booked" ? "booked" : form.status === "closed" ? "closed" : picked ? (form.status === "gone" ? "gone" : "details") : times.state
  const focusTarget: Record<string, string | null> = {
    loading: "booking-status",
    open: "booking-times-heading",
    closed: "booking-status",
    failed: "booking-status",
    details: "booking-details-heading",
    gone: "booking-gone-heading",
    booked: "booking-booked-heading",
  }
  useFocusOnChange(stage, focusTarget[stage] ?? null)

  // A refused time means the list held is out of date: going back to it asks anew. Not at once, so
  // the question does not compete with the visitor's booking of one of the times offered instead.
  React.useEffect(() => {
    if (form.status === "gone") store.stale()
  }, [form.status, store])

  const pick = (time: CallTime) => {
    setPicked(time)
    form.clearOutcome()
  }
  const submit = async () => {
    if (!picked) return
    const invalid = await form.submit(picked)
    if (invalid) document.getElementById(bookingFieldId(invalid))?.focus()
  }

  if (form.status === "booked" && form.booked) {
    const label = labelTime(form.booked.time, visitorZone, coachZone)
    return (
      <StyledPanel role="region" aria-labelledby="booking-booked-heading" data-booking="booked">
        <h3 id="booking-booked-heading" tabIndex={-1}>
          {copy.booked.heading}
        </h3>
        <p>{copy.booked.text.replace("{time}", label.text)}</p>
        <p>{copy.booked.next.replace("{email}", form.values.email.trim())}</p>
      </StyledPanel>
    )
  }

  if (stage === "closed" || times.state === "closed") {
    return (
      <StyledPanel data-booking="closed">
        <p id="booking-status" tabIndex={-1} role="status">
          {copy.closed}
        </p>
        <OtherWays formHeading={formCopy.heading} email={email} />
      </StyledPanel>
    )
  }

  if (times.state === "loading") {
    return (
      <p id="booking-status" tabIndex={-1} role="status" data-booking="loading">
        {copy.loading}
      </p>
    )
  }

  if (times.state === "failed") {
    return (
      <StyledFailure data-booking="unreachable">
        <p id="booking-status" tabIndex={-1} role="alert">
          {copy.unreachable}
        </p>
        <StyledActions>
          <Button type="button" $tone="primary" onClick={reload}>
            {copy.retry}
          </Button>
        </StyledActions>
        <OtherWays formHeading={formCopy.heading} email={email} />
      </StyledFailure>
    )
  }

  if (!picked) {
    return (
      <div data-booking="times">
        <h3 id="booking-times-heading" tabIndex={-1}>
          {copy.times.heading}
        </h3>
        {days.length === 0 ? (
          <>
            <p>{copy.noTimes}</p>
            <OtherWays formHeading={formCopy.heading} email={email} />
          </>
        ) : (
          <>
            <StyledLead>{copy.times.lead.replace("{zone}", days[0].times[0].label.zone)}</StyledLead>
            <TimePicker days={days} onPick={pick} pageDays={PAGE_DAYS} moreLabel={copy.times.more} />
          </>
        )}
      </div>
    )
  }

  const label = labelTime(picked, visitorZone, coachZone)
  const reason = form.gone && (copy.gone.reasons as Record<string, string | undefined>)[problemKey(form.gone.reason)]
  const failure = form.status === "failed" && form.failure
  const tooMany = failure && failure.kind === "resource-exhausted" && Boolean((failure.details as { tooManyCalls?: boolean } | undefined)?.tooManyCalls)
  return (
    <div data-booking="details">
      <h3 id="booking-details-heading" tabIndex={-1}>
        {copy.details.heading}
      </h3>
      <p>{copy.details.picked.replace("{time}", label.text)}</p>
      <p>
        <Button
          type="button"
          $tone="outline"
          onClick={() => {
            setPicked(null)
            form.clearOutcome()
            store.ask()
          }}
        >
          {copy.details.change}
        </Button>
      </p>
      <BookingDetails copy={copy} formCopy={formCopy} form={form} onSubmit={() => void submit()}>
        {form.gone && (
          <StyledFailure role="alert" aria-labelledby="booking-gone-heading" data-booking="gone">
            <h4 id="booking-gone-heading" tabIndex={-1}>
              {copy.gone.heading}
            </h4>
            <p>
              {reason} {copy.gone.text}
            </p>
            {nextDays.length > 0 ? (
              <TimePicker days={nextDays} onPick={pick} idPrefix="next-day" headingLevel={5} />
            ) : (
              <p>{copy.noTimes}</p>
            )}
          </StyledFailure>
        )}
        {failure && (
          <StyledFailure role="alert" data-booking="failed">
            <p>{tooMany ? copy.tooManyCalls : failure.sentence}</p>
            <OtherWays formHeading={formCopy.heading} email={email} />
          </StyledFailure>
        )}
      </BookingDetails>
    </div>
  )
}

export default BookingStep
