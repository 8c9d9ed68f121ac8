/**
 * The session callables: the client's five (signed in with the client claim, their own accepted
 * engagements only: another's is not found, as one that does not exist) and the coach's two. Who
 * is calling is checked before the request's shape.
 */
import { onCall, type CallableRequest } from "firebase-functions/v2/https"
import { logger } from "firebase-functions"
import {
  bookSessionSchema,
  cancelSessionSchema,
  engagementSessionsSchema,
  giveSessionBackSchema,
  moveSessionSchema,
  type EngagementSessions,
  type SessionChangeResult,
  type SessionTimesResult,
} from "../../../contract/session-api"
import { ENFORCE_APP_CHECK } from "../common/app-check"
import { firestore } from "../firestore"
import { refreshSiteIdentity } from "../site/site-identity"
import { parseRequest } from "../studio/studio-requests"
import { requireCoach } from "../studio/require-coach"
import { requireClient } from "../client-room/require-client"
import { bookSession, cancelSession, giveSessionBack, listSessions, moveSession, sessionTimes, type SessionContext } from "./session-booking"

const context = async (now: Date): Promise<SessionContext> => ({ now, site: await refreshSiteIdentity(firestore()) })

export const sessionHandlers = {
  list: async (request: CallableRequest<unknown>, now = new Date()): Promise<EngagementSessions> => {
    const clientEmail = requireClient(request)
    const { engagementId } = parseRequest(engagementSessionsSchema, request.data)
    return listSessions(firestore(), engagementId, { clientEmail }, await context(now))
  },
  times: async (request: CallableRequest<unknown>, now = new Date()): Promise<SessionTimesResult> => {
    const clientEmail = requireClient(request)
    const { engagementId } = parseRequest(engagementSessionsSchema, request.data)
    return sessionTimes(firestore(), engagementId, clientEmail, now)
  },
  book: async (request: CallableRequest<unknown>, now = new Date()): Promise<SessionChangeResult> => {
    const clientEmail = requireClient(request)
    const booking = parseRequest(bookSessionSchema, request.data)
    const result = await bookSession(firestore(), clientEmail, booking, await context(now))
    // The log carries the engagement's id, never who booked.
    logger.info("Session booked", { engagementId: booking.engagementId, left: result.sessions.balance.left })
    return result
  },
  cancel: async (request: CallableRequest<unknown>, now = new Date()): Promise<SessionChangeResult> => {
    const clientEmail = requireClient(request)
    return cancelSession(firestore(), clientEmail, parseRequest(cancelSessionSchema, request.data), await context(now))
  },
  move: async (request: CallableRequest<unknown>, now = new Date()): Promise<SessionChangeResult> => {
    const clientEmail = requireClient(request)
    return moveSession(firestore(), clientEmail, parseRequest(moveSessionSchema, request.data), await context(now))
  },
  studioList: async (request: CallableRequest<unknown>, now = new Date()): Promise<EngagementSessions> => {
    requireCoach(request)
    const { engagementId } = parseRequest(engagementSessionsSchema, request.data)
    return listSessions(firestore(), engagementId, { coach: true }, await context(now))
  },
  giveBack: async (request: CallableRequest<unknown>, now = new Date()): Promise<SessionChangeResult> => {
    requireCoach(request)
    return giveSessionBack(firestore(), parseRequest(giveSessionBackSchema, request.data), await context(now))
  },
}

const signedIn = { enforceAppCheck: ENFORCE_APP_CHECK }

export const clientListSessions = onCall(signedIn, (request) => sessionHandlers.list(request))
export const clientListSessionTimes = onCall(signedIn, (request) => sessionHandlers.times(request))
export const clientBookSession = onCall(signedIn, (request) => sessionHandlers.book(request))
export const clientCancelSession = onCall(signedIn, (request) => sessionHandlers.cancel(request))
export const clientMoveSession = onCall(signedIn, (request) => sessionHandlers.move(request))
export const studioListSessions = onCall(signedIn, (request) => sessionHandlers.studioList(request))
export const studioGiveSessionBack = onCall(signedIn, (request) => sessionHandlers.giveBack(request))
