/**
 * @jest-environment node
 *
 * The contact form's send asks App Check for a fresh limited-use token every time (the function
 * consumes each one), driven through the site's real callable client and the Firebase SDK against a
 * loopback server that answers like the callable and records the App Check header of each request.
 */
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { CustomProvider, initializeAppCheck } from "firebase/app-check"
import { firebaseApp } from "../src/firebase/app"
import type { FirebaseSetup } from "../src/firebase/config"
import { sendEnquiry } from "../src/features/contact/send-enquiry"
import { enquirySchema } from "../contract/enquiry-schema"
import { validEnquiry } from "./helpers/enquiry-cases"

let server: Server
let setup: FirebaseSetup
const appCheckHeaders: (string | undefined)[] = []
let tokensMade = 0

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume()
    req.on("end", () => {
      appCheckHeaders.push(req.headers["x-firebase-appcheck"] as string | undefined)
      res.writeHead(200, { "content-type": "application/json", "access-control-allow-origin": "*" }).end(JSON.stringify({ result: { enquiryId: "x" } }))
    })
  })
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready))
  const { port } = server.address() as AddressInfo
  setup = {
    options: { apiKey: "demo-key", projectId: "demo-coach-stories", appId: "1:1:web:1" },
    functionsRegion: "europe-west2",
    emulators: { functions: `127.0.0.1:${port}` },
  }
  // The site starts App Check with reCAPTCHA; here a provider that makes numbered tokens stands in
  // for Google's attestation, on the same app the callable client uses.
  initializeAppCheck(firebaseApp(setup.options), {
    provider: new CustomProvider({ getToken: async () => ({ token: `token-${++tokensMade}`, expireTimeMillis: Date.now() + 3_600_000 }) }),
    isTokenAutoRefreshEnabled: false,
  })
})

afterAll(() => new Promise<void>((done) => server.close(() => done())))

it("sends each enquiry with its own, newly made App Check token", async () => {
  const enquiry = () => enquirySchema.parse(validEnquiry({ submissionId: crypto.randomUUID() }))
  expect(await sendEnquiry(setup, enquiry())).toEqual({ ok: true, enquiryId: "x" })
  expect(await sendEnquiry(setup, enquiry())).toEqual({ ok: true, enquiryId: "x" })
  expect(appCheckHeaders).toHaveLength(2)
  expect(appCheckHeaders[0]).toBeTruthy()
  expect(appCheckHeaders[1]).toBeTruthy()
  // A cached token would be sent twice; a limited-use one is made for each call.
  expect(appCheckHeaders[0]).not.toBe(appCheckHeaders[1])
})
