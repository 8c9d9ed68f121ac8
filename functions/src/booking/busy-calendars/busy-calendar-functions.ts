/**
 * Her calendars' functions: the studio's three callables (each checks the coach first, as every
 * studio callable does), the schedule that reads them again, and the reading before a booking is
 * decided.
 */
import type { Firestore } from "firebase-admin/firestore"
import { logger } from "firebase-functions"
import { onCall, type CallableRequest } from "firebase-functions/v2/https"
import { onSchedule } from "firebase-functions/v2/scheduler"
import { z } from "zod"
import { addBusyCalendarSchema, removeBusyCalendarSchema, type BusyCalendarsResult } from "../../../../contract/booking-calendars"
import { firestore } from "../../firestore"
import { ENFORCE_APP_CHECK } from "../../common/app-check"
import { requireCoach } from "../../studio/require-coach"
import { parseRequest } from "../../studio/studio-requests"
import { busyCalendarLimits } from "./busy-calendar-limits"
import { addBusyCalendar, BUSY_COPY_MAX_AGE_MINUTES, listBusyCalendars, refreshBusyCalendars, removeBusyCalendar } from "./busy-store"
import { fetchPolicy } from "./safe-fetch"

const nothing = z.strictObject({}).nullish()

/**
 * Before a booking (or a move) is decided: calendars whose copy is older than the named age are
 * read again, within the booking's wait (BUSY_CALENDARS_BOOKING_WAIT_SECONDS): every fetch and
 * expansion ends by then, and the booking does not wait for more (the outcome is still stored
 * when it comes). A calendar that cannot be read in time, or anything else going wrong here,
 * leaves the last good copies in force and the booking goes on.
 */
export const refreshBeforeBooking = async (db: Firestore, now: Date): Promise<void> => {
  const waitMs = busyCalendarLimits().bookingWaitSeconds * 1000
  const refresh = refreshBusyCalendars(db, { now, policy: fetchPolicy(), deadline: Date.now() + waitMs, maxAgeMinutes: BUSY_COPY_MAX_AGE_MINUTES }).catch((error: unknown) => {
    logger.error("Her calendars could not be read again before a booking; their last copies are used", { error: error instanceof Error ? error.name : "unknown" })
  })
  let timer: NodeJS.Timeout | undefined
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)))
  await Promise.race([refresh, waited])
  clearTimeout(timer)
}

export const busyCalendarHandlers = {
  list: async (request: CallableRequest<unknown>): Promise<BusyCalendarsResult> => {
    requireCoach(request)
    parseRequest(nothing, request.data)
    return listBusyCalendars(firestore())
  },
  add: async (request: CallableRequest<unknown>, now = new Date()): Promise<BusyCalendarsResult> => {
    requireCoach(request)
    const signInAddress = typeof request.auth?.token.email === "string" ? request.auth.token.email : undefined
    return addBusyCalendar(firestore(), parseRequest(addBusyCalendarSchema, request.data), { now, policy: fetchPolicy(), signInAddress })
  },
  remove: async (request: CallableRequest<unknown>): Promise<BusyCalendarsResult> => {
    requireCoach(request)
    return removeBusyCalendar(firestore(), parseRequest(removeBusyCalendarSchema, request.data).id)
  },
}

const options = { enforceAppCheck: ENFORCE_APP_CHECK }

export const studioListBusyCalendars = onCall(options, (request) => busyCalendarHandlers.list(request))
export const studioAddBusyCalendar = onCall(options, (request) => busyCalendarHandlers.add(request))
export const studioRemoveBusyCalendar = onCall(options, (request) => busyCalendarHandlers.remove(request))

/** Every 15 minutes: her calendars read again, so a meeting she adds is kept clear of within the quarter hour. */
export const refreshBusyCalendarsOnSchedule = onSchedule({ schedule: "every 15 minutes", timeZone: "Europe/London" }, async () => {
  const { read, failed } = await refreshBusyCalendars(firestore(), { now: new Date(), policy: fetchPolicy() })
  logger.info("Her calendars read again", { read, failed })
})
