/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * The page of a booked call (/call/#<token>), in jsdom against the booking functions' own handlers
 * on the Firestore stand-in: the visitor sees the call in their zone, moves it, and a link used up
 * by the move is refused in words; a cancelled call frees its time.
 */
import "./helpers/node-globals"
import "./helpers/console-info-spy"
import * as React from "react"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import * as booking from "../functions/src/booking/booking-functions"
import { firestore } from "../functions/src/firestore"
import ManagedCallView from "../src/features/booking/managed-call-view"
import { contactFile } from "../test-support/contact-copy"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"
import { withHourlyLimits } from "./helpers/hourly-limits"
import { callableRequest, coachRequest, serverCalls } from "./helpers/booking-server-calls"
import { validBooking } from "./helpers/booking-cases"
import { renderThemed } from "./helpers/render"

jest.setTimeout(60_000)

const copy = contactFile().booking
const NOW = new Date("2026-03-20T12:00:00Z")

withFunctionsFirestore()
withHourlyLimits({ ENQUIRIES_PER_HOUR: 50, ENQUIRIES_PER_HOUR_PER_EMAIL: 50, ENQUIRIES_PER_HOUR_ALL: 1000 })
beforeAll(async () => {
  await booking.handlers.saveAvailability(coachRequest({ availability: {} }))
})

const realOptions = Intl.DateTimeFormat.prototype.resolvedOptions
beforeEach(() => {
  // The visitor's browser is in London, as the coach is.
  jest.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...realOptions.call(this), timeZone: "Europe/London" }
  })
})
afterEach(() => jest.restoreAllMocks())

/** Books a call for Monday 23 March 10:30 London time and answers the token its e-mail carries. */
const bookedToken = async (start: string, email: string): Promise<string> => {
  const { callId } = await booking.handlers.bookCall(callableRequest(validBooking(start, { email, timeZone: "Europe/London" })), NOW)
  const mail = (await firestore().collection("mail").doc(`call-${callId}-booked-0-visitor`).get()).data()
  return /\/call\/#([A-Za-z0-9._-]+)/.exec(String(mail?.message.text))?.[1] ?? ""
}

const renderView = (token: string) =>
  renderThemed(<ManagedCallView copy={copy} formHeading="Send an enquiry" email="hello@eleanorwhitcombe.co.uk" calls={serverCalls(() => NOW)} token={token} />)

const listed = async () => (await booking.handlers.listTimes(callableRequest(null), NOW)).times.map((time) => time.start)

it("shows the call, moves it to another free time, and then refuses the used link in words", async () => {
  const token = await bookedToken("2026-03-23T10:30:00Z", "mover@example.co.uk")
  const user = userEvent.setup({ delay: null })
  const view = renderView(token)
  const heading = await screen.findByRole("heading", { level: 2 })
  expect(heading).toHaveTextContent("Monday 23 March, 10:30 to 11:00 Greenwich Mean Time")
  await waitFor(() => expect(heading).toHaveFocus())
  expect(screen.getByText(copy.manage.video)).toBeInTheDocument()

  await user.click(screen.getByRole("button", { name: copy.manage.move }))
  await waitFor(() => expect(screen.getByRole("heading", { name: copy.manage.moveHeading })).toHaveFocus())
  const tuesday = within(screen.getByRole("list", { name: "Tuesday 24 March" })).getAllByRole("button")[0]
  await user.click(tuesday)
  const moved = await screen.findByRole("region", { name: copy.manage.moved.heading })
  expect(moved).toHaveTextContent("Tuesday 24 March, 09:00 to 09:30 Greenwich Mean Time")
  // The old time is free again; the new one is held.
  expect(await listed()).toContain("2026-03-23T10:30:00Z")
  expect(await listed()).not.toContain("2026-03-24T09:00:00Z")

  view.unmount()
  renderView(token)
  expect(await screen.findByRole("alert")).toHaveTextContent(copy.manage.link.used)
})

it("cancels the call, which frees its time", async () => {
  const token = await bookedToken("2026-03-25T14:15:00Z", "canceller@example.co.uk")
  expect(await listed()).not.toContain("2026-03-25T14:15:00Z")
  const user = userEvent.setup({ delay: null })
  renderView(token)
  await screen.findByRole("heading", { level: 2 })
  await user.click(screen.getByRole("button", { name: copy.manage.cancel }))
  const cancelled = await screen.findByRole("region", { name: copy.manage.cancelled.heading })
  expect(within(cancelled).getByRole("link", { name: copy.manage.bookAgain })).toHaveAttribute("href", "/contact/#book")
  expect(await listed()).toContain("2026-03-25T14:15:00Z")
})

it("after the most moves a call can have, says in words that the next is by e-mail", async () => {
  let token = await bookedToken("2026-03-26T10:30:00Z", "restless@example.co.uk")
  const callId = token.split(".")[0]
  const starts = ["2026-03-26T11:15:00Z", "2026-03-26T12:00:00Z", "2026-03-26T12:45:00Z"]
  for (const [at, start] of starts.entries()) {
    await booking.handlers.manageCall(callableRequest({ action: "move", token, start }), NOW)
    const mail = (await firestore().collection("mail").doc(`call-${callId}-moved-${at + 1}-visitor`).get()).data()
    token = /\/call\/#([A-Za-z0-9._-]+)/.exec(String(mail?.message.text))?.[1] ?? ""
  }
  const user = userEvent.setup({ delay: null })
  renderView(token)
  await screen.findByRole("heading", { level: 2 })
  await user.click(screen.getByRole("button", { name: copy.manage.move }))
  await user.click(within(screen.getByRole("list", { name: "Friday 27 March" })).getAllByRole("button")[0])
  expect(await screen.findByRole("alert")).toHaveTextContent(copy.manage.tooManyMoves)
  // Still at its last time.
  expect(await listed()).not.toContain("2026-03-26T12:45:00Z")
})

it("gives her meeting room's link for a video call when she has set one", async () => {
  const room = "https://whereby.com/eleanor-whitcombe"
  await booking.handlers.saveAvailability(coachRequest({ availability: { meetingLink: room } }))
  try {
    renderView(await bookedToken("2026-03-27T14:15:00Z", "roomy@example.co.uk"))
    await screen.findByRole("heading", { level: 2 })
    expect(screen.getByText(copy.manage.videoRoom, { exact: false })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: room })).toHaveAttribute("href", room)
    expect(screen.queryByText(copy.manage.video)).not.toBeInTheDocument()
  } finally {
    await booking.handlers.saveAvailability(coachRequest({ availability: {} }))
  }
})

it("says so when the address carries no link of ours", async () => {
  renderView("")
  expect(await screen.findByRole("alert")).toHaveTextContent(copy.manage.noLink)
  // The enquiry form is on another page from here.
  expect(screen.getByRole("link", { name: "Send an enquiry" })).toHaveAttribute("href", "/contact/#enquiry")
})
