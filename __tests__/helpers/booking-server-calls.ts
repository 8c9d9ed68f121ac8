import * as booking from "../../functions/src/booking/booking-functions"
import { outcomeOf, type BookingCalls } from "../../src/features/booking/booking-calls"

type CallableRequest = Parameters<typeof booking.bookingBookCall.run>[0]

let senders = 0
/** A request as the Functions runtime hands it to a handler, from a sender of its own unless `address` is given. */
export const callableRequest = (data: unknown, auth?: { uid: string; token: Record<string, unknown> }, address = `2001:db8:${(++senders).toString(16)}::1`): CallableRequest => {
  return {
    data,
    rawRequest: { ip: address, headers: { "x-forwarded-for": address }, socket: { remoteAddress: "169.254.1.1" } },
    acceptsStreaming: false,
    ...(auth ? { auth } : {}),
  } as unknown as CallableRequest
}

/** The coach's request (her claim). */
export const coachRequest = (data: unknown): CallableRequest => callableRequest(data, { uid: "coach-uid", token: { coach: true, email_verified: true } })

/**
 * The error the browser SDK raises for an HttpsError: `functions/<code>` and the details, as the
 * callable protocol carries them (the message is not read by the page).
 */
const asClientError = (error: unknown): unknown =>
  error instanceof Error && "code" in error && "httpErrorCode" in error
    ? Object.assign(new Error(`${error.message} [${String((error as { httpErrorCode: { status: number } }).httpErrorCode.status)}]`), {
        code: `functions/${String(error.code)}`,
        details: (error as { details?: unknown }).details,
      })
    : error

/**
 * The booking functions' own handlers against the Firestore stand-in, at the moment `now`, in
 * place of the network between the page and them: what the page gets is what they answer.
 */
export const serverCalls = (now: () => Date): BookingCalls => {
  const run = <T>(handler: () => Promise<T>) => outcomeOf(() => handler().catch((error: unknown) => Promise.reject(asClientError(error))))
  return {
    listTimes: (range) => run(() => booking.handlers.listTimes(callableRequest(range ?? null), now())),
    bookCall: (call) => run(() => booking.handlers.bookCall(callableRequest(JSON.parse(JSON.stringify(call))), now())),
    manageCall: (request) => run(() => booking.handlers.manageCall(callableRequest(JSON.parse(JSON.stringify(request))), now())),
  }
}
