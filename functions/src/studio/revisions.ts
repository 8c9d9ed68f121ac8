/**
 * The versions of a story or a post the coach may go back to: each one published, and her draft as
 * it stood before she restored an older version over it, so restoring never loses words. The last
 * KEEP of each story or post are kept, each with the fields that changed since the one before.
 * Keyed by kind and id, so any kind of draft the studio saves revision by revision can keep them.
 */
import { Timestamp, type Firestore } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import type { KeptVersion, ListRevisionsRequest, RestoreRevisionRequest, RestoreRevisionResult } from "../../../contract/studio-revisions-api"
import { STUDIO_REVISIONS } from "../../../contract/firebase-settings"
import { saveRevision, type DraftKind } from "./drafts"
import { iso } from "./site-build-records"

/** How many versions of each story, post or page are kept. */
export const KEEP = 10

export type VersionOwner = Pick<ListRevisionsRequest, "kind" | "id">

const keyOf = ({ kind, id }: VersionOwner) => `${kind}:${id}`

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The fields of `after` that differ from `before`: a story's pages one by one ("pages[1]"), every other field whole. */
export const changedFields = (before: Record<string, unknown> | null, after: Record<string, unknown>): string[] => {
  if (!before) return []
  const changed: string[] = []
  for (const key of [...new Set([...Object.keys(before), ...Object.keys(after)])]) {
    const [was, is] = [before[key], after[key]]
    if (key === "pages" && Array.isArray(was) && Array.isArray(is)) {
      for (let index = 0; index < Math.max(was.length, is.length); index += 1) if (!same(was[index], is[index])) changed.push(`pages[${index}]`)
    } else if (!same(was, is)) changed.push(key)
  }
  return changed
}

/** The kept versions of a story or post, the newest first, with their documents. */
const keptDocs = async (db: Firestore, owner: VersionOwner) => {
  const snapshot = await db.collection(STUDIO_REVISIONS).where("key", "==", keyOf(owner)).get()
  return snapshot.docs
    .map((doc) => ({ ref: doc.ref, order: (doc.get("savedAt") as Timestamp | undefined)?.toMillis() ?? 0, version: toVersion(doc.data()) }))
    .sort((a, b) => b.order - a.order)
}

const toVersion = (data: Record<string, unknown>): KeptVersion => ({
  revision: typeof data.revision === "number" ? data.revision : 0,
  reason: data.reason === "before-restore" ? "before-restore" : "published",
  savedAt: iso(data.savedAt),
  changed: Array.isArray(data.changed) ? data.changed.filter((field): field is string => typeof field === "string") : [],
  draft: data.draft ?? {},
})

export const listVersions = async (db: Firestore, owner: VersionOwner): Promise<KeptVersion[]> => (await keptDocs(db, owner)).map(({ version }) => version)

/**
 * Keeps a version (a publish, or the draft before a restore), unless the newest kept one has the
 * same words (a retried publish, or a restore straight after one); the oldest beyond KEEP go.
 */
export const keepVersion = async (db: Firestore, owner: VersionOwner, revision: number, draft: object, reason: KeptVersion["reason"]): Promise<void> => {
  const kept = await keptDocs(db, owner)
  const newest = kept[0]?.version
  if (newest && same(newest.draft, draft)) return
  const fields = draft as Record<string, unknown>
  await db
    .collection(STUDIO_REVISIONS)
    .doc(`${owner.kind}-${owner.id}-${revision}-${reason}`)
    .set({ key: keyOf(owner), ...owner, revision, reason, draft, savedAt: Timestamp.now(), changed: changedFields((newest?.draft as Record<string, unknown>) ?? null, fields) })
  await Promise.all(kept.slice(KEEP - 1).map(({ ref }) => ref.delete()))
}

/** Forgets every kept version of a story or post (it was deleted). */
export const forgetVersions = async (db: Firestore, owner: VersionOwner): Promise<void> => {
  await Promise.all((await keptDocs(db, owner)).map(({ ref }) => ref.delete()))
}

/**
 * Brings back a kept version's words and photos as the draft: the draft as it stands is kept first
 * (so it can be brought back in turn), then the version is saved over it as a new revision, from
 * the revision the coach saw (one saved since elsewhere is a clash, as any save's).
 */
export const restoreVersion = async <Item extends { revision: number; draft: object }>(
  db: Firestore,
  { kind, id, revision, baseRevision }: RestoreRevisionRequest,
  drafts: DraftKind<Item>,
  collection: string,
): Promise<RestoreRevisionResult> => {
  const owner = { kind, id }
  const version = (await listVersions(db, owner)).find((kept) => kept.revision === revision)
  if (!version) throw new HttpsError("not-found", `That version of the ${drafts.noun} is no longer kept.`)
  const ref = db.collection(collection).doc(id)
  const snapshot = await ref.get()
  if (!snapshot.exists) throw new HttpsError("not-found", `That ${drafts.noun} no longer exists.`)
  const current = drafts.toItem(snapshot)
  if (current.revision === baseRevision) await keepVersion(db, owner, current.revision, current.draft, "before-restore")
  const saved = await saveRevision(ref, drafts, baseRevision, version.draft)
  return { revision: saved.revision }
}
