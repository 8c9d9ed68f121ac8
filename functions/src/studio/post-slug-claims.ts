/**
 * A published post's claim on its address: one document per slug in POST_SLUGS, naming the post.
 * The publish transaction reads and writes it, so of two posts published at the same moment under
 * one slug only one gets it: Firestore runs the other again, and it finds the claim taken.
 * Unpublishing, or publishing again under another slug, releases it. The build never reads the
 * claims: it reads the published posts and, should two ever share an address, keeps the first
 * (gatsby/posts/load-posts.ts).
 */
import type { DocumentSnapshot, Firestore, Transaction } from "firebase-admin/firestore"
import { POST_SLUGS, STUDIO_POSTS } from "../../../contract/firebase-settings"

export interface SlugClaimMove {
  /** Another published post holds the address asked for. */
  taken: boolean
  /** Makes the claim and releases the old one, in the same transaction. */
  write: () => void
}

const holderOf = (claim: DocumentSnapshot): string | null => {
  const postId: unknown = claim.get("postId")
  return claim.exists && typeof postId === "string" && postId ? postId : null
}

/**
 * Whether the claim's post still has that address. A claim outlives its post only if someone
 * deleted the post by hand; such a claim must not keep the address from every other post.
 */
const stillHolds = async (transaction: Transaction, db: Firestore, holder: string, slug: string): Promise<boolean> => {
  const post = await transaction.get(db.collection(STUDIO_POSTS).doc(holder))
  return post.get("published") === true && post.get("publishedSlug") === slug
}

/**
 * Reads, in `transaction`, what moving `postId`'s claim from the address `from` (the one it has
 * now, or null) to `to` (the one it asks for, or null to release only) needs. Every read comes
 * before the transaction writes, as Firestore requires.
 */
export const moveSlugClaim = async (transaction: Transaction, db: Firestore, postId: string, from: string | null, to: string | null): Promise<SlugClaimMove> => {
  const claims = db.collection(POST_SLUGS)
  const wanted = to === null ? null : await transaction.get(claims.doc(to))
  const holder = wanted ? holderOf(wanted) : null
  if (to !== null && holder !== null && holder !== postId && (await stillHolds(transaction, db, holder, to))) return { taken: true, write: () => undefined }
  const old = from !== null && from !== to ? await transaction.get(claims.doc(from)) : null
  return {
    taken: false,
    write: () => {
      if (wanted && to !== null) {
        if (!wanted.exists) transaction.create(wanted.ref, { postId })
        else if (holder !== postId) transaction.set(wanted.ref, { postId })
      }
      if (old && holderOf(old) === postId) transaction.delete(old.ref)
    },
  }
}
