/**
 * @jest-environment node
 *
 * The one table of callable names and the deployed functions agree: the site and the studio call
 * each name in contract/callable-names.ts, so functions/src/index.ts must export a callable of that
 * name, and every callable it exports for the studio or the booking must be a row of the table.
 */
import { CALLABLE_NAMES } from "../contract/callable-names"
import { NEWSLETTER_HTTP } from "../contract/newsletter-form"
import * as deployed from "../functions/src/index"

const tableNames: string[] = Object.values(CALLABLE_NAMES).flatMap((group) => Object.values(group))

/** Deployed functions that are not callables (schedules, HTTP, Auth and Firestore triggers). */
const NOT_CALLABLES = new Set(["refuseSignUp", "deleteExpiredEnquiries", "sendEnquiryDigest", "confirmNotificationAddress", "sendHeldBackBuilds", "publishScheduled", "calendarFeed", "sendCallReminders", "refreshBusyCalendars", "removeDeliveredLinks", ...Object.values(NEWSLETTER_HTTP), "sendNewsletterBatches", "deleteExpiredNewsletter", "followAcceptedEngagement", "sendInstalmentsAndReminders"])

test.each(tableNames)("the functions deploy a callable named %s", (name) => {
  expect(Object.keys(deployed)).toContain(name)
  expect(typeof (deployed as Record<string, unknown>)[name]).toBe("function")
})

test("every callable the functions deploy is a row of the one table", () => {
  const callables = Object.keys(deployed).filter((name) => name !== "__esModule" && !NOT_CALLABLES.has(name))
  expect(callables.sort()).toEqual([...tableNames].sort())
})

test("no name is in the table twice", () => {
  expect(new Set(tableNames).size).toBe(tableNames.length)
})
