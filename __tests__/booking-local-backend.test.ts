/**
 * @jest-environment node
 *
 * Booking through the local backend as the page and the coach's calendar will reach it: the
 * callable protocol into the Functions emulator running the built functions/, against the
 * Firestore stand-in, and the calendar feed fetched over HTTP at the address the studio hands out.
 */
import { startLocalBackendProcess, type LocalBackendProcess } from "./helpers/local-backend"
import { runAddCoach, signIn } from "./helpers/auth-emulator"
import { parseCalendar, validBooking } from "./helpers/booking-cases"
import { BOOKING_CALLABLES, type ListTimesResult, type TimeGoneDetails } from "../contract/booking-api"
import { LOCAL_PROJECT_ID } from "../scripts/local-backend/site-env"
import { FUNCTIONS_REGION } from "../contract/firebase-settings"

jest.setTimeout(120_000)

let backend: LocalBackendProcess | undefined
let coachToken = ""

const env = () => {
  if (!backend) throw new Error("the local backend did not start")
  return backend.env
}

beforeAll(async () => {
  // A backend of its own, not the run's shared one: the test starts from no hours set (booking
  // closed) and reads the coach's whole calendar feed, both the one coach's across the backend.
  backend = await startLocalBackendProcess()
  const auth = env().GATSBY_FIREBASE_AUTH_EMULATOR_HOST
  await runAddCoach(auth, ["eleanor@example.co.uk", "--password", "a-coach-password"])
  coachToken = (await signIn(auth, "eleanor@example.co.uk", "a-coach-password")).idToken
}, 240_000)

afterAll(async () => {
  await backend?.stop()
}, 60_000)

interface Answer<T> {
  status: number
  result?: T
  error?: { status: string; message: string; details?: unknown }
}

/** The callable protocol, as the Firebase SDK speaks it: POST {"data": ...}, the answer in `result`. */
const call = async <T>(name: string, data: unknown, token?: string): Promise<Answer<T>> => {
  const url = `http://${env().GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST}/${env().GATSBY_FIREBASE_PROJECT_ID}/${env().GATSBY_FIREBASE_FUNCTIONS_REGION}/${name}`
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ data }),
  })
  const body = (await response.json()) as { result?: T; error?: Answer<T>["error"] }
  return { status: response.status, ...body }
}

it("lets visitors book the coach's times, one visitor per time, and shows the call in her calendar feed", async () => {
  expect((await call<ListTimesResult>(BOOKING_CALLABLES.listTimes, {})).result).toMatchObject({ open: false, times: [] })
  const every = [{ from: "00:00", to: "24:00" }]
  const weeklyHours = { monday: every, tuesday: every, wednesday: every, thursday: every, friday: every, saturday: every, sunday: every }
  const saved = await call(BOOKING_CALLABLES.saveAvailability, { availability: { weeklyHours } }, coachToken)
  expect(saved.status).toBe(200)

  const { result: listed } = await call<ListTimesResult>(BOOKING_CALLABLES.listTimes, {})
  expect(listed?.open).toBe(true)
  const wanted = listed?.times[0]
  if (!wanted) throw new Error("no time was offered")

  const answers = await Promise.all(Array.from({ length: 5 }, (_, at) => call<{ callId: string }>(BOOKING_CALLABLES.bookCall, validBooking(wanted.start, { email: `visitor${at}@example.co.uk` }))))
  const won = answers.filter((answer) => answer.status === 200)
  expect(won).toHaveLength(1)
  for (const lost of answers.filter((answer) => answer.status !== 200)) {
    expect(lost.error?.status).toBe("ABORTED")
    expect((lost.error?.details as TimeGoneDetails).reason).toBe("taken")
  }

  const { result: feed } = await call<{ url: string }>(BOOKING_CALLABLES.replaceCalendarFeed, {}, coachToken)
  expect(feed?.url).toMatch(new RegExp(`^http://${env().GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/calendarFeed/[A-Za-z0-9_-]{43}\\.ics$`))
  const response = await fetch(feed?.url ?? "")
  expect(response.status).toBe(200)
  expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8")
  expect(response.headers.get("cache-control")).toBe("private, max-age=300")
  const calendar = parseCalendar(await response.text())
  expect(calendar.events.map((event) => [event.uid.includes(won[0].result?.callId ?? "?"), event.start])).toEqual([[true, wanted.start]])
  expect((await fetch(feed?.url ?? "", { headers: { "if-none-match": response.headers.get("etag") ?? "" } })).status).toBe(304)
  // Visitors may not reach the coach's side.
  expect((await call(BOOKING_CALLABLES.listCalls, {})).error?.status).toBe("UNAUTHENTICATED")
})
