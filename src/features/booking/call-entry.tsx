/**
 * The page of a visitor's call (/call/): in the browser, the token is read from the address's
 * fragment (never sent to a server) and the call's view is fetched with the booking calls. The
 * server render says it is looking the call up.
 */
import * as React from "react"
import type { BookingCopy } from "../../../contract/contact-copy-schema"
import { callSetup as setup } from "./booking-setup"
import type { ManagedCallViewProps } from "./managed-call-view"
import { ENQUIRY_FORM_PATH, OtherWays } from "./other-ways"

interface CallEntryProps {
  copy: BookingCopy
  formHeading: string
  email: string
}

type Loaded = { View: React.ComponentType<ManagedCallViewProps>; calls: ManagedCallViewProps["calls"]; token: string }

export const CallEntry: React.FC<CallEntryProps> = ({ copy, formHeading, email }) => {
  const [loaded, setLoaded] = React.useState<Loaded | null>(null)
  const [failed, setFailed] = React.useState(false)

  React.useEffect(() => {
    const door = setup
    if (!door) return
    const token = decodeURIComponent(window.location.hash.replace(/^#/, ""))
    Promise.all([import("./managed-call-view"), import("./booking-calls")]).then(
      ([view, calls]) => setLoaded({ View: view.default, calls: calls.bookingCalls(door), token }),
      () => setFailed(true),
    )
  }, [])

  if (loaded) return <loaded.View copy={copy} formHeading={formHeading} email={email} calls={loaded.calls} token={loaded.token} />
  if (!setup || failed) {
    return (
      <div role={failed ? "alert" : undefined}>
        <p>{failed ? copy.unreachable : copy.manage.noLink}</p>
        <OtherWays formHeading={formHeading} email={email} formHref={ENQUIRY_FORM_PATH} />
      </div>
    )
  }
  return <p>{copy.manage.loading}</p>
}
