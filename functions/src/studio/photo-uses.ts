/**
 * Where the coach's photos are in use. A photo she uploaded for one story or post may be reused in
 * another, so before one of its uses lets it go, the others are looked up: a photo any other draft
 * or live copy shows stays in photo storage.
 */
import type { Firestore } from "firebase-admin/firestore"
import { postPhotoSources, storyPhotoSources } from "../../../contract/draft-photos"
import { postBodyImages } from "../../../contract/post-checklist"
import type { PostDraft } from "../../../contract/post-input"
import type { StoryDraft } from "../../../contract/studio-api"
import { POSTS, STORIES, STUDIO_POSTS, STUDIO_STORIES } from "../../../contract/firebase-settings"

/** A story or a post, by kind and id: the one whose use is going, left out of the look-up. */
export interface PhotoUser {
  kind: "story" | "post"
  id: string
}

/** Photos of a story's or a post's draft or live copy (the same fields hold both). */
export const photosOf = (kind: PhotoUser["kind"], fields: Record<string, unknown>): string[] => {
  try {
    return kind === "story" ? storyPhotoSources(fields as Pick<StoryDraft, "poster" | "pages">) : postPhotoSources(fields as Pick<PostDraft, "cover" | "body">, postBodyImages)
  } catch {
    // A document of an unexpected shape shows no photo the studio could reuse.
    return []
  }
}

/** Every photo shown by a story or post other than `except`: their drafts, and their copies the build reads. */
export const photosInUse = async (db: Firestore, except: PhotoUser): Promise<Set<string>> => {
  const places = [
    { kind: "story", collection: STUDIO_STORIES, field: "draft" },
    { kind: "story", collection: STORIES, field: null },
    { kind: "post", collection: STUDIO_POSTS, field: "draft" },
    { kind: "post", collection: POSTS, field: null },
  ] as const
  const used = new Set<string>()
  for (const { kind, collection, field } of places) {
    const snapshot = await db.collection(collection).get()
    for (const doc of snapshot.docs) {
      if (kind === except.kind && doc.id === except.id) continue
      const fields = field ? (doc.get(field) as Record<string, unknown> | undefined) : doc.data()
      for (const src of photosOf(kind, fields ?? {})) used.add(src)
    }
  }
  return used
}
