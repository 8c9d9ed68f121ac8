/**
 * The callables of a client's record: the client's (their intake and the actions she shares, from
 * their room; only their own accepted engagements) and hers (the record of any accepted client,
 * her private session notes, adding and removing actions, the desk's unread intakes). Who is
 * calling is checked before the request's shape.
 */
import { onCall, type CallableRequest } from "firebase-functions/v2/https"
import {
  addActionSchema,
  listActionsSchema,
  listIntakesSchema,
  readIntakeSchema,
  readRecordSchema,
  removeActionSchema,
  saveIntakeSchema,
  saveSessionNoteSchema,
  tickActionSchema,
  type ActionResult,
  type ActionsResult,
  type ClientRecordResult,
  type IntakeResult,
  type ListIntakesResult,
  type SessionNoteResult,
} from "../../../contract/client-record-api"
import { ENFORCE_APP_CHECK } from "../common/app-check"
import { requireClient } from "../client-room/require-client"
import { firestore } from "../firestore"
import { refreshSiteIdentity } from "../site/site-identity"
import { requireCoach } from "../studio/require-coach"
import { parseRequest } from "../studio/studio-requests"
import { addAction, clientActions, removeAction, tickAction } from "./client-actions"
import { clientRecord, unreadIntakes } from "./client-record"
import { readClientIntake, saveClientIntake } from "./intake"
import { saveSessionNote } from "./session-notes"

export const clientRecordHandlers = {
  readIntake: async (request: CallableRequest<unknown>, now = new Date()): Promise<IntakeResult> => {
    const clientEmail = requireClient(request)
    const { engagementId } = parseRequest(readIntakeSchema, request.data)
    return { intake: await readClientIntake(firestore(), engagementId, clientEmail, now) }
  },
  saveIntake: async (request: CallableRequest<unknown>, now = new Date()): Promise<IntakeResult> => {
    const clientEmail = requireClient(request)
    const { engagementId, answers } = parseRequest(saveIntakeSchema, request.data)
    const site = await refreshSiteIdentity(firestore())
    return { intake: await saveClientIntake(firestore(), engagementId, clientEmail, answers, site, now) }
  },
  listActions: async (request: CallableRequest<unknown>): Promise<ActionsResult> => {
    const clientEmail = requireClient(request)
    const { engagementId } = parseRequest(listActionsSchema, request.data)
    return { actions: await clientActions(firestore(), engagementId, clientEmail) }
  },
  tickAction: async (request: CallableRequest<unknown>, now = new Date()): Promise<ActionResult> => {
    const clientEmail = requireClient(request)
    const { actionId, done } = parseRequest(tickActionSchema, request.data)
    return { action: await tickAction(firestore(), actionId, done, clientEmail, now) }
  },
  readRecord: async (request: CallableRequest<unknown>, now = new Date()): Promise<ClientRecordResult> => {
    requireCoach(request)
    const { engagementId } = parseRequest(readRecordSchema, request.data)
    return clientRecord(firestore(), engagementId, now)
  },
  listIntakes: async (request: CallableRequest<unknown>): Promise<ListIntakesResult> => {
    requireCoach(request)
    parseRequest(listIntakesSchema, request.data)
    return { unread: await unreadIntakes(firestore()) }
  },
  saveSessionNote: async (request: CallableRequest<unknown>): Promise<SessionNoteResult> => {
    requireCoach(request)
    const { engagementId, callId, text } = parseRequest(saveSessionNoteSchema, request.data)
    return { session: await saveSessionNote(firestore(), engagementId, callId, text) }
  },
  addAction: async (request: CallableRequest<unknown>): Promise<ActionResult> => {
    requireCoach(request)
    const { engagementId, actionId, text } = parseRequest(addActionSchema, request.data)
    return { action: await addAction(firestore(), engagementId, actionId, text) }
  },
  removeAction: async (request: CallableRequest<unknown>): Promise<Record<string, never>> => {
    requireCoach(request)
    const { actionId } = parseRequest(removeActionSchema, request.data)
    await removeAction(firestore(), actionId)
    return {}
  },
}

const signedIn = { enforceAppCheck: ENFORCE_APP_CHECK }

export const clientReadIntake = onCall(signedIn, (request) => clientRecordHandlers.readIntake(request))
export const clientSaveIntake = onCall(signedIn, (request) => clientRecordHandlers.saveIntake(request))
export const clientListActions = onCall(signedIn, (request) => clientRecordHandlers.listActions(request))
export const clientTickAction = onCall(signedIn, (request) => clientRecordHandlers.tickAction(request))
export const studioReadClientRecord = onCall(signedIn, (request) => clientRecordHandlers.readRecord(request))
export const studioListIntakes = onCall(signedIn, (request) => clientRecordHandlers.listIntakes(request))
export const studioSaveSessionNote = onCall(signedIn, (request) => clientRecordHandlers.saveSessionNote(request))
export const studioAddAction = onCall(signedIn, (request) => clientRecordHandlers.addAction(request))
export const studioRemoveAction = onCall(signedIn, (request) => clientRecordHandlers.removeAction(request))
