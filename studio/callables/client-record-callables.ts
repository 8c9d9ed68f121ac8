/** The studio's calls to the callables of a client's record (contract/client-record-api.ts). Browser only. */
import type { FirebaseSetup } from "../../src/firebase/config"
import { callFunction } from "../../src/firebase/callable"
import {
  addActionSchema,
  CLIENT_RECORD_CALLABLES,
  saveSessionNoteSchema,
  type ActionResult,
  type AddActionRequest,
  type ClientRecordResult,
  type ListIntakesResult,
  type SaveSessionNoteRequest,
  type SessionNoteResult,
} from "../../contract/client-record-api"
import { callChecked } from "./studio-callables"

export const fetchClientRecord = (setup: FirebaseSetup, engagementId: string): Promise<ClientRecordResult> =>
  callFunction<{ engagementId: string }, ClientRecordResult>(setup, CLIENT_RECORD_CALLABLES.readRecord, { engagementId })

export const fetchUnreadIntakes = (setup: FirebaseSetup): Promise<ListIntakesResult> =>
  callFunction<Record<string, never>, ListIntakesResult>(setup, CLIENT_RECORD_CALLABLES.listIntakes, {})

export const saveSessionNote = (setup: FirebaseSetup, request: SaveSessionNoteRequest): Promise<SessionNoteResult> =>
  callChecked<SaveSessionNoteRequest, SessionNoteResult>(setup, CLIENT_RECORD_CALLABLES.saveSessionNote, saveSessionNoteSchema, request)

export const addAction = (setup: FirebaseSetup, request: AddActionRequest): Promise<ActionResult> =>
  callChecked<AddActionRequest, ActionResult>(setup, CLIENT_RECORD_CALLABLES.addAction, addActionSchema, request)

export const removeAction = (setup: FirebaseSetup, actionId: string): Promise<Record<string, never>> =>
  callFunction<{ actionId: string }, Record<string, never>>(setup, CLIENT_RECORD_CALLABLES.removeAction, { actionId })
