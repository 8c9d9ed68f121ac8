/**
 * @jest-environment node
 *
 * A flood of enquiries against storeEnquiry and the Firestore stand-in, with several sender keys (the
 * salted hashes the callable makes of each address): a few addresses at their own limit leave the
 * form open to everyone else, what a flood can store and how many e-mails it sends the coach are
 * bounded, a refused visitor is told how many minutes to wait, and the limits cost the same few reads
 * whatever their size and stay exact when many enquiries arrive at once.
 */
// First: it must see the functions' logger load (and keeps its lines out of the test output).
import "./helpers/console-info-spy"
import { createRequire } from "node:module"
import { join } from "node:path"
import site from "../content/site.json"
import { enquirySchema, type EnquiryRefusal } from "../contract/enquiry-schema"
import { firestore } from "../functions/src/firestore"
import { storeEnquiry, type StoreEnquiryInput } from "../functions/src/enquiries/store-enquiry"
import { refusal } from "../functions/src/common/sending-slots"
import { RATE_LIMIT, type EnquiryLimits } from "../functions/src/common/enquiry-limits"
import { sendEnquiryDigest } from "../functions/src/enquiries/enquiry-digest"
import { DIGEST_PENDING } from "../functions/src/common/digest-schedule"
import { deleteExpired } from "../functions/src/enquiries/clean-up"
import { listEnquiries } from "../functions/src/studio/enquiry-inbox"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"
import { validEnquiry } from "./helpers/enquiry-cases"
import { LOCAL_PROJECT_ID } from "../scripts/local-backend/site-env"

type Firestore = ReturnType<typeof firestore>
/** Requires a module as the functions do (their own firebase-admin and Firestore client). */
const functionsRequire = createRequire(join(__dirname, "..", "functions", "package.json"))
jest.setTimeout(120_000)

let db: Firestore
withFunctionsFirestore()
beforeAll(() => {
  db = firestore()
})

let lastKey = 0
/** A sender key or e-mail key of its own, as the callable would make from a new address. */
const newKey = (what: string) => `${what}-${++lastKey}`

/** Each test counts within a clock hour of its own, so their limits never meet. */
const hour = (index: number, minute = 20, second = 0) => new Date(Date.UTC(2031, 4, 6, index, minute, second))

/** Stores an enquiry from a new sender and e-mail address unless told otherwise, through the test's client or the instance given. */
const store = ({ db: through = db, ...input }: Partial<StoreEnquiryInput> & { now: Date; limits?: Partial<EnquiryLimits>; db?: Firestore }) => {
  const id = crypto.randomUUID()
  const enquiry = enquirySchema.parse(validEnquiry({ submissionId: id, email: `visitor-${id.slice(0, 8)}@example.co.uk` }))
  return storeEnquiry(through, { enquiry, sender: newKey("sender"), emailKey: newKey("email"), coachEmail: site.email, ...input })
}

type Outcome = { id: string; result: "stored" } | { id: string; result: string; details?: unknown }

/** Stores and says what happened, without throwing: "stored" or the refusal's code. */
const attempt = async (input: Parameters<typeof store>[0]): Promise<Outcome> => {
  const enquiry = input.enquiry ?? enquirySchema.parse(validEnquiry({ submissionId: crypto.randomUUID() }))
  try {
    await store({ ...input, enquiry })
    return { id: enquiry.submissionId, result: "stored" }
  } catch (error) {
    const { code, details } = error as { code: string; details?: unknown }
    return { id: enquiry.submissionId, result: code, details }
  }
}

const exists = async (collection: string, id: string) => (await db.collection(collection).doc(id).get()).exists
const countOf = async (collection: string) => (await db.collection(collection).get()).size
const everything = async () => (await Promise.all(["enquiries", "mail", "rateLimits"].map(countOf))).reduce((a, b) => a + b, 0)

describe("six addresses at their own limit", () => {
  it("still leave the form open: a new visitor's enquiry is stored and answered", async () => {
    const now = hour(1)
    const flooders = Array.from({ length: 6 }, () => newKey("flooder"))
    for (const sender of flooders) {
      const results: string[] = []
      for (let i = 0; i < RATE_LIMIT.perHour + 2; i += 1) results.push((await attempt({ sender, now })).result)
      expect(results).toEqual([...Array(RATE_LIMIT.perHour).fill("stored"), "resource-exhausted", "resource-exhausted"])
    }
    const visitor = enquirySchema.parse(validEnquiry({ submissionId: crypto.randomUUID(), name: "Amara Okafor" }))
    await expect(store({ enquiry: visitor, now })).resolves.toEqual({ enquiryId: visitor.submissionId, created: true })
    expect((await db.collection("enquiries").doc(visitor.submissionId).get()).get("name")).toBe("Amara Okafor")
  })
})

describe("what a flood from many addresses costs", () => {
  const limits = { perHour: 5, perHourPerEmail: 3, perHourAll: 20, emailsPerHour: 4 }
  const now = hour(2)
  const outcomes: Outcome[] = []

  beforeAll(async () => {
    // Forty addresses, two enquiries each, in turn.
    const senders = Array.from({ length: 40 }, () => newKey("many"))
    for (let round = 0; round < 2; round += 1) for (const sender of senders) outcomes.push(await attempt({ sender, now, limits }))
  })

  it("stores no more than the hour's cap for everyone, and refuses the rest as busy, saying for how long", async () => {
    const stored = outcomes.filter((outcome) => outcome.result === "stored")
    expect(stored).toHaveLength(limits.perHourAll)
    for (const outcome of stored) expect(await exists("enquiries", outcome.id)).toBe(true)
    const refused = outcomes.filter((outcome) => outcome.result !== "stored")
    expect(new Set(refused.map((outcome) => outcome.result))).toEqual(new Set(["unavailable"]))
    expect(refused[0]).toMatchObject({ details: { limit: "everyone", retryAfterMinutes: 40 } })
    for (const outcome of refused) expect(await exists("enquiries", outcome.id)).toBe(false)
  })

  it("writes nothing for a refused enquiry, and a bounded number of counting documents for the stored ones", async () => {
    const before = await everything()
    for (let i = 0; i < 10; i += 1) expect((await attempt({ now, limits })).result).toBe("unavailable")
    expect(await everything()).toBe(before)
    // One count per sender, address and hour, and everyone's: no document per unit taken.
    const counting = (await db.collection("rateLimits").get()).docs.filter((doc) => doc.id.includes(`-${Math.floor(now.getTime() / 3_600_000)}`))
    expect(counting.length).toBeLessThanOrEqual(limits.perHourAll * 2 + 1)
  })

  it("e-mails the coach the hour's first few one by one and the rest in one digest e-mail, each enquiry once", async () => {
    const stored = outcomes.filter((outcome) => outcome.result === "stored").map((outcome) => outcome.id)
    const ownMail = await Promise.all(stored.map((id) => exists("mail", id)))
    expect(ownMail.filter(Boolean)).toHaveLength(limits.emailsPerHour)
    const waiting = stored.filter((_, at) => !ownMail[at])
    for (const id of waiting) expect((await db.collection("enquiries").doc(id).get()).get("digest")).toBe(DIGEST_PENDING)

    // Meanwhile the studio's inbox says their e-mail is on its way, not that it failed.
    const { enquiries } = await listEnquiries(db, { pageSize: 500 })
    expect(new Set(enquiries.filter((enquiry) => waiting.includes(enquiry.id)).map((enquiry) => enquiry.mail))).toEqual(new Set(["sending"]))

    // The scheduled run, as the scheduler calls it.
    const digestsBefore = (await db.collection("mail").get()).docs.filter((doc) => doc.id.startsWith("digest-")).length
    const pending = (await db.collection("enquiries").where("digest", "==", DIGEST_PENDING).get()).size
    process.env.ENQUIRY_EMAILS_PER_HOUR = String(limits.emailsPerHour)
    try {
      await sendEnquiryDigest.run({ scheduleTime: new Date().toISOString(), jobName: "test" } as never)
      await sendEnquiryDigest.run({ scheduleTime: new Date().toISOString(), jobName: "test" } as never)
    } finally {
      delete process.env.ENQUIRY_EMAILS_PER_HOUR
    }
    const digests = (await db.collection("mail").get()).docs.filter((doc) => doc.id.startsWith("digest-"))
    expect(digests.length - digestsBefore).toBe(1)
    const digest = digests.find((doc) => waiting.every((id) => String(doc.get("message.text")).includes(id)))
    expect(digest?.get("to")).toEqual([site.email])
    expect(digest?.get("message.subject")).toBe(`${pending} more enquiries from the website, in one e-mail`)
    expect(digest?.get("message.text")).toContain(`the ${limits.emailsPerHour} an hour`)
    for (const id of waiting) expect((await db.collection("enquiries").doc(id).get()).get("digest")).toBe(digest?.id)
    // Its e-mail's state is the digest's: delivered, the inbox says sent.
    await digest?.ref.update({ delivery: { state: "SUCCESS" } })
    const after = await listEnquiries(db, { pageSize: 500 })
    expect(new Set(after.enquiries.filter((enquiry) => waiting.includes(enquiry.id)).map((enquiry) => enquiry.mail))).toEqual(new Set(["sent"]))
    // It names visitors, so it goes with the first of its enquiries.
    const listed = await db.collection("enquiries").where("digest", "==", digest?.id).get()
    expect(listed.size).toBe(pending)
    const firstExpiry = Math.min(...listed.docs.map((doc) => doc.get("expiresAt").toMillis()))
    expect(digest?.get("expiresAt").toMillis()).toBe(firstExpiry)
  })
})

describe("a refused visitor", () => {
  it.each([
    ["five minutes before the hour", hour(3, 55), 5],
    ["just after the hour", hour(3, 0, 10), 60],
    ["seconds before the hour", hour(3, 59, 50), 1],
  ])("is told the minutes until the limit's hour ends, %s", (_, now, minutes) => {
    for (const limit of ["sender", "email", "everyone"] as const) {
      const error = refusal(limit, now)
      expect(error.details).toEqual({ limit, retryAfterMinutes: minutes } satisfies EnquiryRefusal)
      expect(error.message).toContain(`in ${minutes} minute${minutes === 1 ? "" : "s"}`)
    }
  })

  it("by their own limits, hears which one and for how long", async () => {
    const now = hour(4, 48, 30)
    const sender = newKey("sender")
    for (let i = 0; i < RATE_LIMIT.perHour; i += 1) await store({ sender, now })
    expect(await attempt({ sender, now })).toMatchObject({ result: "resource-exhausted", details: { limit: "sender", retryAfterMinutes: 12 } })
    const emailKey = newKey("email")
    for (let i = 0; i < RATE_LIMIT.perHourPerEmail; i += 1) await store({ emailKey, now })
    expect(await attempt({ emailKey, now })).toMatchObject({ result: "resource-exhausted", details: { limit: "email", retryAfterMinutes: 12 } })
  })
})

describe("the limits' cost", () => {
  /** Documents read, in a transaction or not, counted at the functions' own firebase-admin. */
  const readsOf = async (run: () => Promise<unknown>): Promise<number> => {
    type Reader = Record<"get" | "getAll", (...args: unknown[]) => unknown>
    const { Transaction, Firestore } = functionsRequire("@google-cloud/firestore") as { Transaction: { prototype: Reader }; Firestore: { prototype: Reader } }
    let reads = 0
    const realTransactionGetAll = Transaction.prototype.getAll
    const realTransactionGet = Transaction.prototype.get
    const realGetAll = Firestore.prototype.getAll
    Transaction.prototype.getAll = function (this: unknown, ...refs: unknown[]) {
      reads += refs.length
      return realTransactionGetAll.apply(this, refs)
    }
    Transaction.prototype.get = function (this: unknown, ...args: unknown[]) {
      reads += 1
      return realTransactionGet.apply(this, args)
    }
    Firestore.prototype.getAll = function (this: unknown, ...refs: unknown[]) {
      reads += refs.length
      return realGetAll.apply(this, refs)
    }
    try {
      await run()
    } finally {
      Object.assign(Transaction.prototype, { getAll: realTransactionGetAll, get: realTransactionGet })
      Firestore.prototype.getAll = realGetAll
    }
    return reads
  }

  it("is the same few reads whatever the caps", async () => {
    const huge = { perHour: 1000, perHourPerEmail: 1000, perHourAll: 10_000, emailsPerHour: 10 }
    // The enquiry and three counts, read before the transaction and again in it.
    expect(await readsOf(() => store({ now: hour(5), limits: huge }))).toBeLessThanOrEqual(8)
    expect(await readsOf(() => store({ now: hour(5) }))).toBeLessThanOrEqual(8)
  })
})

describe("enquiries at once", () => {
  /**
   * Five instances of the functions, each with its own Firestore client, as Cloud Functions runs
   * several: their requests race each other, not only take turns within one.
   */
  const instances: Firestore[] = []
  beforeAll(() => {
    const { initializeApp } = functionsRequire("firebase-admin/app") as typeof import("firebase-admin/app")
    const { getFirestore } = functionsRequire("firebase-admin/firestore") as typeof import("firebase-admin/firestore")
    for (let i = 0; i < 5; i += 1) {
      const instance = getFirestore(initializeApp({ projectId: LOCAL_PROJECT_ID }, `instance-${i}`)) as unknown as Firestore
      instance.settings({ ignoreUndefinedProperties: true })
      instances.push(instance)
    }
  })
  afterAll(() => Promise.all(instances.map((instance) => instance.terminate())))
  const on = (index: number) => instances[index % instances.length]

  it("fifty from one sender, through five instances, are each stored exactly once, within seconds", async () => {
    const now = hour(6)
    const sender = newKey("busy")
    const limits = { perHour: 100, perHourAll: 100 }
    const ids: string[] = Array.from({ length: 50 }, () => crypto.randomUUID())
    const started = Date.now()
    const outcomes = await Promise.all(
      ids.map((id, at) => attempt({ db: on(at), sender, now, limits, enquiry: enquirySchema.parse(validEnquiry({ submissionId: id })) })),
    )
    const took = Date.now() - started
    console.info(`50 enquiries at once through storeEnquiry and the stand-in: all answered in ${took} ms`)
    expect(outcomes.map((outcome) => outcome.result)).toEqual(Array(50).fill("stored"))
    expect(took).toBeLessThan(10_000)
    const stored = (await db.collection("enquiries").get()).docs.filter((doc) => ids.includes(doc.id))
    expect(stored.map((doc) => doc.id).sort()).toEqual([...ids].sort())
  })

  it("keep each limit exact: one sender's, and everyone's", async () => {
    const now = hour(7)
    const sender = newKey("eager")
    const limits = { perHourAll: 15 + RATE_LIMIT.perHour, emailsPerHour: 3 }
    const fromOne = await Promise.all(Array.from({ length: 20 }, (_, at) => attempt({ db: on(at), sender, now, limits })))
    expect(fromOne.filter((outcome) => outcome.result === "stored")).toHaveLength(RATE_LIMIT.perHour)
    expect(fromOne.filter((outcome) => outcome.result === "resource-exhausted")).toHaveLength(20 - RATE_LIMIT.perHour)

    const fromMany = await Promise.all(Array.from({ length: 40 }, (_, at) => attempt({ db: on(at), now, limits })))
    expect(fromMany.filter((outcome) => outcome.result === "stored")).toHaveLength(15)
    expect(fromMany.filter((outcome) => outcome.result === "unavailable")).toHaveLength(25)
    const ownMail = await Promise.all(fromOne.concat(fromMany).map((outcome) => exists("mail", outcome.id)))
    expect(ownMail.filter(Boolean)).toHaveLength(3)
  })

  it("the same submission sent ten times at once is stored once and answered ten times with its id", async () => {
    const now = hour(8)
    const sender = newKey("retrying")
    const enquiry = enquirySchema.parse(validEnquiry({ submissionId: crypto.randomUUID() }))
    const answers = await Promise.all(Array.from({ length: 10 }, (_, at) => store({ db: on(at), enquiry, sender, now })))
    expect(answers.map((answer) => answer.enquiryId)).toEqual(Array(10).fill(enquiry.submissionId))
    expect(answers.filter((answer) => answer.created)).toHaveLength(1)
    // The resends took none of the sender's allowance.
    const more = await Promise.all(Array.from({ length: RATE_LIMIT.perHour - 1 }, (_, at) => attempt({ db: on(at), sender, now })))
    expect(more.map((outcome) => outcome.result)).toEqual(Array(RATE_LIMIT.perHour - 1).fill("stored"))
  })
})

describe("retention", () => {
  it("deletes the hourly counts and the digests with everything else once expired", async () => {
    expect((await db.collection("mail").get()).docs.some((doc) => doc.id.startsWith("digest-"))).toBe(true)
    const counts = (await db.collection("rateLimits").get()).docs
    expect(counts.every((doc) => doc.get("expiresAt")?.toMillis() > 0)).toBe(true)
    await deleteExpired(db, new Date(Date.now() + 3660 * 24 * 3_600_000))
    for (const collection of ["enquiries", "mail", "rateLimits"]) expect(await countOf(collection)).toBe(0)
  })
})
