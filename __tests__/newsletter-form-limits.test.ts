/**
 * @jest-environment node
 *
 * The newsletter's form without JavaScript (newsletterSubscribe, no App Check) has a lower hourly
 * cap for everyone of its own, so a flood on it cannot shut the callable's path; and no request
 * tells who subscribes: a request for a reader's address takes the sender's slots as a
 * stranger's does and is answered alike, so "ask for X, then count how many more are taken"
 * learns nothing. Through the functions' own code against the Firestore stand-in.
 */
import "./helpers/console-info-spy"
import { subscribeToNewsletter } from "../functions/src/newsletter/newsletter-functions"
import { serveSubscribe } from "../functions/src/newsletter/subscribe-request"
import { FORM_SIGN_UPS_DEFAULT } from "../functions/src/newsletter/subscribe"
import { RATE_LIMIT } from "../functions/src/common/enquiry-limits"
import { rejection } from "./helpers/callable-error"
import { asVisitor, callPage, fromNewSender, inThisHour, mailsTo, signUp, subscribeAndConfirm, withEmptiedFirestore } from "./helpers/newsletter-cases"

jest.setTimeout(120_000)

type Firestore = Parameters<Parameters<typeof withEmptiedFirestore>[0]>[0]
let db: Firestore
withEmptiedFirestore((made) => {
  db = made
})
afterEach(() => {
  delete process.env.NEWSLETTER_FORM_SIGN_UPS_PER_HOUR
})

const post = (email: string, raw = fromNewSender(), now = inThisHour()) =>
  callPage(serveSubscribe, db, { method: "POST", body: { email, consent: "yes", place: "footer", page: "/about/" }, ...raw }, now)

describe("the form without JavaScript", () => {
  it(`has a cap of its own (default ${FORM_SIGN_UPS_DEFAULT} an hour), and a flood on it leaves the callable's path open`, async () => {
    expect(FORM_SIGN_UPS_DEFAULT).toBeLessThan(RATE_LIMIT.perHourAll)
    process.env.NEWSLETTER_FORM_SIGN_UPS_PER_HOUR = "3"
    const statuses = []
    for (let at = 0; at < 5; at += 1) statuses.push((await post(`flood${at}@example.com`)).status)
    expect(statuses).toEqual([200, 200, 200, 429, 429])
    expect(await subscribeToNewsletter.run(asVisitor(signUp("reader@example.co.uk")))).toEqual({ outcome: "check-your-inbox" })
    expect(await mailsTo(db, "reader@example.co.uk")).toHaveLength(1)
  })
})

describe("who subscribes", () => {
  /** How many fresh addresses one sender may still ask for after asking for `probe`. */
  const leftAfter = async (probe: string, path: "callable" | "form") => {
    const raw = fromNewSender()
    const ask = (email: string) => (path === "form" ? post(email, raw) : subscribeToNewsletter.run(asVisitor(signUp(email), raw)))
    const first = await ask(probe)
    let accepted = 0
    for (;;) {
      const answer = await ask(`fresh${accepted}-${probe}`).then(
        (value) => value,
        (error: unknown) => error,
      )
      if (answer instanceof Error || (typeof answer === "object" && answer !== null && "status" in answer && answer.status !== 200)) break
      accepted += 1
    }
    return { first: typeof first === "object" && first !== null && "body" in first ? first.body : JSON.stringify(first), accepted }
  }

  it.each(["callable", "form"] as const)("is not told by the %s: a reader's address costs the sender what a stranger's does, and is answered alike", async (path) => {
    await subscribeAndConfirm(db, "reader@example.co.uk")
    const reader = await leftAfter("reader@example.co.uk", path)
    const stranger = await leftAfter("stranger@example.co.uk", path)
    expect(reader).toEqual({ first: stranger.first, accepted: RATE_LIMIT.perHour - 1 })
    expect(stranger.accepted).toBe(RATE_LIMIT.perHour - 1)
    // The reader is mailed nothing by the probe.
    expect(await mailsTo(db, "reader@example.co.uk")).toHaveLength(1)
  })

  it("refuses a reader's address at a limit exactly as a stranger's", async () => {
    const raw = fromNewSender()
    await subscribeAndConfirm(db, "reader@example.co.uk")
    for (let at = 0; at < RATE_LIMIT.perHour; at += 1) await subscribeToNewsletter.run(asVisitor(signUp(`fresh${at}@example.com`), raw))
    const forReader = await rejection(subscribeToNewsletter.run(asVisitor(signUp("reader@example.co.uk"), raw)))
    const forStranger = await rejection(subscribeToNewsletter.run(asVisitor(signUp("stranger@example.co.uk"), raw)))
    expect(forReader).toEqual(forStranger)
    expect(forReader.code).toBe("resource-exhausted")
  })
})
