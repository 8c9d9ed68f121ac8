/**
 * @jest-environment node
 *
 * A programme's session in the call e-mails, invitation, reminders and her feed: the same code as
 * a first call's, in a session's words ("Session 2 of 6: <programme>"), pointing the client to
 * their room rather than to a first call's link; a first call's words unchanged beside it.
 */
import { calendarCall, coachMail, visitorMail } from "../functions/src/booking/call-emails"
import { calendarFeed, invitation } from "../functions/src/booking/call-calendar"
import type { CallRecord } from "../functions/src/booking/call-records"
import { siteIdentity } from "../functions/src/site/site-identity"

const coach = { timeZone: "Europe/London", meetingLink: "https://zoom.us/j/123456789" }

const firstCall: CallRecord = {
  answers: { name: "Grace Liu", email: "grace.liu@example.co.uk" },
  name: "Grace Liu",
  email: "grace.liu@example.co.uk",
  topic: "",
  message: "",
  callId: "7f0c3c1e-8d7a-4d8e-9d55-2a5b3c0b1a11",
  time: { start: "2027-02-03T10:00:00Z", end: "2027-02-03T11:30:00Z" },
  status: "booked",
  emailKey: "",
  way: "video",
  sequence: 0,
  bookedAt: new Date("2027-01-20T09:00:00Z"),
  daySlot: "2027-02-03-0",
  suspectedSpam: false,
  moves: 0,
}

const session: CallRecord = { ...firstCall, session: { engagementId: "b1c7c7a4-5e0e-4c1b-8f3a-0f5d6b4e2c90", number: 2, of: 6, programme: "Stepping up to the board" } }

describe("a session's e-mails and calendar", () => {
  it("names the session and its programme in each e-mail to the client, and sends them to their room to change it", () => {
    const room = `${siteIdentity().siteUrl}/client/`
    const booked = visitorMail(session, "booked", coach)
    expect(booked.message.subject).toMatch(/^Session 2 of 6: Stepping up to the board, with .+: Wednesday 3 February, 10:00$/)
    expect(booked.message.text).toContain("Thank you for booking. Session 2 of 6: Stepping up to the board is in my diary:")
    expect(booked.message.text).toContain(`To cancel or move it, use your room (it says first whether the session comes back to your balance):\n${room}`)
    expect(booked.message.text).not.toMatch(/free first conversation/)
    expect(visitorMail(session, "reminder", coach).message.subject).toMatch(/^Reminder: Session 2 of 6: Stepping up to the board, with .+ tomorrow, 10:00$/)
    expect(visitorMail(session, "moved", coach).message.text).toContain("Session 2 of 6: Stepping up to the board has moved. It is now:")
    expect(visitorMail(session, "cancelled-by-visitor", coach).message.text).toContain(`You can book another session from your room at ${room}.`)
    const hers = coachMail(session, "reminder", coach)
    expect(hers.message.subject).toBe("Reminder: session tomorrow: Grace Liu, Wednesday 3 February 10:00")
    expect(hers.message.text).toContain("Session 2 of 6: Stepping up to the board")
  })

  it("titles the invitation and her feed as the session, and keeps a first call's words for a first call", () => {
    const sent = invitation(calendarCall(session, coach.meetingLink))
    expect(sent).toMatch(/SUMMARY:Session 2 of 6: Stepping up to the board\\, with /)
    expect(sent).not.toMatch(/Free first conversation/)
    const feed = calendarFeed([calendarCall(session, coach.meetingLink), calendarCall(firstCall, coach.meetingLink)])
    expect(feed).toContain("SUMMARY:Session 2 of 6: Grace Liu")
    expect(feed).toContain("SUMMARY:First call: Grace Liu (video)")
    expect(visitorMail(firstCall, "booked", coach).message.text).toContain("Thank you for booking a free first conversation.")
  })
})
