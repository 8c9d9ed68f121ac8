import * as React from "react"
import type { ClientRecordSummary } from "../../contract/programme-end-api"
import { longDate } from "../../contract/long-date"
import type { FirebaseSetup } from "../../src/firebase/config"
import { screenAddress } from "../common/screen-address"
import { fetchClientRecords } from "./programme-end-callables"

/** The records clients have asked her to erase, until she does: named on the desk, erased from the Clients screen. */
export const DeskErasureRequests: React.FC<{ setup: FirebaseSetup }> = ({ setup }) => {
  const [asked, setAsked] = React.useState<ClientRecordSummary[]>([])
  React.useEffect(() => {
    let live = true
    // The desk stays quiet if this cannot be read: the request came by e-mail too.
    fetchClientRecords(setup).then(
      ({ records }) => live && setAsked(records.filter((record) => record.erasureRequestedAt !== null)),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [setup])
  if (asked.length === 0) return null
  return (
    <section aria-labelledby="desk-erasure">
      <h3 id="desk-erasure">Asked to be erased ({asked.length})</h3>
      <ul aria-label="Clients who asked for their record to be erased">
        {asked.map((record) => (
          <li key={record.engagementId}>
            <strong>{record.clientName}</strong> <span>asked on {longDate(new Date(record.erasureRequestedAt ?? ""))}</span>
          </li>
        ))}
      </ul>
      <p>
        <a href={screenAddress("clients")}>Export or erase their records in Clients</a>
      </p>
    </section>
  )
}
