/**
 * Photos as the studio prepares them, for a story or a post: how large, in which format, where in Cloud Storage, and
 * what the coach is told when an upload goes wrong. Pure, so it is tested without a browser.
 */
import { PAGE_PHOTOS_FOLDER, POST_PHOTOS_FOLDER, STORY_PHOTOS_FOLDER } from "../../contract/firebase-settings"

/**
 * Longest side after resizing: sharp on any phone and any story page, and a few hundred kilobytes.
 * JPEG because every browser's canvas encodes it (Safari's cannot write WebP and would quietly
 * hand back a PNG).
 */
export const PHOTO_OUTPUT = { longSide: 2000, type: "image/jpeg", extension: "jpg", quality: 0.85 } as const

/** Kept under storage.rules' 10 MB cap with room to spare; a resized photo is far smaller. */
export const PHOTO_MAX_MB = 8

/** What a finished upload leaves in the draft: where the photo is and its size in pixels. */
export interface UploadedPhoto {
  src: string
  width: number
  height: number
}

/** The Storage folder of a kind of photo: a story's or a post's. */
export type PhotoFolder = typeof STORY_PHOTOS_FOLDER | typeof POST_PHOTOS_FOLDER | typeof PAGE_PHOTOS_FOLDER

/** Whose photos they are, a story, a post or a page: its photos live in its own folder in Storage. */
export interface PhotoOwner {
  folder: PhotoFolder
  /** The story's or the post's id, or the page's (contract/site-pages.ts). */
  id: string
}

export const storyOwner = (storyId: string): PhotoOwner => ({ folder: STORY_PHOTOS_FOLDER, id: storyId })

export const postOwner = (postId: string): PhotoOwner => ({ folder: POST_PHOTOS_FOLDER, id: postId })

export const pageOwner = (pageId: string): PhotoOwner => ({ folder: PAGE_PHOTOS_FOLDER, id: pageId })

/** `stories/{storyId}/{random}.jpg` or `posts/{postId}/{random}.jpg`: a new name for every upload, so a replaced photo is never cached stale. */
export const photoPath = ({ folder, id }: PhotoOwner, random: string): string => `${folder}${id}/${random}.${PHOTO_OUTPUT.extension}`

/** crypto.randomUUID()'s form: the only file names storage.rules accepts under an owner's folder. */
const GENERATED_NAME = /^[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}$/

/** Whether a path in the bucket is one of this story's or post's uploads. */
export const isPhotoOf = (owner: PhotoOwner, path: string): boolean => {
  const own = `${owner.folder}${owner.id}/`
  const random = path.startsWith(own) ? path.slice(own.length, -(PHOTO_OUTPUT.extension.length + 1)) : ""
  return GENERATED_NAME.test(random) && photoPath(owner, random) === path
}

const CODE_WORDS: Record<string, string> = {
  "storage/unauthorized": "This account may not upload photos. Sign out and in again as the coach, then try again.",
  "storage/unauthenticated": "You were signed out. Sign in again, then try the upload again.",
  "storage/quota-exceeded": "The photo store is full. Please ask your web team for more space, then try again.",
  "storage/retry-limit-exceeded": "The connection dropped during the upload. Check you are online, then try again.",
  "storage/no-default-bucket": "Photo uploads are not set up for this site yet. Please ask your web team.",
}

/** The coach's words for a failed upload (by the SDK's error code; its message is for developers). */
export const uploadProblem = (error: unknown): string => {
  const code = error && typeof error === "object" && "code" in error ? String((error as { code: unknown }).code) : ""
  return CODE_WORDS[code] ?? "The photo could not be uploaded. Check you are online, then try again."
}

/** Whether the coach stopped it herself (Cancel), which is not a failure. */
export const wasCancelled = (error: unknown): boolean =>
  Boolean(error && typeof error === "object" && (("code" in error && (error as { code: unknown }).code === "storage/canceled") || ("name" in error && (error as { name: unknown }).name === "AbortError")))
