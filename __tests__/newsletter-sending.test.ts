/**
 * @jest-environment node
 *
 * Sending a post to the list: the e-mail as made (MJML, a plain-text part, absolute addresses, her
 * name and postal address, one-click unsubscribe), each confirmed reader getting it exactly once
 * however often the send is retried or pressed, in batches, readers who leave between batches
 * skipped, readers who join during a send left out, and what went and what failed. Through the
 * functions' own code against the Firestore stand-in.
 */
import "./helpers/console-info-spy"
import { firestore } from "../functions/src/firestore"
import { newsletterHandlers } from "../functions/src/newsletter/newsletter-functions"
import { serveUnsubscribe } from "../functions/src/newsletter/link-pages"
import { advanceSends, publishedPost, sendBatch, startSend, type BatchSettings } from "../functions/src/newsletter/sending"
import { makeLetter } from "../functions/src/newsletter/letter"
import { readNewsletterFile } from "../functions/src/newsletter/newsletter-copy"
import { MAIL, NEWSLETTER_DELIVERIES, NEWSLETTER_SENDS, NEWSLETTER_SUBSCRIBERS } from "../contract/firebase-settings"
import { NEWSLETTER_HTTP } from "../contract/newsletter-form"
import type { NewsletterSendSummary } from "../contract/newsletter-api"
import siteFile from "../content/site.json"
import { asCoach, callPage, HOUR, mailsTo, publishPost, subscribeAndConfirm, tokenIn, withEmptiedFirestore } from "./helpers/newsletter-cases"

jest.setTimeout(120_000)

type Firestore = ReturnType<typeof firestore>
let db: Firestore
withEmptiedFirestore((made) => {
  db = made
})

const copy = readNewsletterFile()
const SLUG = "delegation-is-a-design-problem"
const SITE = siteFile.siteUrl
const context = { copy, site: { name: siteFile.name, company: siteFile.company, siteUrl: SITE } }
const BASE = "http://127.0.0.1:5011/demo-coach-stories/europe-west2"

const readers = (count: number, prefix = "reader") => Array.from({ length: count }, (_, n) => `${prefix}${n}@example.co.uk`)

const start = (sendId: string, settings: BatchSettings, now = new Date()): Promise<NewsletterSendSummary> =>
  startSend(db, { sendId, slug: SLUG, base: BASE, by: "coach", now, keepDays: 365, settings }, context)

/** Letters of this post, by the address they went to. */
const lettersByReader = async (): Promise<Map<string, number>> => {
  const letters = (await db.collection(MAIL).get()).docs.filter((doc) => doc.get("newsletterSend"))
  const by = new Map<string, number>()
  for (const letter of letters) for (const to of letter.get("to") as string[]) by.set(to, (by.get(to) ?? 0) + 1)
  return by
}

const setUp = async (addresses: string[]) => {
  await publishPost(db, SLUG)
  for (const address of addresses) await subscribeAndConfirm(db, address, new Date(Date.now() - HOUR))
}

describe("the e-mail", () => {
  it("is the post made with MJML, every address absolute, with her note, name, postal address and unsubscribe link, and a plain-text part", async () => {
    await publishPost(db, SLUG)
    const letter = await newsletterHandlers.preview(asCoach({ slug: SLUG, note: "A short one this month.\n\nSee you in December." }))
    expect(letter.subject).toBe("Delegation is a design problem")
    // MJML's responsive layout: a table for every mail program, a media query for phones.
    expect(letter.html).toMatch(/^<!doctype html>/i)
    expect(letter.html).toContain("@media only screen")
    expect(letter.html).toContain(`src="${SITE}/images/team.jpg"`)
    expect(letter.html).toContain(`href="${SITE}/blog/first-ninety-days-as-chief-executive/"`)
    expect(letter.html).toContain(`href="${SITE}/blog/${SLUG}/#user-content-notes"`)
    expect(letter.html).toContain("https://firebasestorage.googleapis.com/v0/b/demo/o/posts%2Fa%2Fcover.jpg?alt=media")
    expect(letter.html).not.toMatch(/(src|href)="\//)
    expect(letter.html).toContain("A short one this month.")
    expect(letter.html.indexOf("A short one this month.")).toBeLessThan(letter.html.indexOf("Most founders think"))
    expect(letter.html).toContain(`${siteFile.name}, ${siteFile.company}`)
    expect(letter.html).toContain(copy.letter.postalAddress)
    expect(letter.html).toMatch(new RegExp(`<a href="https://\\S+/${NEWSLETTER_HTTP.unsubscribe}\\?token=sample"[^>]*>${copy.letter.unsubscribe}</a>`))

    expect(letter.text).toContain("See you in December.")
    expect(letter.text).toContain(`${copy.letter.readOnline}: ${SITE}/blog/${SLUG}/`)
    expect(letter.text).toContain(copy.letter.postalAddress)
    expect(letter.text).toMatch(new RegExp(`${copy.letter.unsubscribe}: https://\\S+/${NEWSLETTER_HTTP.unsubscribe}\\?token=sample`))
  })

  it("is refused for an address no published post has", async () => {
    await publishPost(db, SLUG, { published: false })
    await expect(newsletterHandlers.preview(asCoach({ slug: SLUG }))).rejects.toMatchObject({ code: "not-found" })
  })

  it("goes as a test to her own address only", async () => {
    await setUp(readers(2))
    expect(await newsletterHandlers.sendTest(asCoach({ slug: SLUG }))).toEqual({ to: siteFile.email })
    const [test] = await mailsTo(db, siteFile.email)
    expect(test.message.subject).toBe("Delegation is a design problem")
    expect((await lettersByReader()).size).toBe(0)
  })

  it("carries each reader's own one-click unsubscribe link in its footer and its List-Unsubscribe headers (RFC 8058)", async () => {
    await setUp(["ida@example.co.uk"])
    await start(crypto.randomUUID(), { size: 50, pauseMs: 0 })
    const [letter] = (await mailsTo(db, "ida@example.co.uk")).filter((mail) => mail.id.startsWith(SLUG))
    const link = /<(.+)>/.exec(letter.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? ""
    expect(link).toMatch(new RegExp(`/${NEWSLETTER_HTTP.unsubscribe}\\?token=[0-9a-f]{64}\\.`))
    expect(letter.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click")
    expect(letter.message.html).toContain(`href="${link}"`)
    expect(letter.message.text).toContain(link)
  })
})

describe("exactly once", () => {
  it("reaches each confirmed reader once however often the send is retried or pressed, and two sends at once", async () => {
    const addresses = readers(7)
    await setUp(addresses)
    const settings = { size: 2, pauseMs: 0 }
    const key = crypto.randomUUID()
    // Pressed twice with one key, and once more with another (a second tab), all at once.
    await Promise.all([start(key, settings), start(key, settings), start(crypto.randomUUID(), settings)])
    // Retries and the scheduled run, overlapping, until nothing is left.
    for (let round = 0; round < 6; round += 1) {
      await Promise.all([advanceSends(db, new Date(), settings, 365), advanceSends(db, new Date(), settings, 365), start(key, settings)])
    }
    const letters = await lettersByReader()
    expect([...letters.keys()].sort()).toEqual([...addresses].sort())
    expect([...letters.values()]).toEqual(addresses.map(() => 1))

    // A send of the same post later, with a new key, reaches nobody again.
    const again = await start(crypto.randomUUID(), { size: 50, pauseMs: 0 })
    expect(again.total).toBe(0)
    expect([...(await lettersByReader()).values()]).toEqual(addresses.map(() => 1))
  })

  it("sends in batches of the set size, one batch per pause, and resumes where it stopped", async () => {
    await setUp(readers(5))
    const now = new Date()
    const settings = { size: 2, pauseMs: 60_000 }
    const key = crypto.randomUUID()
    const first = await start(key, settings, now)
    expect(first).toMatchObject({ state: "sending", total: 5, counts: { queued: 2, pending: 3 } })
    // Within the pause nothing more goes, however often asked.
    expect(await sendBatch(db, key, new Date(now.getTime() + 30_000), settings, 365)).toBe(0)
    expect(await advanceSends(db, new Date(now.getTime() + 61_000), settings, 365)).toBe(2)
    expect(await advanceSends(db, new Date(now.getTime() + 122_000), settings, 365)).toBe(1)
    const status = await newsletterHandlers.sendStatus(asCoach({ sendId: key }))
    expect(status.sends[0]).toMatchObject({ state: "done", total: 5, counts: { queued: 5, pending: 0, skipped: 0 } })
    expect(status.deliveries).toHaveLength(5)
  })
})

describe("between batches", () => {
  it("skips a reader who unsubscribed with one click before their batch", async () => {
    const addresses = readers(5)
    await setUp(addresses)
    const now = new Date()
    const settings = { size: 2, pauseMs: 60_000 }
    const key = crypto.randomUUID()
    await start(key, settings, now)
    // A reader still waiting for their batch leaves, with their token from an earlier letter.
    const got = await lettersByReader()
    const leaving = addresses.find((address) => !got.has(address)) ?? ""
    const record = (await db.collection(NEWSLETTER_SUBSCRIBERS).where("email", "==", leaving).get()).docs[0]
    const token = `${record.id}.${String(record.get("unsubscribeKey"))}`
    const left = await callPage(serveUnsubscribe, db, { method: "POST", query: { token }, body: { "List-Unsubscribe": "One-Click" } })
    expect(left.status).toBe(200)

    for (let minute = 1; minute <= 3; minute += 1) await advanceSends(db, new Date(now.getTime() + minute * 61_000), settings, 365)
    const letters = await lettersByReader()
    expect(letters.has(leaving)).toBe(false)
    expect(letters.size).toBe(4)
    const status = await newsletterHandlers.sendStatus(asCoach({ sendId: key }))
    expect(status.sends[0]).toMatchObject({ state: "done", total: 5, counts: { queued: 4, skipped: 1 } })
  })

  it("leaves out readers who confirm after the send started", async () => {
    await setUp(readers(3))
    const now = new Date()
    const settings = { size: 1, pauseMs: 60_000 }
    const key = crypto.randomUUID()
    await start(key, settings, now)
    await subscribeAndConfirm(db, "latecomer@example.co.uk", new Date(now.getTime() + 1000))
    for (let minute = 1; minute <= 4; minute += 1) await advanceSends(db, new Date(now.getTime() + minute * 61_000), settings, 365)
    const letters = await lettersByReader()
    expect(letters.size).toBe(3)
    expect(letters.has("latecomer@example.co.uk")).toBe(false)
    // The next send of the post is theirs alone.
    expect((await start(crypto.randomUUID(), { size: 50, pauseMs: 0 }, new Date(now.getTime() + 5 * 61_000))).total).toBe(1)
    expect((await lettersByReader()).get("latecomer@example.co.uk")).toBe(1)
  })

  it("leaves them out even when taking the list was interrupted and resumes after they joined", async () => {
    await setUp(readers(2))
    const startedAt = new Date(Date.now() - 60_000)
    const key = crypto.randomUUID()
    // A send whose function stopped right after recording it, before it took the list.
    const letter = await makeLetter({ post: await publishedPost(db, SLUG), copy, site: context.site })
    await db.collection(NEWSLETTER_SENDS).doc(key).create({
      slug: SLUG, note: null, ...letter, base: BASE, by: "coach", state: "starting", total: 0,
      // Dates are stored as Firestore's timestamps.
      startedAt, nextBatchAt: startedAt, expiresAt: new Date(Date.now() + 365 * 24 * HOUR),
    })
    await subscribeAndConfirm(db, "joined-meanwhile@example.co.uk")
    await advanceSends(db, new Date(), { size: 50, pauseMs: 0 }, 365)
    const letters = await lettersByReader()
    expect(letters.size).toBe(2)
    expect(letters.has("joined-meanwhile@example.co.uk")).toBe(false)
  })
})

describe("one-click unsubscribe", () => {
  it("takes the POST a mail program sends from the headers, with no sign-in, and the next send skips them", async () => {
    await setUp(["jo@example.co.uk", "kit@example.co.uk"])
    await start(crypto.randomUUID(), { size: 50, pauseMs: 0 })
    const [letter] = (await mailsTo(db, "jo@example.co.uk")).filter((mail) => mail.id.startsWith(SLUG))
    const link = new URL(/<(.+)>/.exec(letter.headers?.["List-Unsubscribe"] ?? "")?.[1] ?? "")

    // The footer link's page changes nothing by being opened.
    const opened = await callPage(serveUnsubscribe, db, { method: "GET", query: { token: link.searchParams.get("token") ?? "" } })
    expect(opened.status).toBe(200)
    expect(opened.body).toContain(copy.unsubscribePage.button)
    expect((await newsletterHandlers.list(asCoach({}))).counts.confirmed).toBe(2)

    const posted = await callPage(serveUnsubscribe, db, { method: "POST", query: { token: link.searchParams.get("token") ?? "" }, body: { "List-Unsubscribe": "One-Click" } })
    expect(posted.status).toBe(200)
    expect(posted.body).toContain(copy.unsubscribed.heading)
    expect((await newsletterHandlers.list(asCoach({}))).counts.confirmed).toBe(1)

    await publishPost(db, "the-difficult-conversation-you-are-avoiding", { title: "The difficult conversation" })
    await startSend(db, { sendId: crypto.randomUUID(), slug: "the-difficult-conversation-you-are-avoiding", base: BASE, by: "coach", now: new Date(), keepDays: 365, settings: { size: 50, pauseMs: 0 } }, context)
    const next = (await db.collection(MAIL).get()).docs.filter((doc) => doc.id.startsWith("the-difficult-conversation"))
    expect(next.map((doc) => doc.get("to"))).toEqual([["kit@example.co.uk"]])
  })
})

describe("what went and what failed", () => {
  it("reads the mail service's word on each letter", async () => {
    await setUp(["lee@example.co.uk", "max@example.co.uk"])
    const key = crypto.randomUUID()
    await start(key, { size: 50, pauseMs: 0 })
    const mails = (await db.collection(MAIL).get()).docs.filter((doc) => doc.get("newsletterSend") === key)
    const byAddress = Object.fromEntries(mails.map((doc) => [(doc.get("to") as string[])[0], doc.ref]))
    await byAddress["lee@example.co.uk"].update({ delivery: { state: "SUCCESS" } })
    await byAddress["max@example.co.uk"].update({ delivery: { state: "ERROR", error: "550 mailbox unavailable" } })
    const status = await newsletterHandlers.sendStatus(asCoach({ sendId: key }))
    expect(status.sends[0].counts).toMatchObject({ sent: 1, failed: 1, queued: 0 })
    expect(status.deliveries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: "lee@example.co.uk", state: "sent" }),
        expect.objectContaining({ email: "max@example.co.uk", state: "failed", error: "550 mailbox unavailable" }),
      ]),
    )
    // The list of sends carries the last count.
    expect((await newsletterHandlers.sendStatus(asCoach({}))).sends[0]).toMatchObject({ sendId: key, counts: { sent: 1, failed: 1 } })
    expect((await db.collection(NEWSLETTER_DELIVERIES).where("sendId", "==", key).get()).size).toBe(2)
  })

  it("prints each letter in the local backend's terminal with its unsubscribe link", async () => {
    await setUp(["ned@example.co.uk"])
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined)
    process.env.FUNCTIONS_EMULATOR = "true"
    let printed: string[]
    try {
      await start(crypto.randomUUID(), { size: 50, pauseMs: 0 })
      printed = log.mock.calls.map((args) => String(args[0]))
    } finally {
      delete process.env.FUNCTIONS_EMULATOR
      log.mockRestore()
    }
    expect(printed).toContainEqual(`E-mail queued (mail/${SLUG}--${(await db.collection(NEWSLETTER_SUBSCRIBERS).get()).docs[0].id}) to ned@example.co.uk: Delegation is a design problem`)
    expect(printed.some((line) => tokenIn(line, NEWSLETTER_HTTP.unsubscribe) !== "")).toBe(true)
  })
})
