/**
 * The blog posts published from the studio: the Firestore collection POSTS
 * (gatsby/published/published-documents.ts); `revision` is the studio revision published.
 */
import type { Firestore } from "firebase-admin/firestore"
import { POSTS } from "../../contract/firebase-settings"
import { readPublished } from "../published/published-documents"

export interface RawPost {
  /** The document id, which never changes (the slug may). */
  postId: string
  /** How messages name where it came from: "Firestore posts/<id>". */
  origin: string
  /** The document as plain JSON; the schema keeps a post's fields and drops the studio's marks (published, revision). */
  data: unknown
  revision: number | null
  /** The slug of the post written as a file this one is the studio's copy of, built instead of it (StudioPost.fromFile). */
  replacesFile?: string | null
}

export const readFirestorePosts = async (db: Firestore): Promise<RawPost[]> =>
  (await readPublished(db, POSTS)).map(({ id, origin, fields, revision }) => ({
    postId: id,
    origin,
    data: fields,
    revision,
    replacesFile: typeof fields.replacesFile === "string" ? fields.replacesFile : null,
  }))
