/**
 * The booking functions: the visitor's three callables (App Check as the contact form's, the
 * booking counted against the same hourly limits and its token consumed as an enquiry's), the
 * studio's six (each checks the coach first), the calendar feed and the reminders.
 */
import { logger } from "firebase-functions"
import { refreshSiteIdentity } from "../site/site-identity"
import { HttpsError, onCall, onRequest, type CallableRequest } from "firebase-functions/v2/https"
import { onSchedule } from "firebase-functions/v2/scheduler"
import { z } from "zod"
import {
  bookCallSchemaOf,
  blockTimeSchema,
  cancelCallSchema,
  judgeSuspectedCallSchema,
  listTimesSchema,
  manageCallSchema,
  saveAvailabilitySchema,
  type AvailabilityResult,
  type BlockTimeResult,
  type BookCallResult,
  type CalendarFeedResult,
  type CancelCallResult,
  type ListCallsResult,
  type JudgeSuspectedCallResult,
  type ListTimesResult,
  type ManageCallResult,
} from "../../../contract/booking-api"
import { AVAILABILITY_DEFAULTS } from "../../../contract/booking-availability"
import { freeTimes } from "../../../contract/booking-slots"
import { firestore } from "../firestore"
import { platformClientAddress, senderBucket, type ForwardedRequest } from "../common/client-address"
import { emailKey, senderKey } from "../common/sender-key"
import { bookingLimits } from "./booking-limits"
import { ENFORCE_APP_CHECK, PROXIES_IN_FRONT, submitEnquiryOptions } from "../common/app-check"
import { validateEnquiry } from "../common/validate-enquiry"
import { requireCoach } from "../studio/require-coach"
import { parseRequest } from "../studio/studio-requests"
import { bookCall } from "./book-call"
import { serveCalendarFeed } from "./calendar-feed"
import { sendReminders } from "./call-reminders"
import { bookedFrom, horizonEnd, type BookingFields } from "./call-records"
import { ENQUIRY_FIELDS } from "../../../contract/enquiry-schema"
import { visitorAvailability } from "./busy-calendars/busy-store"
import { refreshBeforeBooking } from "./busy-calendars/busy-calendar-functions"
import { manageCall } from "./manage-call"
import { timesInRange } from "./times-range"
import { judgeSuspectedCall } from "./suspected-calls"
import { blockTime, cancelCall, functionsBase, getAvailability, listCalls, replaceCalendarFeed, saveAvailability } from "./studio-booking"

const nothing = z.strictObject({}).nullish()

/** Who is sending, as the limits count it: a salted hash of the address the platform saw (IPv6: its /64). */
const senderOf = (request: CallableRequest<unknown>): Promise<string> => {
  const address = platformClientAddress(request.rawRequest as ForwardedRequest, {
    proxiesInFront: PROXIES_IN_FRONT.value(),
    emulator: process.env.FUNCTIONS_EMULATOR === "true",
  })
  return senderKey(firestore(), senderBucket(address))
}

/** The visitor's request as the limits count it: the sender and the e-mail address. */
const visitorKeys = async (request: CallableRequest<unknown>, email: string) => {
  const [sender, key] = await Promise.all([senderOf(request), emailKey(firestore(), email)])
  return { sender, emailKey: key }
}

/**
 * Each callable's handler, as the runtime calls it; `fields` is the enquiry's table, which a test
 * replaces with a copy that gains a field.
 */
export const handlers = {
  listTimes: async (request: CallableRequest<unknown>, now = new Date()): Promise<ListTimesResult> => {
    const range = parseRequest(listTimesSchema, request.data) ?? {}
    const db = firestore()
    const availability = await visitorAvailability(db)
    if (!availability) return { open: false, timeZone: AVAILABILITY_DEFAULTS.timeZone, callMinutes: AVAILABILITY_DEFAULTS.callMinutes, times: [] }
    const booked = (await bookedFrom(db, now, horizonEnd(availability, now))).map((call) => call.time)
    const { times, more } = timesInRange(freeTimes(availability, { now, booked }), availability.timeZone, range)
    return { open: true, timeZone: availability.timeZone, callMinutes: availability.callMinutes, times, ...(more ? { more } : {}) }
  },
  bookCall: async (request: CallableRequest<unknown>, now = new Date(), fields: BookingFields = ENQUIRY_FIELDS): Promise<BookCallResult> => {
    // With consumeAppCheckToken a replayed token still reaches here, marked: it is refused.
    if (request.app?.alreadyConsumed) throw new HttpsError("unauthenticated", "This request has been sent before; please reload the page and try again.")
    const booking = validateEnquiry(request.data, bookCallSchemaOf(fields), "booking")
    const [keys] = await Promise.all([visitorKeys(request, booking.email), refreshSiteIdentity(firestore()), refreshBeforeBooking(firestore(), now)])
    const booked = await bookCall(firestore(), { booking, ...keys, uid: request.auth?.uid, limits: bookingLimits(), now, fields })
    // The log carries the call's id, never who booked it (that stays in Firestore).
    const outcome = booked.suspected
      ? booked.created ? "Suspected booking kept for the coach" : "Suspected booking dropped: the trapped requests' hour is full"
      : booked.created ? "Call booked" : "Call booked again (a retry)"
    logger.info(outcome, { callId: booked.callId })
    // A filled-in trap is answered as a booking: a robot learns nothing; a real person hears once she accepts it.
    return { callId: booked.callId, time: booked.time }
  },
  manageCall: async (request: CallableRequest<unknown>, now = new Date(), fields: BookingFields = ENQUIRY_FIELDS): Promise<ManageCallResult> => {
    const manage = parseRequest(manageCallSchema, request.data)
    const [sender] = await Promise.all([senderOf(request), refreshSiteIdentity(firestore()), manage.action === "move" ? refreshBeforeBooking(firestore(), now) : undefined])
    return manageCall(firestore(), manage, { sender, limits: bookingLimits() }, now, undefined, fields)
  },
  getAvailability: async (request: CallableRequest<unknown>): Promise<AvailabilityResult> => {
    requireCoach(request)
    parseRequest(nothing, request.data)
    return getAvailability(firestore())
  },
  saveAvailability: async (request: CallableRequest<unknown>): Promise<AvailabilityResult> => {
    requireCoach(request)
    return saveAvailability(firestore(), parseRequest(saveAvailabilitySchema, request.data).availability)
  },
  listCalls: async (request: CallableRequest<unknown>, now = new Date(), fields: BookingFields = ENQUIRY_FIELDS): Promise<ListCallsResult> => {
    requireCoach(request)
    parseRequest(nothing, request.data)
    return listCalls(firestore(), now, fields)
  },
  cancelCall: async (request: CallableRequest<unknown>, now = new Date(), fields: BookingFields = ENQUIRY_FIELDS): Promise<CancelCallResult> => {
    requireCoach(request)
    const cancel = parseRequest(cancelCallSchema, request.data)
    await refreshSiteIdentity(firestore())
    return cancelCall(firestore(), cancel, now, undefined, fields)
  },
  blockTime: async (request: CallableRequest<unknown>, now = new Date()): Promise<BlockTimeResult> => {
    requireCoach(request)
    return blockTime(firestore(), parseRequest(blockTimeSchema, request.data).block, now)
  },
  judgeSuspectedCall: async (request: CallableRequest<unknown>, now = new Date(), fields: BookingFields = ENQUIRY_FIELDS): Promise<JudgeSuspectedCallResult> => {
    requireCoach(request)
    const judged = parseRequest(judgeSuspectedCallSchema, request.data)
    await refreshSiteIdentity(firestore())
    return judgeSuspectedCall(firestore(), judged, now, fields)
  },
  replaceCalendarFeed: async (request: CallableRequest<unknown>): Promise<CalendarFeedResult> => {
    requireCoach(request)
    parseRequest(nothing, request.data)
    return replaceCalendarFeed(firestore(), functionsBase(request.rawRequest))
  },
}

const options = { enforceAppCheck: ENFORCE_APP_CHECK }

export const bookingListTimes = onCall(options, (request) => handlers.listTimes(request))
// Booking takes a limited-use App Check token, used up by this call, as sending an enquiry does.
export const bookingBookCall = onCall(submitEnquiryOptions, (request) => handlers.bookCall(request))
export const bookingManageCall = onCall(options, (request) => handlers.manageCall(request))
export const studioGetAvailability = onCall(options, handlers.getAvailability)
export const studioSaveAvailability = onCall(options, handlers.saveAvailability)
export const studioListCalls = onCall(options, (request) => handlers.listCalls(request))
export const studioCancelCall = onCall(options, (request) => handlers.cancelCall(request))
export const studioBlockTime = onCall(options, (request) => handlers.blockTime(request))
export const studioReplaceCalendarFeed = onCall(options, handlers.replaceCalendarFeed)
export const studioJudgeSuspectedCall = onCall(options, (request) => handlers.judgeSuspectedCall(request))

// A calendar client fetches it: no App Check, no sign-in; the token in the address is the key.
export const calendarFeed = onRequest(async (request, response) => {
  await refreshSiteIdentity(firestore())
  await serveCalendarFeed(firestore(), request, response)
})

/** Every hour, London time: tomorrow's calls get their reminders. */
export const sendCallReminders = onSchedule({ schedule: "every 60 minutes", timeZone: "Europe/London" }, async () => {
  await refreshSiteIdentity(firestore())
  const { reminded } = await sendReminders(firestore())
  logger.info("Call reminders queued", { calls: reminded.length })
})
