/**
 * @jest-environment node
 *
 * What follows a client's acceptance, on the run's shared local backend (the Firestore trigger
 * and the daily run in the Functions emulator, the Firestore stand-in): the acceptance is written
 * with the Admin SDK as the accept callable writes it; the signed agreement goes to the client and
 * to her and the first invoice to whoever pays, once each even when the acceptance arrives twice,
 * their PDFs holding the figures; invoice numbers stay contiguous and unique when several clients
 * accept at once; the daily run issues the later instalments on their days, adding up to the fee,
 * and sends each reminder once. Its proposals and addresses are its own: other suites' are in the
 * same backend, so it reads only its own documents, but for the numbers, which it reads whole.
 */
import { randomUUID } from "node:crypto"
import { getFirestore, type DocumentSnapshot } from "firebase-admin/firestore"
import { DateTime } from "luxon"
import site from "../content/site.json"
import terms from "../content/engagement-terms.json"
import { ENGAGEMENT_CALLABLES, type SendProposalResult } from "../contract/engagement-api"
import { proposalSchema, type ProposalInput } from "../contract/engagement-schema"
import { termsSchema } from "../contract/engagement-terms"
import { ENGAGEMENTS, INVOICES, MAIL, NUMBER_COUNTERS } from "../contract/firebase-settings"
import { invoiceSchema, type Invoice } from "../contract/invoice-schema"
import type { AcceptedEngagement } from "../functions/src/engagements/accepted-engagement"
import { invoiceRecord } from "../functions/src/invoices/invoice-record"
import { issueInvoice } from "../functions/src/invoices/issue-invoice"
import { siteIdentity } from "../functions/src/site/site-identity"
import { acceptWithAdmin, accountOn, callOn, londonDayAfter, pdfText, runScheduledOn, waitFor } from "./helpers/engagement-backend"
import { sharedLocalBackendForFile } from "./helpers/local-backend"

jest.setTimeout(180_000)

const backend = sharedLocalBackendForFile("engagement-acceptance-test")
const db = () => getFirestore(backend.adminApp())
const call = callOn(backend)

let coach: string

beforeAll(async () => {
  coach = await accountOn(backend)("acceptance.coach@example.co.uk", { coach: true })
})

const proposalFor = (who: string, paymentPlan: ProposalInput["paymentPlan"] = { kind: "monthly", instalments: 3 }): ProposalInput => ({
  client: { name: "Priya Raman", email: `${who}@example.co.uk` },
  payer: {
    kind: "organisation",
    name: "Harbour Street Logistics Ltd",
    billingContact: { name: "Tom Okafor", email: `${who}.accounts@harbourstreet.example.co.uk` },
    address: ["4 Harbour Street", "Bristol", "BS1 4RW"],
    poNumber: "PO-20931",
    vatNumber: "GB 123 4567 89",
  },
  programme: { title: "Leadership programme", sessions: 8, sessionMinutes: 90, feePence: 480_000 },
  paymentPlan,
  startDate: "2027-01-11",
})

/** Sends a proposal through the coach's callable; answers its id. */
const sent = async (proposal: ProposalInput): Promise<string> => {
  const proposalId = randomUUID()
  const answer = await call<SendProposalResult>(ENGAGEMENT_CALLABLES.sendProposal, { proposalId, proposal }, coach)
  expect(answer.error).toBeUndefined()
  return proposalId
}

/** Every mail document to any of these addresses. */
const mailsTo = async (...addresses: string[]) =>
  (await db().collection(MAIL).get()).docs.filter((doc) => (doc.get("to") as string[]).some((to) => addresses.includes(to)))

const invoicesOf = async (engagementId: string): Promise<Invoice[]> =>
  (await db().collection(INVOICES).where("engagementId", "==", engagementId).get()).docs.map((doc) => invoiceSchema.parse(doc.data())).sort((a, b) => a.instalment - b.instalment)

const attachmentOf = (doc: DocumentSnapshot): string => {
  const [attachment] = doc.get("message.attachments") as { content: string; encoding: string; contentType: string }[]
  expect(attachment).toMatchObject({ encoding: "base64", contentType: "application/pdf" })
  return attachment.content
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 4_000))

describe("on acceptance", () => {
  it("e-mails the signed agreement to the client and to her, and the first invoice to the payer, once each even when the acceptance arrives twice", async () => {
    const proposal = proposalFor("accepted.once")
    const proposalId = await sent(proposal)
    const client = proposal.client.email
    const payer = proposal.payer.kind === "organisation" ? proposal.payer.billingContact.email : ""
    await acceptWithAdmin(backend, proposalId, "Priya Raman")

    const ids = [`agreement-${proposalId}-client`, `agreement-${proposalId}-coach`, `invoice-${proposalId}-1`]
    const queued = await waitFor(
      () => Promise.all(ids.map((id) => db().collection(MAIL).doc(id).get())),
      (docs) => docs.every((doc) => doc.exists),
    )
    expect(queued.map((doc) => doc.exists)).toEqual([true, true, true])
    const [toClient, toCoach, invoiceMail] = queued
    expect(toClient.get("to")).toEqual([client])
    expect(toCoach.get("to")).toEqual([site.email])
    expect(invoiceMail.get("to")).toEqual([payer])

    // The same acceptance again, as a redelivered event brings it: nothing is sent or numbered twice.
    await db().collection(ENGAGEMENTS).doc(proposalId).update({ state: "opened" })
    await acceptWithAdmin(backend, proposalId, "Priya Raman")
    await settle()
    const again = await Promise.all(ids.map((id) => db().collection(MAIL).doc(id).get()))
    expect(again.map((doc) => doc.updateTime?.toMillis())).toEqual(queued.map((doc) => doc.updateTime?.toMillis()))
    // The proposal's own e-mail, the two agreements, the invoice: to these addresses and no more.
    expect((await mailsTo(client, payer, site.email)).filter((doc) => doc.id.includes(proposalId)).map((doc) => doc.id).sort()).toEqual([...ids, `proposal-${proposalId}-1`].sort())
    const invoices = await invoicesOf(proposalId)
    expect(invoices).toHaveLength(1)

    // What the PDFs say.
    const agreement = await pdfText(attachmentOf(toClient))
    expect(agreement).toContain("Name typed Priya Raman")
    expect(agreement).toContain("£4,800 plus VAT at 20% (£5,760 in all)")
    const stored = await db().collection(ENGAGEMENTS).doc(proposalId).get()
    expect(agreement.replace(/ /g, "")).toContain(String(stored.get("acceptance.proposalHash")))
    expect(agreement.replace(/ /g, "")).toContain(String(stored.get("acceptance.termsHash")))
    for (const section of termsSchema.parse(terms).sections) expect(agreement).toContain(section.text.replace(/\s+/g, " "))
    expect(await pdfText(attachmentOf(toCoach))).toEqual(agreement)

    const [invoice] = invoices
    const text = await pdfText(attachmentOf(invoiceMail))
    for (const expected of [`Invoice number ${invoice.number}`, "Net £1,600.00", "VAT at 20% £320.00", "Total £1,920.00", "Purchase order PO-20931", `Reference ${invoice.number}`, "Harbour Street Logistics Ltd"]) {
      expect(text).toContain(expected)
    }
    expect(invoice).toMatchObject({ instalment: 1, instalments: 3, issuedOn: londonDayAfter(0), dueOn: londonDayAfter(14), status: "issued" })
  })

  /** Every invoice the backend holds, whoever's, and the counter, read together (other suites issue theirs). */
  const allNumbers = () =>
    db().runTransaction(async (transaction) => {
      const [all, counter] = [await transaction.get(db().collection(INVOICES)), await transaction.get(db().collection(NUMBER_COUNTERS).doc("invoices"))]
      return { sequences: all.docs.map((doc) => Number(doc.get("sequence"))).sort((a, b) => a - b), last: counter.get("last") as unknown }
    })

  const expectContiguous = async () => {
    const { sequences, last } = await allNumbers()
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, index) => index + 1))
    expect(last).toBe(sequences.length)
  }

  it("numbers the invoices of clients accepting at once contiguously, no number twice", async () => {
    const ids: string[] = []
    for (let index = 0; index < 4; index += 1) ids.push(await sent(proposalFor(`at.once.${index}`, { kind: "full" })))
    await Promise.all(ids.map((id) => acceptWithAdmin(backend, id, "Priya Raman")))
    // Each event may start a worker of its own in the Functions emulator: on a busy machine that takes a while.
    const issued = await waitFor(
      () => Promise.all(ids.map(invoicesOf)),
      (each) => each.every((invoices) => invoices.length === 1),
      200_000,
    )
    expect(issued.map((invoices) => invoices.length)).toEqual([1, 1, 1, 1])
    const mine = issued.map(([invoice]) => invoice)
    expect(new Set(mine.map((invoice) => invoice.number)).size).toBe(4)
    expect(mine.every((invoice) => invoice.amounts.grossPence === 576_000)).toBe(true)
    await expectContiguous()
  }, 300_000)

  it("numbers ten invoices issued at the same moment 1 to N with none twice, each taking its number in the transaction that creates it", async () => {
    const site = siteIdentity()
    const engagements = Array.from({ length: 10 }, (_, index): AcceptedEngagement => ({
      id: randomUUID(),
      proposal: proposalSchema.parse(proposalFor(`same.moment.${index}`, { kind: "full" })),
      terms: { hash: "0".repeat(64), content: termsSchema.parse(terms) },
      acceptance: { name: "Priya Raman", acceptedAt: new Date(), proposalHash: "1".repeat(64), termsHash: "0".repeat(64) },
    }))
    // The functions' own code, on the backend's Firestore, ten at once from this process (its firebase-admin is the functions' copy's twin).
    const functionsDb = db() as never
    const issued = await Promise.all(engagements.map((engagement) => issueInvoice(functionsDb, `${engagement.id}-1`, invoiceRecord(engagement, site, 1, londonDayAfter(0)))))
    expect(issued.every((each) => each.issued)).toBe(true)
    expect(new Set(issued.map((each) => each.invoice.number)).size).toBe(10)
    await expectContiguous()
    // Issuing them again numbers nothing.
    const again = await Promise.all(engagements.map((engagement) => issueInvoice(functionsDb, `${engagement.id}-1`, invoiceRecord(engagement, site, 1, londonDayAfter(0)))))
    expect(again.map((each) => [each.issued, each.invoice.number])).toEqual(issued.map((each) => [false, each.invoice.number]))
  })
})

describe("the daily run", () => {
  const run = (day: string) => runScheduledOn(backend, "sendInstalmentsAndReminders", day)
  const monthsOn = (months: number) => DateTime.fromISO(londonDayAfter(0), { zone: "UTC" }).plus({ months }).toISODate() ?? ""

  it("sends the reminder 3 days before an invoice is due and the one the day after it is overdue, each once, and issues the later instalments on their days", async () => {
    const proposal = proposalFor("monthly.plan")
    const proposalId = await sent(proposal)
    await acceptWithAdmin(backend, proposalId, "Priya Raman")
    const [first] = await waitFor(() => invoicesOf(proposalId), (invoices) => invoices.length === 1)
    const invoiceId = `${proposalId}-1`
    const reminder = db().collection(MAIL).doc(`invoice-${invoiceId}-reminder`)
    const overdue = db().collection(MAIL).doc(`invoice-${invoiceId}-overdue`)

    await run(londonDayAfter(10))
    expect((await reminder.get()).exists).toBe(false)
    await run(londonDayAfter(11))
    const reminded = await reminder.get()
    expect(reminded.exists).toBe(true)
    expect(reminded.get("message.subject")).toBe(`Reminder: invoice ${first.number} is due on ${DateTime.fromISO(first.dueOn).setLocale("en-GB").toFormat("d MMMM yyyy")}`)
    await run(londonDayAfter(12))
    expect((await reminder.get()).updateTime?.toMillis()).toBe(reminded.updateTime?.toMillis())
    expect((await overdue.get()).exists).toBe(false)

    await run(londonDayAfter(15))
    const late = await overdue.get()
    expect(late.exists).toBe(true)
    expect(await pdfText(attachmentOf(late))).toContain(`Invoice number ${first.number}`)
    await run(londonDayAfter(16))
    expect((await overdue.get()).updateTime?.toMillis()).toBe(late.updateTime?.toMillis())
    expect((await invoicesOf(proposalId))[0].reminders).toEqual({ beforeDue: londonDayAfter(11), overdue: londonDayAfter(15) })

    // The second instalment on its day a month after acceptance, once however often the run comes; then the third.
    await run(DateTime.fromISO(monthsOn(1)).minus({ days: 1 }).toISODate() ?? "")
    expect(await invoicesOf(proposalId)).toHaveLength(1)
    await run(monthsOn(1))
    await run(monthsOn(1))
    const two = await invoicesOf(proposalId)
    expect(two).toHaveLength(2)
    expect(two[1]).toMatchObject({ instalment: 2, issuedOn: monthsOn(1), period: { from: monthsOn(1) } })
    expect((await db().collection(MAIL).doc(`invoice-${proposalId}-2`).get()).get("to")).toEqual([`monthly.plan.accounts@harbourstreet.example.co.uk`])
    await run(monthsOn(2))
    const all = await invoicesOf(proposalId)
    expect(all.map((invoice) => invoice.instalment)).toEqual([1, 2, 3])
    expect(all.reduce((sum, invoice) => sum + invoice.amounts.netPence, 0)).toBe(proposal.programme.feePence)
    expect(new Set(all.map((invoice) => invoice.number)).size).toBe(3)
    await run(monthsOn(3))
    expect(await invoicesOf(proposalId)).toHaveLength(3)
  })
})
