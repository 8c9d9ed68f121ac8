/**
 * Where booking a call starts on /contact/: the button that loads the booking step on demand.
 * Nothing of booking (luxon, the slot labels, Firebase) is in the page's first JavaScript: the step,
 * its calls and the first free times are fetched when the visitor shows intent (the button seen,
 * pointed at or focused: booking-intent.ts), so the times are often on their way or there by the
 * tap; a tap with no intent before it starts the same fetch. Without JavaScript the page says so
 * and the enquiry form and e-mail address below work as ever.
 */
import * as React from "react"
import type { BookingCopy, ContactFormCopy } from "../../../contract/contact-copy-schema"
import { Button } from "../../components/button"
import type { FirebaseSetup } from "../../firebase/config"
import { bookingSetup } from "./booking-setup"
import { useHydrated } from "../../lib/use-hydrated"
import { useSeenIntent } from "./booking-intent"
import type { BookingStepProps } from "./booking-step"
import type { FreeTimesStore } from "./free-times-store"
import { OtherWays } from "./other-ways"

/** The id of the section where a visitor books a call: the call to action's target on /contact/. */
export const BOOKING_ID = "book"

type Step = React.ComponentType<BookingStepProps>
/** What booking needs once the visitor shows intent: the step, the calls to the diary and the free times. */
export type LoadedBooking = { Step: Step; calls: BookingStepProps["calls"]; times: FreeTimesStore }

interface BookingEntryProps {
  copy: BookingCopy
  formCopy: ContactFormCopy
  email: string
  /** Where booking comes from: by default the step's code and the site's Firebase door, fetched on demand. */
  load?: () => Promise<LoadedBooking>
}

/**
 * The booking calls with Firebase's callable client and the store of free times, which asks for
 * them as soon as it is there, while the step's code (luxon with it) is still on its way: on a slow
 * phone each of these is a round trip, and the question is the longest wait.
 */
const loadStep = async (setup: FirebaseSetup): Promise<LoadedBooking> => {
  const asking = Promise.all([import("./booking-calls"), import("./free-times-store"), import("../../firebase/callable")]).then(([door, store]) => {
    const calls = door.bookingCalls(setup)
    const times = store.freeTimesStore(calls)
    times.ask()
    return { calls, times }
  })
  const [step, { calls, times }] = await Promise.all([import("./booking-step"), asking])
  return { Step: step.default, calls, times }
}

const setup = bookingSetup
const loadFromSite = setup ? () => loadStep(setup) : undefined

export const BookingEntry: React.FC<BookingEntryProps> = ({ copy, formCopy, email, load = loadFromSite }) => {
  const hydrated = useHydrated()
  const [loaded, setLoaded] = React.useState<LoadedBooking | null>(null)
  const [state, setState] = React.useState<"idle" | "loading" | "failed">("idle")
  const failure = React.useRef<HTMLParagraphElement>(null)
  const button = React.useRef<HTMLButtonElement>(null)
  // One load for the intent and the tap; a failed one is tried again by the next.
  const prepared = React.useRef<Promise<LoadedBooking> | null>(null)

  const prepare = React.useCallback((): Promise<LoadedBooking> => {
    if (!load) return Promise.reject(new Error("booking is not offered here"))
    prepared.current ??= load().catch((error: unknown) => {
      prepared.current = null
      throw error
    })
    return prepared.current
  }, [load])

  // A failed load on intent is not shown: the tap tries again and says so if it fails too.
  const intend = React.useCallback(() => void prepare().then((step) => step.times.ask(), () => undefined), [prepare])
  useSeenIntent(button, intend, hydrated && !loaded)

  const start = () => {
    if (state === "loading" || !load) return
    setState("loading")
    prepare().then(
      (step) => setLoaded(step),
      () => {
        setState("failed")
        // The button stays for another try; the reason is read out.
        window.setTimeout(() => failure.current?.focus(), 0)
      },
    )
  }

  if (loaded) return <loaded.Step copy={copy} formCopy={formCopy} email={email} calls={loaded.calls} times={loaded.times} />
  return (
    <div data-booking="start">
      <noscript>
        <p>{copy.noScript}</p>
      </noscript>
      <Button
        ref={button}
        type="button"
        $tone="primary"
        disabled={!hydrated}
        aria-disabled={state === "loading" || undefined}
        onClick={start}
        onPointerEnter={intend}
        onFocus={intend}
      >
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
