/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * Booking a call on /contact/ as a visitor in New York sees it, in jsdom, against the booking
 * functions' own handlers on the Firestore stand-in: the free times by the visitor's days with the
 * coach's London time beside, a time taken meanwhile (the next free times offered, nothing typed
 * lost), the confirmation, booking closed (the form instead), and the diary out of reach.
 */
// First: the Admin SDK needs Node's globals that jsdom leaves out.
import "./helpers/node-globals"
import "./helpers/console-info-spy"
import * as React from "react"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import * as booking from "../functions/src/booking/booking-functions"
import { firestore } from "../functions/src/firestore"
import BookingStep from "../src/features/booking/booking-step"
import { outcomeOf, type BookingCalls } from "../src/features/booking/booking-calls"
import { BOOKING_FAILURES, dayCapSentence } from "../src/features/booking/booking-failures"
import { CALL_ERROR_SENTENCES } from "../src/firebase/call-errors"
import { contactFile, formCopy } from "../test-support/contact-copy"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"
import { withHourlyLimits } from "./helpers/hourly-limits"
import { callableRequest, coachRequest, serverCalls } from "./helpers/booking-server-calls"
import { clearBooking, validBooking } from "./helpers/booking-cases"
import { renderThemed } from "./helpers/render"

jest.setTimeout(60_000)

const copy = contactFile().booking
const EMAIL = "hello@eleanorwhitcombe.co.uk"
// Friday 20 March 2026, noon in London (GMT); New York has been on summer time since 8 March.
const NOW = new Date("2026-03-20T12:00:00Z")

withFunctionsFirestore()
withHourlyLimits({ ENQUIRIES_PER_HOUR: 50, ENQUIRIES_PER_HOUR_PER_EMAIL: 50, ENQUIRIES_PER_HOUR_ALL: 1000 })

const realOptions = Intl.DateTimeFormat.prototype.resolvedOptions
beforeEach(async () => {
  // The visitor's browser is in New York.
  jest.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...realOptions.call(this), timeZone: "America/New_York" }
  })
  await clearBooking(firestore())
})
afterEach(() => jest.restoreAllMocks())

/** The coach's weekday office hours in London, as the studio saves them (the defaults). */
const openDiary = () => booking.handlers.saveAvailability(coachRequest({ availability: {} }))

const renderStep = (calls: BookingCalls = serverCalls(() => NOW)) =>
  renderThemed(<BookingStep copy={copy} formCopy={formCopy} email={EMAIL} calls={calls} />)

const form = () => screen.getByRole("form", { name: copy.details.heading })
const field = (label: string) => within(form()).getByLabelText(label, { exact: false })

const fillDetails = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(field(formCopy.fields.name.label), "Priya Raman")
  await user.type(field(formCopy.fields.email.label), "priya@fernleaf.example")
  await user.selectOptions(field(formCopy.fields.topic.label), "Startup mentoring")
  await user.type(field(formCopy.fields.message.label), "We have grown to 80 people and I am the bottleneck.")
  await user.click(field(copy.way.phone))
  await user.type(field(copy.phone.label), "+1 212 555 0142")
  await user.click(field(copy.consent.label))
}

/** The time buttons under one of the visitor's day headings. */
const timesOf = (day: string) => within(screen.getByRole("list", { name: day })).getAllByRole("button")

it("lists the free times under a heading per visitor's day, in their zone, with the coach's London time beside", async () => {
  await openDiary()
  renderStep()
  const heading = await screen.findByRole("heading", { name: copy.times.heading })
  await waitFor(() => expect(heading).toHaveFocus())
  expect(screen.getByText(copy.times.lead.replace("{zone}", "Eastern Daylight Time"))).toBeInTheDocument()
  // The first day after 24 hours' notice is Monday; 09:00 in London is 05:00 in New York.
  expect(screen.getAllByRole("heading", { level: 4 })[0]).toHaveTextContent("Monday 23 March")
  const first = timesOf("Monday 23 March")[0]
  expect(first).toHaveTextContent("05:00–05:30")
  expect(first).toHaveTextContent("09:00–09:30 London time")
  // Read alone, each button says the day, the time and the zone.
  expect(first).toHaveAccessibleName(expect.stringMatching(/^Monday 23 March, 05:00–05:30 Eastern Daylight Time/))
  // Gap of 15 minutes: the next call starts at 09:45 London time.
  expect(timesOf("Monday 23 March")[1]).toHaveTextContent("09:45–10:15 London time")
  // Five days at first; the rest a keyboard reaches with "show later days", focus on the first new day.
  expect(screen.getAllByRole("heading", { level: 4 })).toHaveLength(5)
  await userEvent.setup({ delay: null }).click(screen.getByRole("button", { name: copy.times.more }))
  await waitFor(() => expect(screen.getByRole("heading", { name: "Monday 30 March" })).toHaveFocus())
})

it("offers the next free times when the time is taken meanwhile, keeps everything typed, and books one of them", async () => {
  await openDiary()
  const user = userEvent.setup({ delay: null })
  renderStep()
  await screen.findByRole("heading", { name: copy.times.heading })
  const [wanted] = timesOf("Monday 23 March")
  await user.click(wanted)
  await waitFor(() => expect(screen.getByRole("heading", { name: copy.details.heading })).toHaveFocus())
  expect(screen.getByText(copy.details.picked.replace("{time}", "Monday 23 March, 05:00 to 05:30 Eastern Daylight Time (09:00 to 09:30 London time)"))).toBeInTheDocument()
  await fillDetails(user)

  // Someone else books that time first.
  await booking.handlers.bookCall(coachRequest(validBooking("2026-03-23T09:00:00Z", { email: "first@example.co.uk" })), NOW)
  await user.click(within(form()).getByRole("button", { name: copy.submit }))

  const gone = await screen.findByRole("alert")
  expect(gone).toHaveTextContent(copy.gone.heading)
  expect(gone).toHaveTextContent(copy.gone.reasons.taken)
  await waitFor(() => expect(screen.getByRole("heading", { name: copy.gone.heading })).toHaveFocus())
  // Nothing typed is lost.
  expect(field(formCopy.fields.name.label)).toHaveValue("Priya Raman")
  expect(field(formCopy.fields.message.label)).toHaveValue("We have grown to 80 people and I am the bottleneck.")
  expect(field(copy.phone.label)).toHaveValue("+1 212 555 0142")
  expect(field(copy.consent.label)).toBeChecked()
  // The next free times, the taken one not among them.
  const offered = within(gone).getAllByRole("button")
  expect(offered[0]).toHaveTextContent("09:45–10:15 London time")
  expect(offered.map((button) => button.textContent)).not.toContain(wanted.textContent)

  await user.click(offered[0])
  expect(screen.queryByRole("alert")).not.toBeInTheDocument()
  await user.click(within(form()).getByRole("button", { name: copy.submit }))
  const booked = await screen.findByRole("region", { name: copy.booked.heading })
  await waitFor(() => expect(screen.getByRole("heading", { name: copy.booked.heading })).toHaveFocus())
  expect(booked).toHaveTextContent("Monday 23 March, 05:45 to 06:15 Eastern Daylight Time (09:45 to 10:15 London time)")
  expect(booked).toHaveTextContent(copy.booked.next.replace("{email}", "priya@fernleaf.example"))

  const calls = (await firestore().collection("calls").where("email", "==", "priya@fernleaf.example").get()).docs.map((doc) => doc.data())
  expect(calls).toHaveLength(1)
  expect(calls[0]).toMatchObject({ name: "Priya Raman", way: "phone", phone: "+1 212 555 0142", timeZone: "America/New_York", status: "booked" })
})

it("names each field to fix, the phone number among them when by phone, and focuses the first", async () => {
  await openDiary()
  const user = userEvent.setup({ delay: null })
  renderStep()
  await screen.findByRole("heading", { name: copy.times.heading })
  await user.click(timesOf("Monday 23 March")[0])
  await user.click(field(copy.way.phone))
  await user.click(within(form()).getByRole("button", { name: copy.submit }))
  expect(within(form()).getByRole("alert")).toHaveTextContent(copy.summary.replace("{count}", "6"))
  // The tick speaks of the call, and so does its problem.
  expect(within(form()).queryByLabelText(formCopy.fields.consent.label)).not.toBeInTheDocument()
  expect(field(copy.consent.label)).toHaveAccessibleDescription(expect.stringContaining(copy.consent.notAccepted))
  expect(field(formCopy.fields.name.label)).toHaveFocus()
  expect(field(copy.phone.label)).toHaveAccessibleDescription(expect.stringContaining(copy.phone.required))
  await user.type(field(copy.phone.label), "12")
  expect(field(copy.phone.label)).toHaveAccessibleDescription(expect.stringContaining(copy.phone.invalid))
  // Nothing reached the diary.
  expect((await firestore().collection("calls").get()).size).toBe(0)
})

it("offers the enquiry form and the e-mail address while the coach has not opened her diary", async () => {
  renderStep()
  const closed = await screen.findByText(copy.closed)
  await waitFor(() => expect(closed).toHaveFocus())
  expect(screen.getByRole("link", { name: formCopy.heading })).toHaveAttribute("href", "#enquiry")
  expect(screen.getByRole("link", { name: EMAIL })).toHaveAttribute("href", `mailto:${EMAIL}`)
  expect(screen.queryByRole("button")).not.toBeInTheDocument()
})

it("says when the diary cannot be reached, offers a retry and the other ways, and lists the times once it answers", async () => {
  await openDiary()
  const working = serverCalls(() => NOW)
  let reachable = false
  // A request that gets no answer, as the SDK reports it (status 0).
  const unreachable = () => Promise.reject(Object.assign(new Error("internal [0]"), { code: "functions/internal" }))
  const calls: BookingCalls = { ...working, listTimes: () => (reachable ? working.listTimes() : outcomeOf(unreachable)) }
  const user = userEvent.setup({ delay: null })
  renderStep(calls)
  const alert = await screen.findByRole("alert")
  expect(alert).toHaveTextContent(copy.unreachable)
  expect(screen.getByRole("link", { name: formCopy.heading })).toHaveAttribute("href", "#enquiry")
  reachable = true
  await user.click(screen.getByRole("button", { name: copy.retry }))
  expect(await screen.findByRole("heading", { name: copy.times.heading })).toBeInTheDocument()
})

it("says in a booking's words when the diary fails to book, keeping everything typed", async () => {
  await openDiary()
  const working = serverCalls(() => NOW)
  const failing = () => Promise.reject(Object.assign(new Error("internal [500]"), { code: "functions/internal" }))
  const user = userEvent.setup({ delay: null })
  renderStep({ ...working, bookCall: () => outcomeOf(failing) })
  await screen.findByRole("heading", { name: copy.times.heading })
  await user.click(timesOf("Monday 23 March")[0])
  await fillDetails(user)
  await user.click(within(form()).getByRole("button", { name: copy.submit }))
  const failure = await within(form()).findByRole("alert")
  expect(failure).toHaveTextContent(BOOKING_FAILURES.internal)
  expect(failure).not.toHaveTextContent(CALL_ERROR_SENTENCES.internal)
  expect(field(formCopy.fields.name.label)).toHaveValue("Priya Raman")
})

it("says when the address has had its day's e-mails from the diary, and how many hours to wait, keeping everything typed", async () => {
  process.env.EMAILS_PER_DAY_PER_ADDRESS = "1"
  try {
    await openDiary()
    const calls = serverCalls(() => NOW)
    // The same mailbox booked a call earlier today, and was sent its invitation.
    const listed = await calls.listTimes()
    if (!listed.ok) throw new Error("the diary did not list its times")
    const earlier = await booking.handlers.bookCall(callableRequest(validBooking(listed.value.times.at(-1)?.start ?? "", { email: "Priya+earlier@fernleaf.example" })), NOW)
    expect(earlier.callId).toBeTruthy()
    const user = userEvent.setup({ delay: null })
    renderStep(calls)
    await screen.findByRole("heading", { name: copy.times.heading })
    await user.click(timesOf("Monday 23 March")[0])
    await fillDetails(user)
    await user.click(within(form()).getByRole("button", { name: copy.submit }))
    // Noon in London: the day's count ends at midnight, twelve hours on.
    expect(await within(form()).findByRole("alert")).toHaveTextContent(dayCapSentence(12))
    expect(field(formCopy.fields.message.label)).toHaveValue("We have grown to 80 people and I am the bottleneck.")
  } finally {
    delete process.env.EMAILS_PER_DAY_PER_ADDRESS
  }
})
