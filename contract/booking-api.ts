/**
 * What the booking step, the studio and the booking functions say to each other, declared once:
 * the requests as zod schemas (the page and the functions parse with the same ones) and the
 * answers as types. A booking is an enquiry with a time: the visitor's fields, their checks and
 * the consent are the enquiry's own (contract/enquiry-schema.ts), with the time and how to talk.
 */
import { z } from "zod"
import "./zod-jitless"
import { availabilitySchema, blockedTimeSchema, timeZoneSchema, type Availability } from "./booking-availability"
import type { CallTime, Unbookable } from "./booking-slots"
import { ENQUIRY_FIELDS, enquiryErrors, enquirySchemaOf, type CoachDetail, type EnquiryFieldSpec, type EnquiryProblem } from "./enquiry-schema"

/** The booking's callables (their names: callable-names.ts). */
export const BOOKING_CALLABLES = {
  listTimes: "bookingListTimes",
  bookCall: "bookingBookCall",
  manageCall: "bookingManageCall",
  getAvailability: "studioGetAvailability",
  saveAvailability: "studioSaveAvailability",
  listCalls: "studioListCalls",
  cancelCall: "studioCancelCall",
  blockTime: "studioBlockTime",
  replaceCalendarFeed: "studioReplaceCalendarFeed",
  judgeSuspectedCall: "studioJudgeSuspectedCall",
} as const

/** The coach's calendar feed (an HTTP function, not a callable). */
export const CALENDAR_FEED_FUNCTION = "calendarFeed"

/** How the visitor would like to talk. */
export const CALL_WAYS = ["video", "phone"] as const
export type CallWay = (typeof CALL_WAYS)[number]

/** Future calls one e-mail address may hold at once: a first conversation, and room to rearrange. */
export const MAX_FUTURE_CALLS_PER_VISITOR = 2

/** Times one call can be moved with the link: room to rearrange, and a bound on the e-mails each move sends. */
export const MAX_MOVES_PER_CALL = 3

/**
 * Digits, spaces and the usual signs of a telephone number, 7 to 15 digits (E.164's most). Spaces
 * are the plain and the non-breaking one only: `\s` also lets through the vertical tab, the form
 * feed and the line separators, which would reach her feed's DESCRIPTION.
 */
const isPhoneNumber = (value: string): boolean => /^\+?[\d \u00a0().-]+$/.test(value) && /^\d{7,15}$/.test(value.replace(/\D/g, ""))

const phone = z
  .string({ error: "invalid" })
  .trim()
  .max(30, { error: "too-long" })
  .optional()
  .transform((value) => (value ? value : undefined))

/** The moment the visitor picked, as the list gave it: an instant with its offset (`2026-03-29T08:00:00Z`). */
const start = z
  .string({ error: "required" })
  .trim()
  .min(1, { error: "required" })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/, { error: "invalid" })

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null

/** How to talk, read from a booking of any fields (the generic object type does not name them for TypeScript). */
const howOf = (booking: object) => booking as { way?: CallWay; phone?: string }

/**
 * A booking as the page sends it: the enquiry's fields (ENQUIRY_FIELDS, the consent tick among
 * them, with the submission id and the spam trap), the time, video or phone (a number for phone)
 * and the visitor's time zone for their e-mails.
 */
export const bookCallSchemaOf = <F extends Record<string, EnquiryFieldSpec>>(fields: F) =>
  enquirySchemaOf(fields)
    .extend({
      start,
      way: z.enum(CALL_WAYS, { error: "invalid-choice" }),
      phone,
      timeZone: timeZoneSchema.optional(),
    })
    // Checked even when other fields have problems, so the visitor sees every field to fix at once.
    .refine((booking) => howOf(booking).way !== "phone" || Boolean(howOf(booking).phone), {
      path: ["phone"],
      error: "required",
      when: (payload) => isRecord(payload.value) && payload.value.way === "phone",
    })
    .refine((booking) => howOf(booking).way !== "phone" || !howOf(booking).phone || isPhoneNumber(howOf(booking).phone ?? ""), {
      path: ["phone"],
      error: "invalid",
      when: (payload) => isRecord(payload.value) && payload.value.way === "phone" && typeof payload.value.phone === "string",
    })

export const bookCallSchema = bookCallSchemaOf(ENQUIRY_FIELDS)

export type BookCallInput = z.input<typeof bookCallSchema>
export type BookCall = z.output<typeof bookCallSchema>
export type BookCallField = keyof BookCallInput

/** One problem per field, as `details.fields` of an invalid-argument error carries it. */
export type BookCallErrors = Partial<Record<BookCallField, EnquiryProblem>>

// The enquiry's reading of zod's issues, over the booking's fields (a superset of the enquiry's).
export const bookCallErrors = (error: z.ZodError): BookCallErrors => enquiryErrors(error) as BookCallErrors

/**
 * What bookingListTimes is asked: nothing (every free time), or a part, so the first days reach a
 * visitor on a slow phone before the rest: `days`, the free times of her first that many days that
 * hold any; `after`, only those starting after that instant (the last time of the first part).
 */
export const listTimesSchema = z
  .strictObject({
    days: z.int({ error: "invalid" }).min(1, { error: "invalid" }).max(366, { error: "invalid" }).optional(),
    after: start.optional(),
  })
  .nullish()

export type ListTimesRequest = NonNullable<z.output<typeof listTimesSchema>>

/** The free times, as bookingListTimes answers: the page labels them in the visitor's zone. */
export interface ListTimesResult {
  /** False when the coach has not set her availability: the page offers the form instead. */
  open: boolean
  /** Her time zone, for "London time" beside the visitor's. */
  timeZone: string
  callMinutes: number
  times: CallTime[]
  /** True when `days` cut the list short: later times follow when asked with `after`. */
  more?: boolean
}

export interface BookCallResult {
  callId: string
  time: CallTime
}

/**
 * `details` of the aborted error when the time cannot be had: why, and the next free times, so the
 * page can offer them at once and keep everything the visitor typed.
 */
export interface TimeGoneDetails {
  reason: Unbookable
  times: CallTime[]
}

/** How many of the next free times a refusal carries. */
export const NEXT_TIMES_OFFERED = 6

/**
 * The link in the visitor's e-mails: the call's id and a secret, good for this one call until it
 * starts. In the fragment of the address, so it is never sent to a server or in a Referer header.
 */
export const MANAGE_TOKEN_PATTERN = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/

export const manageCallSchema = z.discriminatedUnion(
  "action",
  [
    z.strictObject({ action: z.literal("view"), token: z.string().regex(MANAGE_TOKEN_PATTERN, { error: "invalid" }) }),
    z.strictObject({ action: z.literal("cancel"), token: z.string().regex(MANAGE_TOKEN_PATTERN, { error: "invalid" }) }),
    z.strictObject({
      action: z.literal("move"),
      token: z.string().regex(MANAGE_TOKEN_PATTERN, { error: "invalid" }),
      start,
      timeZone: timeZoneSchema.optional(),
    }),
  ],
  { error: "invalid" },
)

export type ManageCallRequest = z.output<typeof manageCallSchema>

/** Why a link no longer works: never made, already used (cancelled, or moved and sent anew), or the call has begun. */
export type ManageTokenProblem = "wrong" | "used" | "expired"

export interface ManagedCall {
  callId: string
  time: CallTime
  way: CallWay
  status: "booked" | "cancelled"
  /** Her meeting room, for a video call when she has set one. */
  meetingLink?: string
}

export interface ManageCallResult {
  call: ManagedCall
  /** For "view": the times it could move to (its own excepted). */
  times?: CallTime[]
  timeZone: string
}

// The studio's side.

export const saveAvailabilitySchema = z.strictObject({ availability: availabilitySchema })

export interface AvailabilityResult {
  /** Null until she first saves: booking stays closed and the site offers the form. */
  availability: Availability | null
  /** What the studio shows before she saves. */
  defaults: Availability
  /** When her calendar address was last made, if ever (the address itself is shown only once). */
  calendarFeedSince: string | null
}

/** What a visitor asked for, as the studio shows it: a booked call's and a suspected request's. */
interface CallRequestShown {
  time: CallTime
  /** Who it is, and their words: shown apart from the details. */
  name: string
  email: string
  message: string
  way: CallWay
  phone?: string
  /** The visitor's time zone, when the page sent it. */
  timeZone?: string
  /**
   * What the coach reads of the enquiry's other fields (ENQUIRY_FIELDS: the organisation, the
   * role, what about, and any field the form gains), in the form's order, under their labels.
   */
  details: CoachDetail[]
}

/** A call as the studio lists it. */
export interface StudioCall extends CallRequestShown {
  callId: string
  status: "booked" | "cancelled"
  /** ISO 8601. */
  bookedAt: string
  /** The form's hidden trap field was filled in: the time is held, and the coach judges whether to cancel. */
  suspectedSpam: boolean
}

/** A booking whose spam trap was filled in: it holds no time and nobody was e-mailed; the coach accepts or discards it. */
export interface SuspectedCall extends CallRequestShown {
  requestId: string
  /** ISO 8601. */
  receivedAt: string
}

export interface ListCallsResult {
  /** Upcoming calls and those of the last day, soonest first; cancelled ones marked. */
  calls: StudioCall[]
  /** The call booked most recently, for the "new" mark. */
  newest: string | null
  /** Suspected requests for times still to come, soonest first. */
  suspected: SuspectedCall[]
  /** When everyone's hourly cap on bookings and moves was last reached, within the last day, and how many it refused that hour. */
  limitReached: { at: string; refused: number } | null
}

export const judgeSuspectedCallSchema = z.strictObject({
  requestId: z.uuid({ error: "must be the id of a request" }),
  verdict: z.enum(["accept", "discard"], { error: "must be accept or discard" }),
})

export interface JudgeSuspectedCallResult {
  /** Accepted: booked as any call, the e-mails sent; false when discarded. */
  booked: boolean
  callId?: string
}

export const cancelCallSchema = z.strictObject({
  callId: z.uuid({ error: "must be the id of a call" }),
  message: z.string({ error: "must be text" }).trim().max(2000, { error: "must be at most 2000 characters" }).optional(),
})

export interface CancelCallResult {
  cancelled: true
  /** It had been cancelled before (by the visitor, or in another tab): nothing was sent this time. */
  alreadyCancelled: boolean
}

export const blockTimeSchema = z.strictObject({ block: blockedTimeSchema })

export interface BlockTimeResult {
  availability: Availability
  /** Calls already booked within it: they stay until she cancels them. */
  overlapping: string[]
}

export interface CalendarFeedResult {
  /** The new private address; the old one stopped working when this was made. */
  url: string
}
