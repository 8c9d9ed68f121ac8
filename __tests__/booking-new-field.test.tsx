/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * A booking is an enquiry with a time, and its fields are the enquiry's one table (ENQUIRY_FIELDS
 * in contract/enquiry-schema.ts). Here a copy of the table gains a field and nothing else is
 * changed: the booking's check takes it, the call keeps it, the coach's e-mail and her list of
 * calls in the studio show it under its label.
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
import { bookCall } from "../functions/src/booking/book-call"
import { listCalls } from "../functions/src/booking/studio-booking"
import { firestore } from "../functions/src/firestore"
import { CallList } from "../studio/calls/call-list"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"
import { coachRequest } from "./helpers/booking-server-calls"
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

it("is checked, kept with the call, and shown in the coach's e-mail and her list of calls", async () => {
  const db = firestore()
  await booking.handlers.saveAvailability(coachRequest({ availability: {} }))
  const [time] = (await booking.handlers.listTimes(coachRequest(null), NOW)).times
  const schema = bookCallSchemaOf(WITH_LINKEDIN)
  expect(schema.safeParse(validBooking(time.start, { linkedin: "x".repeat(201) })).error?.issues[0]).toMatchObject({ path: ["linkedin"], message: "too-long" })
  const request = schema.parse(validBooking(time.start, { linkedin: PROFILE }))

  const { callId } = await bookCall(db, {
    booking: request,
    sender: "test-sender",
    emailKey: "test-email",
    limits: { perHour: 10, perHourPerEmail: 10, perHourAll: 10 },
    now: NOW,
    fields: WITH_LINKEDIN,
  })

  expect((await db.collection("calls").doc(callId).get()).get("linkedin")).toBe(PROFILE)
  const toCoach = (await db.collection("mail").doc(`call-${callId}-booked-0-coach`).get()).data()
  expect(toCoach?.message.text).toContain(`LinkedIn profile: ${PROFILE}`)
  // In the form's order: after the role, before the topic.
  expect(toCoach?.message.text).toMatch(/Role: .*\n+LinkedIn profile: .*\n+About: /)

  const { calls } = await listCalls(db, NOW, WITH_LINKEDIN)
  expect(calls[0].details).toContainEqual({ key: "linkedin", label: "LinkedIn profile", value: PROFILE })
  renderThemed(<CallList calls={calls} newest={callId} zone="Europe/London" confirming={null} busy={false} now={NOW} onAsk={jest.fn()} onCancel={jest.fn()} />)
  expect(screen.getByRole("list", { name: "Your calls" })).toHaveTextContent(`LinkedIn profile: ${PROFILE}`)
  expect(screen.getByRole("list", { name: "Your calls" })).toHaveTextContent("Organisation: Northgate Robotics")
})
