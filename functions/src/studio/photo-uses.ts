/**
 * Where the coach's photos are in use, read from the stories and posts themselves: their drafts and
 * the copies the build reads. A photo is in the library while anything shows it, so the library
 * lists them with their descriptions for reuse, and a photo one story or post lets go of stays in
 * photo storage while any other shows it (reference by look-up: nothing to keep in step).
 */
import type { Firestore } from "firebase-admin/firestore"
import { describedPostPhotos, describedStoryPhotos } from "../../../contract/draft-photos"
import { describedBodyImages } from "../../../contract/post-checklist"
import type { PostDraft } from "../../../contract/post-input"
import type { DescribedPhoto, LibraryPhoto, ListPhotosRequest, PhotoUse, StoryDraft } from "../../../contract/studio-api"
import { postImageObject, storyImageObject, type StoryImageSources } from "../../../contract/story-image-sources"
import { POSTS, STORIES, STUDIO_POSTS, STUDIO_REVISIONS, STUDIO_STORIES } from "../../../contract/firebase-settings"

/** A story or a post, by kind and id. */
export type PhotoUser = Pick<PhotoUse, "kind" | "id">

/** Photos of a story's or a post's draft or live copy (the same fields hold both), with their descriptions. */
export const describedPhotosOf = (kind: PhotoUser["kind"], fields: Record<string, unknown>): DescribedPhoto[] => {
  try {
    return kind === "story"
      ? describedStoryPhotos(fields as Pick<StoryDraft, "poster" | "pages">)
      : describedPostPhotos(fields as Pick<PostDraft, "cover" | "coverAlt" | "body">, describedBodyImages)
  } catch {
    // A document of an unexpected shape shows no photo the studio could reuse.
    return []
  }
}

export const photosOf = (kind: PhotoUser["kind"], fields: Record<string, unknown>): string[] => describedPhotosOf(kind, fields).map(({ src }) => src)

/** Every photo any story or post shows, with its description where it was last used and each story or post that shows it; drafts first, the last changed first. */
export const photoUses = async (db: Firestore): Promise<Map<string, LibraryPhoto>> => {
  const places = [
    { kind: "post", collection: STUDIO_POSTS, draft: true },
    { kind: "story", collection: STUDIO_STORIES, draft: true },
    { kind: "post", collection: POSTS, draft: false },
    { kind: "story", collection: STORIES, draft: false },
  ] as const
  const photos = new Map<string, LibraryPhoto>()
  for (const { kind, collection, draft } of places) {
    const snapshot = draft ? await db.collection(collection).orderBy("updatedAt", "desc").get() : await db.collection(collection).get()
    for (const doc of snapshot.docs) {
      addUses(photos, kind, doc.id, (draft ? doc.get("draft") : doc.data()) as Record<string, unknown> | undefined)
    }
  }
  // The kept versions' photos too: restoring one brings them back.
  for (const doc of (await db.collection(STUDIO_REVISIONS).get()).docs) {
    const kind: unknown = doc.get("kind")
    const id: unknown = doc.get("id")
    if ((kind === "post" || kind === "story") && typeof id === "string") addUses(photos, kind, id, doc.get("draft") as Record<string, unknown> | undefined)
  }
  return photos
}

/** Adds a story's or post's photos (a draft, a live copy or a kept version) to the library, with its description and this use. */
const addUses = (photos: Map<string, LibraryPhoto>, kind: PhotoUser["kind"], id: string, fields: Record<string, unknown> | undefined) => {
  const title = typeof fields?.title === "string" ? fields.title : ""
  for (const { src, alt } of describedPhotosOf(kind, fields ?? {})) {
    const photo = photos.get(src) ?? { src, alt: "", uses: [] }
    if (!photo.alt.trim()) photo.alt = alt
    if (!photo.uses.some((use) => use.kind === kind && use.id === id)) photo.uses.push({ kind, id, title })
    photos.set(src, photo)
  }
}

/** Every photo shown by a story or post other than `except`. */
export const photosInUse = async (db: Firestore, except: PhotoUser): Promise<Set<string>> =>
  new Set([...(await photoUses(db)).values()].filter(({ uses }) => uses.some((use) => use.kind !== except.kind || use.id !== except.id)).map(({ src }) => src))

/** The library: the photos of this kind the studio uploaded (in that kind's folder, the only ones the build takes for it) that anything shows. */
export const listPhotos = async (db: Firestore, { kind }: ListPhotosRequest, sources: StoryImageSources): Promise<LibraryPhoto[]> => {
  const inFolder = kind === "post" ? postImageObject : storyImageObject
  return [...(await photoUses(db)).values()].filter(({ src }) => inFolder(src, sources) !== null)
}
