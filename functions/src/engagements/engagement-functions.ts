/**
 * The coach's engagement callables: sending, listing, withdrawing and resending proposals. Each
 * takes App Check as the other studio callables do and checks the coach before anything else.
 */
import { onCall, type CallableRequest } from "firebase-functions/v2/https"
import { logger } from "firebase-functions"
import {
  listProposalsSchema,
  resendProposalSchema,
  sendProposalSchema,
  withdrawProposalSchema,
  type ListProposalsResult,
  type ProposalChangeResult,
  type SendProposalResult,
} from "../../../contract/engagement-api"
import { ENFORCE_APP_CHECK } from "../common/app-check"
import { firestore } from "../firestore"
import { refreshSiteIdentity } from "../site/site-identity"
import { requireCoach } from "../studio/require-coach"
import { parseRequest } from "../studio/studio-requests"
import { listProposals, resendProposal, sendProposal, withdrawProposal, type ProposalContext } from "./proposals"
import { termsInForce } from "./terms"

/** Her settings and the terms in force (the ones she last published in the studio, else the file's). */
const context = async (now: Date): Promise<ProposalContext> => {
  const [site, terms] = await Promise.all([refreshSiteIdentity(firestore()), termsInForce(firestore())])
  return { site, terms, now }
}

export const handlers = {
  sendProposal: async (request: CallableRequest<unknown>, now = new Date()): Promise<SendProposalResult> => {
    const coach = requireCoach(request)
    const sending = parseRequest(sendProposalSchema, request.data)
    const result = await sendProposal(firestore(), sending, coach, await context(now))
    // The log carries the proposal's id, never whom it is for.
    logger.info(result.sent ? "Proposal sent" : "Proposal sent before (a retry)", { proposalId: sending.proposalId })
    return result
  },
  listProposals: async (request: CallableRequest<unknown>, now = new Date()): Promise<ListProposalsResult> => {
    requireCoach(request)
    parseRequest(listProposalsSchema, request.data)
    const { site } = await context(now)
    return { proposals: await listProposals(firestore(), { site, now }), proposalDays: site.proposalDays }
  },
  withdrawProposal: async (request: CallableRequest<unknown>, now = new Date()): Promise<ProposalChangeResult> => {
    requireCoach(request)
    const { proposalId } = parseRequest(withdrawProposalSchema, request.data)
    return { proposal: await withdrawProposal(firestore(), proposalId, await context(now)) }
  },
  resendProposal: async (request: CallableRequest<unknown>, now = new Date()): Promise<ProposalChangeResult> => {
    requireCoach(request)
    const { proposalId } = parseRequest(resendProposalSchema, request.data)
    return { proposal: await resendProposal(firestore(), proposalId, await context(now)) }
  },
}

const options = { enforceAppCheck: ENFORCE_APP_CHECK }

export const studioSendProposal = onCall(options, (request) => handlers.sendProposal(request))
export const studioListProposals = onCall(options, (request) => handlers.listProposals(request))
export const studioWithdrawProposal = onCall(options, (request) => handlers.withdrawProposal(request))
export const studioResendProposal = onCall(options, (request) => handlers.resendProposal(request))
