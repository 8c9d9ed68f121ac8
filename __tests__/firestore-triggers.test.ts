/**
 * @jest-environment node
 *
 * The Firestore-triggered functions run on the local backend as they run in production: a write to
 * its Firestore delivers the document event to the Functions emulator, which runs the deployed
 * function's own code (functions/src/booking/delivered-mail.ts). Here the Trigger Email
 * extension's delivery update of a visitor's call e-mail has its manage link taken out.
 */
import { randomUUID } from "node:crypto"
import { getFirestore } from "firebase-admin/firestore"
import { sharedLocalBackendForFile } from "./helpers/local-backend"

const local = sharedLocalBackendForFile("firestore-triggers")

const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> => {
  const until = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > until) return value
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

test("removeDeliveredLinks takes the token out of a visitor's call e-mail once the extension has delivered it", async () => {
  const db = getFirestore(local.adminApp())
  const callId = randomUUID()
  const secret = "A".repeat(20) + "b".repeat(23)
  const link = `http://127.0.0.1:8000/call/#${callId}.${secret}`
  const ref = db.collection("mail").doc(`call-${callId}-booked-0-visitor`)
  await ref.create({
    to: ["visitor@example.co.uk"],
    message: {
      subject: "Your call is booked",
      text: `To move or cancel it: ${link}`,
      html: `<p><a href="${link}">Move or cancel</a></p>`,
      attachments: [{ filename: "invitation.ics", content: `DESCRIPTION:Move or cancel: ${link}\r\n`, contentType: "text/calendar" }],
    },
  })
  // Still with the extension: an update that is not its delivery leaves the link where it is.
  await ref.update({ delivery: { state: "PROCESSING", attempts: 1 } })
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  expect((await ref.get()).get("message.text")).toContain(secret)

  // The extension's update once the e-mail has gone, as it writes it.
  await ref.update({ delivery: { state: "SUCCESS", attempts: 1, info: { accepted: ["visitor@example.co.uk"] } } })
  const done = await waitFor(() => ref.get(), (snapshot) => snapshot.get("linksRemoved") === true)
  expect(done.get("linksRemoved")).toBe(true)
  const stored = JSON.stringify(done.get("message"))
  expect(stored).not.toContain(secret)
  expect(done.get("message.text")).toBe(`To move or cancel it: http://127.0.0.1:8000/call/#${callId}.sent-and-removed`)
  expect((done.get("message.attachments") as Array<{ content: string }>)[0].content).toContain(`#${callId}.sent-and-removed`)
}, 180_000)
