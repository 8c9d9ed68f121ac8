/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * A booking is an enquiry with a time, and its fields are the enquiry's one table (ENQUIRY_FIELDS
 * in contract/enquiry-schema.ts). Here a copy of the table gains a field and nothing else is
 * changed: the booking callable's check takes it, the call keeps it (and the record read back for
 * later e-mails), the coach's e-mails, her list of calls and of suspected requests in the studio
 * show it under its label.
 */
// First: the Admin SDK needs Node's globals that jsdom leaves out.
import "./helpers/node-globals"
import "./helpers/console-info-spy"
import * as React from "react"
import { screen } from "@testing-library/react"
import { z } from "zod"
import { ENQUIRY_FIELDS, type EnquiryFieldSpec } from "../contract/enquiry-schema"
import { bookCallSchemaOf } from "../contract/booking-api"
import * as booking from "../functions/src/booking/booking-functions"
import { readCall } from "../functions/src/booking/call-records"
import { firestore } from "../functions/src/firestore"
import { CallList } from "../studio/calls/call-list"
import { SuspectedRequests } from "../studio/calls/suspected-requests"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"
import { callableRequest, coachRequest } from "./helpers/booking-server-calls"
import { withHourlyLimits } from "./helpers/hourly-limits"
import { validBooking } from "./helpers/booking-cases"
import { renderThemed } from "./helpers/render"

jest.setTimeout(60_000)

const linkedin: EnquiryFieldSpec = {
  schema: z.string({ error: "invalid" }).trim().max(200, { error: "too-long" }).optional(),
  control: "text",
  problems: ["too-long"],
  coach: { label: "LinkedIn profile" },
}

/** The table with the new field after the role, as a developer would add it. */
const WITH_LINKEDIN = Object.fromEntries(
  Object.entries(ENQUIRY_FIELDS).flatMap(([key, field]) => (key === "role" ? [[key, field], ["linkedin", linkedin]] : [[key, field]])),
) as typeof ENQUIRY_FIELDS & { linkedin: EnquiryFieldSpec }

const PROFILE = "linkedin.com/in/priya-raman"
const NOW = new Date("2026-03-20T12:00:00Z")

withFunctionsFirestore()
withHourlyLimits({ ENQUIRIES_PER_HOUR: 50, ENQUIRIES_PER_HOUR_PER_EMAIL: 50, ENQUIRIES_PER_HOUR_ALL: 1000, BOOKINGS_PER_HOUR_ALL: 1000 })

it("is checked, kept with the call, and shown in the coach's e-mails and her list of calls", async () => {
  const db = firestore()
  await booking.handlers.saveAvailability(coachRequest({ availability: {} }))
  const [time] = (await booking.handlers.listTimes(coachRequest(null), NOW)).times
  const schema = bookCallSchemaOf(WITH_LINKEDIN)
  expect(schema.safeParse(validBooking(time.start, { linkedin: "x".repeat(201) })).error?.issues[0]).toMatchObject({ path: ["linkedin"], message: "too-long" })

  // Booked through the callable's own handler, as the page books.
  const { callId } = await booking.handlers.bookCall(callableRequest(validBooking(time.start, { linkedin: PROFILE })), NOW, WITH_LINKEDIN)

  // Kept as a field of the call, and in the record the functions read back for every later e-mail.
  const stored = await db.collection("calls").doc(callId).get()
  expect(stored.get("linkedin")).toBe(PROFILE)
  expect(readCall(stored, WITH_LINKEDIN)?.answers).toMatchObject({ linkedin: PROFILE, organisation: "Northgate Robotics" })
  const toCoach = (await db.collection("mail").doc(`call-${callId}-booked-0-coach`).get()).data()
  expect(toCoach?.message.text).toContain(`LinkedIn profile: ${PROFILE}`)
  // In the form's order: after the role, before the topic.
  expect(toCoach?.message.text).toMatch(/Role: .*\n+LinkedIn profile: .*\n+About: /)

  const { calls } = await booking.handlers.listCalls(coachRequest(null), NOW, WITH_LINKEDIN)
  expect(calls[0].details).toContainEqual({ key: "linkedin", label: "LinkedIn profile", value: PROFILE })
  renderThemed(<CallList calls={calls} newest={callId} zone="Europe/London" confirming={null} busy={false} now={NOW} onAsk={jest.fn()} onCancel={jest.fn()} onPropose={jest.fn()} />)
  expect(screen.getByRole("list", { name: "Your calls" })).toHaveTextContent(`LinkedIn profile: ${PROFILE}`)
  expect(screen.getByRole("list", { name: "Your calls" })).toHaveTextContent("Organisation: Northgate Robotics")

  // Her cancellation: her own e-mail still says who it was.
  await booking.handlers.cancelCall(coachRequest({ callId }), NOW, WITH_LINKEDIN)
  const cancelled = (await db.collection("mail").doc(`call-${callId}-cancelled-by-coach-1-coach`).get()).data()
  expect(cancelled?.message.text).toContain(`LinkedIn profile: ${PROFILE}`)
})

it("is shown on a suspected request, and kept with the call when she accepts it", async () => {
  const db = firestore()
  const times = (await booking.handlers.listTimes(coachRequest(null), NOW)).times
  // The spam trap filled in: kept for her, nothing booked.
  const { callId: requestId } = await booking.handlers.bookCall(callableRequest(validBooking(times[3].start, { linkedin: PROFILE, website: "https://example.com" })), NOW, WITH_LINKEDIN)

  const { suspected } = await booking.handlers.listCalls(coachRequest(null), NOW, WITH_LINKEDIN)
  expect(suspected.map((request) => request.requestId)).toEqual([requestId])
  renderThemed(<SuspectedRequests requests={suspected} zone="Europe/London" busy={false} onJudge={jest.fn()} />)
  const list = screen.getByRole("list", { name: "Suspected requests" })
  expect(list).toHaveTextContent(`LinkedIn profile: ${PROFILE}`)
  expect(list).toHaveTextContent("Organisation: Northgate Robotics")

  const { callId } = await booking.handlers.judgeSuspectedCall(coachRequest({ requestId, verdict: "accept" }), NOW, WITH_LINKEDIN)
  expect((await db.collection("calls").doc(callId ?? "").get()).get("linkedin")).toBe(PROFILE)
  const toCoach = (await db.collection("mail").doc(`call-${callId}-booked-0-coach`).get()).data()
  expect(toCoach?.message.text).toContain(`LinkedIn profile: ${PROFILE}`)
})
