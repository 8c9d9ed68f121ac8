/**
 * @jest-environment node
 *
 * The contact form's send asks App Check for a fresh limited-use token every time (the function
 * consumes each one), driven through the site's real callable client and the Firebase SDK against a
 * loopback server that answers like the callable and records the App Check header of each request.
 */
import { CustomProvider, initializeAppCheck } from "firebase/app-check"
import { firebaseApp } from "../src/firebase/app"
import { sendEnquiry } from "../src/features/contact/send-enquiry"
import { enquirySchema } from "../contract/enquiry-schema"
import { validEnquiry } from "./helpers/enquiry-cases"
import { CALLABLE_HEADERS, withLoopbackCallable } from "./helpers/loopback-callable"

const appCheckHeaders: (string | undefined)[] = []
let tokensMade = 0

const callable = withLoopbackCallable((req, _body, res) => {
  appCheckHeaders.push(req.headers["x-firebase-appcheck"] as string | undefined)
  res.writeHead(200, CALLABLE_HEADERS).end(JSON.stringify({ result: { enquiryId: "x" } }))
})

beforeAll(() => {
  // The site starts App Check with reCAPTCHA; here a provider that makes numbered tokens stands in
  // for Google's attestation, on the same app the callable client uses.
  initializeAppCheck(firebaseApp(callable.setup().options), {
    provider: new CustomProvider({ getToken: async () => ({ token: `token-${++tokensMade}`, expireTimeMillis: Date.now() + 3_600_000 }) }),
    isTokenAutoRefreshEnabled: false,
  })
})

it("sends each enquiry with its own, newly made App Check token", async () => {
  const enquiry = () => enquirySchema.parse(validEnquiry({ submissionId: crypto.randomUUID() }))
  expect(await sendEnquiry(callable.setup(), enquiry())).toEqual({ ok: true, enquiryId: "x" })
  expect(await sendEnquiry(callable.setup(), enquiry())).toEqual({ ok: true, enquiryId: "x" })
  expect(appCheckHeaders).toHaveLength(2)
  expect(appCheckHeaders[0]).toBeTruthy()
  expect(appCheckHeaders[1]).toBeTruthy()
  // A cached token would be sent twice; a limited-use one is made for each call.
  expect(appCheckHeaders[0]).not.toBe(appCheckHeaders[1])
})
