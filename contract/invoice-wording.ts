/**
 * What an invoice is for, in the words every copy of it uses: the PDF, its e-mail, her CSV, the
 * studio's list and the client's room.
 */
import type { Invoice } from "./invoice-schema"
import { printedDay } from "./long-date"

type Billed = Pick<Invoice, "programme" | "instalment" | "instalments">

/** "Leadership programme: 8 sessions of 90 minutes", or "Leadership programme: instalment 1 of 3". */
export const invoiceDescription = ({ programme, instalment, instalments }: Billed): string =>
  instalments === 1
    ? `${programme.title}: ${programme.sessions} ${programme.sessions === 1 ? "session" : "sessions"} of ${programme.sessionMinutes} minutes`
    : `${programme.title}: instalment ${instalment} of ${instalments}`

/** "11 January 2027 to 10 February 2027", or "The programme, from 11 January 2027" when paid in full. */
export const invoicePeriod = ({ period }: Pick<Invoice, "period">): string =>
  period.to ? `${printedDay(period.from)} to ${printedDay(period.to)}` : `The programme, from ${printedDay(period.from)}`
