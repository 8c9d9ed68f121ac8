/** The studio's calls to the proposal callables (contract/engagement-api.ts). Browser only. */
import type { FirebaseSetup } from "../../src/firebase/config"
import { callFunction } from "../../src/firebase/callable"
import {
  ENGAGEMENT_CALLABLES,
  resendProposalSchema,
  sendProposalSchema,
  withdrawProposalSchema,
  type ListProposalsResult,
  type ProposalChangeResult,
  type SendProposalRequest,
  type SendProposalResult,
} from "../../contract/engagement-api"
import { callChecked } from "./studio-callables"

export const fetchProposals = (setup: FirebaseSetup): Promise<ListProposalsResult> =>
  callFunction<Record<string, never>, ListProposalsResult>(setup, ENGAGEMENT_CALLABLES.listProposals, {})

/**
 * The request with every member the schema left undefined taken out: the schema turns an optional
 * field left empty (no note, no PO number) into undefined, which the callable client would send as
 * null, and null is not a value the schema takes.
 */
const leftOut = <T>(value: T): T =>
  (Array.isArray(value)
    ? value.map(leftOut)
    : value && typeof value === "object"
      ? Object.fromEntries(Object.entries(value).flatMap(([key, member]) => (member === undefined ? [] : [[key, leftOut(member)]])))
      : value) as T

/** Sends a proposal under the id the studio made for it: the same id again is a retry, and e-mails no one twice. */
export const sendProposal = (setup: FirebaseSetup, request: SendProposalRequest): Promise<SendProposalResult> =>
  callChecked<SendProposalRequest, SendProposalResult>(setup, ENGAGEMENT_CALLABLES.sendProposal, sendProposalSchema.transform(leftOut), request)

export const withdrawProposal = (setup: FirebaseSetup, proposalId: string): Promise<ProposalChangeResult> =>
  callChecked<{ proposalId: string }, ProposalChangeResult>(setup, ENGAGEMENT_CALLABLES.withdrawProposal, withdrawProposalSchema, { proposalId })

export const resendProposal = (setup: FirebaseSetup, proposalId: string): Promise<ProposalChangeResult> =>
  callChecked<{ proposalId: string }, ProposalChangeResult>(setup, ENGAGEMENT_CALLABLES.resendProposal, resendProposalSchema, { proposalId })
