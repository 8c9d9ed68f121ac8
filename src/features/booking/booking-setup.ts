/**
 * The booking feature's door to Firebase, so its pages never touch it: the site's setup, read once
 * from the build-time variables (reading them loads no Firebase code). Null in demo mode.
 */
import { firebaseSetup } from "../../firebase/config"
import { settings } from "../../settings"

/** For the visitor's call page: a call booked in the diary can be seen, moved or cancelled. */
export const callSetup = firebaseSetup()

/**
 * For booking on /contact/: only with the site's backend and no outside scheduler's link (with
 * one, the call to action and the contact details lead there, as ever).
 */
export const bookingSetup = settings.schedulerUrl.trim() ? null : callSetup

/** Whether /contact/ offers booking in the coach's own diary. */
export const bookingOpen = bookingSetup !== null
