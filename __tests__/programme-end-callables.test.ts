/**
 * @jest-environment node
 *
 * The end of a programme over the real callable protocol, on the run's shared local backend: she
 * ends a programme and asks for a testimonial (the client e-mailed once); the client gives it in
 * their room with the naming they choose, which records their permission; she publishes exactly
 * what was permitted, and changed words are taken off and refused until published again; she
 * suggests other words, which change nothing until the client gives them in their room; the
 * client's record exports as one zip (her notes only if she asks) and erases to the invoices alone,
 * by her, at the client's request, or after her keeping period. Another client's engagement is not
 * found; non-coaches and non-clients are refused. Its proposals and accounts are its own.
 */
import { createHash, randomUUID } from "node:crypto"
import { getFirestore, Timestamp } from "firebase-admin/firestore"
import { getAuth } from "firebase-admin/auth"
import { testimonialsFileSchema, type Testimonial } from "../contract/content-schema"
import { PAGE_CALLABLES, type SavePageDraftResult } from "../contract/studio-pages-api"
import { CLIENT_ROOM_CALLABLES, type ListEngagementsResult } from "../contract/client-room-api"
import {
  PROGRAMME_END_CALLABLES,
  CLIENT_TESTIMONIAL_CALLABLES,
  type ProgrammeEndResult,
  type EraseClientRecordResult,
  type ExportClientRecordResult,
  type GiveTestimonialRequest,
  type ListClientRecordsResult,
  type MyTestimonialResult,
} from "../contract/programme-end-api"
import { ENGAGEMENT_CALLABLES, type SendProposalResult } from "../contract/engagement-api"
import type { ProposalInput } from "../contract/engagement-schema"
import { CALLS, CLIENT_ACTIONS, CLIENT_TESTIMONIALS, ENGAGEMENTS, INTAKE, INVOICES, MAIL, PAGES, SESSION_NOTES } from "../contract/firebase-settings"
import { acceptWithAdmin, accountOn, callOn, londonDayAfter, pdfText, runScheduledOn, waitFor } from "./helpers/engagement-backend"
import { sharedLocalBackendForFile } from "./helpers/local-backend"
import { zipEntries } from "./helpers/zip-entries"

jest.setTimeout(180_000)

const backend = sharedLocalBackendForFile("programme-end-callables-test")
const db = () => getFirestore(backend.adminApp())
const call = callOn(backend)

interface Refusal {
  status?: string
  message?: string
  details?: { reason?: string; problems?: { field: string; message: string }[] }
}
const refusalOf = (answer: { error?: unknown }): Refusal => (answer.error ?? {}) as Refusal

const CLIENT = "programme-end.client@example.co.uk"
const OTHER = "programme-end.other@example.co.uk"

let coach: string
let stranger: string
let client: string
let other: string

const proposalFor = (email: string, name: string): ProposalInput => ({
  client: { name, email },
  payer: { kind: "client" },
  programme: { title: "Leading through change", sessions: 6, sessionMinutes: 60, feePence: 240_000 },
  paymentPlan: { kind: "full" },
  startDate: "2027-01-11",
})

/** An engagement sent by her and accepted by the client, its first invoice issued. */
const acceptedEngagement = async (email: string, name: string): Promise<string> => {
  const proposalId = randomUUID()
  const answer = await call<SendProposalResult>(ENGAGEMENT_CALLABLES.sendProposal, { proposalId, proposal: proposalFor(email, name) }, coach)
  expect(answer.error).toBeUndefined()
  await acceptWithAdmin(backend, proposalId, name)
  await waitFor(() => db().collection(INVOICES).doc(`${proposalId}-1`).get(), (doc) => doc.exists)
  return proposalId
}

/** Ended and asked for a testimonial, as she does from the studio. */
const endedAndAsked = async (engagementId: string): Promise<void> => {
  expect((await call(PROGRAMME_END_CALLABLES.endProgramme, { engagementId }, coach)).error).toBeUndefined()
  expect((await call(PROGRAMME_END_CALLABLES.askTestimonial, { engagementId }, coach)).error).toBeUndefined()
}

const give = (request: GiveTestimonialRequest, who = client) => call<MyTestimonialResult>(CLIENT_TESTIMONIAL_CALLABLES.giveTestimonial, request, who)

const sha256 = (text: string) => createHash("sha256").update(JSON.stringify(text)).digest("hex")

/** The testimonials the site's next build takes (her published page). */
const publishedItems = async () => {
  const page = await db().collection(PAGES).doc("testimonials").get()
  return page.get("published") === true ? testimonialsFileSchema.parse(page.get("content")).items : []
}
const itemOf = async (engagementId: string) => (await publishedItems()).find((item) => item.permission?.record?.startsWith(`${CLIENT_TESTIMONIALS}/${engagementId}#`))

beforeAll(async () => {
  const account = accountOn(backend)
  coach = await account("programme-end.coach@example.co.uk", { coach: true })
  stranger = await account("programme-end.stranger@example.co.uk", null)
  client = await account(CLIENT, { client: true })
  other = await account(OTHER, { client: true })
})

describe("who may call", () => {
  let engagementId: string
  beforeAll(async () => {
    engagementId = await acceptedEngagement(CLIENT, "Amara Okoye")
  })

  const studioRequests = (engagementId: string): Record<keyof typeof PROGRAMME_END_CALLABLES, unknown> => ({
    listClientRecords: {},
    endProgramme: { engagementId },
    askTestimonial: { engagementId },
    suggestWording: { engagementId, wording: "Other words." },
    publishTestimonial: { engagementId, wordingHash: "0".repeat(64) },
    exportClientRecord: { engagementId, includeNotes: true },
    eraseClientRecord: { engagementId, confirmName: "Amara Okoye" },
  })

  it.each(Object.keys(PROGRAMME_END_CALLABLES) as (keyof typeof PROGRAMME_END_CALLABLES)[])("her %s refuses an anonymous caller, a stranger and a client, changing nothing", async (name) => {
    const request = studioRequests(engagementId)[name]
    expect(refusalOf(await call(PROGRAMME_END_CALLABLES[name], request)).status).toBe("UNAUTHENTICATED")
    for (const who of [stranger, client]) {
      const answer = await call(PROGRAMME_END_CALLABLES[name], request, who)
      expect(refusalOf(answer).status).toBe("PERMISSION_DENIED")
      expect(JSON.stringify(answer)).not.toContain("Amara")
    }
    const stored = await db().collection(ENGAGEMENTS).doc(engagementId).get()
    expect({ state: stored.get("state"), endedAt: stored.get("endedAt") }).toEqual({ state: "accepted", endedAt: undefined })
  })

  it.each(Object.keys(CLIENT_TESTIMONIAL_CALLABLES) as (keyof typeof CLIENT_TESTIMONIAL_CALLABLES)[])("the client's %s refuses an anonymous caller, a stranger and the coach", async (name) => {
    const request = { engagementId }
    expect(refusalOf(await call(CLIENT_TESTIMONIAL_CALLABLES[name], request)).status).toBe("UNAUTHENTICATED")
    for (const who of [stranger, coach]) expect(refusalOf(await call(CLIENT_TESTIMONIAL_CALLABLES[name], request, who)).status).toBe("PERMISSION_DENIED")
  })

  it.each(Object.keys(CLIENT_TESTIMONIAL_CALLABLES) as (keyof typeof CLIENT_TESTIMONIAL_CALLABLES)[])("the client's %s answers another client's engagement exactly as one that does not exist", async (name) => {
    const request = (id: string) => (name === "giveTestimonial" ? { engagementId: id, wording: "Kind words.", naming: { kind: "anonymous" }, permitted: true } : { engagementId: id })
    const theirs = refusalOf(await call(CLIENT_TESTIMONIAL_CALLABLES[name], request(engagementId), other))
    const none = refusalOf(await call(CLIENT_TESTIMONIAL_CALLABLES[name], request(randomUUID()), other))
    expect(theirs.status).toBe("NOT_FOUND")
    expect(theirs).toEqual(none)
    expect((await db().collection(ENGAGEMENTS).doc(engagementId).get()).get("erasureRequest")).toBeUndefined()
  })
})

describe("ending a programme and asking for a testimonial", () => {
  it("ends it once, asks only once it has ended, and e-mails the client once with the room's link", async () => {
    const engagementId = await acceptedEngagement(CLIENT, "Amara Okoye")
    const early = refusalOf(await call(PROGRAMME_END_CALLABLES.askTestimonial, { engagementId }, coach))
    expect(early).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "not-ended" } })

    const ended = await call<ProgrammeEndResult>(PROGRAMME_END_CALLABLES.endProgramme, { engagementId }, coach)
    expect(ended.result?.record.endedAt).toEqual(expect.any(String))
    const again = await call<ProgrammeEndResult>(PROGRAMME_END_CALLABLES.endProgramme, { engagementId }, coach)
    expect(again.result?.record.endedAt).toBe(ended.result?.record.endedAt)
    // Counted from the end: her keeping period (24 months unless her Settings say otherwise).
    expect(new Date(ended.result?.record.erasureDueAt ?? "").getUTCFullYear()).toBe(new Date(ended.result?.record.endedAt ?? "").getUTCFullYear() + 2)

    await call(PROGRAMME_END_CALLABLES.askTestimonial, { engagementId }, coach)
    await call(PROGRAMME_END_CALLABLES.askTestimonial, { engagementId }, coach)
    const mails = (await db().collection(MAIL).where("engagementId", "==", engagementId).get()).docs
    expect(mails.map((doc) => doc.id)).toEqual([`testimonial-${engagementId}-ask`])
    expect(mails[0].get("to")).toEqual([CLIENT])
    expect(String(mails[0].get("message.text"))).toContain("/client/")

    const room = await call<MyTestimonialResult>(CLIENT_TESTIMONIAL_CALLABLES.myTestimonial, { engagementId }, client)
    expect(room.result).toMatchObject({ ended: true, acceptanceName: "Amara Okoye", testimonial: { current: null, history: [], published: null } })
  })

  it("refuses a testimonial she has not asked for", async () => {
    const engagementId = await acceptedEngagement(CLIENT, "Amara Okoye")
    const answer = refusalOf(await give({ engagementId, wording: "Thank you.", naming: { kind: "anonymous" }, permitted: true }))
    expect(answer).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "not-asked" } })
    expect((await db().collection(CLIENT_TESTIMONIALS).doc(engagementId).get()).exists).toBe(false)
  })
})

describe("the testimonial and its permission", () => {
  let engagementId: string
  const WORDING = "Six sessions with Eleanor changed how I run my week.\n\nI delegate now, and my team decides more than I do."

  beforeAll(async () => {
    engagementId = await acceptedEngagement(CLIENT, "Amara Okoye")
    await endedAndAsked(engagementId)
  })

  it("names each bad field and stores nothing", async () => {
    const answer = refusalOf(await give({ engagementId, wording: "  ", naming: { kind: "full", role: "Operations director\nand more", company: "" }, permitted: true }))
    expect(answer.status).toBe("INVALID_ARGUMENT")
    const fields = (answer.details?.problems ?? []).map((problem) => problem.field)
    expect(fields).toEqual(expect.arrayContaining(["wording", "naming.role", "naming.company"]))
    expect((await db().collection(CLIENT_TESTIMONIALS).doc(engagementId).get()).get("current")).toBeNull()
  })

  it("records who gave it, when, the exact words and their SHA-256, and the naming", async () => {
    const before = Date.now()
    const answer = await give({ engagementId, wording: `  ${WORDING}  `, naming: { kind: "full", role: "Operations director", company: "Kestrel Foods" }, permitted: true })
    expect(answer.error).toBeUndefined()
    const stored = (await db().collection(CLIENT_TESTIMONIALS).doc(engagementId).get()).get("current") as Record<string, unknown>
    expect(stored).toMatchObject({ email: CLIENT, acceptanceName: "Amara Okoye", wording: WORDING, wordingHash: sha256(WORDING), naming: { kind: "full", role: "Operations director", company: "Kestrel Foods" } })
    expect((stored.givenAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 5_000)
  })

  it("publishes exactly what was permitted, with the permission's date and record, and refuses other words", async () => {
    const wrong = refusalOf(await call(PROGRAMME_END_CALLABLES.publishTestimonial, { engagementId, wordingHash: sha256("Other words.") }, coach))
    expect(wrong).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "changed" } })
    expect(await itemOf(engagementId)).toBeUndefined()

    const published = await call<ProgrammeEndResult>(PROGRAMME_END_CALLABLES.publishTestimonial, { engagementId, wordingHash: sha256(WORDING) }, coach)
    expect(published.error).toBeUndefined()
    expect(published.result?.record.testimonial?.published).toMatchObject({ pageId: "testimonials", wordingHash: sha256(WORDING) })
    expect(await itemOf(engagementId)).toEqual({
      quote: WORDING,
      name: "Amara Okoye",
      role: "Operations director",
      company: "Kestrel Foods",
      permission: { given: true, on: londonDayAfter(0), record: `${CLIENT_TESTIMONIALS}/${engagementId}#${sha256(WORDING)}` },
    })
    // Her studio draft of the page carries it too, so her next publish of the page keeps it.
    const draft = await db().collection("studioPages").doc("testimonials").get()
    expect(JSON.stringify(draft.get("draft"))).toContain("Kestrel Foods")
  })

  it("takes changed words off the site, keeps the old permission, and publishes the new ones only once named", async () => {
    const CHANGED = "Six sessions with Eleanor changed how I run my week."
    const answer = await give({ engagementId, wording: CHANGED, naming: { kind: "first-name-role", role: "Operations director" }, permitted: true })
    expect(answer.result?.testimonial).toMatchObject({ published: null, current: { wording: CHANGED }, history: [{ wording: WORDING, wordingHash: sha256(WORDING) }] })
    expect(await itemOf(engagementId)).toBeUndefined()

    const old = refusalOf(await call(PROGRAMME_END_CALLABLES.publishTestimonial, { engagementId, wordingHash: sha256(WORDING) }, coach))
    expect(old).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "changed" } })
    expect(await itemOf(engagementId)).toBeUndefined()

    expect((await call(PROGRAMME_END_CALLABLES.publishTestimonial, { engagementId, wordingHash: sha256(CHANGED) }, coach)).error).toBeUndefined()
    // First name and role: no surname, no company.
    expect(await itemOf(engagementId)).toEqual({ quote: CHANGED, name: "Amara", role: "Operations director", permission: expect.objectContaining({ given: true }) })
  })

  it("publishes an anonymous testimonial with no name", async () => {
    const anonymous = await acceptedEngagement(CLIENT, "Amara Okoye")
    await endedAndAsked(anonymous)
    const WORDS = "Honest, kind and occasionally uncomfortable."
    await give({ engagementId: anonymous, wording: WORDS, naming: { kind: "anonymous", role: "A founder in fintech" }, permitted: true })
    expect((await call(PROGRAMME_END_CALLABLES.publishTestimonial, { engagementId: anonymous, wordingHash: sha256(WORDS) }, coach)).error).toBeUndefined()
    const item = await itemOf(anonymous)
    expect(item).toMatchObject({ quote: WORDS, role: "A founder in fintech" })
    expect(item?.name).toBeUndefined()
    expect(item?.company).toBeUndefined()
  })

  it("lets her move a client's testimonial on her page, and refuses her changed words or naming at save and at publish", async () => {
    const draftDoc = () => db().collection("studioPages").doc("testimonials").get()
    const saveDraft = async (items: Testimonial[]) => {
      const before = await draftDoc()
      const answer = await call<SavePageDraftResult>(PAGE_CALLABLES.savePageDraft, { pageId: "testimonials", baseRevision: before.get("revision"), draft: { ...before.get("draft"), items } }, coach)
      expect(answer.error).toBeUndefined()
      return answer.result as SavePageDraftResult
    }
    const items = testimonialsFileSchema.parse((await draftDoc()).get("draft")).items
    const index = items.findIndex((each) => each.permission?.record?.startsWith(`${CLIENT_TESTIMONIALS}/${engagementId}#`))
    expect(index).toBeGreaterThanOrEqual(0)
    const theirs = items[index] as Testimonial

    const edited = items.map((each, at) => (at === index ? { ...each, quote: `${each.quote} Highly recommended.`, company: "Kestrel Foods" } : each))
    const saved = await saveDraft(edited)
    expect(saved.problems).toEqual(
      expect.arrayContaining([
        { field: `items[${index}].quote`, message: expect.stringMatching(/^must be exactly the words Amara permitted; to change it, suggest new words from the Clients screen for Amara to agree to in their room$/) },
        { field: `items[${index}].company`, message: expect.stringMatching(/^must be empty: Amara did not permit it/) },
      ]),
    )
    const refused = refusalOf(await call(PAGE_CALLABLES.publishPage, { pageId: "testimonials", revision: saved.revision }, coach))
    expect(refused.status).toBe("INVALID_ARGUMENT")
    expect((refused.details?.problems ?? []).map((problem) => problem.field)).toEqual(expect.arrayContaining([`items[${index}].quote`, `items[${index}].company`]))
    expect((await itemOf(engagementId))?.quote).toBe(theirs.quote)

    // Moved to the end, as permitted: saved and published without a problem.
    const moved = await saveDraft([...items.filter((_, at) => at !== index), theirs])
    expect(moved.problems).toEqual([])
    expect((await call(PAGE_CALLABLES.publishPage, { pageId: "testimonials", revision: moved.revision }, coach)).error).toBeUndefined()
    expect((await publishedItems()).at(-1)).toEqual(theirs)
  })
})

describe("her suggested words", () => {
  const PERMITTED = "Eleanor helped me stop firefighting.\n\nMy team plans its own quarter now."
  const SUGGESTED = "Eleanor helped me stop firefighting.\n\nMy team now plans its own quarter, and I plan mine."
  const suggest = (engagementId: string, wording: string) => call<ProgrammeEndResult>(PROGRAMME_END_CALLABLES.suggestWording, { engagementId, wording }, coach)
  const mailIds = async (engagementId: string) => (await db().collection(MAIL).where("engagementId", "==", engagementId).get()).docs.map((doc) => doc.id).sort()
  const suggestionMailId = (engagementId: string, wording: string) => `testimonial-${engagementId}-suggest-${sha256(wording).slice(0, 12)}`

  it("is refused before she has asked, before the client has given words, and for the words they permitted", async () => {
    const engagementId = await acceptedEngagement(CLIENT, "Amara Okoye")
    expect(refusalOf(await suggest(engagementId, SUGGESTED))).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "not-asked" } })

    await endedAndAsked(engagementId)
    expect(refusalOf(await suggest(engagementId, SUGGESTED))).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "no-testimonial" } })

    await give({ engagementId, wording: PERMITTED, naming: { kind: "anonymous" }, permitted: true })
    expect(refusalOf(await suggest(engagementId, `  ${PERMITTED}\n`))).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "same-words" } })

    const empty = refusalOf(await suggest(engagementId, "   "))
    expect(empty.status).toBe("INVALID_ARGUMENT")
    expect(empty.details?.problems?.map((problem) => problem.field)).toEqual(["wording"])

    expect((await db().collection(CLIENT_TESTIMONIALS).doc(engagementId).get()).get("suggestion")).toBeUndefined()
    expect(await mailIds(engagementId)).toEqual([`testimonial-${engagementId}-ask`])
  })

  it("stores the suggestion, e-mails the client once per distinct wording, and leaves the published words as permitted", async () => {
    const engagementId = await acceptedEngagement(CLIENT, "Amara Okoye")
    await endedAndAsked(engagementId)
    await give({ engagementId, wording: PERMITTED, naming: { kind: "first-name-role", role: "Head of operations" }, permitted: true })
    expect((await call(PROGRAMME_END_CALLABLES.publishTestimonial, { engagementId, wordingHash: sha256(PERMITTED) }, coach)).error).toBeUndefined()
    const publishedBefore = await itemOf(engagementId)
    expect(publishedBefore?.quote).toBe(PERMITTED)

    const first = await suggest(engagementId, SUGGESTED)
    expect(first.error).toBeUndefined()
    const suggestedAt = first.result?.record.testimonial?.suggestion?.suggestedAt
    expect(first.result?.record.testimonial).toMatchObject({ suggestion: { wording: SUGGESTED, suggestedAt: expect.any(String) }, current: { wording: PERMITTED }, published: { wordingHash: sha256(PERMITTED) } })
    const again = await suggest(engagementId, SUGGESTED)
    // The same words again: the moment it was first sent stays, and no second e-mail.
    expect(again.result?.record.testimonial?.suggestion).toEqual({ wording: SUGGESTED, suggestedAt })
    expect(await mailIds(engagementId)).toEqual([`testimonial-${engagementId}-ask`, suggestionMailId(engagementId, SUGGESTED)].sort())

    const mail = await db().collection(MAIL).doc(suggestionMailId(engagementId, SUGGESTED)).get()
    expect(mail.get("to")).toEqual([CLIENT])
    const text = String(mail.get("message.text"))
    expect(text).toContain("suggest a change to them")
    for (const paragraph of SUGGESTED.split("\n\n")) expect(text).toContain(paragraph)
    expect(text).toContain("Nothing changes on my site unless you agree to them there.")
    expect(text).toContain("/client/")

    const OTHER_WORDS = "Eleanor helped me stop firefighting."
    expect((await suggest(engagementId, OTHER_WORDS)).result?.record.testimonial?.suggestion?.wording).toBe(OTHER_WORDS)
    expect(await mailIds(engagementId)).toEqual([`testimonial-${engagementId}-ask`, suggestionMailId(engagementId, SUGGESTED), suggestionMailId(engagementId, OTHER_WORDS)].sort())

    // Nothing she suggests is permitted or published.
    expect(await itemOf(engagementId)).toEqual(publishedBefore)
    const room = await call<MyTestimonialResult>(CLIENT_TESTIMONIAL_CALLABLES.myTestimonial, { engagementId }, client)
    expect(room.result?.testimonial).toMatchObject({ current: { wording: PERMITTED }, published: { wordingHash: sha256(PERMITTED) }, suggestion: { wording: OTHER_WORDS } })
    expect(refusalOf(await call(PROGRAMME_END_CALLABLES.publishTestimonial, { engagementId, wordingHash: sha256(OTHER_WORDS) }, coach))).toMatchObject({ details: { reason: "changed" } })
  })

  it("is cleared when the client gives the suggested words, which are then a new permission she may publish", async () => {
    const engagementId = await acceptedEngagement(CLIENT, "Amara Okoye")
    await endedAndAsked(engagementId)
    const naming = { kind: "full", role: "Head of operations", company: "Kestrel Foods" } as const
    await give({ engagementId, wording: PERMITTED, naming, permitted: true })
    expect((await call(PROGRAMME_END_CALLABLES.publishTestimonial, { engagementId, wordingHash: sha256(PERMITTED) }, coach)).error).toBeUndefined()
    expect((await suggest(engagementId, SUGGESTED)).error).toBeUndefined()

    const given = await give({ engagementId, wording: SUGGESTED, naming, permitted: true })
    expect(given.error).toBeUndefined()
    expect(given.result?.testimonial).toMatchObject({ suggestion: null, published: null, current: { wording: SUGGESTED, wordingHash: sha256(SUGGESTED), email: CLIENT }, history: [{ wording: PERMITTED }] })
    expect((await db().collection(CLIENT_TESTIMONIALS).doc(engagementId).get()).get("suggestion")).toBeUndefined()
    // The words she had published were the old permission's: off the site until she publishes the new.
    expect(await itemOf(engagementId)).toBeUndefined()

    expect((await call(PROGRAMME_END_CALLABLES.publishTestimonial, { engagementId, wordingHash: sha256(SUGGESTED) }, coach)).error).toBeUndefined()
    expect(await itemOf(engagementId)).toMatchObject({ quote: SUGGESTED, name: "Amara Okoye", company: "Kestrel Foods", permission: { record: `${CLIENT_TESTIMONIALS}/${engagementId}#${sha256(SUGGESTED)}` } })
  })
})

/** What the other parts of the programme store, made here as they store them. */
const seedRecord = async (engagementId: string): Promise<void> => {
  const start = new Date(Date.now() - 7 * 24 * 60 * 60_000)
  const at = (ms: number) => Timestamp.fromMillis(start.getTime() + ms)
  const callId = randomUUID()
  await Promise.all([
    db().collection(INTAKE).doc(engagementId).set({ engagementId, answers: { goals: "Delegate more; stop working evenings." }, updatedAt: at(0) }),
    db().collection(CALLS).doc(callId).set({ kind: "session", engagementId, status: "booked", usesSession: true, start: at(0), end: at(60 * 60_000), email: CLIENT }),
    db().collection(SESSION_NOTES).doc(callId).set({ engagementId, text: "PRIVATE: worried about her manager.", updatedAt: at(0) }),
    db().collection(CLIENT_ACTIONS).doc(randomUUID()).set({ engagementId, text: "Block two evenings a week for family.", done: false, createdAt: at(0) }),
  ])
}

describe("the client's record as one file", () => {
  it("holds their details, the agreement and invoices as PDFs, the intake, sessions and actions, and her notes only if she asks", async () => {
    const engagementId = await acceptedEngagement(CLIENT, "Amara Okoye")
    await seedRecord(engagementId)
    const without = await call<ExportClientRecordResult>(PROGRAMME_END_CALLABLES.exportClientRecord, { engagementId, includeNotes: false }, coach)
    expect(without.error).toBeUndefined()
    expect(without.result).toMatchObject({ filename: `client-record-amara-okoye-${engagementId.slice(0, 8)}.zip`, contentType: "application/zip" })
    const files = zipEntries(Buffer.from(without.result?.base64 ?? "", "base64"))
    const number = String((await db().collection(INVOICES).doc(`${engagementId}-1`).get()).get("number"))
    expect([...files.keys()].sort()).toEqual(
      ["actions.json", `coaching-agreement-${engagementId.slice(0, 8)}.pdf`, "details.json", "intake.json", `invoices/invoice-${number}.pdf`, "sessions.json", "testimonial.json"].sort(),
    )
    expect(JSON.parse(files.get("details.json")?.toString() ?? "{}")).toMatchObject({ client: { name: "Amara Okoye", email: CLIENT }, acceptance: { name: "Amara Okoye" } })
    expect(files.get("intake.json")?.toString()).toContain("stop working evenings")
    expect(JSON.parse(files.get("sessions.json")?.toString() ?? "[]")).toEqual([expect.objectContaining({ kind: "session", engagementId, start: expect.stringMatching(/^\d{4}-/) })])
    expect(files.get("actions.json")?.toString()).toContain("Block two evenings")
    expect(await pdfText(files.get(`invoices/invoice-${number}.pdf`)?.toString("base64") ?? "")).toContain(`Invoice number ${number}`)
    expect(await pdfText(files.get(`coaching-agreement-${engagementId.slice(0, 8)}.pdf`)?.toString("base64") ?? "")).toContain("Amara Okoye")
    expect([...files.values()].some((content) => content.toString("latin1").includes("PRIVATE"))).toBe(false)

    const withNotes = await call<ExportClientRecordResult>(PROGRAMME_END_CALLABLES.exportClientRecord, { engagementId, includeNotes: true }, coach)
    expect(zipEntries(Buffer.from(withNotes.result?.base64 ?? "", "base64")).get("notes.json")?.toString()).toContain("PRIVATE: worried about her manager.")
  })
})

describe("erasure", () => {
  it("leaves only the invoices, after she confirms with the client's name, and the room shows nothing of it", async () => {
    const engagementId = await acceptedEngagement(CLIENT, "Amara Okoye")
    await seedRecord(engagementId)
    await endedAndAsked(engagementId)
    await give({ engagementId, wording: "Thank you, Eleanor.", naming: { kind: "anonymous" }, permitted: true })

    const unconfirmed = refusalOf(await call(PROGRAMME_END_CALLABLES.eraseClientRecord, { engagementId, confirmName: "Amara" }, coach))
    expect(unconfirmed.status).toBe("INVALID_ARGUMENT")
    expect(unconfirmed.details?.problems?.[0]?.field).toBe("confirmName")
    expect((await db().collection(INTAKE).doc(engagementId).get()).exists).toBe(true)

    const erased = await call<EraseClientRecordResult>(PROGRAMME_END_CALLABLES.eraseClientRecord, { engagementId, confirmName: " amara okoye " }, coach)
    expect(erased.result).toEqual({ keptInvoices: 1, keptCreditNotes: 0 })

    const byEngagement = async (collection: string) => (await db().collection(collection).where("engagementId", "==", engagementId).get()).size
    expect({ calls: await byEngagement(CALLS), notes: await byEngagement(SESSION_NOTES), actions: await byEngagement(CLIENT_ACTIONS), mail: await byEngagement(MAIL), invoices: await byEngagement(INVOICES) }).toEqual({
      calls: 0,
      notes: 0,
      actions: 0,
      mail: 0,
      invoices: 1,
    })
    expect((await db().collection(INTAKE).doc(engagementId).get()).exists).toBe(false)
    expect((await db().collection(CLIENT_TESTIMONIALS).doc(engagementId).get()).exists).toBe(false)
    for (const id of [`proposal-${engagementId}-1`, `agreement-${engagementId}-client`, `agreement-${engagementId}-coach`]) expect((await db().collection(MAIL).doc(id).get()).exists).toBe(false)
    const engagement = (await db().collection(ENGAGEMENTS).doc(engagementId).get()).data()
    expect(Object.keys(engagement ?? {}).sort()).toEqual(["erasedAt", "state"])
    expect(JSON.stringify(engagement)).not.toMatch(/Amara|record\.client/)
    // The invoice her accounts keep names the engagement it billed.
    expect((await db().collection(INVOICES).doc(`${engagementId}-1`).get()).get("engagementId")).toBe(engagementId)

    const room = await call<ListEngagementsResult>(CLIENT_ROOM_CALLABLES.listEngagements, {}, client)
    expect(room.result?.engagements.map((each) => each.proposalId)).not.toContain(engagementId)
    expect(refusalOf(await call(CLIENT_TESTIMONIAL_CALLABLES.myTestimonial, { engagementId }, client)).status).toBe("NOT_FOUND")
    const exported = refusalOf(await call(PROGRAMME_END_CALLABLES.exportClientRecord, { engagementId, includeNotes: true }, coach))
    expect(exported.status).toBe("NOT_FOUND")
  })

  it("is asked for once from the client's room, and she is told once", async () => {
    const engagementId = await acceptedEngagement(OTHER, "Tomasz Nowak")
    for (let i = 0; i < 2; i += 1) {
      const answer = await call<MyTestimonialResult>(CLIENT_TESTIMONIAL_CALLABLES.requestErasure, { engagementId, reason: "I have moved on." }, other)
      expect(answer.result?.erasureRequestedAt).toEqual(expect.any(String))
    }
    const mails = (await db().collection(MAIL).where("engagementId", "==", engagementId).get()).docs
    expect(mails.map((doc) => doc.id)).toEqual([`erasure-${engagementId}-coach`])
    expect(String(mails[0].get("message.text"))).toContain("I have moved on.")
    const listed = await call<ListClientRecordsResult>(PROGRAMME_END_CALLABLES.listClientRecords, {}, coach)
    expect(listed.result?.records.find((record) => record.engagementId === engagementId)?.erasureRequestedAt).toEqual(expect.any(String))
    // Nothing is erased until she confirms.
    expect((await db().collection(ENGAGEMENTS).doc(engagementId).get()).get("state")).toBe("accepted")
  })

  it("follows her keeping period: the daily clean-up erases a record past it and keeps one within it", async () => {
    const old = await acceptedEngagement(OTHER, "Tomasz Nowak")
    const recent = await acceptedEngagement(OTHER, "Tomasz Nowak")
    await seedRecord(old)
    await seedRecord(recent)
    const monthsAgo = (months: number) => {
      const at = new Date()
      at.setUTCMonth(at.getUTCMonth() - months)
      return Timestamp.fromDate(at)
    }
    await db().collection(ENGAGEMENTS).doc(old).update({ endedAt: monthsAgo(25) })
    await db().collection(ENGAGEMENTS).doc(recent).update({ endedAt: monthsAgo(1) })
    await runScheduledOn(backend, "deleteExpiredEnquiries", londonDayAfter(0), "03:00")
    const state = async (id: string) => (await db().collection(ENGAGEMENTS).doc(id).get()).get("state")
    expect(await waitFor(() => state(old), (value) => value === "erased")).toBe("erased")
    expect((await db().collection(INTAKE).doc(old).get()).exists).toBe(false)
    expect((await db().collection(INVOICES).doc(`${old}-1`).get()).exists).toBe(true)
    expect(await state(recent)).toBe("accepted")
    expect((await db().collection(INTAKE).doc(recent).get()).exists).toBe(true)
    // Still the client's: their account stays while another engagement of theirs does.
    expect((await getAuth(backend.adminApp()).getUserByEmail(OTHER)).email).toBe(OTHER)
  })
})
