/**
 * The booking functions as the page calls them, through the site's callable door
 * (src/firebase/callable.ts, imported on demand like the enquiry's): each call answers its result or
 * the failure, mapped by the error's code (src/firebase/call-errors.ts) to a booking's sentence, with the details the
 * functions send (the next free times, the fields to fix, why a link no longer works).
 */
import type { FirebaseSetup } from "../../firebase/config"
import { callErrorKind, type CallErrorKind } from "../../firebase/call-errors"
import {
  BOOKING_CALLABLES,
  type BookCall,
  type BookCallInput,
  type BookCallResult,
  type ListTimesRequest,
  type ListTimesResult,
  type ManageCallRequest,
  type ManageCallResult,
} from "../../../contract/booking-api"
import { SEND_OPTIONS } from "../contact/send-enquiry"
import { dayRefusalSchema } from "../../../contract/enquiry-schema"
import { BOOKING_FAILURES, dayCapSentence } from "./booking-failures"

export interface CallFailure {
  kind: CallErrorKind
  /** What happened, in a sentence for the visitor. */
  sentence: string
  /** The error's `details`, as the function sent them. */
  details: unknown
}

export type CallOutcome<T> = { ok: true; value: T } | { ok: false; failure: CallFailure }

export interface BookingCalls {
  /** Every free time, or a part of them (contract/booking-api.ts, listTimesSchema). */
  listTimes: (range?: ListTimesRequest) => Promise<CallOutcome<ListTimesResult>>
  bookCall: (booking: BookCall) => Promise<CallOutcome<BookCallResult>>
  manageCall: (request: ManageCallRequest) => Promise<CallOutcome<ManageCallResult>>
}

/** A failed call as the page reads it: the kind by its code, never by its message. */
export const callFailure = (error: unknown): CallFailure => {
  const kind = callErrorKind(error)
  const details = error && typeof error === "object" && "details" in error ? error.details : undefined
  // A mailbox's day is over in hours, not in the few minutes of the hourly limits' sentence.
  const day = kind === "resource-exhausted" ? dayRefusalSchema.safeParse(details) : undefined
  return { kind, sentence: day?.success ? dayCapSentence(day.data.retryAfterHours) : BOOKING_FAILURES[kind], details }
}

/** Runs one call and answers its outcome instead of throwing. */
export const outcomeOf = async <T>(run: () => Promise<T>): Promise<CallOutcome<T>> => {
  try {
    return { ok: true, value: await run() }
  } catch (error) {
    return { ok: false, failure: callFailure(error) }
  }
}

/** The callable client encodes an undefined property as null, which the schema refuses: leave it out. */
const withoutUndefined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T

/**
 * The booking functions of this site's Firebase project (or the local backend). Booking takes a
 * fresh limited-use App Check token, consumed by the function, as sending an enquiry does.
 */
export const bookingCalls = (setup: FirebaseSetup): BookingCalls => {
  const call = async <Input, Output>(name: string, input: Input, options?: typeof SEND_OPTIONS): Promise<Output> => {
    const { callFunction } = await import("../../firebase/callable")
    return callFunction<Input, Output>(setup, name, input, options)
  }
  return {
    listTimes: (range) => outcomeOf(() => call<ListTimesRequest | null, ListTimesResult>(BOOKING_CALLABLES.listTimes, range ?? null)),
    bookCall: (booking) => outcomeOf(() => call<BookCallInput, BookCallResult>(BOOKING_CALLABLES.bookCall, withoutUndefined(booking) as BookCallInput, SEND_OPTIONS)),
    manageCall: (request) => outcomeOf(() => call<ManageCallRequest, ManageCallResult>(BOOKING_CALLABLES.manageCall, withoutUndefined(request))),
  }
}
