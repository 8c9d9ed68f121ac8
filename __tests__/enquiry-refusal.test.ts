/**
 * @jest-environment node
 *
 * A visitor refused by an hourly limit is told which limit and how many minutes to wait, from the
 * refusal's details (never its message text, which the SDK ends with " [status]"), driven through
 * the site's real callable client and the Firebase SDK against a loopback server that answers as the
 * callable does when it refuses. Everything else keeps the catalogue's sentence.
 */
import { sendEnquiry } from "../src/features/contact/send-enquiry"
import { CALL_ERROR_SENTENCES } from "../src/firebase/call-errors"
import { enquirySchema } from "../contract/enquiry-schema"
import { validEnquiry } from "./helpers/enquiry-cases"
import { CALLABLE_HEADERS, withLoopbackCallable } from "./helpers/loopback-callable"

/** What the next request is answered with: an HTTP status and the callable's error body. */
let next: { status: number; error: Record<string, unknown> } = { status: 500, error: {} }

const callable = withLoopbackCallable((_req, _body, res) => {
  res.writeHead(next.status, CALLABLE_HEADERS).end(JSON.stringify({ error: next.error }))
})

const send = () => sendEnquiry(callable.setup(), enquirySchema.parse(validEnquiry({ submissionId: crypto.randomUUID() })))

it.each([
  [429, "RESOURCE_EXHAUSTED", "sender", 7, /from your connection.*again in 7 minutes, or by e-mail now\.$/],
  [429, "RESOURCE_EXHAUSTED", "email", 1, /This e-mail address.*again in 1 minute, or by e-mail now\.$/],
  [503, "UNAVAILABLE", "everyone", 42, /no more messages this hour.*again in 42 minutes, or by e-mail now\.$/],
])("HTTP %i %s for the %s limit says to wait %i minute(s)", async (status, code, limit, minutes, sentence) => {
  // The message says "an hour": the sentence comes from the details.
  next = { status, error: { status: code, message: "Too many enquiries; please try again in an hour.", details: { limit, retryAfterMinutes: minutes } } }
  const result = await send()
  expect(result).toMatchObject({ ok: false, kind: code.toLowerCase().replace("_", "-") })
  expect(result.ok ? "" : result.sentence).toMatch(sentence)
})

it("keeps the catalogue's sentence for a refusal without the wait, or another failure with such details", async () => {
  next = { status: 429, error: { status: "RESOURCE_EXHAUSTED", message: "Too many enquiries" } }
  expect(await send()).toMatchObject({ ok: false, sentence: CALL_ERROR_SENTENCES["resource-exhausted"] })
  next = { status: 500, error: { status: "INTERNAL", message: "x", details: { limit: "sender", retryAfterMinutes: 7 } } }
  expect(await send()).toMatchObject({ ok: false, sentence: CALL_ERROR_SENTENCES.internal })
})
