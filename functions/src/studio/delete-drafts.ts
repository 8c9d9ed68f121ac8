/**
 * Deleting a story's or a post's draft for good. Only a draft: one on the site is refused until it
 * is unpublished, so nothing live loses its words. Only the revision the coach saw: one saved since
 * on another device is a clash, as a save's is. The answer names the draft's photos that nothing
 * else shows, which the studio then deletes from photo storage (the functions cannot reach the
 * local backend's own Storage server); a photo reused elsewhere stays.
 */
import type { DocumentReference } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import type { DeleteDraftResult } from "../../../contract/studio-api"
import { conflict, type DraftKind } from "./drafts"
import { photosInUse, photosOf, type PhotoUser } from "./photo-uses"
import { forgetVersions, listVersions } from "./revisions"

export const deleteDraft = async <Item extends { revision: number; published: boolean; draft: object }>(
  ref: DocumentReference,
  // Pages are reset to their files rather than deleted.
  kind: DraftKind<Item> & { noun: PhotoUser["kind"] },
  revision: number,
): Promise<DeleteDraftResult> => {
  const db = ref.firestore
  const photos = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref)
    // Already gone: the same request again, its answer lost on the way.
    if (!snapshot.exists) return []
    const current = kind.toItem(snapshot)
    if (current.published) throw new HttpsError("failed-precondition", `This ${kind.noun} is on the site: unpublish it first, then delete it.`)
    if (current.revision !== revision) throw conflict(kind.noun, current)
    transaction.delete(ref)
    // The copy the build reads, left unpublished by an unpublish.
    transaction.delete(db.collection(kind.live).doc(ref.id))
    return photosOf(kind.noun, current.draft as Record<string, unknown>)
  })
  // Its kept versions go with it, and their photos with its own.
  const owner = { kind: kind.noun, id: ref.id }
  for (const version of await listVersions(db, owner)) photos.push(...photosOf(kind.noun, version.draft as Record<string, unknown>))
  await forgetVersions(db, owner)
  const inUse = photos.length ? await photosInUse(db, { kind: kind.noun, id: ref.id }) : new Set<string>()
  return { deleted: true, unusedPhotos: [...new Set(photos)].filter((src) => !inUse.has(src)) }
}
