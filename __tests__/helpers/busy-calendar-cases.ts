import { createServer, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import type { CallTime } from "../../contract/booking-slots"
import type { bookingBookCall } from "../../functions/src/booking/booking-functions"
import { withFunctionsFirestore } from "./firestore-emulator"

/** One event of her calendar: its time, and any lines of its own (an RRULE, her ATTENDEE line). */
export interface CalendarEvent extends CallTime {
  lines?: string[]
}

const basic = (instant: string) => instant.replace(/[-:]/g, "").replace(/\.\d+/, "")

/** Her calendar, as Google writes it, with the events given. */
export const calendarOf = (events: CalendarEvent[]): string =>
  [
    "BEGIN:VCALENDAR",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "VERSION:2.0",
    ...events.flatMap((event, index) => [
      "BEGIN:VEVENT",
      `DTSTART:${basic(event.start)}`,
      `DTEND:${basic(event.end)}`,
      "DTSTAMP:20270226T090000Z",
      `UID:client-${index}@google.com`,
      "SUMMARY:Client session",
      ...(event.lines ?? []),
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
    "",
  ].join("\r\n")

export interface ServedCalendar {
  /** Its address on 127.0.0.1, with a secret path as hers has. */
  address: string
  /** The paths asked for, in order. */
  served: string[]
  answer: (response: ServerResponse) => void
  close: () => Promise<void>
}

/** A server on 127.0.0.1 answering for her calendar as `answer` says (an empty calendar at first). */
export const serveCalendar = async (secret: string): Promise<ServedCalendar> => {
  const calendar: ServedCalendar = { address: "", served: [], answer: (response) => response.end(calendarOf([])), close: () => Promise.resolve() }
  const server: Server = createServer((request, response) => {
    calendar.served.push(request.url ?? "")
    calendar.answer(response)
  })
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done))
  calendar.address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar/ical/${secret}/basic.ics`
  calendar.close = () => new Promise<void>((done) => server.close(() => done()))
  return calendar
}

type CallableRequest = Parameters<typeof bookingBookCall.run>[0]

const ENV = {
  ENQUIRIES_PER_HOUR: "50",
  ENQUIRIES_PER_HOUR_PER_EMAIL: "50",
  ENQUIRIES_PER_HOUR_ALL: "1000",
  // As the local backend runs the functions: the emulator, and its explicit setting.
  FUNCTIONS_EMULATOR: "true",
  BUSY_CALENDARS_LOCAL_LOOPBACK: "true",
}

/** The functions against the Firestore stand-in, reading her calendars from 127.0.0.1 as the local backend lets them. */
export const withBusyCalendarFunctions = (): void => {
  withFunctionsFirestore()
  beforeAll(() => Object.assign(process.env, ENV))
  afterAll(() => {
    for (const name of Object.keys(ENV)) delete process.env[name]
  })
}

let lastSender = 0
/** A visitor's request, each from a sender of its own. */
export const visitorCall = (data: unknown): CallableRequest => {
  const address = `2001:db8:${(++lastSender).toString(16)}::1`
  return { data, rawRequest: { ip: address, headers: { "x-forwarded-for": address }, socket: { remoteAddress: "169.254.1.1" } }, acceptsStreaming: false } as unknown as CallableRequest
}

/** The coach's request; `token` adds to her ID token's claims (her sign-in address, say). */
export const coachCall = (data: unknown = {}, token: Record<string, unknown> = {}): CallableRequest =>
  ({ ...visitorCall(data), auth: { uid: "coach-uid", token: { coach: true, email_verified: true, ...token } } }) as unknown as CallableRequest

/** A fresh visitor's address for each booking. */
export const clientEmail = (): string => `client${++lastSender}@example.co.uk`
