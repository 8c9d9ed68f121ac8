/**
 * What the client's room at /client/ and the client callables say to each other: asking for a
 * sign-in link, reading one's own engagements, accepting and declining a proposal. The proposal's
 * own shape is contract/engagement-schema.ts, the terms' contract/engagement-terms.ts. Only the
 * room's app and functions/ import this, so no schema code reaches a public page.
 */
import { z } from "zod"
import "./zod-jitless"
import { isOneLine, unpublishableCharacter } from "./schema-fields"
import { ENGAGEMENT_LIMITS, type Proposal, type ProposalState } from "./engagement-schema"
import type { Terms } from "./engagement-terms"

/** The client callables (their names: callable-names.ts). */
export const CLIENT_ROOM_CALLABLES = {
  sendSignInLink: "clientSendSignInLink",
  listEngagements: "clientListEngagements",
  accept: "clientAcceptProposal",
  decline: "clientDeclineProposal",
} as const

/** Length caps of what a client types. */
export const CLIENT_ROOM_LIMITS = {
  /** The name typed to accept: the proposal's client name has the same cap. */
  name: ENGAGEMENT_LIMITS.name,
  reason: 1000,
} as const

const noControlCharacters = (value: string) => unpublishableCharacter(value) === null

const proposalId = () => z.uuid({ error: "must be the id of a proposal" })

/** A content hash as the functions make it (SHA-256, hex). */
const hash = () => z.string({ error: "must be a content hash" }).regex(/^[0-9a-f]{64}$/, { error: "must be a content hash" })

/** The address a sign-in link is asked for. */
export const sendSignInLinkSchema = z.strictObject({
  email: z
    .string({ error: "must be text" })
    .trim()
    .min(1, { error: "Enter your e-mail address." })
    .max(ENGAGEMENT_LIMITS.email, { error: `must be at most ${ENGAGEMENT_LIMITS.email} characters` })
    .pipe(z.email({ error: "That does not look like an e-mail address." })),
})
export type SendSignInLinkRequest = z.input<typeof sendSignInLinkSchema>

/** The same answer for every address: whether a link went is never said. */
export interface SendSignInLinkResult {
  outcome: "check-your-inbox"
}

export const listEngagementsSchema = z.strictObject({}).nullish()

/**
 * Accepting: the full name, one line, and the tick; with the content hashes of the proposal and
 * the terms the room showed, so a proposal or terms changed since are not accepted unseen.
 */
export const acceptProposalSchema = z.strictObject({
  proposalId: proposalId(),
  name: z
    .string({ error: "must be text" })
    .trim()
    .min(1, { error: "Type your full name to accept." })
    .max(CLIENT_ROOM_LIMITS.name, { error: `Your name must be at most ${CLIENT_ROOM_LIMITS.name} characters.` })
    .refine(isOneLine, { error: "Your name must be on one line." })
    .refine(noControlCharacters, { error: "Your name holds an invisible control character; retype it." }),
  agreed: z.literal(true, { error: "Tick “I agree to these terms” to accept." }),
  proposalHash: hash(),
  termsHash: hash(),
})
export type AcceptProposalRequest = z.input<typeof acceptProposalSchema>

/** Declining, with a reason if they wish to give one (paragraphs allowed: it reaches no header). */
export const declineProposalSchema = z.strictObject({
  proposalId: proposalId(),
  reason: z
    .string({ error: "must be text" })
    .trim()
    .max(CLIENT_ROOM_LIMITS.reason, { error: `The reason must be at most ${CLIENT_ROOM_LIMITS.reason} characters.` })
    .refine(noControlCharacters, { error: "The reason holds an invisible control character; retype it." })
    .optional()
    .transform((value) => (value ? value : undefined)),
})
export type DeclineProposalRequest = z.input<typeof declineProposalSchema>

/**
 * What an acceptance records, on the engagement's document (`acceptance`, beside `state:
 * "accepted"`): the name typed, when (a server timestamp there; ISO 8601 here), and the content
 * hashes of the proposal and the terms accepted.
 */
export interface AcceptanceRecord {
  name: string
  acceptedAt: string
  proposalHash: string
  termsHash: string
}

/** One engagement as its client sees it in the room. */
export interface ClientEngagement {
  proposalId: string
  state: ProposalState
  proposal: Proposal
  /** Her terms exactly as the proposal was sent with them, and their content hash. */
  terms: Terms
  termsHash: string
  /** The proposal's content hash, which an acceptance must name. */
  proposalHash: string
  /** ISO 8601: when it was last sent, and when it stops being open. */
  sentAt: string
  expiresAt: string
  acceptance?: AcceptanceRecord
  /** ISO 8601, once declined. */
  declinedAt?: string
}

export interface ListEngagementsResult {
  /** The caller's own, the latest sent first. */
  engagements: ClientEngagement[]
}

export interface ClientAnswerResult {
  engagement: ClientEngagement
}

/**
 * Why an accept or decline was refused, in `details.reason` of a failed-precondition, so the room
 * can say which: changed since shown, no longer open (and why), or answered already.
 */
export const ANSWER_REFUSALS = ["changed", "expired", "withdrawn", "accepted", "declined"] as const
export type AnswerRefusal = (typeof ANSWER_REFUSALS)[number]

/**
 * A client's ID token: the claim the sign-up gives an invited address (`client: true`) and a
 * verified address, as an e-mail link sign-in makes it. The coach's claim is not a client's.
 */
export const isClientToken = (claims: Readonly<Record<string, unknown>>): boolean =>
  claims.client === true && claims.email_verified === true && typeof claims.email === "string" && claims.email.length > 0
