/**
 * @jest-environment node
 *
 * What keeps the inbox from being flooded or misled, run as the Functions runtime runs the enquiry
 * callable, against the Firestore stand-in: the rate limits (per sender, per e-mail address and for
 * everyone), App Check tokens used once, a changed message under a used id, the spam trap, how long
 * enquiries are kept, and the inbox noticing an e-mail that was not sent.
 */
// First: it must see the functions' logger load (and keeps its lines out of the test output).
import "./helpers/console-info-spy"
import { firestore } from "../functions/src/firestore"
import { submitEnquiry } from "../functions/src/enquiries/submit-enquiry"
import { platformClientAddress, senderBucket } from "../functions/src/common/client-address"
import { deleteExpired, deleteExpiredEnquiries } from "../functions/src/enquiries/clean-up"
import { RETENTION } from "../functions/src/common/retention"
import { listEnquiries, MAIL_GRACE_MINUTES } from "../functions/src/studio/enquiry-inbox"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"
import { validEnquiry } from "./helpers/enquiry-cases"
import { rejection, type CallableError } from "./helpers/callable-error"

type CallableRequest = Parameters<typeof submitEnquiry.run>[0]
type Firestore = ReturnType<typeof firestore>
jest.setTimeout(60_000)

let db: Firestore
let lastHost = 0
let lastMailbox = 0
/** Enquiries this file has had accepted in the current hour (the global cap counts them all). */
let acceptedThisHour = 0

// Every enquiry here e-mails the coach on its own; the hourly digest is tested in enquiry-flood.test.ts.
const LIMITS = { ENQUIRIES_PER_HOUR: "3", ENQUIRIES_PER_HOUR_PER_EMAIL: "2", ENQUIRIES_PER_HOUR_ALL: "60", ENQUIRY_EMAILS_PER_HOUR: "60" }

// The limits count per clock hour: the whole file runs inside one.
withFunctionsFirestore(async () => {
  const toNextHour = 3_600_000 - (Date.now() % 3_600_000)
  if (toNextHour < 180_000) await new Promise((resume) => setTimeout(resume, toNextHour + 1000))
}, 240_000)
beforeAll(() => {
  Object.assign(process.env, LIMITS)
  db = firestore()
})
afterAll(() => {
  for (const name of Object.keys(LIMITS)) delete process.env[name]
})

/** A fresh address as Google's front end appends it, and a fresh mailbox, unless a test says otherwise. */
const newAddress = () => `203.0.113.${++lastHost}`
const newEmail = () => `visitor${++lastMailbox}@example.co.uk`

/**
 * The callable as the Functions runtime calls it: `ip` is what Express makes of the request (the
 * left-most X-Forwarded-For entry), the header as it reaches the function after Google's front end
 * has appended the address the connection came from.
 */
const call = (data: unknown, { address = newAddress(), claimed, app }: { address?: string; claimed?: string; app?: { alreadyConsumed?: boolean } } = {}) =>
  submitEnquiry.run({
    data,
    rawRequest: {
      ip: claimed ?? address,
      headers: { "x-forwarded-for": claimed ? `${claimed}, ${address}` : address },
      socket: { remoteAddress: "169.254.1.1" },
    } as unknown as CallableRequest["rawRequest"],
    acceptsStreaming: false,
    ...(app ? { app: { appId: "1:1:web:1", token: {} as never, ...app } } : {}),
  } as CallableRequest)

const enquiryWith = (overrides: Record<string, unknown> = {}) => validEnquiry({ submissionId: crypto.randomUUID(), email: newEmail(), ...overrides })

const outcome = async (promise: Promise<unknown>): Promise<"accepted" | string> => {
  try {
    await promise
    acceptedThisHour += 1
    return "accepted"
  } catch (error) {
    return (error as CallableError).code
  }
}

const stored = async (collection: string, id: unknown) => (await db.collection(collection).doc(String(id)).get()).data()

describe("the sender's address", () => {
  it("is limited however the client fills in X-Forwarded-For", async () => {
    const address = newAddress()
    const results: string[] = []
    for (let i = 1; i <= 6; i += 1) results.push(await outcome(call(enquiryWith(), { address, claimed: `198.51.100.${i}` })))
    expect(results).toEqual(["accepted", "accepted", "accepted", "resource-exhausted", "resource-exhausted", "resource-exhausted"])
    // Someone else is not held back by it.
    expect(await outcome(call(enquiryWith()))).toBe("accepted")
  })

  it("reads the entry Google's front end appended, after any proxies of the project's own", () => {
    const request = (header: string) => ({ headers: { "x-forwarded-for": header }, socket: { remoteAddress: "10.0.0.1" } })
    expect(platformClientAddress(request("1.2.3.4, 203.0.113.9"))).toBe("203.0.113.9")
    expect(platformClientAddress(request("1.2.3.4, 203.0.113.9, 35.191.0.1"), { proxiesInFront: 1 })).toBe("203.0.113.9")
    expect(platformClientAddress(request("not-an-address"))).toBe("10.0.0.1")
    // The emulator appends nothing: the connection's own address is the one the caller cannot choose.
    expect(platformClientAddress(request("1.2.3.4"), { emulator: true })).toBe("10.0.0.1")
  })

  it("counts an IPv6 /64 as one sender, and an IPv4 address written as IPv6 as that address", async () => {
    expect(senderBucket("2001:db8:1:2:aaaa::1")).toBe(senderBucket("2001:0db8:0001:0002:ffff:ffff:ffff:ffff"))
    expect(senderBucket("2001:db8:1:3::1")).not.toBe(senderBucket("2001:db8:1:2::1"))
    expect(senderBucket("::ffff:203.0.113.7")).toBe("203.0.113.7")

    const results: string[] = []
    for (let i = 1; i <= 4; i += 1) results.push(await outcome(call(enquiryWith(), { address: `2001:db8:77:1:${i}::${i}` })))
    expect(results).toEqual(["accepted", "accepted", "accepted", "resource-exhausted"])
    expect(await outcome(call(enquiryWith(), { address: "2001:db8:77:2::1" }))).toBe("accepted")
  })
})

describe("one e-mail address", () => {
  it("is limited whichever addresses it is sent from, in any letter case", async () => {
    const email = newEmail()
    const results = [
      await outcome(call(enquiryWith({ email }))),
      await outcome(call(enquiryWith({ email: email.toUpperCase() }))),
      await outcome(call(enquiryWith({ email }))),
    ]
    expect(results).toEqual(["accepted", "accepted", "resource-exhausted"])
  })
})

describe("everyone together", () => {
  it("stops at the hourly cap for all senders, and says the service is busy rather than blaming the visitor", async () => {
    process.env.ENQUIRIES_PER_HOUR_ALL = String(acceptedThisHour + 2)
    try {
      const results: string[] = []
      for (let i = 0; i < 4; i += 1) results.push(await outcome(call(enquiryWith())))
      expect(results).toEqual(["accepted", "accepted", "unavailable", "unavailable"])
      // The refusal says, in its details, which limit and how many minutes until its hour ends.
      const refused = await rejection(call(enquiryWith()))
      const minutesLeft = Math.ceil((3_600_000 - (Date.now() % 3_600_000)) / 60_000)
      expect(refused.details).toEqual({ limit: "everyone", retryAfterMinutes: expect.any(Number) })
      expect(Math.abs((refused.details as { retryAfterMinutes: number }).retryAfterMinutes - minutesLeft)).toBeLessThanOrEqual(1)
    } finally {
      process.env.ENQUIRIES_PER_HOUR_ALL = LIMITS.ENQUIRIES_PER_HOUR_ALL
    }
  })
})

describe("App Check", () => {
  it("refuses a request whose token was already used, and stores nothing", async () => {
    const input = enquiryWith()
    const error = await rejection(call(input, { app: { alreadyConsumed: true } }))
    expect(error.code).toBe("unauthenticated")
    expect(await stored("enquiries", input.submissionId)).toBeUndefined()
    expect(await outcome(call(enquiryWith(), { app: { alreadyConsumed: false } }))).toBe("accepted")
  })

  it.each([
    ["true", true],
    ["false", false],
  ] as const)("with enforcement %s, has App Check consume each token: %s", (enforce, consumed) => {
    const saved = process.env.ENFORCE_APP_CHECK
    process.env.ENFORCE_APP_CHECK = enforce
    try {
      jest.isolateModules(() => {
        const { submitEnquiryOptions } = require("../functions/src/common/app-check") as typeof import("../functions/src/common/app-check")
        const value = (option: unknown) => (typeof option === "boolean" ? option : (option as { value: () => boolean }).value())
        expect(value(submitEnquiryOptions.enforceAppCheck)).toBe(consumed)
        expect(value(submitEnquiryOptions.consumeAppCheckToken)).toBe(consumed)
      })
    } finally {
      if (saved === undefined) delete process.env.ENFORCE_APP_CHECK
      else process.env.ENFORCE_APP_CHECK = saved
    }
  })
})

describe("a submission id sent again", () => {
  it("with the same words is the same enquiry; with other words it is refused, never answered as sent", async () => {
    const address = newAddress()
    const first = enquiryWith()
    expect(await call(first, { address })).toEqual({ enquiryId: first.submissionId })
    expect(await call({ ...first, name: `  ${String(first.name)} ` }, { address })).toEqual({ enquiryId: first.submissionId })

    const changed = { ...first, message: "Sorry, I meant to say: we would like team coaching for twelve people." }
    const error = await rejection(call(changed, { address }))
    expect(error.code).toBe("aborted")
    expect(error.details).toEqual({ changedSinceSent: true })
    expect((await stored("enquiries", first.submissionId))?.message).toBe(first.message)
    expect((await stored("mail", first.submissionId))?.message.text).toContain(String(first.message))
  })
})

describe("the spam trap", () => {
  it("keeps the submission, marked as suspected spam, sends no e-mail, and shows it in the inbox", async () => {
    const input = enquiryWith({ website: "https://www.example.org", name: "Jordan Ellis" })
    expect(await call(input)).toEqual({ enquiryId: input.submissionId })
    expect(await stored("enquiries", input.submissionId)).toMatchObject({ name: "Jordan Ellis", suspectedSpam: true })
    expect(await stored("enquiries", input.submissionId)).not.toHaveProperty("website")
    expect(await stored("mail", input.submissionId)).toBeUndefined()
    const { enquiries } = await listEnquiries(db, { pageSize: 200 })
    expect(enquiries.find((enquiry) => enquiry.id === input.submissionId)).toMatchObject({ name: "Jordan Ellis", suspectedSpam: true, mail: "none" })
  })

  it("still counts against the sender's limit", async () => {
    const address = newAddress()
    const results: string[] = []
    for (let i = 0; i < 4; i += 1) results.push(await outcome(call(enquiryWith({ website: "x" }), { address })))
    expect(results).toEqual(["accepted", "accepted", "accepted", "resource-exhausted"])
  })
})

describe("the notification e-mail", () => {
  it("is shown in the inbox as not sent when the mail extension has not delivered it within minutes, or failed", async () => {
    const [waiting, delivered, failed] = [enquiryWith(), enquiryWith(), enquiryWith()]
    for (const input of [waiting, delivered, failed]) await call(input)
    // What the Trigger Email extension writes back.
    await db.collection("mail").doc(String(delivered.submissionId)).update({ delivery: { state: "SUCCESS" } })
    await db.collection("mail").doc(String(failed.submissionId)).update({ delivery: { state: "ERROR", error: "Invalid login" } })
    const mailOf = async (now: Date) => {
      const { enquiries } = await listEnquiries(db, { pageSize: 200 }, now)
      return [waiting, delivered, failed].map((input) => enquiries.find((enquiry) => enquiry.id === input.submissionId)?.mail)
    }
    expect(await mailOf(new Date())).toEqual(["sending", "sent", "not-sent"])
    expect(await mailOf(new Date(Date.now() + (MAIL_GRACE_MINUTES + 1) * 60_000))).toEqual(["not-sent", "sent", "not-sent"])
  })
})

describe("the inbox's pages", () => {
  it("reach the oldest enquiry, each enquiry once, when a page ends among enquiries received at the same instant", async () => {
    const sameMoment = new Date("2024-03-04T10:00:00.000Z")
    const tied = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()]
    for (const id of tied) await db.collection("enquiries").doc(id).set({ ...validEnquiry({ submissionId: id }), receivedAt: sameMoment })
    const seen: string[] = []
    let page = await listEnquiries(db, { pageSize: 2 })
    seen.push(...page.enquiries.map((enquiry) => enquiry.id))
    for (let round = 0; page.next && round < 100; round += 1) {
      page = await listEnquiries(db, { pageSize: 2, cursor: page.next })
      seen.push(...page.enquiries.map((enquiry) => enquiry.id))
    }
    expect(new Set(seen).size).toBe(seen.length)
    expect(seen.slice(-3).sort()).toEqual([...tied].sort())
    expect(seen.sort()).toEqual((await db.collection("enquiries").get()).docs.map((doc) => doc.id).sort())
  })
})

describe("retention", () => {
  const DAY = 24 * 60 * 60 * 1000

  it("gives each enquiry and its e-mail an expiry the period in content/site.json after it arrived", async () => {
    const input = enquiryWith()
    await call(input)
    const enquiry = await stored("enquiries", input.submissionId)
    const mail = await stored("mail", input.submissionId)
    const expected = Date.now() + RETENTION.enquiryDays * DAY
    expect(Math.abs(enquiry?.expiresAt.toMillis() - expected)).toBeLessThan(120_000)
    expect(mail?.expiresAt.toMillis()).toBe(enquiry?.expiresAt.toMillis())
  })

  it("deletes expired enquiries, e-mails and rate-limit slots, and older enquiries kept from before expiry dates, and nothing else", async () => {
    const input = enquiryWith()
    await call(input)
    const legacyId = crypto.randomUUID()
    await db.collection("enquiries").doc(legacyId).set({ ...validEnquiry({ submissionId: legacyId }), receivedAt: new Date(Date.now() - (RETENTION.enquiryDays + 1) * DAY) })
    await db.collection("mail").doc(legacyId).set({ to: ["x@example.co.uk"] })

    // The scheduled run now: the fresh enquiry stays, the one from before expiry dates goes.
    await deleteExpiredEnquiries.run({ scheduleTime: new Date().toISOString(), jobName: "test" } as never)
    expect(await stored("enquiries", input.submissionId)).toBeDefined()
    expect(await stored("enquiries", legacyId)).toBeUndefined()
    expect(await stored("mail", legacyId)).toBeUndefined()

    // A day after the period: everything sent today is gone.
    const later = new Date(Date.now() + (RETENTION.enquiryDays + 1) * DAY)
    const result = await deleteExpired(db, later)
    expect(result.enquiries).toBeGreaterThan(0)
    expect(result.rateLimits).toBeGreaterThan(0)
    for (const collection of ["enquiries", "mail", "rateLimits"]) expect((await db.collection(collection).get()).size).toBe(0)
  })
})
