/**
 * @jest-environment node
 *
 * What the client, the payer and her accountant read on the documents: an invoice's figures and
 * VAT (only while she is VAT-registered), its instalments adding up to the fee on monthly days, a
 * credit note, the signed agreement with her terms in full, read back from the PDFs with a PDF
 * parser; when reminders are owed; and her business details refused by field when they are wrong.
 */
import site from "../content/site.json"
import terms from "../content/engagement-terms.json"
import { businessSchema } from "../contract/business-schema"
import { proposalSchema, type ProposalInput } from "../contract/engagement-schema"
import { termsSchema } from "../contract/engagement-terms"
import { INVOICE_PREFIX, numbered, type Invoice } from "../contract/invoice-schema"
import { settingsPageSchema } from "../contract/site-pages"
import { requestProblems } from "../contract/studio-api"
import type { AcceptedEngagement } from "../functions/src/engagements/accepted-engagement"
import { agreementPdf } from "../functions/src/engagements/agreement"
import { creditNotePdf, invoicePdf } from "../functions/src/invoices/invoice-pdf"
import { invoiceRecord, type UnnumberedInvoice } from "../functions/src/invoices/invoice-record"
import { reminderDue } from "../functions/src/invoices/invoice-schedule"
import { poundsCell } from "../functions/src/invoices/invoice-ledger"
import { siteIdentity, type SiteIdentity } from "../functions/src/site/site-identity"
import { pdfText } from "./helpers/engagement-backend"

const sponsored: ProposalInput = {
  client: { name: "Priya Raman", email: "priya.raman@example.co.uk" },
  payer: {
    kind: "organisation",
    name: "Harbour Street Logistics Ltd",
    billingContact: { name: "Tom Okafor", email: "accounts@harbourstreet.example.co.uk" },
    address: ["4 Harbour Street", "Bristol", "BS1 4RW"],
    poNumber: "PO-20931",
    vatNumber: "GB 123 4567 89",
  },
  programme: { title: "Leadership programme", basedOn: "leadership-programme", sessions: 8, sessionMinutes: 90, feePence: 480_000 },
  paymentPlan: { kind: "monthly", instalments: 3 },
  startDate: "2027-01-11",
}

const engagementOf = (input: ProposalInput, acceptedAt = new Date("2027-01-11T10:30:00Z"), id = "5f0c6a9e-2b7d-4c61-9a3e-1d2f3b4c5d6e"): AcceptedEngagement => ({
  id,
  proposal: proposalSchema.parse(input),
  terms: { hash: "a".repeat(64), content: termsSchema.parse(terms) },
  acceptance: { name: "Priya Raman", acceptedAt, proposalHash: "b1".repeat(32), termsHash: "a".repeat(64) },
})

const registered: SiteIdentity = siteIdentity()
const unregistered: SiteIdentity = { ...registered, business: { ...registered.business, vatRegistered: false, vatNumber: undefined } }

/** An invoice as issuing numbers it. */
const numberedAs = (draft: UnnumberedInvoice, sequence: number): Invoice => {
  const number = numbered(INVOICE_PREFIX, sequence)
  return { ...draft, number, sequence, bankTransfer: { ...draft.bankTransfer, reference: number } }
}

describe("an invoice", () => {
  it("of a VAT-registered business prints her VAT number, VAT at her rate, the payer's details, the period and how to pay", async () => {
    expect(registered.business.vatRegistered).toBe(true)
    const invoice = numberedAs(invoiceRecord(engagementOf(sponsored), registered, 1, "2027-01-11"), 7)
    expect(invoice.amounts).toEqual({ netPence: 160_000, vatPence: 32_000, grossPence: 192_000, vatRatePercent: 20 })
    expect(invoice.dueOn).toBe("2027-01-25")

    const text = await pdfText(await invoicePdf(invoice))
    for (const expected of [
      "VAT invoice",
      site.business.name,
      ...site.business.address,
      `VAT number ${site.business.vatNumber}`,
      `Company number ${site.business.companyNumber}`,
      "Harbour Street Logistics Ltd",
      "For the attention of Tom Okafor",
      "4 Harbour Street",
      "BS1 4RW",
      "VAT number GB 123 4567 89",
      "Purchase order PO-20931",
      "Invoice number INV-0007",
      "Date of issue 11 January 2027",
      "Due by 25 January 2027",
      "Leadership programme: instalment 1 of 3",
      "11 January 2027 to 10 February 2027",
      "Net £1,600.00",
      "VAT at 20% £320.00",
      "Total £1,920.00",
      `Sort code ${site.business.bank.sortCode}`,
      `Account number ${site.business.bank.accountNumber}`,
      "Reference INV-0007",
    ]) {
      expect(text).toContain(expected)
    }
  })

  it("of a business that is not VAT-registered carries no VAT and no VAT number of hers", async () => {
    const invoice = numberedAs(invoiceRecord(engagementOf(sponsored), unregistered, 1, "2027-01-11"), 8)
    expect(invoice.amounts).toEqual({ netPence: 160_000, vatPence: 0, grossPence: 160_000 })
    expect(invoice.seller.vatNumber).toBeUndefined()
    const text = await pdfText(await invoicePdf(invoice))
    expect(text).toContain("Total (no VAT charged) £1,600.00")
    expect(text).not.toContain("VAT invoice")
    expect(text).not.toContain("VAT at")
    expect(text).not.toContain(site.business.vatNumber)
    // The payer's own VAT number is theirs to be quoted.
    expect(text).toContain("VAT number GB 123 4567 89")
  })

  it("paid in full bills the whole fee from the programme's start", () => {
    const invoice = invoiceRecord(engagementOf({ ...sponsored, paymentPlan: { kind: "full" } }), registered, 1, "2027-01-11")
    expect(invoice).toMatchObject({ instalment: 1, instalments: 1, period: { from: "2027-01-11" }, amounts: { netPence: 480_000, vatPence: 96_000, grossPence: 576_000 } })
  })

  it.each([
    [480_000, 3],
    [100_000, 3],
    [99_999, 7],
    [1_000_001, 12],
    [12, 12],
  ])("instalments of %ip in %i add up to the fee exactly, monthly from the day of acceptance", (feePence, count) => {
    const engagement = engagementOf({ ...sponsored, programme: { ...sponsored.programme, feePence }, paymentPlan: { kind: "monthly", instalments: count } }, new Date("2027-01-31T09:00:00Z"))
    const invoices = Array.from({ length: count }, (_, index) => invoiceRecord(engagement, unregistered, index + 1, "2027-01-31"))
    expect(invoices.reduce((sum, invoice) => sum + invoice.amounts.netPence, 0)).toBe(feePence)
    expect(invoices.every((invoice) => Number.isInteger(invoice.amounts.netPence))).toBe(true)
    // The 31st a month on is February's last day.
    expect(invoices[1].period.from).toBe("2027-02-28")
    expect(invoices[0].period).toEqual({ from: "2027-01-31", to: "2027-02-27" })
  })

  it("prints a name the PDF's font cannot carry with its plain letters", async () => {
    const invoice = numberedAs(invoiceRecord(engagementOf({ ...sponsored, payer: { kind: "client" }, client: { name: "Łucja Żak-Nguyễn", email: "lucja@example.pl" } }), registered, 1, "2027-01-11"), 9)
    expect(await pdfText(await invoicePdf(invoice))).toContain("Lucja Zak-Nguyen")
  })
})

describe("a credit note", () => {
  it("cancels its invoice in full under its own number", async () => {
    const invoice = numberedAs(invoiceRecord(engagementOf(sponsored), registered, 2, "2027-02-11"), 12)
    const text = await pdfText(
      await creditNotePdf({
        number: "CN-0003",
        sequence: 3,
        invoiceId: `${invoice.engagementId}-2`,
        invoiceNumber: invoice.number,
        engagementId: invoice.engagementId,
        issuedOn: "2027-02-20",
        programme: { title: invoice.programme.title },
        seller: invoice.seller,
        billTo: invoice.billTo,
        amounts: invoice.amounts,
        reason: "Programme paused at the client's request",
      }),
    )
    for (const expected of ["Credit note", "Credit note number CN-0003", "Cancels invoice INV-0012", "Total -£1,920.00", "VAT at 20% -£320.00", "Programme paused at the client's request", "Purchase order PO-20931"]) {
      expect(text).toContain(expected)
    }
  })
})

describe("the signed agreement", () => {
  it("holds the proposal, who pays, her terms in full as sent, the name typed, the moment and both hashes", async () => {
    const engagement = engagementOf(sponsored)
    const text = await pdfText(await agreementPdf(engagement, registered))
    const packed = text.replace(/ /g, "")
    for (const expected of [
      "Coaching agreement",
      "Leadership programme",
      "8 sessions of 90 minutes",
      "11 January 2027",
      "£4,800 plus VAT at 20% (£5,760 in all)",
      "£4,800, paid in 3 monthly instalments of £1,600, invoiced to Harbour Street Logistics Ltd",
      "Tom Okafor <accounts@harbourstreet.example.co.uk>",
      "Purchase order PO-20931",
      "Name typed Priya Raman",
      "Monday 11 January 2027 at 10:30:00 (London time)",
      "2027-01-11T10:30:00.000Z",
    ]) {
      expect(text).toContain(expected)
    }
    expect(packed).toContain(engagement.acceptance.proposalHash)
    expect(packed).toContain(engagement.acceptance.termsHash)
    for (const section of engagement.terms.content.sections) {
      expect(text).toContain(section.heading)
      expect(text).toContain(section.text.replace(/\s+/g, " "))
    }
  })
})

describe("reminders", () => {
  const issued = numberedAs(invoiceRecord(engagementOf({ ...sponsored, paymentPlan: { kind: "full" } }), registered, 1, "2027-01-11"), 20)

  it("are owed three days before the due date and the day after it, each once", () => {
    expect(issued.dueOn).toBe("2027-01-25")
    expect(reminderDue(issued, "2027-01-21")).toBeNull()
    expect(reminderDue(issued, "2027-01-22")).toBe("beforeDue")
    expect(reminderDue(issued, "2027-01-25")).toBe("beforeDue")
    const reminded = { ...issued, reminders: { beforeDue: "2027-01-22" } }
    expect(reminderDue(reminded, "2027-01-23")).toBeNull()
    expect(reminderDue(reminded, "2027-01-25")).toBeNull()
    expect(reminderDue(reminded, "2027-01-26")).toBe("overdue")
    expect(reminderDue({ ...reminded, reminders: { ...reminded.reminders, overdue: "2027-01-26" } }, "2027-01-27")).toBeNull()
  })

  it("are not owed on a paid or void invoice, and an invoice due within three days of issue gets only the overdue one", () => {
    expect(reminderDue({ ...issued, status: "paid", paidOn: "2027-01-20" }, "2027-01-22")).toBeNull()
    expect(reminderDue({ ...issued, status: "void" }, "2027-01-26")).toBeNull()
    const short = { ...issued, dueOn: "2027-01-13" }
    expect(reminderDue(short, "2027-01-11")).toBeNull()
    expect(reminderDue(short, "2027-01-14")).toBe("overdue")
  })
})

describe("amounts in the accountant's CSV", () => {
  it.each([
    [160_000, "1600.00"],
    [5, "0.05"],
    [33_334, "333.34"],
    [-192_000, "-1920.00"],
    [0, "0.00"],
  ])("%ip is %s", (pence, cell) => {
    expect(poundsCell(pence)).toBe(cell)
  })
})

describe("her business details in Settings", () => {
  const settings = () => JSON.parse(JSON.stringify(site)) as typeof site & Record<string, unknown>

  it("takes the demo business of content/site.json, payment due in 14 days", () => {
    expect(businessSchema.parse(site.business)).toMatchObject({ paymentDays: 14, vatRatePercent: 20 })
  })

  it.each([
    ["a sort code of five digits", (b: typeof site.business) => ({ ...b, bank: { ...b.bank, sortCode: "40-11-6" } }), "business.bank.sortCode", "must be 6 digits (12-34-56)"],
    ["an account number of seven digits", (b: typeof site.business) => ({ ...b, bank: { ...b.bank, accountNumber: "7123456" } }), "business.bank.accountNumber", "must be 8 digits"],
    ["VAT-registered without a VAT number", (b: typeof site.business) => ({ ...b, vatNumber: "" }), "business.vatNumber", "must be filled in while you are VAT-registered"],
    ["an address line of two lines", (b: typeof site.business) => ({ ...b, address: ["Studio 4\n27 Clerkenwell Close", "London"] }), "business.address.0", "must be one line"],
    ["no payment days", (b: typeof site.business) => ({ ...b, paymentDays: 0 }), "business.paymentDays", "must be at least 1 day"],
    ["a VAT rate over 100", (b: typeof site.business) => ({ ...b, vatRatePercent: 120 }), "business.vatRatePercent", "must be at most 100"],
  ])("refuses %s, naming the field", (_, change, field, message) => {
    const published = settings()
    const parsed = settingsPageSchema.safeParse({ ...published, business: change(published.business) })
    expect(parsed.success).toBe(false)
    expect(parsed.success ? [] : requestProblems(parsed.error)).toContainEqual({ field, message })
  })

  it("takes a sort code typed without hyphens and a sole trader without a company number or VAT", () => {
    const { business } = settings()
    expect(
      businessSchema.safeParse({ ...business, name: "Eleanor Whitcombe", companyNumber: "", vatRegistered: false, vatNumber: "", bank: { ...business.bank, sortCode: "401162" } }).success,
    ).toBe(true)
  })
})
