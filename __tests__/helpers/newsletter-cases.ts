/**
 * What the newsletter's tests share: a visitor's and the coach's requests, the pages' answers as a
 * browser sees them, readers subscribed through the form and the link, and a published post.
 */
import type { Firestore } from "firebase-admin/firestore"
import { MAIL, NEWSLETTER_DELIVERIES, NEWSLETTER_LEFT, NEWSLETTER_SENDS, NEWSLETTER_SUBSCRIBERS, PAGES, POSTS, RATE_LIMITS } from "../../contract/firebase-settings"
import { NEWSLETTER_HTTP } from "../../contract/newsletter-form"
import type { SubscribeRequest } from "../../contract/newsletter-api"
import type { PageRequest, PageResponse } from "../../functions/src/newsletter/answer-page"
import { serveConfirm } from "../../functions/src/newsletter/link-pages"
import { subscribeFrom } from "../../functions/src/newsletter/subscribe-request"
import { firestore } from "../../functions/src/firestore"
import { withFunctionsFirestore } from "./firestore-emulator"

export const HOUR = 3_600_000

/** A moment ten minutes into the current clock hour, so a test's limits all count in one hour. */
export const inThisHour = (): Date => new Date(Math.floor(Date.now() / HOUR) * HOUR + 10 * 60_000)

let senders = 0
/** A request from its own sender (an IPv6 /64 of its own), as the platform hands it over. */
export const fromNewSender = () => {
  const address = `2001:db8:${(++senders).toString(16)}::1`
  return { ip: address, headers: { "x-forwarded-for": address, host: "127.0.0.1:5011" }, socket: { remoteAddress: "169.254.1.1" } }
}

export const asVisitor = (data: unknown, raw = fromNewSender()) => ({ data, rawRequest: raw, acceptsStreaming: false }) as never

export const asCoach = (data: unknown) =>
  ({ data, rawRequest: { headers: { host: "127.0.0.1:5011" } }, acceptsStreaming: false, auth: { uid: "coach", token: { uid: "coach", coach: true, email_verified: true }, rawToken: "verified" } }) as never

export const signUp = (email: string, overrides: Partial<SubscribeRequest> = {}): SubscribeRequest => ({ email, consent: true, place: "post", page: "/blog/delegation-is-a-design-problem/", ...overrides })

export interface Answer {
  status: number
  body: string
  headers: Record<string, string>
}

/** A page function's answer to one request, as a browser would get it. */
export const callPage = async (
  serve: (db: Firestore, request: PageRequest, response: PageResponse, now?: Date) => Promise<void>,
  db: Firestore,
  request: Partial<PageRequest> & { method: string },
  now = new Date(),
): Promise<Answer> => {
  const answer: Answer = { status: 0, body: "", headers: {} }
  const response: PageResponse = {
    status: (code) => ((answer.status = code), response),
    set: (field, value) => ((answer.headers[field] = value), response),
    send: (body) => (answer.body = body),
  }
  await serve(db, { query: {}, headers: {}, ...request }, response, now)
  return answer
}

export const mailsTo = async (db: Firestore, address: string) =>
  (await db.collection(MAIL).where("to", "array-contains", address).get()).docs.map((doc) => ({ id: doc.id, ...(doc.data() as { message: { subject: string; text: string; html: string }; headers?: Record<string, string> }) }))

/** The token of the first link to the named function in an e-mail's text. */
export const tokenIn = (text: string, fn: string): string => new RegExp(`/${fn}\\?token=([A-Za-z0-9_.-]+)`).exec(text)?.[1] ?? ""

/** Subscribes through the form and confirms with the link's button, as a reader does. */
export const subscribeAndConfirm = async (db: Firestore, email: string, now = new Date()): Promise<void> => {
  await subscribeFrom(db, signUp(email), fromNewSender(), now)
  const mails = await mailsTo(db, email)
  const token = tokenIn(mails.at(-1)?.message.text ?? "", NEWSLETTER_HTTP.confirm)
  const confirmed = await callPage(serveConfirm, db, { method: "POST", body: { token } }, now)
  if (confirmed.status !== 200) throw new Error(`${email} could not confirm: ${confirmed.status}`)
}

/** A post published in the studio, as the build and the newsletter read it. */
export const publishPost = async (db: Firestore, slug: string, overrides: Record<string, unknown> = {}): Promise<void> => {
  await db.collection(POSTS).doc(`id-${slug}`).set({
    slug,
    title: "Delegation is a design problem",
    date: "2026-11-02",
    description: "Why delegating well is about designing decisions, not handing over tasks.",
    tags: ["leadership"],
    cover: "https://firebasestorage.googleapis.com/v0/b/demo/o/posts%2Fa%2Fcover.jpg?alt=media",
    coverAlt: "A desk with two chairs",
    body: "Most founders think delegation is about trust.\n\n![The team](/images/team.jpg)\n\nRead [the earlier post](/blog/first-ninety-days-as-chief-executive/) and the [footnote](#notes).",
    published: true,
    revision: 1,
    ...overrides,
  })
}

/** Empties the collections a test touched. */
export const clearAll = async (db: Firestore): Promise<void> => {
  for (const collection of [NEWSLETTER_SUBSCRIBERS, NEWSLETTER_LEFT, NEWSLETTER_SENDS, NEWSLETTER_DELIVERIES, MAIL, RATE_LIMITS, POSTS, PAGES]) {
    for (const doc of (await db.collection(collection).get()).docs) await doc.ref.delete()
  }
}

/** A test file's own Firestore stand-in, the functions pointed at it, emptied before each test; `use` is given the client. */
export const withEmptiedFirestore = (use: (db: Firestore) => void): void => {
  withFunctionsFirestore()
  beforeAll(() => use(firestore()))
  beforeEach(async () => {
    await clearAll(firestore())
  })
}
