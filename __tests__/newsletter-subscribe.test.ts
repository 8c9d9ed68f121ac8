/**
 * @jest-environment node
 *
 * Subscribing to the newsletter: double opt-in through a link that works once and expires, the
 * same hourly limits as enquiries, one re-sent link an hour, the same answer for every address,
 * and the form without JavaScript. Through the functions' own code against the Firestore stand-in.
 */
import "./helpers/console-info-spy"
import { firestore } from "../functions/src/firestore"
import { subscribeToNewsletter, newsletterHandlers } from "../functions/src/newsletter/newsletter-functions"
import { serveConfirm } from "../functions/src/newsletter/link-pages"
import { serveSubscribe, subscribeFrom } from "../functions/src/newsletter/subscribe-request"
import { submitEnquiry } from "../functions/src/enquiries/submit-enquiry"
import { NEWSLETTER_SUBSCRIBERS } from "../contract/firebase-settings"
import { NEWSLETTER_HTTP } from "../contract/newsletter-form"
import { CONFIRM_LINK_HOURS } from "../contract/newsletter-api"
import { RATE_LIMIT } from "../functions/src/common/enquiry-limits"
import { validEnquiry } from "./helpers/enquiry-cases"
import { asCoach, asVisitor, callPage, fromNewSender, HOUR, inThisHour, mailsTo, signUp, tokenIn, withEmptiedFirestore } from "./helpers/newsletter-cases"
import { readNewsletterFile } from "../functions/src/newsletter/newsletter-copy"

jest.setTimeout(60_000)

type Firestore = ReturnType<typeof firestore>
let db: Firestore
withEmptiedFirestore((made) => {
  db = made
})

const copy = readNewsletterFile()
const counts = async () => (await newsletterHandlers.list(asCoach({}))).counts
const confirmLink = async (email: string) => tokenIn((await mailsTo(db, email)).at(-1)?.message.text ?? "", NEWSLETTER_HTTP.confirm)
const open = (method: "GET" | "POST", token: string, now = new Date()) =>
  callPage(serveConfirm, db, method === "GET" ? { method, query: { token } } : { method, body: { token } }, now)

describe("double opt-in", () => {
  it("counts a reader only once the link's button is pressed, keeping the words they agreed to and when", async () => {
    const now = new Date()
    const answer = await subscribeToNewsletter.run(asVisitor(signUp("ada@example.co.uk", { place: "footer", page: "/about/" })))
    expect(answer).toEqual({ outcome: "check-your-inbox" })
    expect(await counts()).toEqual({ confirmed: 0, waiting: 1 })

    const [mail] = await mailsTo(db, "ada@example.co.uk")
    expect(mail.message.subject).toBe(copy.confirmEmail.subject)
    expect(mail.message.text).toContain(`within ${CONFIRM_LINK_HOURS} hours`)
    const token = await confirmLink("ada@example.co.uk")
    expect(token).not.toBe("")

    // Opening the link, as a mail scanner does, shows a button and confirms nothing.
    const opened = await open("GET", token)
    expect(opened.status).toBe(200)
    expect(opened.body).toContain(copy.confirmPage.button)
    expect(opened.body).toContain(`method="post"`)
    expect(opened.headers["X-Frame-Options"]).toBe("DENY")
    expect(await counts()).toEqual({ confirmed: 0, waiting: 1 })

    const pressed = await open("POST", token)
    expect(pressed.status).toBe(200)
    expect(pressed.body).toContain(copy.confirmed.heading)
    expect(await counts()).toEqual({ confirmed: 1, waiting: 0 })

    const [record] = (await db.collection(NEWSLETTER_SUBSCRIBERS).get()).docs
    const consent = record.get("consent")
    expect(consent).toMatchObject({ how: "form", words: copy.form.consent, place: "footer", page: "/about/" })
    expect(consent.askedAt.toMillis()).toBeGreaterThanOrEqual(now.getTime() - 1000)
    expect(consent.confirmedAt.toMillis()).toBeGreaterThanOrEqual(consent.askedAt.toMillis())
  })

  it("refuses a request without the tick or with a wrong address, naming the field", async () => {
    const refused = async (data: unknown) => {
      try {
        await subscribeToNewsletter.run(asVisitor(data))
      } catch (error) {
        return error as { code: string; details: unknown }
      }
      throw new Error("accepted")
    }
    expect(await refused({ ...signUp("ada@example.co.uk"), consent: false })).toMatchObject({ code: "invalid-argument", details: { fields: { consent: "not-accepted" } } })
    expect(await refused(signUp("not an address"))).toMatchObject({ code: "invalid-argument", details: { fields: { email: "invalid-email" } } })
    expect(await mailsTo(db, "ada@example.co.uk")).toHaveLength(0)
  })
})

describe("the confirmation link", () => {
  it("works once", async () => {
    await subscribeFrom(db, signUp("ben@example.co.uk"), fromNewSender())
    const token = await confirmLink("ben@example.co.uk")
    expect((await open("POST", token)).status).toBe(200)
    const again = await open("POST", token)
    expect(again.status).toBe(404)
    expect(again.body).toContain(copy.linkUsed.heading)
    expect((await open("GET", token)).status).toBe(404)
  })

  it(`expires after ${CONFIRM_LINK_HOURS} hours, and a made-up one does nothing`, async () => {
    const now = new Date()
    await subscribeFrom(db, signUp("cleo@example.co.uk"), fromNewSender(), now)
    const token = await confirmLink("cleo@example.co.uk")
    expect((await open("POST", token, new Date(now.getTime() + (CONFIRM_LINK_HOURS + 0.1) * HOUR))).status).toBe(404)
    expect((await open("POST", token.replace(/\.(.{4})/, ".AAAA"))).status).toBe(404)
    expect(await counts()).toEqual({ confirmed: 0, waiting: 1 })
    // Still within its time, it works.
    expect((await open("POST", token, new Date(now.getTime() + (CONFIRM_LINK_HOURS - 0.1) * HOUR))).status).toBe(200)
  })
})

describe("limits", () => {
  it("re-sends the link to an address still waiting at most once an hour, and only the newest link works", async () => {
    const now = inThisHour()
    await subscribeFrom(db, signUp("dan@example.co.uk"), fromNewSender(), now)
    const first = await confirmLink("dan@example.co.uk")
    await subscribeFrom(db, signUp("dan@example.co.uk"), fromNewSender(), new Date(now.getTime() + 5 * 60_000))
    await subscribeFrom(db, signUp("dan@example.co.uk"), fromNewSender(), new Date(now.getTime() + 59 * 60_000))
    expect(await mailsTo(db, "dan@example.co.uk")).toHaveLength(1)

    const later = new Date(now.getTime() + 61 * 60_000)
    await subscribeFrom(db, signUp("dan@example.co.uk"), fromNewSender(), later)
    expect(await mailsTo(db, "dan@example.co.uk")).toHaveLength(2)
    const second = await confirmLink("dan@example.co.uk")
    expect(second).not.toBe(first)
    expect((await open("POST", first, later)).status).toBe(404)
    expect((await open("POST", second, later)).status).toBe(200)
  })

  it("answers an address already subscribed as any other, and mails it nothing", async () => {
    await subscribeFrom(db, signUp("eve@example.co.uk"), fromNewSender())
    expect((await open("POST", await confirmLink("eve@example.co.uk"))).status).toBe(200)
    const answer = await subscribeToNewsletter.run(asVisitor(signUp("eve@example.co.uk")))
    expect(answer).toEqual({ outcome: "check-your-inbox" })
    const page = await callPage(serveSubscribe, db, { method: "POST", body: { email: "eve@example.co.uk", consent: "yes", place: "blog", page: "/blog/" }, ...fromNewSender() })
    expect(page.status).toBe(200)
    expect(page.body).toContain(copy.waiting.heading)
    expect(await mailsTo(db, "eve@example.co.uk")).toHaveLength(1)
  })

  it("counts confirmation e-mails against one sender's hourly limit for enquiries", async () => {
    const now = inThisHour()
    const sender = fromNewSender()
    for (let n = 0; n < RATE_LIMIT.perHour; n += 1) await subscribeFrom(db, signUp(`reader${n}@example.co.uk`), sender, now)
    await expect(subscribeFrom(db, signUp("one-more@example.co.uk"), sender, now)).rejects.toMatchObject({ code: "resource-exhausted", details: { limit: "sender" } })
    expect(await mailsTo(db, "one-more@example.co.uk")).toHaveLength(0)
  })

  it("counts them against the address's hourly limit, shared with the enquiries that give it", async () => {
    const victim = "victim@example.co.uk"
    // The address has had its enquiries' worth of e-mail this hour, from several senders.
    for (let n = 0; n < RATE_LIMIT.perHourPerEmail; n += 1) {
      await submitEnquiry.run(asVisitor(validEnquiry({ submissionId: crypto.randomUUID(), email: victim })))
    }
    await expect(subscribeToNewsletter.run(asVisitor(signUp(victim)))).rejects.toMatchObject({ code: "resource-exhausted", details: { limit: "email" } })
    expect(await mailsTo(db, victim)).toHaveLength(0)
  })
})

describe("the form without JavaScript", () => {
  it("posts to the function, which answers a page in the site's words with a link back", async () => {
    const page = await callPage(serveSubscribe, db, {
      method: "POST",
      body: { email: "fay@example.co.uk", consent: "yes", place: "post", page: "/blog/delegation-is-a-design-problem/", "leave-this-empty": "" },
      ...fromNewSender(),
    })
    expect(page.status).toBe(200)
    expect(page.body).toContain(copy.waiting.heading)
    expect(page.body).toContain("https://www.eleanorwhitcombe.co.uk/blog/delegation-is-a-design-problem/")
    expect(await mailsTo(db, "fay@example.co.uk")).toHaveLength(1)
  })

  it("says what to fix when the tick is missing, and mails nothing", async () => {
    const page = await callPage(serveSubscribe, db, { method: "POST", body: { email: "gus@example.co.uk", place: "footer", page: "/" } })
    expect(page.status).toBe(400)
    expect(page.body).toContain(copy.form.errors.consentNotAccepted.replaceAll("'", "&#39;"))
    expect(await mailsTo(db, "gus@example.co.uk")).toHaveLength(0)
  })

  it("says how long to wait when the sender's limit is reached", async () => {
    const sender = fromNewSender()
    const now = inThisHour()
    for (let n = 0; n < RATE_LIMIT.perHour; n += 1) await subscribeFrom(db, signUp(`plain${n}@example.co.uk`), sender, now)
    const page = await callPage(serveSubscribe, db, { method: "POST", body: { email: "late@example.co.uk", consent: "yes", place: "footer", page: "/" }, ...sender }, now)
    expect(page.status).toBe(429)
    expect(page.body).toContain(copy.limit.replace("{minutes}", "50"))
  })

  it("answers a filled spam trap as any other request, and mails nothing", async () => {
    const page = await callPage(serveSubscribe, db, { method: "POST", body: { email: "bot@example.co.uk", consent: "yes", place: "footer", page: "/", "leave-this-empty": "https://spam.example" }, ...fromNewSender() })
    expect(page.status).toBe(200)
    expect(await mailsTo(db, "bot@example.co.uk")).toHaveLength(0)
    expect(await counts()).toEqual({ confirmed: 0, waiting: 0 })
  })
})

describe("on the local backend", () => {
  it("prints the confirmation e-mail in the terminal with its link", async () => {
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined)
    process.env.FUNCTIONS_EMULATOR = "true"
    let printed: string[]
    try {
      await subscribeFrom(db, signUp("hal@example.co.uk"), fromNewSender())
      printed = log.mock.calls.map((args) => String(args[0]))
    } finally {
      delete process.env.FUNCTIONS_EMULATOR
      log.mockRestore()
    }
    expect(printed).toContainEqual(expect.stringMatching(/^E-mail queued \(mail\/newsletter-confirm-\w+-0\) to hal@example\.co\.uk: /))
    expect(printed).toContainEqual(expect.stringMatching(new RegExp(`^  \\| http://127\\.0\\.0\\.1:5011/[\\w-]+/europe-west2/${NEWSLETTER_HTTP.confirm}\\?token=`)))
  })
})
