/**
 * The one reader of what the coach published from the studio: a collection's documents marked
 * `published: true` (the studio keeps a draft's document too), in id order, as plain JSON, with the
 * studio revision each carries. Stories, posts and pages each take what they need from it.
 */
import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore"
import { toPlain } from "./to-plain"

export interface PublishedDocument {
  /** The document id: a story's or page's id, a post's lasting id. */
  id: string
  /** How messages name where it came from: "Firestore posts/<id>". */
  origin: string
  /** Each field as plain JSON (toPlain). */
  fields: Record<string, unknown>
  /** The studio revision published, when the document says. */
  revision: number | null
}

const published = (doc: DocumentSnapshot): PublishedDocument => {
  const revision: unknown = doc.get("revision")
  return {
    id: doc.id,
    origin: `Firestore ${doc.ref.path}`,
    fields: Object.fromEntries(Object.entries(doc.data() ?? {}).map(([key, value]) => [key, toPlain(value)])),
    revision: typeof revision === "number" ? revision : null,
  }
}

/** Every published document of a collection. */
export const readPublished = async (db: Firestore, collection: string): Promise<PublishedDocument[]> =>
  (await db.collection(collection).where("published", "==", true).orderBy("__name__").get()).docs.map(published)

/** One document, when it is there and published (the settings). */
export const readPublishedOne = async (db: Firestore, collection: string, id: string): Promise<PublishedDocument | null> => {
  const doc = await db.collection(collection).doc(id).get()
  return doc.get("published") === true ? published(doc) : null
}
