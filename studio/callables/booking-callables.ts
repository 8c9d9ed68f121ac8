/** The studio's calls to the booking callables (her availability, her calls, her calendar feed, her own calendars). Browser only. */
import type { FirebaseSetup } from "../../src/firebase/config"
import { callFunction } from "../../src/firebase/callable"
import {
  BOOKING_CALLABLES,
  blockTimeSchema,
  cancelCallSchema,
  judgeSuspectedCallSchema,
  saveAvailabilitySchema,
  type AvailabilityResult,
  type BlockTimeResult,
  type CalendarFeedResult,
  type CancelCallResult,
  type JudgeSuspectedCallResult,
  type ListCallsResult,
} from "../../contract/booking-api"
import type { Availability, BlockedTime } from "../../contract/booking-availability"
import { addBusyCalendarSchema, BUSY_CALENDAR_CALLABLES, removeBusyCalendarSchema, type AddBusyCalendar, type BusyCalendarsResult } from "../../contract/booking-calendars"
import { callChecked } from "./studio-callables"

export const fetchAvailability = (setup: FirebaseSetup): Promise<AvailabilityResult> =>
  callFunction<Record<string, never>, AvailabilityResult>(setup, BOOKING_CALLABLES.getAvailability, {})

export const saveAvailability = (setup: FirebaseSetup, availability: Availability): Promise<AvailabilityResult> =>
  callChecked<{ availability: Availability }, AvailabilityResult>(setup, BOOKING_CALLABLES.saveAvailability, saveAvailabilitySchema, { availability })

export const fetchCalls = (setup: FirebaseSetup): Promise<ListCallsResult> => callFunction<Record<string, never>, ListCallsResult>(setup, BOOKING_CALLABLES.listCalls, {})

export const cancelCall = (setup: FirebaseSetup, request: { callId: string; message?: string }): Promise<CancelCallResult> =>
  callChecked<{ callId: string; message?: string }, CancelCallResult>(setup, BOOKING_CALLABLES.cancelCall, cancelCallSchema, request)

export const judgeSuspectedCall = (setup: FirebaseSetup, request: { requestId: string; verdict: "accept" | "discard" }): Promise<JudgeSuspectedCallResult> =>
  callChecked<{ requestId: string; verdict: "accept" | "discard" }, JudgeSuspectedCallResult>(setup, BOOKING_CALLABLES.judgeSuspectedCall, judgeSuspectedCallSchema, request)

export const blockTime = (setup: FirebaseSetup, block: BlockedTime): Promise<BlockTimeResult> =>
  callChecked<{ block: BlockedTime }, BlockTimeResult>(setup, BOOKING_CALLABLES.blockTime, blockTimeSchema, { block })

export const replaceCalendarFeed = (setup: FirebaseSetup): Promise<CalendarFeedResult> =>
  callFunction<Record<string, never>, CalendarFeedResult>(setup, BOOKING_CALLABLES.replaceCalendarFeed, {})

export const fetchBusyCalendars = (setup: FirebaseSetup): Promise<BusyCalendarsResult> =>
  callFunction<Record<string, never>, BusyCalendarsResult>(setup, BUSY_CALENDAR_CALLABLES.list, {})

export const addBusyCalendar = (setup: FirebaseSetup, request: AddBusyCalendar): Promise<BusyCalendarsResult> =>
  callChecked<AddBusyCalendar, BusyCalendarsResult>(setup, BUSY_CALENDAR_CALLABLES.add, addBusyCalendarSchema, request)

export const removeBusyCalendar = (setup: FirebaseSetup, id: string): Promise<BusyCalendarsResult> =>
  callChecked<{ id: string }, BusyCalendarsResult>(setup, BUSY_CALENDAR_CALLABLES.remove, removeBusyCalendarSchema, { id })
