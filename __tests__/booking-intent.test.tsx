/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * The wait for free times on /contact/: the booking functions' own handlers on the Firestore
 * stand-in answer the page (in place of the network), while the visitor shows intent (the button
 * seen by someone reading, pointed at, focused), opens booking, comes back later, and meets a
 * refused time. The page asks for the first days, then the rest; a fresh answer is not asked for
 * again; a stale one is, and so is the list after a refusal.
 */
import "./helpers/node-globals"
import "./helpers/console-info-spy"
import * as React from "react"
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import * as booking from "../functions/src/booking/booking-functions"
import { firestore } from "../functions/src/firestore"
import type { ListTimesRequest } from "../contract/booking-api"
import type { BookingCalls } from "../src/features/booking/booking-calls"
import { BookingEntry, type LoadedBooking } from "../src/features/booking/booking-entry"
import BookingStep from "../src/features/booking/booking-step"
import { FIRST_DAYS, FRESH_FOR_MS, freeTimesStore } from "../src/features/booking/free-times-store"
import { contactFile, formCopy } from "../test-support/contact-copy"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"
import { coachRequest, serverCalls } from "./helpers/booking-server-calls"
import { validBooking } from "./helpers/booking-cases"
import { renderThemed } from "./helpers/render"

jest.setTimeout(60_000)

const copy = contactFile().booking
const EMAIL = "hello@eleanorwhitcombe.co.uk"
// Friday 20 March 2026, noon in London.
const NOW = new Date("2026-03-20T12:00:00Z")

withFunctionsFirestore()

beforeEach(async () => {
  const db = firestore()
  for (const collection of ["calls", "callTimes", "callDays", "mail", "bookingSettings", "rateLimits"]) {
    const docs = (await db.collection(collection).get()).docs
    if (docs.length === 0) continue
    const batch = db.batch()
    docs.forEach((doc) => batch.delete(doc.ref))
    await batch.commit()
  }
  await booking.handlers.saveAvailability(coachRequest({ availability: {} }))
})
afterEach(() => jest.restoreAllMocks())

/**
 * jsdom lays nothing out, so it has no IntersectionObserver: this one reports an element in view
 * when the test has put it there (`bringIntoView`), as the browser does, first on observe.
 */
const inView = new Set<Element>()
const observers = new Set<{ element: Element; notify: () => void }>()
class ViewObserver {
  private watched: { element: Element; notify: () => void }[] = []
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    const watch = {
      element,
      notify: () => this.callback([{ target: element, isIntersecting: inView.has(element) } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    }
    this.watched.push(watch)
    observers.add(watch)
    setTimeout(watch.notify, 0)
  }
  disconnect() {
    this.watched.forEach((watch) => observers.delete(watch))
    this.watched = []
  }
}
const bringIntoView = (element: Element) => {
  inView.add(element)
  observers.forEach((watch) => watch.element === element && watch.notify())
}
beforeAll(() => Object.assign(window, { IntersectionObserver: ViewObserver }))
afterEach(() => {
  inView.clear()
  observers.clear()
})

/** The booking functions as the page reaches them, each question for free times noted. */
const diary = () => {
  const asked: (ListTimesRequest | undefined)[] = []
  const server = serverCalls(() => NOW)
  const calls: BookingCalls = { ...server, listTimes: (range) => (asked.push(range), server.listTimes(range)) }
  const loads: number[] = []
  const load = async (): Promise<LoadedBooking> => {
    loads.push(Date.now())
    return { Step: BookingStep, calls, times: freeTimesStore(calls) }
  }
  return { asked, loads, calls, load }
}

const renderEntry = (load: () => Promise<LoadedBooking>) => renderThemed(<BookingEntry copy={copy} formCopy={formCopy} email={EMAIL} load={load} />)
const startButton = () => screen.getByRole("button", { name: copy.start })
const settle = () => act(() => new Promise((done) => setTimeout(done, 50)))

it("asks nothing while the page only loads, even with the button in view; someone reading with it in view starts the first days, then the rest", async () => {
  const { asked, loads, load } = diary()
  renderEntry(load)
  await waitFor(() => expect(startButton()).toBeEnabled())
  bringIntoView(startButton())
  await settle()
  expect(loads).toEqual([])
  expect(asked).toEqual([])

  // The visitor scrolls: the button is in view, so the times are asked for before any tap.
  fireEvent.scroll(window)
  await waitFor(() => expect(asked).toHaveLength(2))
  expect(asked[0]).toEqual({ days: FIRST_DAYS })
  expect(asked[1]).toEqual({ after: expect.stringMatching(/^2026-03-/) })
  expect(loads).toHaveLength(1)
})

it("a button out of view is not asked for until it comes into view", async () => {
  const { asked, load } = diary()
  renderEntry(load)
  await waitFor(() => expect(startButton()).toBeEnabled())
  fireEvent.scroll(window)
  await settle()
  expect(asked).toEqual([])
  act(() => bringIntoView(startButton()))
  await waitFor(() => expect(asked).toHaveLength(2))
})

it("the pointer over the button or the keyboard's focus on it asks before the tap; the tap shows those times without asking again", async () => {
  for (const intent of [(button: HTMLElement) => fireEvent.pointerEnter(button), (button: HTMLElement) => fireEvent.focus(button)]) {
    const { asked, loads, load } = diary()
    const view = renderEntry(load)
    await waitFor(() => expect(startButton()).toBeEnabled())
    intent(startButton())
    await waitFor(() => expect(asked).toHaveLength(2))

    await userEvent.setup({ delay: null }).click(startButton())
    await screen.findByRole("heading", { name: copy.times.heading })
    expect(screen.getAllByRole("heading", { level: 4 })[0]).toHaveTextContent("Monday 23 March")
    await settle()
    expect(asked).toHaveLength(2)
    expect(loads).toHaveLength(1)
    view.unmount()
  }
})

it("an answer older than two minutes is asked for again when the visitor opens booking, and when they come back to the page", async () => {
  let clock = Date.now()
  jest.spyOn(Date, "now").mockImplementation(() => clock)
  const { asked, load } = diary()
  renderEntry(load)
  await waitFor(() => expect(startButton()).toBeEnabled())
  fireEvent.pointerEnter(startButton())
  await waitFor(() => expect(asked).toHaveLength(2))

  clock += FRESH_FOR_MS + 1000
  await userEvent.setup({ delay: null }).click(startButton())
  await screen.findByRole("heading", { name: copy.times.heading })
  await waitFor(() => expect(asked).toHaveLength(4))
  expect(asked[2]).toEqual({ days: FIRST_DAYS })

  // Back to the tab a while later: the list on screen is checked again.
  clock += FRESH_FOR_MS + 1000
  Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true })
  fireEvent(document, new Event("visibilitychange"))
  await waitFor(() => expect(asked).toHaveLength(6))
  // Within two minutes of that, nothing more.
  fireEvent(document, new Event("visibilitychange"))
  await settle()
  expect(asked).toHaveLength(6)
})

it("a refused time has the list asked for anew when the visitor goes back to it, however fresh it was", async () => {
  const { asked, calls } = diary()
  const user = userEvent.setup({ delay: null })
  renderThemed(<BookingStep copy={copy} formCopy={formCopy} email={EMAIL} calls={calls} />)
  await screen.findByRole("heading", { name: copy.times.heading })
  await waitFor(() => expect(asked).toHaveLength(2))
  await user.click(within(screen.getByRole("list", { name: "Monday 23 March" })).getAllByRole("button")[0])
  const form = screen.getByRole("form", { name: copy.details.heading })
  const field = (label: string) => within(form).getByLabelText(label, { exact: false })
  await user.type(field(formCopy.fields.name.label), "Priya Raman")
  await user.type(field(formCopy.fields.email.label), "priya@fernleaf.example")
  await user.selectOptions(field(formCopy.fields.topic.label), "Startup mentoring")
  await user.type(field(formCopy.fields.message.label), "We have grown to 80 people and I am the bottleneck.")
  await user.click(field(copy.consent.label))

  // Someone else books that time first.
  const taken = "2026-03-23T09:00:00Z"
  await booking.handlers.bookCall(coachRequest(validBooking(taken, { email: "first@example.co.uk" })), NOW)
  await user.click(within(form).getByRole("button", { name: copy.submit }))
  await screen.findByRole("heading", { name: copy.gone.heading })
  await settle()
  expect(asked).toHaveLength(2)

  // Back to the list, well within two minutes: asked anew, and the taken time is no longer offered.
  await user.click(screen.getByRole("button", { name: copy.details.change }))
  await waitFor(() => expect(asked).toHaveLength(4))
  await waitFor(() => expect(within(screen.getByRole("list", { name: "Monday 23 March" })).getAllByRole("button")[0]).not.toHaveTextContent("09:00–09:30"))
})

it("bookingListTimes answers her first days with free times, then the rest after the last of them: together, the whole list", async () => {
  const ask = async (data: unknown) => booking.handlers.listTimes(coachRequest(data), NOW)
  const whole = await ask(null)
  const first = await ask({ days: 2 })
  expect(first.more).toBe(true)
  expect(new Set(first.times.map((time) => time.start.slice(0, 10)))).toEqual(new Set(["2026-03-23", "2026-03-24"]))
  const rest = await ask({ after: first.times[first.times.length - 1].start })
  expect(rest.more).toBeUndefined()
  expect([...first.times, ...rest.times]).toEqual(whole.times)
  expect((await ask({ days: 366 })).more).toBeUndefined()
  await expect(ask({ days: 0 })).rejects.toMatchObject({ code: "invalid-argument" })
  await expect(ask({ from: "2026-03-23" })).rejects.toMatchObject({ code: "invalid-argument" })
})
