import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import type { FirebaseSetup } from "../../src/firebase/config"
import { placeOfZone } from "../../contract/booking-slots"
import { fieldId } from "./availability-form"
import { AvailabilityEditor } from "./availability-editor"
import { BlockedTimes, BlockTimeForm } from "./block-time-form"
import { BusyCalendarsPanel } from "./busy-calendars-panel"
import { CalendarFeedPanel } from "./calendar-feed-panel"
import { CallList } from "./call-list"
import { LimitReached, SuspectedRequests } from "./suspected-requests"
import { useAvailability } from "./use-availability"
import { useBusyCalendars } from "./use-busy-calendars"
import { useCalendarFeed } from "./use-calendar-feed"
import { useCalls } from "./use-calls"
import { proposeTo } from "../clients/proposal-drafts"

const StyledScreen = styled.section`
  max-width: 44rem;
  margin: 1.5rem 0 3rem;

  h2 {
    font-size: 1.5rem;
  }

  section {
    margin-bottom: 2.5rem;
  }
`

export interface CallsScreenProps {
  setup: FirebaseSetup
  onClose: () => void
}

/**
 * "Calls and availability": her upcoming first calls (cancel one, block a time), when visitors may
 * book them, her own calendars whose busy times are never offered, and her calendar's private address.
 */
export const CallsScreen: React.FC<CallsScreenProps> = ({ setup, onClose }) => {
  const availability = useAvailability(setup)
  const calls = useCalls(setup, availability.zone, availability.replaceSaved)
  const feed = useCalendarFeed(setup, availability.calendarFeedSince)
  const busyCalendars = useBusyCalendars(setup)
  const heading = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => heading.current?.focus(), [])

  const upcoming = calls.calls?.filter((call) => call.status === "booked").length ?? 0
  const save = () => void availability.save().then((field) => field && document.getElementById(fieldId(field))?.focus())

  return (
    <StyledScreen aria-labelledby="calls-screen-heading">
      <h2 id="calls-screen-heading" tabIndex={-1} ref={heading}>
        Calls and availability
      </h2>
      <p>
        <Button type="button" $tone="outline" onClick={onClose}>
          Back to the studio
        </Button>
      </p>

      <section aria-labelledby="calls-heading">
        <h3 id="calls-heading" tabIndex={-1}>
          Calls{calls.calls ? ` (${upcoming} booked)` : ""}
        </h3>
        <p>Times are {placeOfZone(availability.zone)} time, your own.</p>
        {calls.problem && <p role="alert">{calls.problem}</p>}
        <p role="status">{calls.done ?? ""}</p>
        <LimitReached limitReached={calls.limitReached} zone={availability.zone} />
        <SuspectedRequests requests={calls.suspected} zone={availability.zone} busy={calls.busy} onJudge={(request, verdict) => void calls.judge(request, verdict)} />
        {calls.calls === null ? (
          !calls.problem && <p role="status">Loading your calls…</p>
        ) : calls.calls.length === 0 ? (
          <p>No calls booked yet. When a visitor books one, it appears here and you receive an e-mail.</p>
        ) : (
          <CallList
            calls={calls.calls}
            newest={calls.newest}
            zone={availability.zone}
            meetingLink={availability.saved?.meetingLink}
            confirming={calls.confirming}
            busy={calls.busy}
            now={new Date()}
            onAsk={calls.askToCancel}
            onPropose={(call) => proposeTo({ name: call.name, email: call.email })}
            onCancel={(call, message) =>
              void calls.cancel(call, message).then((cancelled) => {
                // The confirmation is gone: her place is the list, where the outcome is read out.
                if (cancelled) document.getElementById("calls-heading")?.focus()
              })
            }
          />
        )}
      </section>

      {availability.saved && (
        <section aria-label="Block a time">
          <BlockTimeForm form={calls.block} zone={availability.zone} problems={calls.blockProblems} busy={calls.busy} onChange={calls.setBlockField} onBlock={calls.blockIt} />
          <p role="status">{calls.blockOutcome && !calls.blockOutcome.failed ? calls.blockOutcome.text : ""}</p>
          {calls.blockOutcome?.failed && <p role="alert">{calls.blockOutcome.text}</p>}
          {availability.unblockProblem && <p role="alert">{availability.unblockProblem}</p>}
          <BlockedTimes
            blocked={availability.saved.blocked}
            zone={availability.zone}
            now={new Date()}
            onUnblock={(block, label) => void availability.unblock(block, label).then((done) => done && document.getElementById("block-heading")?.focus())}
          />
          <p role="status">{availability.unblocked ?? ""}</p>
        </section>
      )}

      <section aria-label="Availability">
        {availability.problem && <p role="alert">{availability.problem}</p>}
        {availability.form ? (
          <AvailabilityEditor
            form={availability.form}
            update={availability.update}
            problems={availability.problems}
            saving={availability.saving}
            open={Boolean(availability.saved)}
            onSave={save}
          />
        ) : (
          !availability.problem && <p role="status">Loading your availability…</p>
        )}
      </section>

      <BusyCalendarsPanel calendars={busyCalendars} zone={availability.zone} />

      <CalendarFeedPanel feed={feed} />
    </StyledScreen>
  )
}
