/**
 * @jest-environment node
 *
 * The invoice callables over the real callable protocol, on the run's shared local backend: her
 * studio's (coach only) list what is due, overdue, paid and void with totals, mark one paid on the
 * day the transfer arrived, void one with a credit note e-mailed to the payer, and export them as
 * CSV; the client's room's list the signed-in client's own invoices and give one's PDF, and refuse
 * another's. Anonymous callers and strangers get nothing. Its proposals and accounts are its own.
 */
import { randomUUID } from "node:crypto"
import { getFirestore } from "firebase-admin/firestore"
import { parse } from "csv-parse/sync"
import { ENGAGEMENT_CALLABLES, type SendProposalResult } from "../contract/engagement-api"
import type { ProposalInput } from "../contract/engagement-schema"
import { INVOICES, MAIL } from "../contract/firebase-settings"
import {
  CLIENT_INVOICE_CALLABLES,
  INVOICE_CALLABLES,
  type ExportInvoicesResult,
  type InvoiceChangeResult,
  type InvoicePdfResult,
  type ListInvoicesResult,
  type ListMyInvoicesResult,
  type VoidInvoiceResult,
} from "../contract/invoice-api"
import { INVOICE_CSV_COLUMNS } from "../functions/src/invoices/invoice-ledger"
import { acceptWithAdmin, accountOn, callOn, londonDayAfter, pdfText, waitFor } from "./helpers/engagement-backend"
import { sharedLocalBackendForFile } from "./helpers/local-backend"

jest.setTimeout(180_000)

const backend = sharedLocalBackendForFile("invoice-callables-test")
const db = () => getFirestore(backend.adminApp())
const call = callOn(backend)

const CLIENT = "invoices.client@example.co.uk"
const OTHER_CLIENT = "invoices.other.client@example.co.uk"

let coach: string
let stranger: string
let client: string
let otherClient: string
/** The signed-in client's engagement (sponsored, three instalments) and another client's (paid by themselves, in full). */
let mine: string
let theirs: string

const proposalFor = (email: string, sponsoredBy: boolean): ProposalInput => ({
  client: { name: sponsoredBy ? "Priya Raman" : "Daniel Hughes", email },
  payer: sponsoredBy
    ? {
        kind: "organisation",
        name: "Harbour Street Logistics Ltd",
        billingContact: { name: "Tom Okafor", email: "invoices.billing@harbourstreet.example.co.uk" },
        address: ["4 Harbour Street", "Bristol", "BS1 4RW"],
        poNumber: "=PO-20931",
        vatNumber: "GB 123 4567 89",
      }
    : { kind: "client" },
  programme: { title: sponsoredBy ? "Leadership programme" : "Founder mentoring", sessions: 6, sessionMinutes: 60, feePence: sponsoredBy ? 480_000 : 150_050 },
  paymentPlan: sponsoredBy ? { kind: "monthly", instalments: 3 } : { kind: "full" },
  startDate: "2027-01-11",
})

const acceptedEngagement = async (email: string, sponsoredBy: boolean): Promise<string> => {
  const proposalId = randomUUID()
  const answer = await call<SendProposalResult>(ENGAGEMENT_CALLABLES.sendProposal, { proposalId, proposal: proposalFor(email, sponsoredBy) }, coach)
  expect(answer.error).toBeUndefined()
  await acceptWithAdmin(backend, proposalId, sponsoredBy ? "Priya Raman" : "Daniel Hughes")
  await waitFor(() => db().collection(INVOICES).doc(`${proposalId}-1`).get(), (doc) => doc.exists)
  return proposalId
}

beforeAll(async () => {
  const account = accountOn(backend)
  coach = await account("invoices.coach@example.co.uk", { coach: true })
  stranger = await account("invoices.stranger@example.co.uk", null)
  client = await account(CLIENT, { client: true })
  otherClient = await account(OTHER_CLIENT, { client: true })
  mine = await acceptedEngagement(CLIENT, true)
  theirs = await acceptedEngagement(OTHER_CLIENT, false)
})

describe("who may call the invoice callables", () => {
  const studioRequests: Record<keyof typeof INVOICE_CALLABLES, () => unknown> = {
    listInvoices: () => ({}),
    markInvoicePaid: () => ({ invoiceId: `${theirs}-1`, paidOn: londonDayAfter(0) }),
    voidInvoice: () => ({ invoiceId: `${theirs}-1` }),
    exportInvoices: () => ({}),
  }

  it.each(Object.keys(studioRequests) as (keyof typeof studioRequests)[])("%s refuses an anonymous caller, a stranger and a client, changing nothing", async (name) => {
    expect((await call(INVOICE_CALLABLES[name], studioRequests[name]())).error?.status).toBe("UNAUTHENTICATED")
    for (const who of [stranger, client]) {
      const answer = await call(INVOICE_CALLABLES[name], studioRequests[name](), who)
      expect(answer.error?.status).toBe("PERMISSION_DENIED")
      expect(JSON.stringify(answer)).not.toContain("Harbour Street")
    }
    const stored = await db().collection(INVOICES).doc(`${theirs}-1`).get()
    expect({ status: stored.get("status"), paidOn: stored.get("paidOn"), creditNote: stored.get("creditNoteNumber") }).toEqual({ status: "issued", paidOn: undefined, creditNote: undefined })
  })

  const clientRequests: Record<keyof typeof CLIENT_INVOICE_CALLABLES, () => unknown> = {
    listMyInvoices: () => ({}),
    invoicePdf: () => ({ invoiceId: `${mine}-1` }),
  }

  it.each(Object.keys(clientRequests) as (keyof typeof clientRequests)[])("the client's %s refuses an anonymous caller, a stranger and the coach", async (name) => {
    expect((await call(CLIENT_INVOICE_CALLABLES[name], clientRequests[name]())).error?.status).toBe("UNAUTHENTICATED")
    for (const who of [stranger, coach]) {
      const answer = await call(CLIENT_INVOICE_CALLABLES[name], clientRequests[name](), who)
      expect(answer.error?.status).toBe("PERMISSION_DENIED")
      expect(answer.result).toBeUndefined()
    }
  })
})

describe("the client's room", () => {
  it("lists the signed-in client's own invoices and none of another's", async () => {
    const answer = await call<ListMyInvoicesResult>(CLIENT_INVOICE_CALLABLES.listMyInvoices, {}, client)
    expect(answer.error).toBeUndefined()
    // Later instalments may be there too, when the daily run of another suite has passed their day.
    const listed = answer.result?.invoices ?? []
    expect(listed.length).toBeGreaterThan(0)
    expect(listed.every((each) => each.invoice.engagementId === mine && each.invoice.clientEmail === CLIENT)).toBe(true)
    expect(listed.find((each) => each.invoiceId === `${mine}-1`)).toMatchObject({ state: "due", invoice: { amounts: { grossPence: 192_000 } } })
    const other = await call<ListMyInvoicesResult>(CLIENT_INVOICE_CALLABLES.listMyInvoices, {}, otherClient)
    expect(other.result?.invoices.map((each) => each.invoiceId)).toEqual([`${theirs}-1`])
  })

  it("gives the client their own invoice's PDF and refuses another's", async () => {
    const own = await call<InvoicePdfResult>(CLIENT_INVOICE_CALLABLES.invoicePdf, { invoiceId: `${mine}-1` }, client)
    expect(own.error).toBeUndefined()
    const stored = (await db().collection(INVOICES).doc(`${mine}-1`).get()).get("number") as string
    expect(own.result).toMatchObject({ filename: `invoice-${stored}.pdf`, contentType: "application/pdf" })
    expect(await pdfText(own.result?.base64 ?? "")).toContain(`Invoice number ${stored}`)

    const another = await call<InvoicePdfResult>(CLIENT_INVOICE_CALLABLES.invoicePdf, { invoiceId: `${theirs}-1` }, client)
    expect(another.error?.status).toBe("PERMISSION_DENIED")
    expect(another.result).toBeUndefined()
    const none = await call(CLIENT_INVOICE_CALLABLES.invoicePdf, { invoiceId: `${randomUUID()}-1` }, client)
    expect(none.error?.status).toBe("PERMISSION_DENIED")
    const bad = await call(CLIENT_INVOICE_CALLABLES.invoicePdf, { invoiceId: "../engagements" }, client)
    expect(bad.error).toMatchObject({ status: "INVALID_ARGUMENT", details: { problems: [{ field: "invoiceId", message: "must be the id of an invoice" }] } })
  })
})

describe("her invoices in the studio", () => {
  const list = async () => {
    const answer = await call<ListInvoicesResult>(INVOICE_CALLABLES.listInvoices, {}, coach)
    expect(answer.error).toBeUndefined()
    return answer.result as ListInvoicesResult
  }

  it("lists each invoice with its state and the totals of each state", async () => {
    const { invoices, totals } = await list()
    const found = invoices.find((each) => each.invoiceId === `${mine}-1`)
    expect(found).toMatchObject({ state: "due", invoice: { billTo: { name: "Harbour Street Logistics Ltd", poNumber: "=PO-20931" } } })
    const due = invoices.filter((each) => each.state === "due")
    expect(totals.due).toEqual({ count: due.length, grossPence: due.reduce((sum, each) => sum + each.invoice.amounts.grossPence, 0) })
    // The latest first.
    expect(invoices.map((each) => each.invoice.sequence)).toEqual([...invoices.map((each) => each.invoice.sequence)].sort((a, b) => b - a))
  })

  it("marks an invoice paid on the day the transfer arrived, refusing a day to come or before it was issued", async () => {
    const invoiceId = `${mine}-1`
    const tomorrow = await call(INVOICE_CALLABLES.markInvoicePaid, { invoiceId, paidOn: londonDayAfter(1) }, coach)
    expect(tomorrow.error).toMatchObject({ status: "INVALID_ARGUMENT", details: { problems: [{ field: "paidOn", message: "must not be after today" }] } })
    const before = await call(INVOICE_CALLABLES.markInvoicePaid, { invoiceId, paidOn: londonDayAfter(-1) }, coach)
    expect(before.error?.details?.problems?.[0]?.field).toBe("paidOn")
    const notADate = await call(INVOICE_CALLABLES.markInvoicePaid, { invoiceId, paidOn: "31/12/2026" }, coach)
    expect(notADate.error?.details?.problems).toEqual([{ field: "paidOn", message: "must be a date (YYYY-MM-DD)" }])
    expect((await db().collection(INVOICES).doc(invoiceId).get()).get("status")).toBe("issued")

    const paid = await call<InvoiceChangeResult>(INVOICE_CALLABLES.markInvoicePaid, { invoiceId, paidOn: londonDayAfter(0) }, coach)
    expect(paid.result?.invoice).toMatchObject({ state: "paid", invoice: { status: "paid", paidOn: londonDayAfter(0) } })
    expect((await call(INVOICE_CALLABLES.markInvoicePaid, { invoiceId, paidOn: londonDayAfter(0) }, coach)).error).toBeUndefined()
    expect((await list()).invoices.find((each) => each.invoiceId === invoiceId)?.state).toBe("paid")
    // The client's room shows it paid too.
    const room = (await call<ListMyInvoicesResult>(CLIENT_INVOICE_CALLABLES.listMyInvoices, {}, client)).result?.invoices ?? []
    expect(room.find((each) => each.invoiceId === invoiceId)?.state).toBe("paid")
    // Paid is not void.
    expect((await call(INVOICE_CALLABLES.voidInvoice, { invoiceId }, coach)).error?.status).toBe("FAILED_PRECONDITION")
  })

  it("voids an invoice with a credit note of its own number, e-mailed to the payer with its PDF, once", async () => {
    const invoiceId = `${theirs}-1`
    const reason = "Programme postponed at the client's request\nBcc: someone@example.com"
    const twoLines = await call(INVOICE_CALLABLES.voidInvoice, { invoiceId, reason }, coach)
    expect(twoLines.error?.details?.problems).toEqual([{ field: "reason", message: "must be one line" }])

    const voided = await call<VoidInvoiceResult>(INVOICE_CALLABLES.voidInvoice, { invoiceId, reason: "Programme postponed at the client's request" }, coach)
    expect(voided.error).toBeUndefined()
    const creditNote = voided.result?.creditNoteNumber ?? ""
    expect(creditNote).toMatch(/^CN-\d{4,}$/)
    expect(voided.result?.invoice).toMatchObject({ state: "void", invoice: { status: "void", creditNoteNumber: creditNote } })

    const mail = db().collection(MAIL).doc(`credit-note-${invoiceId}`)
    const sent = await mail.get()
    expect(sent.get("to")).toEqual([OTHER_CLIENT])
    const [attachment] = sent.get("message.attachments") as { content: string; filename: string }[]
    expect(attachment.filename).toBe(`credit-note-${creditNote}.pdf`)
    const text = await pdfText(attachment.content)
    const invoiceNumber = (await db().collection(INVOICES).doc(invoiceId).get()).get("number") as string
    for (const expected of [`Credit note number ${creditNote}`, `Cancels invoice ${invoiceNumber}`, "Total -£1,800.60", "Programme postponed at the client's request"]) expect(text).toContain(expected)

    const again = await call<VoidInvoiceResult>(INVOICE_CALLABLES.voidInvoice, { invoiceId }, coach)
    expect(again.result?.creditNoteNumber).toBe(creditNote)
    expect((await mail.get()).updateTime?.toMillis()).toBe(sent.updateTime?.toMillis())
    expect((await call(INVOICE_CALLABLES.markInvoicePaid, { invoiceId, paidOn: londonDayAfter(0) }, coach)).error?.status).toBe("FAILED_PRECONDITION")
  })

  it("exports every invoice and credit note as CSV for her accountant, amounts in pounds with two decimals", async () => {
    const answer = await call<ExportInvoicesResult>(INVOICE_CALLABLES.exportInvoices, {}, coach)
    expect(answer.error).toBeUndefined()
    const { csv, filename } = answer.result as ExportInvoicesResult
    expect(filename).toBe(`invoices-${londonDayAfter(0)}.csv`)
    const rows = parse(csv.replace(/^\uFEFF/, ""), { columns: true }) as Record<string, string>[]
    const numberOf = async (id: string) => (await db().collection(INVOICES).doc(id).get()).get("number") as string
    expect(Object.keys(rows[0] ?? {})).toEqual([...INVOICE_CSV_COLUMNS])
    const myNumber = await numberOf(`${mine}-1`)
    const theirNumber = await numberOf(`${theirs}-1`)
    expect(rows.find((row) => row.Number === myNumber)).toEqual({
      Type: "Invoice",
      Number: myNumber,
      Date: londonDayAfter(0),
      "Due date": londonDayAfter(14),
      Customer: "Harbour Street Logistics Ltd",
      "Customer VAT number": "GB 123 4567 89",
      // A cell a spreadsheet would run as a formula is written with an apostrophe.
      "PO number": "'=PO-20931",
      Client: "Priya Raman",
      Description: "Leadership programme: instalment 1 of 3",
      "Net (GBP)": "1600.00",
      "VAT rate": "20%",
      "VAT (GBP)": "320.00",
      "Gross (GBP)": "1920.00",
      Status: "Paid",
      "Date paid": londonDayAfter(0),
      "Credit note for": "",
    })
    expect(rows.find((row) => row.Number === theirNumber)).toMatchObject({ Status: "Void", "Net (GBP)": "1500.50", "VAT (GBP)": "300.10", "Gross (GBP)": "1800.60" })
    expect(rows.find((row) => row.Type === "Credit note" && row["Credit note for"] === theirNumber)).toMatchObject({
      Customer: "Daniel Hughes",
      "Net (GBP)": "-1500.50",
      "VAT (GBP)": "-300.10",
      "Gross (GBP)": "-1800.60",
    })
  })
})
