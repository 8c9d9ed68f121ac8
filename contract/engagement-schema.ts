/**
 * A proposal of a coaching programme, declared once: the studio checks what the coach typed with it
 * before sending, the functions parse with it again, and the client's room and the PDFs will read
 * the stored shape it gives. Money is integer pence throughout. Every field that will reach a PDF,
 * an e-mail header or a calendar file is one line; every length and amount is bounded. Problems are
 * worded for the coach and name their field (contract/studio-api.ts `requestProblems`).
 */
import { z } from "zod"
import "./zod-jitless"
import { isOneLine, unpublishableCharacter } from "./schema-fields"

/** Length caps in characters (after trimming), and the bounds of the numbers. */
export const ENGAGEMENT_LIMITS = {
  name: 100,
  email: 254,
  organisation: 120,
  addressLine: 120,
  addressLines: 6,
  poNumber: 40,
  vatNumber: 20,
  programme: 120,
  slug: 80,
  note: 2000,
  sessions: 50,
  sessionMinutesMin: 15,
  sessionMinutesMax: 480,
  /** £100,000: more than any programme she sells; a slipped digit is refused rather than invoiced. */
  feePenceMax: 10_000_000,
  instalmentsMax: 12,
} as const

/** How long a proposal stays open unless her Settings say otherwise (`proposalDays`, contract/site-schema.ts). */
export const DEFAULT_PROPOSAL_DAYS = 30

/**
 * What a proposal can be. Stored: sent, opened (the client has looked), accepted, declined,
 * withdrawn. "expired" is never stored: a sent or opened proposal shows as expired once her
 * number of days has passed since it was last sent (`proposalState`).
 */
export const PROPOSAL_STATES = ["sent", "opened", "accepted", "declined", "expired", "withdrawn"] as const
export type ProposalState = (typeof PROPOSAL_STATES)[number]
export type StoredProposalState = Exclude<ProposalState, "expired">

/** Whether a stored document's `state` is one a proposal is stored with. */
export const isStoredProposalState = (value: unknown): value is StoredProposalState => value !== "expired" && (PROPOSAL_STATES as readonly unknown[]).includes(value)

/** How she names each state in the studio. */
export const PROPOSAL_STATE_LABELS: Record<ProposalState, string> = {
  sent: "Sent",
  opened: "Opened",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  withdrawn: "Withdrawn",
}

// The pieces.

const noControlCharacters = (value: string) => unpublishableCharacter(value) === null

/** Text she types: trimmed, no invisible control characters, at most `max`; `line` for one line. */
const typed = (max: number, { line }: { line: boolean }) => {
  const checked = z
    .string({ error: "must be text" })
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .refine(noControlCharacters, { error: "holds an invisible control character; delete it, or retype the text" })
  return line ? checked.refine(isOneLine, { error: "must be one line" }) : checked
}

/** A filled-in line of text. */
const line = (max: number) => typed(max, { line: true }).pipe(z.string().min(1, { error: "must be filled in" }))

/** A line that may be left empty: empty is the same as absent. */
const optionalLine = (max: number) =>
  typed(max, { line: true })
    .optional()
    .transform((value) => (value ? value : undefined))

const email = () => line(ENGAGEMENT_LIMITS.email).pipe(z.email({ error: "must be an e-mail address" }))

const whole = (what: string, min: number, max: number) =>
  z
    .number({ error: `must be a whole number of ${what}` })
    .int({ error: `must be a whole number of ${what}` })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` })

/** A UK or EU VAT number as printed (GB 123 4567 89): its country's two letters, then 2 to 13 letters and digits, some digits among them. */
export const isVatNumber = (value: string): boolean => {
  const packed = value.replace(/ /g, "")
  return /^[A-Za-z]{2}[A-Za-z0-9]{2,13}$/.test(packed) && /\d/.test(packed.slice(2))
}
const vatNumber = () =>
  optionalLine(ENGAGEMENT_LIMITS.vatNumber).refine((value) => value === undefined || isVatNumber(value), {
    error: "must be a VAT number, two letters then digits (GB 123 4567 89)",
  })

/** Whoever the client is: the person coached, who signs the agreement. */
export const clientSchema = z.strictObject({
  name: line(ENGAGEMENT_LIMITS.name),
  email: email(),
})

/** A sponsoring organisation pays: the invoices go to its billing contact, with its PO and VAT numbers. */
export const organisationPayerSchema = z.strictObject({
  kind: z.literal("organisation"),
  name: line(ENGAGEMENT_LIMITS.organisation),
  billingContact: z.strictObject({ name: line(ENGAGEMENT_LIMITS.name), email: email() }),
  /** The postal address, a line each as the invoice prints it (the postcode its own line). */
  address: z
    .array(line(ENGAGEMENT_LIMITS.addressLine), { error: "must be the lines of an address" })
    .min(1, { error: "must have at least one line" })
    .max(ENGAGEMENT_LIMITS.addressLines, { error: `must have at most ${ENGAGEMENT_LIMITS.addressLines} lines` }),
  poNumber: optionalLine(ENGAGEMENT_LIMITS.poNumber),
  vatNumber: vatNumber(),
})

/** Who pays: the client themselves, or an organisation. */
export const payerSchema = z.discriminatedUnion("kind", [z.strictObject({ kind: z.literal("client") }), organisationPayerSchema], {
  error: "must be the client or an organisation",
})

/** The programme as proposed: taken from her services or programmes, changed for this client as she likes. */
export const programmeSchema = z.strictObject({
  title: line(ENGAGEMENT_LIMITS.programme),
  /** The service or programme of her site it started from (its name in the address), if any. */
  basedOn: optionalLine(ENGAGEMENT_LIMITS.slug),
  sessions: whole("sessions", 1, ENGAGEMENT_LIMITS.sessions),
  sessionMinutes: whole("minutes", ENGAGEMENT_LIMITS.sessionMinutesMin, ENGAGEMENT_LIMITS.sessionMinutesMax),
  /** The whole fee in pence, before any VAT. */
  feePence: whole("pence", 1, ENGAGEMENT_LIMITS.feePenceMax),
})

/** Paid in full on acceptance, or in N monthly instalments, the first on acceptance. */
export const paymentPlanSchema = z.discriminatedUnion(
  "kind",
  [z.strictObject({ kind: z.literal("full") }), z.strictObject({ kind: z.literal("monthly"), instalments: whole("instalments", 2, ENGAGEMENT_LIMITS.instalmentsMax) })],
  { error: "must be in full or monthly" },
)

/** What she proposes to one client. */
export const proposalSchema = z
  .strictObject({
    client: clientSchema,
    payer: payerSchema,
    programme: programmeSchema,
    paymentPlan: paymentPlanSchema,
    /** The day the programme starts (YYYY-MM-DD). */
    startDate: z.iso.date({ error: "must be a date (YYYY-MM-DD)" }),
    /**
     * A word from her to the client, shown in the e-mail's body and the client's room; paragraphs
     * allowed, as it never reaches a header, a calendar file or the agreement's PDF.
     */
    note: typed(ENGAGEMENT_LIMITS.note, { line: false })
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .superRefine((proposal, context) => {
    const { paymentPlan, programme } = proposal
    if (paymentPlan.kind === "monthly" && programme.feePence < paymentPlan.instalments) {
      context.addIssue({ code: "custom", path: ["paymentPlan", "instalments"], message: "must be no more than the fee in pence" })
    }
  })

export type ProposalInput = z.input<typeof proposalSchema>
export type Proposal = z.output<typeof proposalSchema>
export type Payer = Proposal["payer"]
export type PaymentPlan = Proposal["paymentPlan"]

/**
 * The instalments of a fee, in pence, adding up to it exactly: each the fee divided by n, rounded
 * down, and the last taking the remainder. Throws on a fee or count that is not a whole number, on
 * no instalments, and on more instalments than pence.
 */
export const instalments = (feePence: number, n: number): number[] => {
  if (!Number.isSafeInteger(feePence) || feePence < 1) throw new RangeError(`a fee must be a whole number of pence, at least 1 (not ${feePence})`)
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`instalments must be a whole number, at least 1 (not ${n})`)
  if (n > feePence) throw new RangeError(`${n} instalments cannot each be a whole penny of ${feePence}p`)
  const each = Math.floor(feePence / n)
  return [...Array.from({ length: n - 1 }, () => each), feePence - each * (n - 1)]
}

/** The amounts a payment plan bills, in order. */
export const planAmounts = (feePence: number, plan: PaymentPlan): number[] => instalments(feePence, plan.kind === "full" ? 1 : plan.instalments)

/** £1,234.50 for 123450. */
export const formatPounds = (pence: number): string =>
  `£${new Intl.NumberFormat("en-GB", { minimumFractionDigits: pence % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 }).format(pence / 100)}`

const DAY_MS = 24 * 60 * 60 * 1000

/** When a proposal last sent at `sentAt` stops being open. */
export const proposalExpiry = (sentAt: Date, proposalDays: number): Date => new Date(sentAt.getTime() + proposalDays * DAY_MS)

/** The state she sees: a sent or opened proposal past its days is expired; the others are as stored. */
export const proposalState = (stored: StoredProposalState, sentAt: Date, proposalDays: number, now: Date): ProposalState =>
  (stored === "sent" || stored === "opened") && now.getTime() >= proposalExpiry(sentAt, proposalDays).getTime() ? "expired" : stored
