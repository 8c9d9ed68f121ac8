/**
 * What the studio and the client's room say to the callables of a client's record: the intake
 * (questions as asked at acceptance, the client's answers), her private notes on each session, and
 * the actions she shares with the client. The questions' own shape is contract/intake-schema.ts.
 * Only the studio's app, the client's room and functions/ import this.
 */
import { z } from "zod"
import "./zod-jitless"
import { unpublishableCharacter } from "./schema-fields"
import { INTAKE_LIMITS, type IntakeAnswers, type IntakeQuestion } from "./intake-schema"

/** The client's, from their room: only their own accepted engagements. */
export const CLIENT_RECORD_ROOM_CALLABLES = {
  readIntake: "clientReadIntake",
  saveIntake: "clientSaveIntake",
  listActions: "clientListActions",
  tickAction: "clientTickAction",
} as const

/** The coach's, from the Clients screen and the desk. */
export const CLIENT_RECORD_CALLABLES = {
  readRecord: "studioReadClientRecord",
  listIntakes: "studioListIntakes",
  saveSessionNote: "studioSaveSessionNote",
  addAction: "studioAddAction",
  removeAction: "studioRemoveAction",
} as const

export const CLIENT_RECORD_LIMITS = {
  /** One session's notes. */
  note: 20_000,
  /** One action, a sentence or two. */
  action: 500,
  /** Actions one engagement may hold. */
  actions: 100,
} as const

const noControlCharacters = (value: string) => unpublishableCharacter(value) === null

const engagementId = () => z.uuid({ error: "must be the id of a programme" })
const actionId = () => z.uuid({ error: "must be the id of an action" })
/** A call's id as booking names it (a submission id), or a test's. */
const callId = () =>
  z
    .string({ error: "must be the id of a session" })
    .min(1, { error: "must be the id of a session" })
    .max(128, { error: "must be the id of a session" })
    .regex(/^[A-Za-z0-9_-]+$/, { error: "must be the id of a session" })

/** Why a save is refused once a session of the programme has started (`details.reason: "closed"`), as the room says it too. */
export const INTAKE_CLOSED = "Your first session has started, so your answers are now kept as they were. Anything new is best said in your next session."

export const readIntakeSchema = z.strictObject({ engagementId: engagementId() })

/** Answers as the room sends them, bounded here; each is checked against its question on the server (intakeAnswerProblems). */
export const saveIntakeSchema = z.strictObject({
  engagementId: engagementId(),
  answers: z
    .record(
      z.string().max(INTAKE_LIMITS.id),
      z.string({ error: "must be text" }).max(INTAKE_LIMITS.long, { error: `must be at most ${INTAKE_LIMITS.long} characters` }),
      { error: "must be answers by question" },
    )
    .refine((answers) => Object.keys(answers).length <= INTAKE_LIMITS.questions, { error: `must be at most ${INTAKE_LIMITS.questions} answers` }),
})
export type SaveIntakeRequest = z.input<typeof saveIntakeSchema>

export const listActionsSchema = z.strictObject({ engagementId: engagementId() })
export const tickActionSchema = z.strictObject({ actionId: actionId(), done: z.boolean({ error: "must be true or false" }) })
export type TickActionRequest = z.input<typeof tickActionSchema>

export const readRecordSchema = z.strictObject({ engagementId: engagementId() })
export const listIntakesSchema = z.strictObject({}).nullish()

export const saveSessionNoteSchema = z.strictObject({
  engagementId: engagementId(),
  callId: callId(),
  text: z
    .string({ error: "must be text" })
    .max(CLIENT_RECORD_LIMITS.note, { error: `Your notes must be at most ${CLIENT_RECORD_LIMITS.note.toLocaleString("en-GB")} characters.` })
    .refine(noControlCharacters, { error: "Your notes hold an invisible control character; delete it, or retype the text." }),
})
export type SaveSessionNoteRequest = z.input<typeof saveSessionNoteSchema>

/** The studio makes an action's id once, so a retry after a lost answer adds it once. */
export const addActionSchema = z.strictObject({
  engagementId: engagementId(),
  actionId: actionId(),
  text: z
    .string({ error: "must be text" })
    .trim()
    .min(1, { error: "Write the action first." })
    .max(CLIENT_RECORD_LIMITS.action, { error: `An action must be at most ${CLIENT_RECORD_LIMITS.action} characters.` })
    .refine(noControlCharacters, { error: "The action holds an invisible control character; delete it, or retype the text." }),
})
export type AddActionRequest = z.input<typeof addActionSchema>

export const removeActionSchema = z.strictObject({ actionId: actionId() })

/** An intake as the client and she read it: the questions as asked, the answers so far. */
export interface IntakeView {
  engagementId: string
  questions: IntakeQuestion[]
  answers: IntakeAnswers
  /** False once the first session has started: the answers are then kept as they are. */
  open: boolean
  /** ISO 8601: when the first answer was saved, and the last. */
  answeredAt?: string
  updatedAt?: string
}

export interface IntakeResult {
  intake: IntakeView
}

/** An action she shared with the client. */
export interface SharedAction {
  actionId: string
  engagementId: string
  text: string
  done: boolean
  /** ISO 8601. */
  createdAt: string
  doneAt?: string
}

export interface ActionsResult {
  /** The oldest first, as she added them. */
  actions: SharedAction[]
}

export interface ActionResult {
  action: SharedAction
}

/** One session of the programme as her notes page lists it. */
export interface SessionWithNote {
  callId: string
  /** ISO 8601. */
  start: string
  end: string
  status: string
  /** Her private notes, never given to the client. */
  note: string
  noteUpdatedAt?: string
}

/** Everything of one client's record the studio shows on their accepted engagement. */
export interface ClientRecordResult {
  engagementId: string
  /** Null when the engagement was accepted before intake questions existed. */
  intake: IntakeView | null
  /** The earliest first. */
  sessions: SessionWithNote[]
  actions: SharedAction[]
}

export interface SessionNoteResult {
  session: SessionWithNote
}

/** An intake answered that she has not opened yet, for the desk. */
export interface AnsweredIntake {
  engagementId: string
  clientName: string
  programmeTitle: string
  /** ISO 8601. */
  answeredAt: string
}

export interface ListIntakesResult {
  /** The latest answered first. */
  unread: AnsweredIntake[]
}
