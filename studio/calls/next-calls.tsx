import * as React from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { StyledRows } from "../common/studio-rows"
import { callWhen } from "./call-times"
import { useAvailability } from "./use-availability"
import { useCalls } from "./use-calls"

/** How many of her next calls the desk shows. */
export const NEXT_CALLS_SHOWN = 3

export interface NextCallsProps {
  setup: FirebaseSetup
}

/**
 * Her next booked calls on the desk, in her own zone (the calls screen's hooks and words), and the
 * booking requests waiting for her judgement; the calls screen has the rest.
 */
export const NextCalls: React.FC<NextCallsProps> = ({ setup }) => {
  const availability = useAvailability(setup)
  const calls = useCalls(setup, availability.zone, availability.replaceSaved)
  // The times read in her zone, so they wait for her availability (or its failure) too.
  const ready = calls.calls !== null && (availability.form !== null || availability.problem !== null)
  // "Ahead" as of when the desk opened: a call ending while she reads stays until she comes back.
  const [now] = React.useState(() => Date.now())
  const next = (calls.calls ?? []).filter((call) => call.status === "booked" && Date.parse(call.time.end) > now).slice(0, NEXT_CALLS_SHOWN)
  const suspected = calls.suspected.length

  if (calls.problem) return <p role="alert">{calls.problem}</p>
  if (!ready) return <p role="status">Loading your calls…</p>
  return (
    <>
      {suspected > 0 && (
        <p>
          <strong>{suspected === 1 ? "One booking request waits" : `${suspected} booking requests wait`} for you to accept or discard.</strong>
        </p>
      )}
      {next.length === 0 ? (
        <p>No calls booked ahead.</p>
      ) : (
        <StyledRows aria-label="Your next calls">
          {next.map((call) => {
            const when = callWhen(call.time, availability.zone, call.timeZone)
            // The topic as the form words it, among the details the functions send (ENQUIRY_FIELDS).
            const about = call.details.find((detail) => detail.key === "topic")?.value
            return (
              <li key={call.callId}>
                <strong>{call.name}</strong>
                <span>
                  {when.when}
                  {about && `, about ${about}`}
                </span>
              </li>
            )
          })}
        </StyledRows>
      )}
    </>
  )
}
