/**
 * Every callable's deployed name, in one table: `functions/src/index.ts` exports a function of each
 * name (checked by __tests__/callable-names.test.ts), and each group is read from the contract
 * module its calls' shapes live in, where the site, the studio and the tests take a name from. A
 * new callable is a row in its group's module.
 *
 * The groups stay in their own modules, not in one: a bundle takes a whole module, so a table
 * holding every name would put the studio's and booking's names in the contact page's first
 * JavaScript (e2e/specs/shell.spec.ts). Only the tests import this table.
 */
import { BOOKING_CALLABLES } from "./booking-api"
import { BUSY_CALENDAR_CALLABLES } from "./booking-calendars"
import { CLIENT_RECORD_CALLABLES, CLIENT_RECORD_ROOM_CALLABLES } from "./client-record-api"
import { PROGRAMME_END_CALLABLES, CLIENT_TESTIMONIAL_CALLABLES } from "./programme-end-api"
import { CLIENT_ROOM_CALLABLES } from "./client-room-api"
import { ENGAGEMENT_CALLABLES } from "./engagement-api"
import { SUBMIT_ENQUIRY } from "./enquiry-schema"
import { CLIENT_INVOICE_CALLABLES, INVOICE_CALLABLES } from "./invoice-api"
import { NEWSLETTER_CALLABLES } from "./newsletter-api"
import { SESSION_CALLABLES, STUDIO_SESSION_CALLABLES } from "./session-api"
import { STUDIO_CALLABLES } from "./studio-api"
import { PAGE_CALLABLES } from "./studio-pages-api"

export const CALLABLE_NAMES = {
  /** The contact form's. */
  enquiries: { submitEnquiry: SUBMIT_ENQUIRY },
  /** The studio's inbox, stories, posts, photos and revisions. */
  studio: STUDIO_CALLABLES,
  /** The studio's pages and settings. */
  pages: PAGE_CALLABLES,
  /** Booking a call (the visitor's three) and the coach's calls and hours. */
  booking: BOOKING_CALLABLES,
  /** The calendars whose busy times close booking times. */
  busyCalendars: BUSY_CALENDAR_CALLABLES,
  /** Subscribing to the newsletter (the visitor's) and the coach's list and sends. */
  newsletter: NEWSLETTER_CALLABLES,
  /** The coach's proposals to clients. */
  engagements: ENGAGEMENT_CALLABLES,
  /** The client's room: the sign-in link (anyone's), then a client's own engagements. */
  clientRoom: CLIENT_ROOM_CALLABLES,
  /** The coach's invoices: listing, marking paid, voiding, the CSV. */
  invoices: INVOICE_CALLABLES,
  /** A client's own invoices, from their room. */
  clientInvoices: CLIENT_INVOICE_CALLABLES,
  /** A client's programme sessions, from their room: the balance, booking, cancelling, moving. */
  sessions: SESSION_CALLABLES,
  /** The coach's view of a programme's sessions, and giving one back. */
  studioSessions: STUDIO_SESSION_CALLABLES,
  /** The coach's record of a client: their intake, her session notes, the actions she shares. */
  clientRecord: CLIENT_RECORD_CALLABLES,
  /** A client's own intake and actions, from their room. */
  clientRecordRoom: CLIENT_RECORD_ROOM_CALLABLES,
  /** The coach's end of a programme: ending it, the testimonial, export and erasure. */
  programmeEnd: PROGRAMME_END_CALLABLES,
  /** A client's testimonial and erasure request, from their room. */
  clientTestimonials: CLIENT_TESTIMONIAL_CALLABLES,
} as const

type Groups = typeof CALLABLE_NAMES

/** Any callable's deployed name. */
export type CallableName = { [Group in keyof Groups]: Groups[Group][keyof Groups[Group]] }[keyof Groups]
