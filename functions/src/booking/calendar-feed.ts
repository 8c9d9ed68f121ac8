/**
 * The coach's private calendar feed: her calls as an .ics her phone's or laptop's calendar
 * subscribes to, at an address holding a token only she has (replaceable in the studio, which
 * stops the old address at once). Answered with the headers calendar clients poll by: a validator
 * (ETag) for a cheap "not modified", and a short private cache.
 */
import { createHash, timingSafeEqual } from "node:crypto"
import type { Firestore } from "firebase-admin/firestore"
import { DateTime } from "luxon"
import { CALENDAR_FEED } from "../../../contract/firebase-settings"
import { calendarFeed } from "./call-calendar"
import { calendarCall } from "./call-emails"
import { callsStarting, readAvailability } from "./call-records"
import { hashSecret } from "../common/secret-hash"

/** The parts of an HTTP request and response the feed uses (Express's, as onRequest hands them). */
export interface FeedRequest {
  method: string
  path: string
  headers: Record<string, string | string[] | undefined>
}
export interface FeedResponse {
  status(code: number): FeedResponse
  set(field: string, value: string): FeedResponse
  send(body: string): unknown
  end(): unknown
}

/** How long a calendar may keep the feed before asking again: calls are booked days ahead, so a few minutes late is fine. */
export const FEED_MAX_AGE_SECONDS = 300

const sameHash = (a: string, b: unknown): boolean => typeof b === "string" && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** The token in the address: /<token>.ics (or /<token>). */
const tokenOf = (path: string): string | null => /^\/([A-Za-z0-9_-]{43})(?:\.ics)?$/.exec(path)?.[1] ?? null

export const serveCalendarFeed = async (db: Firestore, request: FeedRequest, response: FeedResponse, now = new Date()): Promise<void> => {
  response.set("X-Robots-Tag", "noindex").set("Referrer-Policy", "no-referrer")
  if (request.method !== "GET" && request.method !== "HEAD") {
    response.status(405).set("Allow", "GET, HEAD").send("Only GET and HEAD.")
    return
  }
  const token = tokenOf(request.path)
  const feed = await db.doc(CALENDAR_FEED).get()
  // One answer for a wrong, an old and a malformed address: nothing to tell them apart by.
  if (!token || !feed.exists || !sameHash(hashSecret(token), feed.get("tokenHash"))) {
    response.status(404).set("Cache-Control", "no-store").send("Not found.")
    return
  }
  const from = DateTime.fromJSDate(now).minus({ days: 30 }).toJSDate()
  const until = DateTime.fromJSDate(now).plus({ years: 1 }).toJSDate()
  const [calls, availability] = await Promise.all([callsStarting(db, from, until), readAvailability(db)])
  const body = calendarFeed(calls.map((call) => calendarCall(call, availability?.meetingLink)))
  // DTSTAMP changes on every build of the text; the validator is of what the calendar shows.
  const etag = `"${createHash("sha256").update(body.replace(/^DTSTAMP:.*\r?\n/gm, "")).digest("base64url").slice(0, 27)}"`
  response
    .set("Content-Type", "text/calendar; charset=utf-8")
    .set("Content-Disposition", 'inline; filename="calls.ics"')
    .set("Cache-Control", `private, max-age=${FEED_MAX_AGE_SECONDS}`)
    .set("ETag", etag)
  const asked = request.headers["if-none-match"]
  if ((Array.isArray(asked) ? asked.join(",") : (asked ?? "")).split(",").some((tag) => tag.trim() === etag)) {
    response.status(304).end()
    return
  }
  if (request.method === "HEAD") {
    response.status(200).end()
    return
  }
  response.status(200).send(body)
}
