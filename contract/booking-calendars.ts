/**
 * The coach's own calendars (Google, Outlook, Apple), whose busy times booking keeps clear of:
 * what the studio sends to add and remove one, and what it is shown of each. The address is a
 * secret (whoever has it reads her diary): the studio sends it once and is only ever shown its
 * host.
 */
import { z } from "zod"
import "./zod-jitless"

/** The busy calendars' callables (their names: callable-names.ts). */
export const BUSY_CALENDAR_CALLABLES = {
  list: "studioListBusyCalendars",
  add: "studioAddBusyCalendar",
  remove: "studioRemoveBusyCalendar",
} as const

export const BUSY_CALENDAR_LIMITS = { calendars: 5, name: 60, address: 2000, ownAddresses: 5 } as const

/**
 * Where a calendar says it can be subscribed to: https, or webcal (which means https). Plain http
 * only to this machine, for the local backend; the functions refuse even that outside it.
 */
const ADDRESS = /^((https|webcals?):\/\/[^\s/?#]+|http:\/\/(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost)(:\d+)?(?=[/?#]|$))[^\s]*$/i

export const addBusyCalendarSchema = z.strictObject({
  name: z
    .string({ error: "must be text" })
    .trim()
    .min(1, { error: "must be filled in" })
    .max(BUSY_CALENDAR_LIMITS.name, { error: `must be at most ${BUSY_CALENDAR_LIMITS.name} characters` })
    .refine((name) => !/[\r\n\u2028\u2029]/.test(name), { error: "must be one line" }),
  address: z
    .string({ error: "must be text" })
    .trim()
    .min(1, { error: "must be filled in" })
    .max(BUSY_CALENDAR_LIMITS.address, { error: `must be at most ${BUSY_CALENDAR_LIMITS.address} characters` })
    .refine((address) => ADDRESS.test(address), { error: "must be the calendar's private address, starting https:// or webcal://" }),
  /**
   * Her own addresses as this calendar's invitations name her, besides her sign-in and
   * notification addresses: an invitation she has declined at one of them is not busy.
   */
  ownAddresses: z
    .array(z.string({ error: "must be e-mail addresses" }).trim().toLowerCase().pipe(z.email({ error: "must be e-mail addresses, separated by commas" })), {
      error: "must be a list of e-mail addresses",
    })
    .max(BUSY_CALENDAR_LIMITS.ownAddresses, { error: `may list at most ${BUSY_CALENDAR_LIMITS.ownAddresses} addresses` })
    .default([]),
})

export type AddBusyCalendar = z.output<typeof addBusyCalendarSchema>

export const removeBusyCalendarSchema = z.strictObject({ id: z.string({ error: "must be the id of a calendar" }).regex(/^[A-Za-z0-9_-]{8,40}$/, { error: "must be the id of a calendar" }) })

/** Why a calendar could not be read the last time, and since when it has not been. */
export interface BusyCalendarFailure {
  /** ISO 8601: the first failed reading since the last good one. */
  since: string
  /** In her words: "it answered 404 (no calendar at that address: was it reset?)". */
  reason: string
}

/** A calendar as the studio shows it: never its address, only where it is kept. */
export interface BusyCalendarView {
  id: string
  name: string
  /** "calendar.google.com/…" */
  maskedAddress: string
  /** Her addresses she gave for it (an invitation she declined at one is not busy). */
  ownAddresses: string[]
  /** ISO 8601: when its busy times were last read; the copy booking keeps clear of. */
  readAt: string | null
  /** Busy stretches in the window booking offers, as last read. */
  busyCount: number
  failure: BusyCalendarFailure | null
}

export interface BusyCalendarsResult {
  calendars: BusyCalendarView[]
}
