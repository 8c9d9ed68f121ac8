/**
 * Source 2: the Firestore collection `stories`, the stories published from the studio
 * (gatsby/published/published-documents.ts). The document id is the story id; images are addresses
 * in the project's photo storage (contract/story-image-sources.ts), and `revision` the studio
 * revision published.
 */
import type { Firestore } from "firebase-admin/firestore"
import type { RawStory } from "../../contract/story-input"
import { STORIES } from "../../contract/firebase-settings"
import { readPublished } from "../published/published-documents"

export const readFirestoreStories = async (db: Firestore): Promise<RawStory[]> =>
  (await readPublished(db, STORIES)).map(({ id, origin, fields, revision }) => ({
    id,
    origin,
    imageDir: null,
    data: fields,
    revision,
    replacesFile: typeof fields.replacesFile === "string" ? fields.replacesFile : null,
  }))
