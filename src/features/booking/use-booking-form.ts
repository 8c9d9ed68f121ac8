import { useCallback, useMemo, useRef, useState } from "react"
import { bookCallErrors, bookCallSchema, type BookCall, type BookCallErrors, type BookCallResult, type CallWay, type TimeGoneDetails } from "../../../contract/booking-api"
import { isTimeZone } from "../../../contract/booking-availability"
import { UNBOOKABLE, type CallTime } from "../../../contract/booking-slots"
import { ENQUIRY_FIELDS, type EnquiryProblem } from "../../../contract/enquiry-schema"
import { EMPTY_VALUES, newSubmissionId, serverFieldErrors, type EnquiryValues } from "../contact/enquiry-values"
import type { BookingCalls, CallFailure } from "./booking-calls"
import { isBookingClosed } from "./free-times-store"

/** The fields of a booking the visitor fills in, in the order the form shows them. */
export type BookingField = keyof EnquiryValues | "way" | "phone"
const ORDER: BookingField[] = [...(Object.keys(ENQUIRY_FIELDS) as (keyof typeof ENQUIRY_FIELDS)[]).filter((field) => field !== "consent"), "phone", "consent"]

export type BookingErrors = Partial<Record<BookingField, EnquiryProblem>>

/**
 * idle: being filled in; sending: waiting for the diary; booked: the call is in it; gone: the time
 * can no longer be had (why, and the next free times); closed: booking closed meanwhile; failed:
 * not booked for another reason (in words).
 */
export type BookingStatus = "idle" | "sending" | "booked" | "gone" | "closed" | "failed"

export interface BookingForm {
  values: EnquiryValues
  way: CallWay
  phone: string
  errors: BookingErrors
  status: BookingStatus
  failure: CallFailure | null
  gone: TimeGoneDetails | null
  booked: BookCallResult | null
  change: <F extends keyof EnquiryValues>(field: F, value: EnquiryValues[F]) => void
  setWay: (way: CallWay) => void
  setPhone: (phone: string) => void
  /** Checks and books `time`; resolves to the first field to fix, or null. */
  submit: (time: CallTime) => Promise<BookingField | null>
  /** A new time picked after a refusal: the form is ready to send again, everything typed kept. */
  clearOutcome: () => void
}

/** The visitor's own time zone, as their browser names it, when it is one the functions accept. */
export const visitorTimeZone = (): string | undefined => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return zone && isTimeZone(zone) ? zone : undefined
}

/** True for the details of a refused time: why, and the next free times. */
export const isTimeGone = (details: unknown): details is TimeGoneDetails =>
  Boolean(details && typeof details === "object" && "reason" in details && (UNBOOKABLE as readonly unknown[]).includes(details.reason) && "times" in details && Array.isArray(details.times))

const firstInvalid = (errors: BookingErrors): BookingField | null => ORDER.find((field) => errors[field] !== undefined) ?? null

/**
 * The booking's details: the enquiry's values and checks (the shared schema, extended with the time
 * and how to talk), one submission id per booking (a retry after a lost answer is the same
 * booking), and the outcome. Nothing typed is ever cleared by a refusal.
 */
export const useBookingForm = (calls: BookingCalls): BookingForm => {
  const [values, setValues] = useState<EnquiryValues>(EMPTY_VALUES)
  const [way, setWayState] = useState<CallWay>("video")
  const [phone, setPhoneState] = useState("")
  const [checking, setChecking] = useState(false)
  const [serverErrors, setServerErrors] = useState<BookingErrors>({})
  const [status, setStatus] = useState<BookingStatus>("idle")
  const [failure, setFailure] = useState<CallFailure | null>(null)
  const [gone, setGone] = useState<TimeGoneDetails | null>(null)
  const [booked, setBooked] = useState<BookCallResult | null>(null)
  // The id the server knows this booking by, and what was sent under it: other words or another
  // time are a new booking, or the server would refuse them as a changed retry.
  const sent = useRef<{ id: string; payload: string } | null>(null)
  const inFlight = useRef(false)

  const booking = useCallback(
    (time: CallTime, submissionId: string) => ({ submissionId, ...values, start: time.start, way, phone: way === "phone" ? phone : undefined, timeZone: visitorTimeZone() }),
    [values, way, phone],
  )

  const errors = useMemo<BookingErrors>(() => {
    if (!checking) return serverErrors
    const check = bookCallSchema.safeParse(booking({ start: "2000-01-01T00:00:00Z", end: "" }, "00000000-0000-4000-8000-000000000000"))
    return { ...serverErrors, ...(check.success ? {} : (bookCallErrors(check.error) as BookingErrors)) }
  }, [checking, serverErrors, booking])

  const forget = (field: BookingField) =>
    setServerErrors((current) => {
      const { [field]: _edited, ...rest } = current
      return rest
    })
  const change = useCallback<BookingForm["change"]>((field, value) => {
    setValues((current) => ({ ...current, [field]: value }))
    forget(field)
  }, [])
  const setWay = useCallback((next: CallWay) => setWayState(next), [])
  const setPhone = useCallback((next: string) => {
    setPhoneState(next)
    forget("phone")
  }, [])

  const submit = useCallback(
    async (time: CallTime): Promise<BookingField | null> => {
      if (inFlight.current) return null
      setChecking(true)
      const draft = booking(time, sent.current?.id ?? newSubmissionId())
      const { submissionId: _id, ...words } = draft
      const payload = JSON.stringify(words)
      const submissionId = sent.current && sent.current.payload === payload ? sent.current.id : newSubmissionId()
      const check = bookCallSchema.safeParse({ ...draft, submissionId })
      if (!check.success) return firstInvalid(bookCallErrors(check.error) as BookingErrors)
      inFlight.current = true
      sent.current = { id: submissionId, payload }
      setServerErrors({})
      setStatus("sending")
      setFailure(null)
      setGone(null)
      const outcome = await calls.bookCall(check.data as BookCall)
      inFlight.current = false
      if (outcome.ok) {
        setBooked(outcome.value)
        setStatus("booked")
        return null
      }
      const { details, kind } = outcome.failure
      setFailure(outcome.failure)
      if (kind === "aborted" && isTimeGone(details)) {
        setGone(details)
        setStatus("gone")
        return null
      }
      if (kind === "unavailable" && isBookingClosed(details)) {
        setStatus("closed")
        return null
      }
      const fields = serverFieldErrors(details) as BookingErrors
      const phoneProblem = details && typeof details === "object" && "fields" in details ? (details.fields as BookCallErrors).phone : undefined
      const shown = { ...fields, ...(phoneProblem ? { phone: phoneProblem } : {}) }
      setServerErrors(shown)
      setStatus("failed")
      return firstInvalid(shown)
    },
    [booking, calls],
  )

  const clearOutcome = useCallback(() => {
    setStatus("idle")
    setFailure(null)
    setGone(null)
  }, [])

  return { values, way, phone, errors, status, failure, gone, booked, change, setWay, setPhone, submit, clearOutcome }
}
