/**
 * Where the coach's photos are in use, read from the stories, posts and pages themselves: their
 * drafts and the copies the build reads. A photo is in the library while anything shows it, so the library
 * lists them with their descriptions for reuse, and a photo one story or post lets go of stays in
 * photo storage while any other shows it (reference by look-up: nothing to keep in step).
 */
import type { Firestore } from "firebase-admin/firestore"
import { describedPostPhotos, describedStoryPhotos } from "../../../contract/draft-photos"
import { describedBodyImages } from "../../../contract/post-checklist"
import type { PostDraft } from "../../../contract/post-input"
import type { DescribedPhoto, LibraryPhoto, ListPhotosRequest, PhotoUse } from "../../../contract/studio-photos-api"
import type { StoryDraft } from "../../../contract/studio-stories-api"
import { pageImageObject, postImageObject, storyImageObject, type StoryImageSources } from "../../../contract/story-image-sources"
import { PAGES, POSTS, STORIES, STUDIO_PAGES, STUDIO_POSTS, STUDIO_REVISIONS, STUDIO_STORIES } from "../../../contract/firebase-settings"
import { storedPagePhotos } from "../../../contract/page-photo"
import { PAGE_NAMES, SITE_PAGES, type PageId } from "../../../contract/site-pages"

/** A story, a post or a page, by kind and id. */
export type PhotoUser = Pick<PhotoUse, "kind" | "id">

const isPageId = (id: string): id is PageId => Object.hasOwn(SITE_PAGES, id)

/** Photos of a story's, a post's or a page's draft or live copy (the same fields hold both), with their descriptions. */
export const describedPhotosOf = (kind: PhotoUser["kind"], fields: Record<string, unknown>, id = ""): DescribedPhoto[] => {
  try {
    if (kind === "page") return isPageId(id) ? storedPagePhotos(SITE_PAGES[id], fields) : []
    return kind === "story"
      ? describedStoryPhotos(fields as Pick<StoryDraft, "poster" | "pages">)
      : describedPostPhotos(fields as Pick<PostDraft, "cover" | "coverAlt" | "body">, describedBodyImages)
  } catch {
    // A document of an unexpected shape shows no photo the studio could reuse.
    return []
  }
}

export const photosOf = (kind: PhotoUser["kind"], fields: Record<string, unknown>): string[] => describedPhotosOf(kind, fields).map(({ src }) => src)

/** Every photo any story, post or page shows, with its description where it was last used and each that shows it; drafts first, the last changed first. */
export const photoUses = async (db: Firestore): Promise<Map<string, LibraryPhoto>> => {
  // Where each kind's live copy keeps its fields: a page's published words are its `content`.
  const places = [
    { kind: "post", collection: STUDIO_POSTS, draft: true },
    { kind: "story", collection: STUDIO_STORIES, draft: true },
    { kind: "page", collection: STUDIO_PAGES, draft: true },
    { kind: "post", collection: POSTS, draft: false },
    { kind: "story", collection: STORIES, draft: false },
    { kind: "page", collection: PAGES, draft: false },
  ] as const
  const photos = new Map<string, LibraryPhoto>()
  for (const { kind, collection, draft } of places) {
    const snapshot = draft ? await db.collection(collection).orderBy("updatedAt", "desc").get() : await db.collection(collection).get()
    for (const doc of snapshot.docs) {
      const fields = draft ? doc.get("draft") : kind === "page" ? doc.get("content") : doc.data()
      addUses(photos, kind, doc.id, fields as Record<string, unknown> | undefined)
    }
  }
  // The kept versions' photos too: restoring one brings them back.
  for (const doc of (await db.collection(STUDIO_REVISIONS).get()).docs) {
    const kind: unknown = doc.get("kind")
    const id: unknown = doc.get("id")
    if ((kind === "post" || kind === "story" || kind === "page") && typeof id === "string") addUses(photos, kind, id, doc.get("draft") as Record<string, unknown> | undefined)
  }
  return photos
}

/** Adds a story's, post's or page's photos (a draft, a live copy or a kept version) to the library, with its description and this use. */
const addUses = (photos: Map<string, LibraryPhoto>, kind: PhotoUser["kind"], id: string, fields: Record<string, unknown> | undefined) => {
  const title = kind === "page" ? (isPageId(id) ? PAGE_NAMES[id] : "") : typeof fields?.title === "string" ? fields.title : ""
  for (const { src, alt } of describedPhotosOf(kind, fields ?? {}, id)) {
    const photo = photos.get(src) ?? { src, alt: "", uses: [] }
    if (!photo.alt.trim()) photo.alt = alt
    if (!photo.uses.some((use) => use.kind === kind && use.id === id)) photo.uses.push({ kind, id, title })
    photos.set(src, photo)
  }
}

/** Every photo shown by a story or post other than `except`. */
export const photosInUse = async (db: Firestore, except: PhotoUser): Promise<Set<string>> =>
  new Set([...(await photoUses(db)).values()].filter(({ uses }) => uses.some((use) => use.kind !== except.kind || use.id !== except.id)).map(({ src }) => src))

/** The library: the photos of this kind the studio uploaded (in the folders the build takes for it: a post's or a story's own, any of hers for a page) that anything shows. */
export const listPhotos = async (db: Firestore, { kind }: ListPhotosRequest, sources: StoryImageSources): Promise<LibraryPhoto[]> => {
  const inFolder = { post: postImageObject, story: storyImageObject, page: pageImageObject }[kind]
  return [...(await photoUses(db)).values()].filter(({ src }) => inFolder(src, sources) !== null)
}
