/**
 * The blog posts published from the studio: the Firestore collection POSTS, read once at build time
 * with firebase-admin (the same client and settings as the stories'). Only documents marked
 * `published: true` are read; `revision` is the studio revision published.
 */
import type { Firestore } from "firebase-admin/firestore"
import { POSTS } from "../../contract/firebase-settings"
import { toPlain } from "../stories/to-plain"

export interface RawPost {
  /** The document id, which never changes (the slug may). */
  postId: string
  /** How messages name where it came from: "Firestore posts/<id>". */
  origin: string
  /** The document as plain JSON; the schema keeps a post's fields and drops the studio's marks (published, revision). */
  data: unknown
  revision: number | null
}

export const readFirestorePosts = async (db: Firestore): Promise<RawPost[]> => {
  const snapshot = await db.collection(POSTS).where("published", "==", true).orderBy("__name__").get()
  return snapshot.docs.map((doc) => {
    const revision: unknown = doc.get("revision")
    return { postId: doc.id, origin: `Firestore ${doc.ref.path}`, data: toPlain(doc.data()), revision: typeof revision === "number" ? revision : null }
  })
}
