/**
 * @jest-environment node
 *
 * Her terms of engagement as a page of the studio, through the functions' own handlers on a
 * Firestore stand-in of this file's own (publishing terms changes what every later proposal
 * carries, so it must not reach other suites' proposals): the page starts from the file's terms
 * and draws its sections as fields; a refused field is named; once she publishes, the next
 * proposal carries her terms and an earlier one keeps its own; once she unpublishes, the file's
 * terms are sent again.
 */
import { randomUUID } from "node:crypto"
import terms from "../content/engagement-terms.json"
import { ENGAGEMENTS } from "../contract/firebase-settings"
import type { ProposalInput } from "../contract/engagement-schema"
import { termsSchema, type Terms } from "../contract/engagement-terms"
import { PAGE_NAMES, SITE_PAGES, TERMS_PAGE } from "../contract/site-pages"
import { contentHash } from "../functions/src/engagements/terms"
import { handlers as engagementHandlers } from "../functions/src/engagements/engagement-functions"
import { firestore } from "../functions/src/firestore"
import { pageHandlers, studioListPages } from "../functions/src/studio/page-callables"
import { pageFieldName } from "../studio/pages/page-checklist"
import { pageFormFields } from "../studio/pages/form-fields"
import { filePages } from "../test-support/content-files"
import { rejection } from "./helpers/callable-error"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"
import { startRecordingBuildHook, type RecordingBuildHook } from "./helpers/recording-build-hook"

jest.setTimeout(60_000)

type CallableRequest = Parameters<typeof studioListPages.run>[0]

let hook: RecordingBuildHook

withFunctionsFirestore(async () => {
  hook = await startRecordingBuildHook()
})

afterAll(() => {
  hook.server.close()
  delete process.env.BUILD_HOOK_URL
  delete process.env.BUILD_HOOK_TOKEN
})

/** What the Functions runtime hands over for the coach: the claim and a verified address. */
const asCoach = (data: unknown) =>
  ({ data, rawRequest: { headers: {} }, acceptsStreaming: false, auth: { uid: "coach", token: { uid: "coach", coach: true, email_verified: true }, rawToken: "verified" } }) as unknown as CallableRequest

const fileTerms = termsSchema.parse(terms)

const proposal: ProposalInput = {
  client: { name: "Priya Raman", email: "priya.terms@example.co.uk" },
  payer: { kind: "client" },
  programme: { title: "Leadership programme", sessions: 8, sessionMinutes: 90, feePence: 480_000 },
  paymentPlan: { kind: "full" },
  startDate: "2027-01-11",
}

/** Sends a proposal as the studio does; answers the terms it was stored with. */
const sendProposal = async (): Promise<{ id: string; stored: () => Promise<{ hash: string; content: Terms }> }> => {
  const proposalId = randomUUID()
  await engagementHandlers.sendProposal(asCoach({ proposalId, proposal: { ...proposal, client: { ...proposal.client, email: `${proposalId.slice(0, 8)}.terms@example.co.uk` } } }))
  return { id: proposalId, stored: async () => (await firestore().collection(ENGAGEMENTS).doc(proposalId).get()).get("terms") as { hash: string; content: Terms } }
}

/** Her terms: the cancellation notice changed, and a section of her own added. */
const herTerms = (): Terms => ({
  ...fileTerms,
  updated: "2027-02-01",
  sections: [
    ...fileTerms.sections.map((section) => (/cancel/i.test(section.heading) ? { ...section, text: section.text.replace(/48 hours/g, "72 hours") } : section)),
    { heading: "Recordings", text: "Sessions are never recorded, by either of us, unless we both agree to it in writing beforehand." },
  ],
})

describe("her terms of engagement as a page of the studio", () => {
  it("is a page named Terms of engagement, starting from the file's terms, its sections each a heading and a text", () => {
    expect(PAGE_NAMES[TERMS_PAGE]).toBe("Terms of engagement")
    expect(filePages()[TERMS_PAGE]).toEqual(fileTerms)
    const fields = pageFormFields(SITE_PAGES[TERMS_PAGE])
    expect(fields.map((field) => [field.key, field.label])).toEqual([
      ["title", "Title"],
      ["updated", "Last changed"],
      ["sections", "Sections"],
    ])
    const sections = fields[2]
    expect(sections).toMatchObject({ kind: "list", itemName: "Section", min: 1, max: 30, item: { kind: "group" } })
    expect(sections.kind === "list" && sections.item.kind === "group" && sections.item.fields).toMatchObject([
      { key: "heading", kind: "text", long: false },
      { key: "text", kind: "text", long: true, maxChars: 4000 },
    ])
    expect(pageFieldName(fields, "sections[1].heading")).toMatch(/Section 2.*Heading/)
  })

  it("refuses terms with a bad field, naming it, and sends the file's terms meanwhile", async () => {
    const broken = { ...fileTerms, title: "Terms of\nengagement", sections: [fileTerms.sections[0], { heading: " ", text: "Something." }] }
    const saved = await pageHandlers.savePageDraft(asCoach({ pageId: TERMS_PAGE, baseRevision: 0, draft: broken }))
    expect(saved.problems).toEqual([
      { field: "title", message: "must be one line" },
      { field: "sections[1].heading", message: "must not be empty" },
    ])
    const refused = await rejection(pageHandlers.publishPage(asCoach({ pageId: TERMS_PAGE, revision: saved.revision })))
    expect(refused.code).toBe("invalid-argument")
    expect(refused.details).toEqual({ problems: saved.problems })
    expect(await (await sendProposal()).stored()).toEqual({ hash: contentHash(fileTerms), content: fileTerms })
  })

  it("sends her published terms with the next proposal, while an earlier proposal keeps its own; unpublished, the file's again", async () => {
    const earlier = await sendProposal()
    expect(await earlier.stored()).toEqual({ hash: contentHash(fileTerms), content: fileTerms })

    const { pages } = await pageHandlers.listPages(asCoach({}))
    const base = pages.find((page) => page.pageId === TERMS_PAGE)?.revision ?? 0
    const saved = await pageHandlers.savePageDraft(asCoach({ pageId: TERMS_PAGE, baseRevision: base, draft: herTerms() }))
    expect(saved.problems).toEqual([])
    expect(await pageHandlers.publishPage(asCoach({ pageId: TERMS_PAGE, revision: saved.revision }))).toMatchObject({ published: true })

    const next = await sendProposal()
    const carried = await next.stored()
    expect(carried.content).toEqual(herTerms())
    expect(carried.content.sections.map((section) => section.text).join(" ")).toContain("72 hours")
    expect(carried.hash).toBe(contentHash(herTerms()))
    expect(carried.hash).not.toBe(contentHash(fileTerms))
    // The proposal sent before keeps the terms it was sent with, and sending it again keeps them too.
    await engagementHandlers.resendProposal(asCoach({ proposalId: earlier.id }))
    expect(await earlier.stored()).toEqual({ hash: contentHash(fileTerms), content: fileTerms })

    await pageHandlers.unpublishPage(asCoach({ pageId: TERMS_PAGE, revision: saved.revision }))
    expect(await (await sendProposal()).stored()).toEqual({ hash: contentHash(fileTerms), content: fileTerms })
    expect((await next.stored()).content).toEqual(herTerms())
  })
})
