/**
 * The client's callables: asking for a sign-in link (anyone, with App Check, as the site's other
 * public callables), then, signed in with the client claim, reading one's own engagements and
 * accepting or declining one. The request's shape is checked after who is calling.
 */
import { getAuth } from "firebase-admin/auth"
import { getApps, initializeApp } from "firebase-admin/app"
import { HttpsError, onCall, type CallableRequest } from "firebase-functions/v2/https"
import { logger } from "firebase-functions"
import {
  acceptProposalSchema,
  declineProposalSchema,
  listEngagementsSchema,
  sendSignInLinkSchema,
  type ClientAnswerResult,
  type ListEngagementsResult,
  type SendSignInLinkResult,
} from "../../../contract/client-room-api"
import { ENFORCE_APP_CHECK, PROXIES_IN_FRONT, submitEnquiryOptions } from "../common/app-check"
import { platformClientAddress, senderBucket } from "../common/client-address"
import { enquiryLimits } from "../common/enquiry-limits"
import { isLocalBackend, printQueuedMails } from "../common/local-terminal"
import { emailKey, senderKey } from "../common/sender-key"
import { firestore } from "../firestore"
import { refreshSiteIdentity } from "../site/site-identity"
import { parseRequest } from "../studio/studio-requests"
import { acceptProposal, declineProposal, listClientEngagements, type ClientContext } from "./client-engagements"
import { requireClient } from "./require-client"
import { continueUrlFor, sendSignInLink } from "./sign-in-link"

const context = async (now: Date): Promise<ClientContext> => {
  const site = await refreshSiteIdentity(firestore())
  return { proposalDays: site.proposalDays, coachName: site.name, site, now }
}

const originOf = (request: CallableRequest<unknown>): string | undefined => {
  const origin = request.rawRequest.headers.origin
  return typeof origin === "string" ? origin : undefined
}

export const clientRoomHandlers = {
  sendSignInLink: async (request: CallableRequest<unknown>, now = new Date()): Promise<SendSignInLinkResult> => {
    // With consumeAppCheckToken a replayed token still reaches here, marked: it is refused.
    if (request.app?.alreadyConsumed) throw new HttpsError("unauthenticated", "This request has been sent before; please reload the page and try again.")
    const { email } = parseRequest(sendSignInLinkSchema, request.data)
    const db = firestore()
    const address = platformClientAddress(request.rawRequest, { proxiesInFront: PROXIES_IN_FRONT.value(), emulator: isLocalBackend() })
    const [sender, mailbox, site] = await Promise.all([senderKey(db, senderBucket(address)), emailKey(db, email), refreshSiteIdentity(db)])
    const mail = await sendSignInLink(db, getAuth(getApps()[0] ?? initializeApp()), {
      email,
      sender,
      emailKey: mailbox,
      limits: enquiryLimits(),
      site,
      continueUrl: continueUrlFor(site.siteUrl, originOf(request), isLocalBackend()),
      now,
    })
    if (mail) printQueuedMails([mail])
    return { outcome: "check-your-inbox" }
  },
  listEngagements: async (request: CallableRequest<unknown>, now = new Date()): Promise<ListEngagementsResult> => {
    const clientEmail = requireClient(request)
    parseRequest(listEngagementsSchema, request.data)
    return { engagements: await listClientEngagements(firestore(), clientEmail, await context(now)) }
  },
  accept: async (request: CallableRequest<unknown>, now = new Date()): Promise<ClientAnswerResult> => {
    const clientEmail = requireClient(request)
    const accepting = parseRequest(acceptProposalSchema, request.data)
    const engagement = await acceptProposal(firestore(), clientEmail, accepting, await context(now))
    // The log carries the proposal's id, never who accepted.
    logger.info("Proposal accepted", { proposalId: engagement.proposalId })
    return { engagement }
  },
  decline: async (request: CallableRequest<unknown>, now = new Date()): Promise<ClientAnswerResult> => {
    const clientEmail = requireClient(request)
    const declining = parseRequest(declineProposalSchema, request.data)
    const engagement = await declineProposal(firestore(), clientEmail, declining, await context(now))
    logger.info("Proposal declined", { proposalId: engagement.proposalId })
    return { engagement }
  },
}

const signedIn = { enforceAppCheck: ENFORCE_APP_CHECK }

export const clientSendSignInLink = onCall(submitEnquiryOptions, (request) => clientRoomHandlers.sendSignInLink(request))
export const clientListEngagements = onCall(signedIn, (request) => clientRoomHandlers.listEngagements(request))
export const clientAcceptProposal = onCall(signedIn, (request) => clientRoomHandlers.accept(request))
export const clientDeclineProposal = onCall(signedIn, (request) => clientRoomHandlers.decline(request))
