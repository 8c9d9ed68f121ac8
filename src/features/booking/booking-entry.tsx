/**
 * Where booking a call starts on /contact/: the button that loads the booking step on demand.
 * Nothing of booking (luxon, the slot labels, Firebase) is in the page's first JavaScript: the step
 * and its calls are fetched when the visitor asks for them. Without JavaScript the page says so and
 * the enquiry form and e-mail address below work as ever.
 */
import * as React from "react"
import type { BookingCopy, ContactFormCopy } from "../../../contract/contact-copy-schema"
import { Button } from "../../components/button"
import type { FirebaseSetup } from "../../firebase/config"
import { bookingSetup } from "./booking-setup"
import { useHydrated } from "../../lib/use-hydrated"
import type { BookingStepProps } from "./booking-step"
import { OtherWays } from "./other-ways"

/** The id of the section where a visitor books a call: the call to action's target on /contact/. */
export const BOOKING_ID = "book"

interface BookingEntryProps {
  copy: BookingCopy
  formCopy: ContactFormCopy
  email: string
}

type Step = React.ComponentType<BookingStepProps>
type Loaded = { Step: Step; calls: BookingStepProps["calls"] }

/** The step's code and the booking calls, fetched together. */
const loadStep = async (setup: FirebaseSetup): Promise<Loaded> => {
  const [step, door] = await Promise.all([import("./booking-step"), import("./booking-calls")])
  return { Step: step.default, calls: door.bookingCalls(setup) }
}

export const BookingEntry: React.FC<BookingEntryProps> = ({ copy, formCopy, email }) => {
  const hydrated = useHydrated()
  const [loaded, setLoaded] = React.useState<Loaded | null>(null)
  const [state, setState] = React.useState<"idle" | "loading" | "failed">("idle")
  const failure = React.useRef<HTMLParagraphElement>(null)

  const start = () => {
    const setup = bookingSetup
    if (state === "loading" || !setup) return
    setState("loading")
    loadStep(setup).then(
      (step) => setLoaded(step),
      () => {
        setState("failed")
        // The button stays for another try; the reason is read out.
        window.setTimeout(() => failure.current?.focus(), 0)
      },
    )
  }

  if (loaded) return <loaded.Step copy={copy} formCopy={formCopy} email={email} calls={loaded.calls} />
  return (
    <div data-booking="start">
      <noscript>
        <p>{copy.noScript}</p>
      </noscript>
      <Button type="button" $tone="primary" disabled={!hydrated} aria-disabled={state === "loading" || undefined} onClick={start}>
        {state === "loading" ? copy.loading : copy.start}
      </Button>
      {state === "failed" && (
        <>
          <p ref={failure} tabIndex={-1} role="alert">
            {copy.unreachable}
          </p>
          <OtherWays formHeading={formCopy.heading} email={email} />
        </>
      )}
    </div>
  )
}
