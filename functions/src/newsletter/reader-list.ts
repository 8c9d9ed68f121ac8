/**
 * Her list in the studio: how many are subscribed and waiting, the readers newest first, removing
 * one (erasure, subscribers.ts leaveList), and the list as CSV out and in. An import is of people who
 * agreed elsewhere: they are confirmed at once, the record saying she vouched for their consent and
 * where they gave it; anyone who left the list is refused, so an old spreadsheet cannot undo an
 * unsubscribe.
 */
import { Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { parse } from "csv-parse/sync"
import { stringify } from "csv-stringify/sync"
import { cellIn, cellOut } from "../common/csv-cells"
import { ENQUIRY_FIELDS } from "../../../contract/enquiry-schema"
import { NEWSLETTER_LEFT } from "../../../contract/firebase-settings"
import {
  NEWSLETTER_CSV_COLUMNS,
  type NewsletterExportResult,
  type NewsletterImportResult,
  type NewsletterListPage,
  type NewsletterSubscriber,
  type SubscriberSource,
} from "../../../contract/newsletter-api"
import { unpublishableCharacter } from "../../../contract/schema-fields"
import { emailKey } from "../common/sender-key"
import { listKeyOf, newSecret, stateOf, subscribers, type SubscriberRecord } from "./subscribers"

const iso = (value: unknown): string | undefined => (value instanceof Timestamp ? value.toDate().toISOString() : undefined)

const asReader = (doc: DocumentSnapshot): NewsletterSubscriber => {
  const name: unknown = doc.get("name")
  const confirmedAt = iso(doc.get("confirmedAt"))
  return {
    id: doc.id,
    email: String(doc.get("email")),
    ...(typeof name === "string" && name ? { name } : {}),
    state: stateOf(doc) ?? "waiting",
    source: String(doc.get("source")) as SubscriberSource,
    joinedAt: iso(doc.get("joinedAt")) ?? "",
    ...(confirmedAt ? { confirmedAt } : {}),
  }
}

/** The counts, and a page of readers newest first, after `cursor` (the last page's `next`). */
export const listReaders = async (db: Firestore, { cursor, pageSize = 50 }: { cursor?: string; pageSize?: number }): Promise<NewsletterListPage> => {
  const [confirmed, waiting] = await Promise.all(
    (["confirmed", "waiting"] as const).map(async (state) => (await subscribers(db).where("state", "==", state).count().get()).data().count),
  )
  // Ordered by `listKey` (when they joined, then their id), which is unique: the next page starts below the last one shown.
  const ordered = subscribers(db).orderBy("listKey", "desc")
  const page = (await (cursor ? ordered.where("listKey", "<", cursor) : ordered).limit(pageSize + 1).get()).docs
  const shown = page.slice(0, pageSize)
  return { counts: { confirmed, waiting }, subscribers: shown.map(asReader), next: page.length > pageSize ? String(shown.at(-1)?.get("listKey")) : null }
}

/** Every reader, waiting ones too, as RFC 4180 CSV in UTF-8 with a byte-order mark (so spreadsheets read accents right). */
export const exportReaders = async (db: Firestore, now: Date): Promise<NewsletterExportResult> => {
  const readers = (await subscribers(db).orderBy("listKey", "desc").get()).docs.map(asReader)
  const rows = readers.map((reader) => [reader.email, reader.name ?? "", reader.state, reader.source, reader.joinedAt, reader.confirmedAt ?? ""].map(cellOut))
  const csv = `\uFEFF${stringify([[...NEWSLETTER_CSV_COLUMNS], ...rows], { record_delimiter: "\r\n" })}`
  return { csv, filename: `newsletter-${now.toISOString().slice(0, 10)}.csv`, count: readers.length }
}

/** A name as a form's name field takes it: one line, no hidden characters, at most the enquiry's length. */
const nameProblem = (name: string): "invalid-name" | "line-break" | null => {
  if (/[\r\n\u2028\u2029]/.test(name)) return "line-break"
  if (unpublishableCharacter(name) !== null || name.length > 100) return "invalid-name"
  return null
}

type Refusal = NewsletterImportResult["refused"][number]

/**
 * Reads a CSV with an `email` column (any case) and, if present, a `name` column; every other column
 * is ignored, so her own export goes back in as it came out. Quoted cells may hold commas and quotes;
 * a line break inside a name or an address is refused, as the form refuses one.
 */
export const importReaders = async (db: Firestore, { csv, consentSource, by, now }: { csv: string; consentSource: string; by: string; now: Date }): Promise<NewsletterImportResult> => {
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>
  try {
    records = parse(csv, { bom: true, columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()), skip_empty_lines: true, info: true, relax_column_count: true }) as typeof records
  } catch (error) {
    throw new HttpsError("invalid-argument", `The file is not CSV that can be read: ${error instanceof Error ? error.message : String(error)}`, { problems: [{ field: "csv", message: "is not CSV" }] })
  }
  const refused: Refusal[] = []
  const seen = new Set<string>()
  const wanted: Array<{ line: number; email: string; name?: string; id: string }> = []
  for (const { record, info } of records) {
    // csv-parse counts the lines read so far, the header's included: a record's last line.
    const line = info.lines
    const rawEmail = cellIn(record.email ?? "")
    if (/[\r\n]/.test(rawEmail)) {
      refused.push({ line, reason: "line-break" })
      continue
    }
    const email = ENQUIRY_FIELDS.email.schema.safeParse(rawEmail)
    if (!email.success) {
      refused.push({ line, reason: "invalid-email" })
      continue
    }
    const name = cellIn((record.name ?? "").trim())
    const problem = name ? nameProblem(name) : null
    if (problem) {
      refused.push({ line, reason: problem })
      continue
    }
    const address = String(email.data)
    // A repeat is the same reader, so the same mailbox (however the address is written): its id.
    const id = await emailKey(db, address)
    if (seen.has(id)) {
      refused.push({ line, reason: "duplicate" })
      continue
    }
    seen.add(id)
    wanted.push({ line, email: address, ...(name ? { name } : {}), id })
  }

  let added = 0
  let alreadyListed = 0
  const at = Timestamp.fromDate(now)
  for (let from = 0; from < wanted.length; from += 200) {
    const chunk = wanted.slice(from, from + 200)
    const [listed, left] = await Promise.all([db.getAll(...chunk.map((row) => subscribers(db).doc(row.id))), db.getAll(...chunk.map((row) => db.collection(NEWSLETTER_LEFT).doc(row.id)))])
    const batch = db.batch()
    let made = 0
    chunk.forEach((row, index) => {
      if (left[index].exists) refused.push({ line: row.line, reason: "unsubscribed" })
      else if (listed[index].exists) alreadyListed += 1
      else {
        made += 1
        const record: SubscriberRecord = {
          email: row.email,
          ...(row.name ? { name: row.name } : {}),
          state: "confirmed",
          source: "import",
          joinedAt: at,
          listKey: listKeyOf(now, row.id),
          confirmedAt: at,
          consent: { how: "import", vouchedBy: by, source: consentSource, importedAt: at },
          unsubscribeKey: newSecret(),
        }
        batch.create(listed[index].ref, record)
      }
    })
    if (made > 0) await batch.commit()
    added += made
  }
  refused.sort((a, b) => a.line - b.line)
  return { added, alreadyListed, refused }
}
