/**
 * Her proposal as the studio's form holds it: every field the text she typed (a mistyped number
 * or amount is shown back to her as typed, never lost), one table naming each field's place in the
 * proposal's shape (contract/engagement-schema.ts) and its label, and the fee typed in pounds.
 */
import type { OfferTerms } from "../../contract/proposal-offers"

export interface ProposalForm {
  clientName: string
  clientEmail: string
  payer: "client" | "organisation"
  organisation: string
  billingName: string
  billingEmail: string
  /** The address's lines, one a line as the invoice prints them. */
  address: string
  poNumber: string
  vatNumber: string
  /** The slug of the service or programme it started from; empty for one of her own. */
  basedOn: string
  title: string
  sessions: string
  sessionMinutes: string
  /** In pounds, as she types it: "4,800" or "£1,234.56". */
  fee: string
  plan: "full" | "monthly"
  instalments: string
  startDate: string
  note: string
}

export type ProposalField = keyof ProposalForm

/** Each field: where it goes in the proposal (the schema's path, as its problems name it) and how the form labels it. */
export const PROPOSAL_FIELDS: Readonly<Record<ProposalField, { path: string; label: string }>> = {
  clientName: { path: "client.name", label: "Client's name" },
  clientEmail: { path: "client.email", label: "Client's e-mail address" },
  payer: { path: "payer", label: "Who pays" },
  organisation: { path: "payer.name", label: "Organisation's name" },
  billingName: { path: "payer.billingContact.name", label: "Billing contact's name" },
  billingEmail: { path: "payer.billingContact.email", label: "Billing contact's e-mail address" },
  address: { path: "payer.address", label: "Billing address" },
  poNumber: { path: "payer.poNumber", label: "Purchase order number (optional)" },
  vatNumber: { path: "payer.vatNumber", label: "Organisation's VAT number (optional)" },
  basedOn: { path: "programme.basedOn", label: "Service or programme" },
  title: { path: "programme.title", label: "Programme's title" },
  sessions: { path: "programme.sessions", label: "Number of sessions" },
  sessionMinutes: { path: "programme.sessionMinutes", label: "Length of a session (minutes)" },
  fee: { path: "programme.feePence", label: "Fee (£, before VAT)" },
  plan: { path: "paymentPlan", label: "How it is paid" },
  instalments: { path: "paymentPlan.instalments", label: "Number of monthly instalments" },
  startDate: { path: "startDate", label: "Start date" },
  note: { path: "note", label: "A personal note (optional)" },
}

export const PROPOSAL_FIELD_NAMES = Object.keys(PROPOSAL_FIELDS) as ProposalField[]

/** The id of a field's control, so a problem can lead to it. */
export const proposalFieldId = (field: ProposalField): string => `proposal-${field}`

export const EMPTY_PROPOSAL: ProposalForm = {
  clientName: "",
  clientEmail: "",
  payer: "client",
  organisation: "",
  billingName: "",
  billingEmail: "",
  address: "",
  poNumber: "",
  vatNumber: "",
  basedOn: "",
  title: "",
  sessions: "",
  sessionMinutes: "",
  fee: "",
  plan: "full",
  instalments: "3",
  startDate: "",
  note: "",
}

/** Whether a value kept on the device is a proposal's form: an object of the form's fields, each text. */
export const isProposalForm = (value: object): value is ProposalForm => {
  const record = value as Record<string, unknown>
  return PROPOSAL_FIELD_NAMES.every((field) => typeof record[field] === "string") && (record.payer === "client" || record.payer === "organisation") && (record.plan === "full" || record.plan === "monthly")
}

const WHOLE_POUNDS = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 })
const POUNDS_AND_PENCE = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** "4,800" for 480000 and "1,234.56" for 123456: pence as she would type the pounds. */
export const poundsOfPence = (pence: number): string => (pence % 100 === 0 ? WHOLE_POUNDS : POUNDS_AND_PENCE).format(pence / 100)

/**
 * Pounds as she types them ("£1,234.56", "1234.5", "4,800") in whole pence, read as text so no
 * float rounding creeps in (1,234.56 is 123456, never 123455.99…); null for anything else.
 */
export const penceOfPounds = (typed: string): number | null => {
  const text = typed.trim().replace(/^£\s*/, "")
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) return null
  const whole = match[1].replace(/,/g, "")
  // Longer than this is far past any fee the schema allows, and past what a number holds exactly.
  if (whole.length > 12) return null
  return Number(whole) * 100 + Number((match[2] ?? "").padEnd(2, "0"))
}

/** The form filled from a service or programme she chose: its title, sessions, length and fee; a number its page does not say is left for her. */
export const withOffer = (form: ProposalForm, terms: OfferTerms): ProposalForm => ({
  ...form,
  basedOn: terms.slug,
  title: terms.title,
  sessions: terms.sessions === undefined ? "" : String(terms.sessions),
  sessionMinutes: terms.sessionMinutes === undefined ? "" : String(terms.sessionMinutes),
  fee: poundsOfPence(terms.feePence),
})
