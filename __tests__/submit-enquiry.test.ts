/**
 * @jest-environment node
 */
// First: it must see the functions' logger load.
import { infoLogged } from "./helpers/console-info-spy"
import site from "../content/site.json"
import { firestore } from "../functions/src/firestore"
import { submitEnquiry } from "../functions/src/enquiries/submit-enquiry"
import { RATE_LIMIT } from "../functions/src/common/enquiry-limits"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"
import { badEnquiries, validEnquiry } from "./helpers/enquiry-cases"
import { rejection, type CallableError } from "./helpers/callable-error"

// Types taken from the functions themselves: firebase-functions and their firebase-admin live in functions/.
type CallableRequest = Parameters<typeof submitEnquiry.run>[0]
type Firestore = ReturnType<typeof firestore>
// Firestore round trips on a busy machine can take seconds each.
jest.setTimeout(60_000)

let db: Firestore
let lastIp = 0

withFunctionsFirestore()
beforeAll(() => {
  // The per-address and overall limits are tested in enquiry-protection.test.ts; here every test
  // writes as the same visitor, so only the sender's own limit binds.
  Object.assign(process.env, { ENQUIRIES_PER_HOUR_PER_EMAIL: "100", ENQUIRIES_PER_HOUR_ALL: "100" })
  db = firestore()
})

afterAll(async () => {
  delete process.env.ENQUIRIES_PER_HOUR_PER_EMAIL
  delete process.env.ENQUIRIES_PER_HOUR_ALL
})

/** Each test speaks from its own address unless it says otherwise, so rate limits don't collide. */
const newIp = () => `203.0.113.${++lastIp}`

/**
 * The callable as the Functions runtime calls it once the protocol and App Check are done, the
 * sender's address appended to X-Forwarded-For as Google's front end does.
 */
const call = (data: unknown, { ip = newIp(), uid }: { ip?: string; uid?: string } = {}) =>
  submitEnquiry.run({
    data,
    rawRequest: { ip, headers: { "x-forwarded-for": ip } } as unknown as CallableRequest["rawRequest"],
    acceptsStreaming: false,
    ...(uid ? { auth: { uid, token: {} as never, rawToken: "" } } : {}),
  } as CallableRequest)

const enquiryWith = (overrides: Record<string, unknown> = {}) => validEnquiry({ submissionId: crypto.randomUUID(), ...overrides })

const count = async (collection: string, id: string) => ((await db.collection(collection).doc(id).get()).exists ? 1 : 0)

describe("submitEnquiry", () => {
  it("stores the enquiry, trimmed and timestamped, and answers its id", async () => {
    const input = enquiryWith({ name: "  Priya Raman  ", role: "" })
    const answer = await call(input, { uid: undefined })
    expect(answer).toEqual({ enquiryId: input.submissionId })
    const stored = (await db.collection("enquiries").doc(String(input.submissionId)).get()).data()
    expect(stored).toMatchObject({
      name: "Priya Raman",
      email: "priya.raman@example.co.uk",
      organisation: "Northgate Robotics",
      topic: "executive-coaching",
      message: input.message,
      consent: true,
    })
    // Empty optional fields and the spam trap are not kept.
    expect(stored).not.toHaveProperty("role")
    expect(stored).not.toHaveProperty("website")
    expect(stored?.receivedAt.toDate().getTime()).toBeGreaterThan(Date.now() - 60_000)
  })

  it("queues one e-mail to the coach in the Trigger Email format, replying to the visitor, with their text escaped", async () => {
    const input = enquiryWith({
      name: "Tom <script>alert(1)</script>",
      topic: "startup-mentoring",
      message: 'We raised our seed round & the team "doubled" <b>overnight</b>.\nNow what?',
    })
    await call(input)
    const mail = (await db.collection("mail").doc(String(input.submissionId)).get()).data()
    expect(mail).toBeDefined()
    expect(mail?.to).toEqual([site.email])
    expect(mail?.replyTo).toBe("priya.raman@example.co.uk")
    expect(mail?.message.subject).toBe("New enquiry: Startup mentoring, from Tom <script>alert(1)</script> (Northgate Robotics)")
    expect(mail?.message.text).toContain('We raised our seed round & the team "doubled" <b>overnight</b>.\nNow what?')
    expect(mail?.message.html).toContain("Tom &lt;script&gt;alert(1)&lt;/script&gt;")
    expect(mail?.message.html).toContain("We raised our seed round &amp; the team &quot;doubled&quot; &lt;b&gt;overnight&lt;/b&gt;.")
    expect(mail?.message.html).not.toContain("<script>")
    expect(mail?.message.html).not.toContain("<b>overnight")
  })

  it.each(badEnquiries)("refuses $what with invalid-argument naming $field", async ({ input, field, problem }) => {
    const error = await rejection(call(input))
    expect(error.code).toBe("invalid-argument")
    expect(error.details).toEqual({ fields: { [field]: problem } })
  })

  it("refuses unknown fields, a body that is not an enquiry, and an oversized body", async () => {
    const unknown = await rejection(call(enquiryWith({ phone: "020 7946 0000" })))
    expect(unknown.code).toBe("invalid-argument")
    expect(unknown.details).toEqual({ fields: {}, unknownFields: ["phone"] })

    for (const data of [null, "hello", [1, 2], 42]) {
      const error = await rejection(call(data))
      expect(error.code).toBe("invalid-argument")
    }

    const huge = await rejection(call(enquiryWith({ message: "x".repeat(40_000) })))
    expect(huge.code).toBe("invalid-argument")
    expect(huge.message).toBe("The enquiry is too large.")
  })

  it("stores nothing for a refused enquiry", async () => {
    const input = enquiryWith({ email: "not-an-address" })
    await rejection(call(input))
    expect(await count("enquiries", String(input.submissionId))).toBe(0)
    expect(await count("mail", String(input.submissionId))).toBe(0)
  })

  it("answers a filled-in spam trap as if all was well, keeps it marked for the coach and sends no e-mail", async () => {
    const input = enquiryWith({ website: "https://cheap-seo.example" })
    expect(await call(input)).toEqual({ enquiryId: input.submissionId })
    expect((await db.collection("enquiries").doc(String(input.submissionId)).get()).get("suspectedSpam")).toBe(true)
    expect(await count("mail", String(input.submissionId))).toBe(0)
  })

  it("makes one enquiry and one e-mail from a submission sent twice, and answers the same id", async () => {
    const input = enquiryWith()
    const ip = newIp()
    const answers = [await call(input, { ip }), await call(input, { ip }), ...(await Promise.all([call(input, { ip }), call(input, { ip })]))]
    expect(answers).toEqual(Array(4).fill({ enquiryId: input.submissionId }))
    const enquiries = await db.collection("enquiries").where("message", "==", input.message).get()
    expect(enquiries.docs.map((doc) => doc.id).filter((id) => id === input.submissionId)).toHaveLength(1)
    expect(await count("mail", String(input.submissionId))).toBe(1)
    // Retries do not use up the sender's allowance.
    for (let i = 1; i < RATE_LIMIT.perHour; i += 1) await call(enquiryWith(), { ip })
  }, 120_000)

  it(`limits one sender to ${RATE_LIMIT.perHour} enquiries an hour, even when they arrive at once`, async () => {
    // The allowance is per clock hour: sends straddling the hour would rightly count in two.
    const toNextHour = 3_600_000 - (Date.now() % 3_600_000)
    if (toNextHour < 30_000) await new Promise((resume) => setTimeout(resume, toNextHour + 1000))
    const ip = newIp()
    const inputs = Array.from({ length: RATE_LIMIT.perHour + 3 }, () => enquiryWith())
    const results = await Promise.allSettled(inputs.map((input) => call(input, { ip })))
    const accepted = results.filter((result) => result.status === "fulfilled")
    const refused = results.flatMap((result) => (result.status === "rejected" ? [result.reason as CallableError] : []))
    expect(accepted).toHaveLength(RATE_LIMIT.perHour)
    expect(refused.map((error) => error.code)).toEqual(Array(3).fill("resource-exhausted"))
    let stored = 0
    for (const input of inputs) stored += await count("enquiries", String(input.submissionId))
    expect(stored).toBe(RATE_LIMIT.perHour)

    // Someone else is not held back by it.
    await expect(call(enquiryWith(), { ip: newIp() })).resolves.toHaveProperty("enquiryId")
  }, 120_000)

  it("never stores the sender's address", async () => {
    const ip = "198.51.100.77"
    await call(enquiryWith(), { ip })
    for (const collection of ["enquiries", "mail", "rateLimits", "serverSettings"]) {
      const snapshot = await db.collection(collection).get()
      for (const doc of snapshot.docs) {
        expect(doc.id).not.toContain(ip)
        expect(JSON.stringify(doc.data())).not.toContain(ip)
      }
    }
  })

  it("logs the enquiry id, never who wrote or what they wrote", async () => {
    const input = enquiryWith({ name: "Oluwaseun Adebayo", email: "seun@adebayo-ventures.example", message: "Confidential: we are about to restructure." })
    await call(input)
    const lines = infoLogged().filter((line) => line.includes(String(input.submissionId)))
    expect(lines).toHaveLength(1)
    for (const secret of ["Oluwaseun", "seun@adebayo-ventures.example", "Northgate", "restructure"]) {
      expect(lines[0]).not.toContain(secret)
    }
  })

  it("records who sent it when the caller is signed in", async () => {
    const input = enquiryWith()
    await call(input, { uid: "coach-test-user" })
    expect((await db.collection("enquiries").doc(String(input.submissionId)).get()).get("uid")).toBe("coach-test-user")
  })
})
