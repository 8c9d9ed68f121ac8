/**
 * @jest-environment node
 *
 * What `npm run develop` prints when a call is booked and cancelled: every e-mail the functions
 * queue, in full, with the invitation, through the printer the enquiry's line goes through too;
 * and nothing outside the local backend. Run against the Firestore stand-in as the functions run.
 */
import "./helpers/console-info-spy"
import * as booking from "../functions/src/booking/booking-functions"
import { logEnquiry } from "../functions/src/enquiries/log-enquiry"
import { enquirySchema } from "../contract/enquiry-schema"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"
import { callableRequest, coachRequest } from "./helpers/booking-server-calls"
import { validBooking } from "./helpers/booking-cases"
import { validEnquiry } from "./helpers/enquiry-cases"

jest.setTimeout(60_000)
const NOW = new Date("2026-03-20T12:00:00Z")
const ENV = { ENQUIRIES_PER_HOUR: "50", ENQUIRIES_PER_HOUR_PER_EMAIL: "50", ENQUIRIES_PER_HOUR_ALL: "1000" }

withFunctionsFirestore()
beforeAll(() => Object.assign(process.env, ENV))
afterAll(() => {
  for (const name of Object.keys(ENV)) delete process.env[name]
})

const printed = (run: () => Promise<unknown>, local: boolean) => async (): Promise<string[]> => {
  const log = jest.spyOn(console, "log").mockImplementation(() => undefined)
  if (local) process.env.FUNCTIONS_EMULATOR = "true"
  try {
    await run()
    return log.mock.calls.map((args) => args.map(String).join(" "))
  } finally {
    delete process.env.FUNCTIONS_EMULATOR
    log.mockRestore()
  }
}

it("prints each e-mail of a booking and of its cancellation, with the invitation and the link, on the local backend only", async () => {
  await booking.handlers.saveAvailability(coachRequest({ availability: {} }))
  const request = validBooking("2026-03-23T09:00:00Z", { email: "local.visitor@example.co.uk" })
  let callId = ""
  const lines = await printed(async () => {
    callId = (await booking.handlers.bookCall(callableRequest(request), NOW)).callId
  }, true)()
  expect(lines[0]).toBe(
    `E-mail queued (mail/call-${callId}-booked-0-visitor) to local.visitor@example.co.uk, replies to hello@eleanorwhitcombe.co.uk: Your call with Eleanor Whitcombe: Monday 23 March, 09:00`,
  )
  expect(lines).toContain("  | Thank you for booking a free first conversation. It is in my diary:")
  expect(lines).toContain("  Attached: invitation.ics (text/calendar; charset=utf-8; method=REQUEST)")
  expect(lines).toContain("  | BEGIN:VCALENDAR")
  expect(lines).toContain(`E-mail queued (mail/call-${callId}-booked-0-coach) to hello@eleanorwhitcombe.co.uk, replies to local.visitor@example.co.uk: New call booked: Priya Raman, Monday 23 March 09:00`)
  // Each line is a line of its own: the local backend shows the lines a function prints.
  expect(lines.every((line) => !line.includes("\n"))).toBe(true)
  const token = /\/call\/#([A-Za-z0-9._-]+)/.exec(lines.join("\n"))?.[1] ?? ""
  expect(token).toMatch(new RegExp(`^${callId}\\.`))

  const cancelled = await printed(() => booking.handlers.manageCall(callableRequest({ action: "cancel", token }), NOW), true)()
  expect(cancelled.filter((line) => line.startsWith("E-mail queued"))).toEqual([
    expect.stringContaining(`mail/call-${callId}-cancelled-by-visitor-1-visitor`),
    expect.stringContaining(`mail/call-${callId}-cancelled-by-visitor-1-coach`),
  ])
  expect(cancelled).toContain("  Attached: invitation.ics (text/calendar; charset=utf-8; method=CANCEL)")

  // In production the logs carry no one's words.
  const quiet = await printed(() => booking.handlers.bookCall(callableRequest(validBooking("2026-03-23T09:45:00Z", { email: "cloud.visitor@example.co.uk" })), NOW), false)()
  expect(quiet).toEqual([])
})

it("prints the enquiry's line through the same printer, on the local backend only", async () => {
  const enquiry = enquirySchema.parse(validEnquiry({ submissionId: crypto.randomUUID() }))
  const event = { kind: "stored" as const, enquiryId: enquiry.submissionId, enquiry, coachEmail: "hello@eleanorwhitcombe.co.uk" }
  expect(await printed(async () => logEnquiry(event), true)()).toEqual([expect.stringMatching(/^Enquiry received from Priya Raman/)])
  expect(await printed(async () => logEnquiry(event), false)()).toEqual([])
})
