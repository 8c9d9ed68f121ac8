/**
 * What an instalment's invoice says, before it has a number: who issues it and who pays, the
 * programme and the period it bills, the amount with VAT only while she is VAT-registered, the
 * due date (issued + her payment days) and her bank account. Instalments are monthly from the
 * first: the first is issued on the day the client accepts, the nth on the same day n - 1 months
 * later (the month's last day when it has no such day).
 */
import { planAmounts } from "../../../contract/engagement-schema"
import { printedAccountNumber, printedSortCode } from "../../../contract/business-schema"
import { invoiceAmounts, type Invoice } from "../../../contract/invoice-schema"
import { addDays, addMonths, londonDay } from "../common/london-days"
import type { AcceptedEngagement } from "../engagements/accepted-engagement"
import type { SiteIdentity } from "../site/site-identity"

/** An invoice's document id: its engagement's and its instalment's, so each is issued once. */
export const invoiceIdOf = (engagementId: string, instalment: number): string => `${engagementId}-${instalment}`

/** The day the client accepted (London). */
export const acceptedOn = (engagement: AcceptedEngagement): string => londonDay(engagement.acceptance.acceptedAt)

/** The day the nth instalment is due to be issued. */
export const instalmentDay = (engagement: AcceptedEngagement, instalment: number): string => addMonths(acceptedOn(engagement), instalment - 1)

/** How many invoices the plan has. */
export const instalmentCount = (engagement: AcceptedEngagement): number => planAmounts(engagement.proposal.programme.feePence, engagement.proposal.paymentPlan).length

/** An invoice as issued, but for its number and the reference the number makes. */
export type UnnumberedInvoice = Omit<Invoice, "number" | "sequence" | "bankTransfer"> & { bankTransfer: Omit<Invoice["bankTransfer"], "reference"> }

export const invoiceRecord = (engagement: AcceptedEngagement, site: SiteIdentity, instalment: number, issuedOn: string): UnnumberedInvoice => {
  const { proposal } = engagement
  const { business } = site
  const amounts = planAmounts(proposal.programme.feePence, proposal.paymentPlan)
  const count = amounts.length
  if (instalment < 1 || instalment > count) throw new RangeError(`instalment ${instalment} of ${count}`)
  const { payer } = proposal
  return {
    engagementId: engagement.id,
    clientEmail: proposal.client.email.toLowerCase(),
    clientName: proposal.client.name,
    instalment,
    instalments: count,
    issuedOn,
    dueOn: addDays(issuedOn, business.paymentDays),
    period:
      count === 1
        ? { from: proposal.startDate }
        : { from: instalmentDay(engagement, instalment), to: addDays(instalmentDay(engagement, instalment + 1), -1) },
    programme: { title: proposal.programme.title, sessions: proposal.programme.sessions, sessionMinutes: proposal.programme.sessionMinutes },
    seller: {
      name: business.name,
      address: business.address,
      companyNumber: business.companyNumber,
      vatNumber: business.vatRegistered ? business.vatNumber : undefined,
      email: site.email,
    },
    billTo:
      payer.kind === "client"
        ? { name: proposal.client.name, email: proposal.client.email, address: [] }
        : {
            name: payer.name,
            attention: payer.billingContact.name,
            email: payer.billingContact.email,
            address: payer.address,
            poNumber: payer.poNumber,
            vatNumber: payer.vatNumber,
          },
    amounts: invoiceAmounts(amounts[instalment - 1], { registered: business.vatRegistered, ratePercent: business.vatRatePercent }),
    bankTransfer: {
      accountName: business.bank.accountName,
      sortCode: printedSortCode(business.bank.sortCode),
      accountNumber: printedAccountNumber(business.bank.accountNumber),
    },
    status: "issued",
    reminders: {},
  }
}
