/**
 * A client's whole record as one zip, for her or for the client's request of their data: their
 * details and the programme, the signed agreement and every invoice and credit note as PDFs, the
 * intake answers, the sessions, the actions she shared, the testimonial and its permissions, and
 * her private notes only if she chooses. Collections another part fills may be empty.
 */
import { Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { creditNoteSchema, invoiceSchema } from "../../../contract/invoice-schema"
import { CALLS, CLIENT_ACTIONS, CLIENT_TESTIMONIALS, CREDIT_NOTES, ENGAGEMENTS, INTAKE, INVOICES, SESSION_NOTES } from "../../../contract/firebase-settings"
import { readAcceptedEngagement } from "../engagements/accepted-engagement"
import { agreementFilename, agreementPdf } from "../engagements/agreement"
import { creditNoteFilename, creditNotePdf, invoiceFilename, invoicePdf } from "../invoices/invoice-pdf"
import type { SiteIdentity } from "../site/site-identity"
import { zipFile, type ZipEntry } from "./zip-file"

/** Firestore's values as JSON a person can read: moments in ISO 8601. */
const readable = (value: unknown): unknown => {
  if (value instanceof Timestamp) return value.toDate().toISOString()
  if (Array.isArray(value)) return value.map(readable)
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, readable(each)]))
  return value
}

const json = (value: unknown): string => `${JSON.stringify(readable(value), null, 2)}\n`

const documentsOf = (snapshots: readonly DocumentSnapshot[]) => snapshots.map((doc) => ({ id: doc.id, ...doc.data() }))

export const exportFilename = (clientName: string, engagementId: string): string =>
  `client-record-${clientName.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "client"}-${engagementId.slice(0, 8)}.zip`

/** The zip's entries, in the order a reader opens them. */
export const recordEntries = async (db: Firestore, engagementId: string, site: SiteIdentity, includeNotes: boolean): Promise<{ filename: string; entries: ZipEntry[] }> => {
  const snapshot = await db.collection(ENGAGEMENTS).doc(engagementId).get()
  const read = readAcceptedEngagement(snapshot)
  if (!("engagement" in read)) throw new HttpsError("not-found", "There is no such programme. It may not be accepted yet, or its record was erased.")
  const { engagement } = read
  const byEngagement = (collection: string) => db.collection(collection).where("engagementId", "==", engagementId).get()
  const [intake, calls, actions, notes, testimonial, invoices, creditNotes] = await Promise.all([
    db.collection(INTAKE).doc(engagementId).get(),
    byEngagement(CALLS),
    byEngagement(CLIENT_ACTIONS),
    includeNotes ? byEngagement(SESSION_NOTES) : null,
    db.collection(CLIENT_TESTIMONIALS).doc(engagementId).get(),
    byEngagement(INVOICES),
    byEngagement(CREDIT_NOTES),
  ])
  const { proposal, acceptance, terms } = engagement
  const details = {
    client: proposal.client,
    payer: proposal.payer,
    programme: proposal.programme,
    paymentPlan: proposal.paymentPlan,
    startDate: proposal.startDate,
    note: proposal.note,
    acceptance,
    termsHash: terms.hash,
    endedAt: snapshot.get("endedAt"),
    exportedAt: new Date(),
    notesIncluded: includeNotes,
  }
  const invoicePdfs = await Promise.all(
    invoices.docs.flatMap((doc) => {
      const parsed = invoiceSchema.safeParse(doc.data())
      return parsed.success ? [invoicePdf(parsed.data).then((pdf): ZipEntry => ({ name: `invoices/${invoiceFilename(parsed.data)}`, content: pdf }))] : []
    }),
  )
  const creditNotePdfs = await Promise.all(
    creditNotes.docs.flatMap((doc) => {
      const parsed = creditNoteSchema.safeParse(doc.data())
      return parsed.success ? [creditNotePdf(parsed.data).then((pdf): ZipEntry => ({ name: `invoices/${creditNoteFilename(parsed.data)}`, content: pdf }))] : []
    }),
  )
  const entries: ZipEntry[] = [
    { name: "details.json", content: json(details) },
    { name: agreementFilename(engagementId), content: await agreementPdf(engagement, site) },
    ...invoicePdfs,
    ...creditNotePdfs,
    { name: "intake.json", content: json(intake.exists ? intake.data() : null) },
    { name: "sessions.json", content: json(documentsOf(calls.docs)) },
    { name: "actions.json", content: json(documentsOf(actions.docs)) },
    { name: "testimonial.json", content: json(testimonial.exists ? testimonial.data() : null) },
    ...(notes ? [{ name: "notes.json", content: json(documentsOf(notes.docs)) }] : []),
  ]
  return { filename: exportFilename(proposal.client.name, engagementId), entries }
}

export const exportRecord = async (db: Firestore, engagementId: string, site: SiteIdentity, includeNotes: boolean): Promise<{ filename: string; zip: Buffer }> => {
  const { filename, entries } = await recordEntries(db, engagementId, site, includeNotes)
  return { filename, zip: zipFile(entries) }
}
