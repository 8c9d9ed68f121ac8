/**
 * @jest-environment node
 *
 * Her list in the studio: only she may see or change it, newest first with its counts; removing a
 * reader erases them (nothing kept but a hash of the address and the date); the list out and in as
 * CSV with awkward names and addresses; and everything kept no longer than her Settings say.
 */
import "./helpers/console-info-spy"
import { parse } from "csv-parse/sync"
import { firestore } from "../functions/src/firestore"
import { newsletterHandlers, studioNewsletterList } from "../functions/src/newsletter/newsletter-functions"
import { startSend } from "../functions/src/newsletter/sending"
import { readNewsletterFile } from "../functions/src/newsletter/newsletter-copy"
import { deleteExpiredNewsletterRecords } from "../functions/src/newsletter/clean-up"
import { subscribeFrom } from "../functions/src/newsletter/subscribe-request"
import { MAIL, NEWSLETTER_DELIVERIES, NEWSLETTER_LEFT, NEWSLETTER_SENDS, NEWSLETTER_SUBSCRIBERS } from "../contract/firebase-settings"
import { CONFIRM_LINK_HOURS, NEWSLETTER_CSV_COLUMNS } from "../contract/newsletter-api"
import siteFile from "../content/site.json"
import { asCoach, clearAll, fromNewSender, HOUR, publishPost, signUp, subscribeAndConfirm, withEmptiedFirestore } from "./helpers/newsletter-cases"

jest.setTimeout(120_000)

type Firestore = ReturnType<typeof firestore>
let db: Firestore
withEmptiedFirestore((made) => {
  db = made
})

const DAY = 24 * HOUR
const importCsv = (csv: string) => newsletterHandlers.importList(asCoach({ csv, vouched: true, consentSource: "Sign-up sheet at the March workshop" }))

/** Every document of the newsletter's collections and the mail queue, as text, to look for an address in. */
const everythingKept = async (): Promise<string> => {
  const texts: string[] = []
  for (const collection of [NEWSLETTER_SUBSCRIBERS, NEWSLETTER_LEFT, NEWSLETTER_SENDS, NEWSLETTER_DELIVERIES, MAIL]) {
    for (const doc of (await db.collection(collection).get()).docs) texts.push(doc.id, JSON.stringify(doc.data()))
  }
  return texts.join("\n")
}

describe("who may", () => {
  it("refuses anyone but the coach", async () => {
    const visitor = { data: {}, rawRequest: { headers: {} }, acceptsStreaming: false } as never
    await expect(studioNewsletterList.run(visitor)).rejects.toMatchObject({ code: "unauthenticated" })
    const someone = { ...(visitor as object), auth: { uid: "x", token: { uid: "x", email_verified: true }, rawToken: "t" } } as never
    await expect(studioNewsletterList.run(someone)).rejects.toMatchObject({ code: "permission-denied" })
  })
})

describe("the list", () => {
  it("counts the subscribed and the waiting, newest first, page by page", async () => {
    const start = Date.now() - 10 * HOUR
    for (let n = 0; n < 5; n += 1) await subscribeAndConfirm(db, `old${n}@example.co.uk`, new Date(start + n * HOUR))
    await subscribeFrom(db, signUp("waiting@example.co.uk"), fromNewSender(), new Date(start + 6 * HOUR))
    const first = await newsletterHandlers.list(asCoach({ pageSize: 4 }))
    expect(first.counts).toEqual({ confirmed: 5, waiting: 1 })
    expect(first.subscribers.map((reader) => reader.email)).toEqual(["waiting@example.co.uk", "old4@example.co.uk", "old3@example.co.uk", "old2@example.co.uk"])
    expect(first.subscribers[0]).toMatchObject({ state: "waiting", source: "post" })
    const second = await newsletterHandlers.list(asCoach({ pageSize: 4, cursor: first.next }))
    expect(second.subscribers.map((reader) => reader.email)).toEqual(["old1@example.co.uk", "old0@example.co.uk"])
    expect(second.next).toBeNull()
  })
})

describe("removing a reader", () => {
  it("erases them: nothing of them is kept but a hash of the address and the date they left", async () => {
    await publishPost(db, "delegation-is-a-design-problem")
    await subscribeAndConfirm(db, "olive.leaving@example.co.uk", new Date(Date.now() - HOUR))
    await subscribeAndConfirm(db, "pat@example.co.uk", new Date(Date.now() - HOUR))
    const copy = readNewsletterFile()
    await startSend(
      db,
      { sendId: crypto.randomUUID(), slug: "delegation-is-a-design-problem", base: "https://example.invalid", by: "coach", now: new Date(), keepDays: 365, settings: { size: 50, pauseMs: 0 } },
      { copy, site: { name: siteFile.name, company: siteFile.company, siteUrl: siteFile.siteUrl } },
    )
    expect(await everythingKept()).toContain("olive.leaving@example.co.uk")

    const { subscribers } = await newsletterHandlers.list(asCoach({}))
    const olive = subscribers.find((reader) => reader.email === "olive.leaving@example.co.uk")
    expect(await newsletterHandlers.remove(asCoach({ id: olive?.id }))).toEqual({ removed: true })

    expect(await everythingKept()).not.toMatch(/olive\.leaving/i)
    const left = (await db.collection(NEWSLETTER_LEFT).get()).docs
    expect(left).toHaveLength(1)
    expect(Object.keys(left[0].data()).sort()).toEqual(["expiresAt", "how", "leftAt"])
    expect(left[0].get("how")).toBe("removed")
    expect((await newsletterHandlers.list(asCoach({}))).counts).toEqual({ confirmed: 1, waiting: 0 })
    // The other reader's letter and record are untouched.
    expect(await everythingKept()).toContain("pat@example.co.uk")
  })
})

describe("CSV", () => {
  const AWKWARD = [
    { email: "siobhan.obrien@example.ie", name: "Siobhán O'Brien, MBE" },
    { email: "jo+letters@example.co.uk", name: 'Dr Jo "JJ" Smith' },
    { email: "zoe@example.de", name: "Zoë Łukasiewicz-Müller" },
    { email: "formula@example.com", name: "=HYPERLINK(\"https://example.com\")" },
    { email: "noname@example.com", name: "" },
  ]
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`
  const fileOf = (rows: Array<{ email: string; name: string }>) => ["Name,E-mail address,Email", ...rows.map((row) => `${quote(row.name)},ignored,${quote(row.email)}`)].join("\r\n")

  it("goes out and back in unchanged, awkward names and addresses included", async () => {
    const imported = await importCsv(fileOf(AWKWARD))
    expect(imported).toEqual({ added: 5, alreadyListed: 0, refused: [] })

    const exported = await newsletterHandlers.exportList(asCoach({}))
    expect(exported.count).toBe(5)
    expect(exported.filename).toMatch(/^newsletter-\d{4}-\d{2}-\d{2}\.csv$/)
    // A spreadsheet would run a cell that starts with "=": it goes out behind an apostrophe.
    expect(exported.csv).toContain(`"'=HYPERLINK(""https://example.com"")"`)
    const rows = parse(exported.csv, { bom: true, columns: true }) as Array<Record<string, string>>
    expect(Object.keys(rows[0])).toEqual([...NEWSLETTER_CSV_COLUMNS])
    expect(rows.every((row) => row.state === "confirmed" && row.source === "import")).toBe(true)

    // Her export, imported into an empty list, gives the same readers.
    await clearAll(db)
    expect(await importCsv(exported.csv)).toEqual({ added: 5, alreadyListed: 0, refused: [] })
    const again = (await newsletterHandlers.list(asCoach({}))).subscribers.map((reader) => ({ email: reader.email, name: reader.name ?? "" }))
    expect(again.sort((a, b) => a.email.localeCompare(b.email))).toEqual([...AWKWARD].sort((a, b) => a.email.localeCompare(b.email)))
  })

  it("records the consent as hers to vouch for, and refuses line breaks, bad addresses, repeats and those who left", async () => {
    await subscribeAndConfirm(db, "gone@example.co.uk")
    const { subscribers } = await newsletterHandlers.list(asCoach({}))
    await newsletterHandlers.remove(asCoach({ id: subscribers[0].id }))

    const csv = ["email,name", `ok@example.co.uk,Ruth`, `"broken@example.co.uk","Two\nLines"`, `not-an-address,Sam`, `OK@example.co.uk,Ruth again`, `gone@example.co.uk,Gone`].join("\n")
    const result = await importCsv(csv)
    expect(result.added).toBe(1)
    expect(result.refused.map((refusal) => refusal.reason)).toEqual(["line-break", "invalid-email", "duplicate", "unsubscribed"])
    const [record] = (await db.collection(NEWSLETTER_SUBSCRIBERS).where("email", "==", "ok@example.co.uk").get()).docs
    expect(record.get("state")).toBe("confirmed")
    expect(record.get("consent")).toMatchObject({ how: "import", vouchedBy: "coach", source: "Sign-up sheet at the March workshop" })
  })

  it("takes one mailbox once, however its address is written in the file", async () => {
    const csv = ["email,name", "jane.doe@gmail.com,Jane", "janedoe@gmail.com,Jane again", "Jane.Doe+letters@googlemail.com,Jane once more", "sam@example.co.uk,Sam", "sam+news@example.co.uk,Sam again"].join("\n")
    const result = await importCsv(csv)
    expect(result).toEqual({ added: 2, alreadyListed: 0, refused: [3, 4, 6].map((line) => ({ line, reason: "duplicate" })) })
    expect((await newsletterHandlers.list(asCoach({}))).subscribers.map((reader) => reader.email).sort()).toEqual(["jane.doe@gmail.com", "sam@example.co.uk"])
  })

  it("refuses an import without her word that they agreed", async () => {
    await expect(newsletterHandlers.importList(asCoach({ csv: "email\nx@example.com", consentSource: "Workshop" }))).rejects.toMatchObject({ code: "invalid-argument" })
  })
})

describe("keeping", () => {
  it("deletes a waiting reader when their link expires, the note that someone left after her keeping period, and keeps those subscribed", async () => {
    const now = new Date()
    await subscribeFrom(db, signUp("waits@example.co.uk"), fromNewSender(), now)
    await subscribeAndConfirm(db, "stays@example.co.uk", now)
    await subscribeAndConfirm(db, "leaves@example.co.uk", now)
    const leaving = (await newsletterHandlers.list(asCoach({}))).subscribers.find((reader) => reader.email === "leaves@example.co.uk")
    await newsletterHandlers.remove(asCoach({ id: leaving?.id }))

    await deleteExpiredNewsletterRecords(db, new Date(now.getTime() + CONFIRM_LINK_HOURS * HOUR - 60_000))
    expect((await newsletterHandlers.list(asCoach({}))).counts).toEqual({ confirmed: 1, waiting: 1 })
    await deleteExpiredNewsletterRecords(db, new Date(now.getTime() + CONFIRM_LINK_HOURS * HOUR + 60_000))
    expect((await newsletterHandlers.list(asCoach({}))).counts).toEqual({ confirmed: 1, waiting: 0 })
    expect((await db.collection(NEWSLETTER_LEFT).get()).size).toBe(1)
    await deleteExpiredNewsletterRecords(db, new Date(now.getTime() + (siteFile.retention.enquiryDays + 1) * DAY))
    expect((await db.collection(NEWSLETTER_LEFT).get()).size).toBe(0)
    expect((await newsletterHandlers.list(asCoach({}))).counts).toEqual({ confirmed: 1, waiting: 0 })
  })
})
