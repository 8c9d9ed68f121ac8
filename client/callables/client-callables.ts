/** The room's calls to the client callables, through the site's one callable client. Browser only. */
import type { FirebaseSetup } from "../../src/firebase/config"
import { callFunction } from "../../src/firebase/callable"
import {
  CLIENT_ROOM_CALLABLES,
  type AcceptProposalRequest,
  type ClientAnswerResult,
  type DeclineProposalRequest,
  type ListEngagementsResult,
  type SendSignInLinkRequest,
  type SendSignInLinkResult,
} from "../../contract/client-room-api"
import { CLIENT_INVOICE_CALLABLES, type InvoicePdfResult, type ListMyInvoicesResult } from "../../contract/invoice-api"
import {
  SESSION_CALLABLES,
  type BookSessionRequest,
  type CancelSessionRequest,
  type EngagementSessions,
  type EngagementSessionsRequest,
  type MoveSessionRequest,
  type SessionChangeResult,
  type SessionTimesResult,
} from "../../contract/session-api"

export const askForSignInLink = (setup: FirebaseSetup, request: SendSignInLinkRequest): Promise<SendSignInLinkResult> =>
  callFunction<SendSignInLinkRequest, SendSignInLinkResult>(setup, CLIENT_ROOM_CALLABLES.sendSignInLink, request, { limitedUseAppCheckTokens: true })

export const fetchEngagements = (setup: FirebaseSetup): Promise<ListEngagementsResult> =>
  callFunction<Record<string, never>, ListEngagementsResult>(setup, CLIENT_ROOM_CALLABLES.listEngagements, {})

export const acceptProposal = (setup: FirebaseSetup, request: AcceptProposalRequest): Promise<ClientAnswerResult> =>
  callFunction<AcceptProposalRequest, ClientAnswerResult>(setup, CLIENT_ROOM_CALLABLES.accept, request)

export const declineProposal = (setup: FirebaseSetup, request: DeclineProposalRequest): Promise<ClientAnswerResult> =>
  callFunction<DeclineProposalRequest, ClientAnswerResult>(setup, CLIENT_ROOM_CALLABLES.decline, request)

export const fetchMyInvoices = (setup: FirebaseSetup): Promise<ListMyInvoicesResult> =>
  callFunction<Record<string, never>, ListMyInvoicesResult>(setup, CLIENT_INVOICE_CALLABLES.listMyInvoices, {})

export const fetchInvoicePdf = (setup: FirebaseSetup, invoiceId: string): Promise<InvoicePdfResult> =>
  callFunction<{ invoiceId: string }, InvoicePdfResult>(setup, CLIENT_INVOICE_CALLABLES.invoicePdf, { invoiceId })

export const fetchSessions = (setup: FirebaseSetup, request: EngagementSessionsRequest): Promise<EngagementSessions> =>
  callFunction<EngagementSessionsRequest, EngagementSessions>(setup, SESSION_CALLABLES.listSessions, request)

export const fetchSessionTimes = (setup: FirebaseSetup, request: EngagementSessionsRequest): Promise<SessionTimesResult> =>
  callFunction<EngagementSessionsRequest, SessionTimesResult>(setup, SESSION_CALLABLES.listSessionTimes, request)

export const bookSession = (setup: FirebaseSetup, request: BookSessionRequest): Promise<SessionChangeResult> =>
  callFunction<BookSessionRequest, SessionChangeResult>(setup, SESSION_CALLABLES.bookSession, request)

export const cancelSession = (setup: FirebaseSetup, request: CancelSessionRequest): Promise<SessionChangeResult> =>
  callFunction<CancelSessionRequest, SessionChangeResult>(setup, SESSION_CALLABLES.cancelSession, request)

export const moveSession = (setup: FirebaseSetup, request: MoveSessionRequest): Promise<SessionChangeResult> =>
  callFunction<MoveSessionRequest, SessionChangeResult>(setup, SESSION_CALLABLES.moveSession, request)
