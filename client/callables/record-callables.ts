/** The room's calls to the callables of a client's record: their intake and the actions she shares. Browser only. */
import type { FirebaseSetup } from "../../src/firebase/config"
import { callFunction } from "../../src/firebase/callable"
import { CLIENT_RECORD_ROOM_CALLABLES, type ActionResult, type ActionsResult, type IntakeResult, type SaveIntakeRequest, type TickActionRequest } from "../../contract/client-record-api"

export const fetchIntake = (setup: FirebaseSetup, engagementId: string): Promise<IntakeResult> =>
  callFunction<{ engagementId: string }, IntakeResult>(setup, CLIENT_RECORD_ROOM_CALLABLES.readIntake, { engagementId })

export const saveIntake = (setup: FirebaseSetup, request: SaveIntakeRequest): Promise<IntakeResult> =>
  callFunction<SaveIntakeRequest, IntakeResult>(setup, CLIENT_RECORD_ROOM_CALLABLES.saveIntake, request)

export const fetchActions = (setup: FirebaseSetup, engagementId: string): Promise<ActionsResult> =>
  callFunction<{ engagementId: string }, ActionsResult>(setup, CLIENT_RECORD_ROOM_CALLABLES.listActions, { engagementId })

export const tickAction = (setup: FirebaseSetup, request: TickActionRequest): Promise<ActionResult> =>
  callFunction<TickActionRequest, ActionResult>(setup, CLIENT_RECORD_ROOM_CALLABLES.tickAction, request)
