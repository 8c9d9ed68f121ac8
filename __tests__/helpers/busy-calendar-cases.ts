import { createServer, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import type { CallTime } from "../../contract/booking-slots"

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
