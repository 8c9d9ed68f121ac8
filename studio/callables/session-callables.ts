/** The studio's calls to the session callables (contract/session-api.ts). Browser only. */
import type { FirebaseSetup } from "../../src/firebase/config"
import {
  engagementSessionsSchema,
  giveSessionBackSchema,
  STUDIO_SESSION_CALLABLES,
  type EngagementSessions,
  type EngagementSessionsRequest,
  type GiveSessionBackRequest,
  type SessionChangeResult,
} from "../../contract/session-api"
import { callChecked } from "./studio-callables"

export const fetchEngagementSessions = (setup: FirebaseSetup, engagementId: string): Promise<EngagementSessions> =>
  callChecked<EngagementSessionsRequest, EngagementSessions>(setup, STUDIO_SESSION_CALLABLES.listSessions, engagementSessionsSchema, { engagementId })

export const giveSessionBack = (setup: FirebaseSetup, request: GiveSessionBackRequest): Promise<SessionChangeResult> =>
  callChecked<GiveSessionBackRequest, SessionChangeResult>(setup, STUDIO_SESSION_CALLABLES.giveSessionBack, giveSessionBackSchema, request)
