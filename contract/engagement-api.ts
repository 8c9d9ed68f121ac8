/**
 * What the studio and the engagement callables say to each other: sending a proposal, listing
 * them with their state, withdrawing and resending one. The proposal's own shape is
 * contract/engagement-schema.ts. Only the studio's app and functions/ import this, so no schema
 * code reaches a public page.
 */
import { z } from "zod"
import "./zod-jitless"
import { proposalSchema, type Proposal, type ProposalState } from "./engagement-schema"

/** The engagement callables (their names: callable-names.ts). */
export const ENGAGEMENT_CALLABLES = {
  sendProposal: "studioSendProposal",
  listProposals: "studioListProposals",
  withdrawProposal: "studioWithdrawProposal",
  resendProposal: "studioResendProposal",
} as const

const proposalId = () => z.uuid({ error: "must be the id of a proposal" })

/**
 * A new proposal, sent at once. The studio makes its id once per proposal, so a retry after a
 * dropped connection finds the one already sent and e-mails the client no second time.
 */
export const sendProposalSchema = z.strictObject({ proposalId: proposalId(), proposal: proposalSchema })
export type SendProposalRequest = z.input<typeof sendProposalSchema>

export const listProposalsSchema = z.strictObject({}).nullish()

export const withdrawProposalSchema = z.strictObject({ proposalId: proposalId() })
export const resendProposalSchema = z.strictObject({ proposalId: proposalId() })

/** A proposal as the studio lists it. */
export interface ProposalSummary {
  proposalId: string
  state: ProposalState
  proposal: Proposal
  /** The content hash of the terms it was sent with (SHA-256, hex). */
  termsHash: string
  /** ISO 8601: when it was first sent, and last sent (a resend starts its days again). */
  createdAt: string
  sentAt: string
  /** ISO 8601: when it stops being open, while it is sent or opened. */
  expiresAt: string
  /** How many times the client has been e-mailed it. */
  sends: number
  /** Once accepted: each of its invoices, issued or still to come, on its day and with VAT as her settings now stand; null before. */
  schedule: ScheduledInvoice[] | null
}

/** One invoice of an accepted engagement's plan. */
export interface ScheduledInvoice {
  instalment: number
  instalments: number
  /** The London day it is (or was to be) issued (YYYY-MM-DD). */
  issuesOn: string
  grossPence: number
}

export interface ListProposalsResult {
  proposals: ProposalSummary[]
  /** Her setting the expiry is counted by. */
  proposalDays: number
}

export interface SendProposalResult {
  proposal: ProposalSummary
  /** false: a retry of one already sent; no second e-mail went. */
  sent: boolean
}

export interface ProposalChangeResult {
  proposal: ProposalSummary
}
