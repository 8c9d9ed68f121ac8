import * as React from "react"
import { useCallback } from "react"
import type { ListIntakesResult } from "../../contract/client-record-api"
import type { FirebaseSetup } from "../../src/firebase/config"
import { fetchUnreadIntakes } from "../callables/client-record-callables"
import { screenAddress } from "../common/screen-address"
import { shortDateTime, StyledBadge } from "../common/studio-rows"
import { useLoaded } from "../common/use-loaded"

const LOAD_FAILED = "The answered intakes could not be loaded just now."

/** The desk's intakes answered that she has not opened yet, the latest first (opening the client's record on the Clients screen takes one off). */
export const AnsweredIntakes: React.FC<{ setup: FirebaseSetup }> = ({ setup }) => {
  const { data, problem } = useLoaded<ListIntakesResult>(
    useCallback(() => fetchUnreadIntakes(setup), [setup]),
    useCallback(() => LOAD_FAILED, []),
  )
  const unread = data?.unread ?? []
  return (
    <section aria-labelledby="desk-intakes">
      <h3 id="desk-intakes">Intake answered{data ? ` (${unread.length})` : ""}</h3>
      {problem && <p role="alert">{problem}</p>}
      {data === null ? (
        !problem && <p role="status">Loading answered intakes…</p>
      ) : unread.length === 0 ? (
        <p>No new intake answers.</p>
      ) : (
        <ul aria-label="Intake answered">
          {unread.map((intake) => (
            <li key={intake.engagementId}>
              <strong>
                {intake.clientName}
                <StyledBadge>Intake answered</StyledBadge>
              </strong>
              <span>
                {intake.programmeTitle}, {shortDateTime(intake.answeredAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {unread.length > 0 && (
        <p>
          <a href={screenAddress("clients")}>Read their answers on the Clients screen</a>
        </p>
      )}
    </section>
  )
}
