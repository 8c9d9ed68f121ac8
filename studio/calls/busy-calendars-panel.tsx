import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { WarningBlock } from "../common/warning-block"
import type { BusyCalendarView } from "../../contract/booking-calendars"
import { FieldBox } from "../common/field-box"
import { BUSY_CALENDAR_LABELS, type BusyCalendarField, type useBusyCalendars } from "./use-busy-calendars"

const StyledPanel = styled.section`
  margin: 2rem 0;

  ul {
    padding: 0;
    list-style: none;
  }

  li {
    margin-bottom: 1.25rem;
  }

  h4 {
    margin-bottom: 0.25rem;
  }
`

const fieldId = (field: BusyCalendarField) => `busy-calendar-${field}`

/** "14:05 on 3 March", in her zone. */
const when = (iso: string, zone: string) => {
  const at = new Date(iso)
  const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: zone }).format(at)
  const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: zone }).format(at)
  return `${time} on ${day}`
}

const CalendarState: React.FC<{ calendar: BusyCalendarView; zone: string }> = ({ calendar, zone }) => {
  const times = `${calendar.busyCount} busy ${calendar.busyCount === 1 ? "time" : "times"} in the weeks visitors can book`
  if (!calendar.failure) return <p>Read at {calendar.readAt ? when(calendar.readAt, zone) : "—"}: {times}.</p>
  return (
    <WarningBlock as="p">
      Could not be read since {when(calendar.failure.since, zone)}: {calendar.failure.reason}.{" "}
      {calendar.readAt ? `Its busy times as read at ${when(calendar.readAt, zone)} (${times}) still keep those times free.` : ""} If you reset its address in
      your calendar, remove it here and add the new one.
    </WarningBlock>
  )
}

/**
 * Her own calendars (Google, Outlook, Apple), whose busy times visitors are never offered: each
 * with when it was last read or since when and why it could not be, and the form that adds one.
 */
export const BusyCalendarsPanel: React.FC<{ calendars: ReturnType<typeof useBusyCalendars>; zone: string }> = ({ calendars: state, zone }) => {
  const add = () => void state.add().then((field) => field && document.getElementById(fieldId(field))?.focus())
  return (
    <StyledPanel aria-labelledby="busy-calendars-heading">
      <h3 id="busy-calendars-heading">Your own calendars</h3>
      <p>
        Add the calendars your diary is kept in, and visitors are never offered a time they show as busy. Each is read again every quarter of an hour.
        Use its private address: in Google Calendar, the calendar’s settings, “Secret address in iCal format”; in Outlook, Settings, Calendar, “Shared
        calendars”, publish it and copy the ICS link; in Apple Calendar, share it as a public calendar and copy its link. Events marked free are not
        counted, nor invitations you have declined.
      </p>
      {state.problem && <p role="alert">{state.problem}</p>}
      <p role="status">{state.done ?? ""}</p>
      {state.calendars === null ? (
        !state.problem && <p role="status">Loading your calendars…</p>
      ) : state.calendars.length === 0 ? (
        <p>No calendars added yet.</p>
      ) : (
        <ul aria-label="Your calendars">
          {state.calendars.map((calendar) => (
            <li key={calendar.id}>
              <h4>{calendar.name}</h4>
              <p>Kept at {calendar.maskedAddress} (the rest of the address is not shown, as anyone with it can read your diary).</p>
              {calendar.ownAddresses.length > 0 && <p>Invitations you declined at {calendar.ownAddresses.join(", ")} are not counted.</p>}
              <CalendarState calendar={calendar} zone={zone} />
              <Button type="button" $tone="outline" aria-disabled={state.busy || undefined} onClick={() => void state.remove(calendar)}>
                Remove “{calendar.name}”
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        aria-label="Add a calendar"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          add()
        }}
      >
        <FieldBox id={fieldId("name")} label={BUSY_CALENDAR_LABELS.name} help="For you: Work, Family, Clients…" problem={state.problems.name && `${BUSY_CALENDAR_LABELS.name}: ${state.problems.name}.`}>
          {(attributes) => <input {...attributes} autoComplete="off" value={state.form.name} onChange={(event) => state.update("name", event.target.value)} />}
        </FieldBox>
        <FieldBox
          id={fieldId("address")}
          label={BUSY_CALENDAR_LABELS.address}
          help="Starts https:// or webcal://. It is kept on the server and never shown again."
          problem={state.problems.address && `${BUSY_CALENDAR_LABELS.address}: ${state.problems.address}.`}
        >
          {(attributes) => (
            <input {...attributes} autoComplete="off" spellCheck={false} inputMode="url" value={state.form.address} onChange={(event) => state.update("address", event.target.value)} />
          )}
        </FieldBox>
        <FieldBox
          id={fieldId("ownAddresses")}
          label={BUSY_CALENDAR_LABELS.ownAddresses}
          help="Invitations you have declined are not counted as busy. Your sign-in and notification addresses are known already; add any other this calendar invites you at, with commas between them."
          problem={state.problems.ownAddresses && `${BUSY_CALENDAR_LABELS.ownAddresses}: ${state.problems.ownAddresses}.`}
        >
          {(attributes) => (
            <input {...attributes} type="text" autoComplete="off" spellCheck={false} inputMode="email" value={state.form.ownAddresses} onChange={(event) => state.update("ownAddresses", event.target.value)} />
          )}
        </FieldBox>
        <Button type="submit" $tone="primary" aria-disabled={state.busy || undefined}>
          {state.busy ? "Reading the calendar…" : "Add calendar"}
        </Button>
      </form>
    </StyledPanel>
  )
}
