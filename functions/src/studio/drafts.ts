/**
 * What stories and blog posts share in the studio: a working copy saved revision by revision (a
 * save from an older revision is a clash, never an overwrite), published and taken off the site
 * at the revision she checked. The rebuild each change asks for is site-rebuilds.ts's.
 */
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Transaction } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import type { DraftConflict, PublishResult, StudioDraftRecord } from "../../../contract/studio-api"
import type { StoryImageSources } from "../../../contract/story-image-sources"
import type { PhotoHeaderReader } from "./publish-checks"
import { iso } from "./site-build-records"
import { requestBuild, type BuildHook } from "./site-rebuilds"

/** What the studio works on: the noun its messages use, its document as the studio reads it, and where the build reads it once published. */
export interface DraftKind<Item extends { revision: number }> {
  noun: "story" | "post" | "page"
  toItem: (doc: DocumentSnapshot) => Item
  /** The fields a new document starts with besides its draft (unpublished). */
  created: Record<string, unknown>
  /** The collection of the published copies the build reads, under the same id. */
  live: string
}

/** The fields every story's and post's document has, as the studio reads them; the last build's state is added where the studio lists them. */
export const draftRecord = <Draft>(doc: DocumentSnapshot, draft: Draft): StudioDraftRecord<Draft> => {
  const data = doc.data() ?? {}
  return {
    draft,
    revision: typeof data.revision === "number" ? data.revision : 0,
    updatedAt: iso(data.updatedAt),
    published: data.published === true,
    publishedRevision: typeof data.publishedRevision === "number" ? data.publishedRevision : null,
    lastBuild: null,
  }
}

export const conflict = <Item>(noun: DraftKind<{ revision: number }>["noun"], current: Item) =>
  new HttpsError("aborted", `This ${noun} was changed on another device.`, { conflict: true, current } satisfies DraftConflict<Item>)

/**
 * Saves a draft if nobody saved since the revision it was made from; otherwise answers aborted with
 * the newer version, so the studio shows the clash instead of overwriting it. Returns the saved item.
 */
export const saveRevision = async <Item extends { revision: number }>(ref: DocumentReference, kind: DraftKind<Item>, baseRevision: number, draft: unknown): Promise<Item> => {
  await ref.firestore.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref)
    const current = snapshot.exists ? kind.toItem(snapshot) : null
    if ((current?.revision ?? 0) !== baseRevision) {
      if (current) throw conflict(kind.noun, current)
      throw new HttpsError("not-found", `That ${kind.noun} no longer exists.`)
    }
    const fields = { draft, revision: baseRevision + 1, updatedAt: FieldValue.serverTimestamp() }
    if (current) transaction.update(ref, fields)
    else transaction.create(ref, { ...fields, ...kind.created })
  })
  return kind.toItem(await ref.get())
}

/** Whether a request repeats the unpublish already done for this revision (its answer lost on the way). */
const repeatsUnpublish = (snapshot: DocumentSnapshot, revision: number): boolean => snapshot.get("buildRequestedFor") === `unpublish:${revision}`

/** What publishing needs besides the Firestore client: the hook, its hourly allowance, where photos may be and how their headers are read. */
export interface PublishSettings {
  hook: BuildHook | null
  buildsPerHour: number
  sources: StoryImageSources
  readPhotoHeader: PhotoHeaderReader
}

/**
 * The draft of `revision`, read before a publish transaction for what takes the network (its photos'
 * headers): a revision's draft never changes, and the transaction refuses any other revision.
 */
export const draftAtRevision = async <Draft>(ref: DocumentReference, revision: number): Promise<Draft | null> => {
  const snapshot = await ref.get()
  return snapshot.get("revision") === revision ? ((snapshot.get("draft") ?? null) as Draft | null) : null
}

/**
 * Reads, inside a publish or unpublish transaction, the story or post at the revision the coach
 * checked: refused when it is gone, answered with the clash when another device saved since.
 */
export const readRevision = async <Item extends { revision: number }>(transaction: Transaction, ref: DocumentReference, kind: DraftKind<Item>, revision: number) => {
  const snapshot = await transaction.get(ref)
  if (!snapshot.exists) throw new HttpsError("not-found", `That ${kind.noun} no longer exists.`)
  const current = kind.toItem(snapshot)
  if (current.revision !== revision) throw conflict(kind.noun, current)
  return { snapshot, current }
}

/**
 * Takes a published story or post off the site (its documents stay, unpublished) and asks for a
 * rebuild. One that is not published is refused, except the same request again (its answer lost on
 * the way), which is answered as before without asking for another build. `release` lets go, in the
 * same transaction, of what the item held while live (a post's address) and names the fields of its
 * document that go with it.
 */
export const unpublishRevision = async <Item extends { revision: number; published: boolean }>(
  ref: DocumentReference,
  kind: DraftKind<Item>,
  revision: number,
  { hook, buildsPerHour }: Pick<PublishSettings, "hook" | "buildsPerHour">,
  release: (transaction: Transaction, current: Item) => Promise<Record<string, unknown>> = async () => ({}),
): Promise<PublishResult> => {
  const db = ref.firestore
  const repeated = await db.runTransaction(async (transaction) => {
    const { snapshot, current } = await readRevision(transaction, ref, kind, revision)
    if (!current.published) {
      if (repeatsUnpublish(snapshot, revision)) return true
      throw new HttpsError("failed-precondition", `This ${kind.noun} is not on the site.`)
    }
    const released = await release(transaction, current)
    transaction.set(db.collection(kind.live).doc(ref.id), { published: false }, { merge: true })
    transaction.update(ref, { published: false, publishedRevision: null, ...released })
    return false
  })
  if (repeated) return { published: false, build: "already-requested" }
  const build = await requestBuild(ref, { kind: kind.noun, action: "unpublish", id: ref.id }, revision, hook, buildsPerHour)
  return { published: false, build }
}
