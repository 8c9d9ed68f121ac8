import { deleteObject, getDownloadURL, ref, uploadBytesResumable } from "firebase/storage"
import type { FirebaseSetup } from "../../src/firebase/config"
import { getStorageService } from "../../src/firebase/storage"
import { isPhotoOf, PHOTO_OUTPUT, type PhotoOwner } from "./photo-files"

const UPLOAD_RETRY_MS = 2 * 60 * 1000

export interface PhotoUploadRun {
  cancel: () => void
  /** The photo's download URL once it is stored. */
  done: Promise<string>
}

/** Sends a prepared photo to Cloud Storage, reporting how much has gone (0 to 100). */
export const uploadPhoto = (setup: FirebaseSetup, path: string, blob: Blob, onProgress: (percent: number) => void): PhotoUploadRun => {
  const storage = getStorageService(setup)
  // A dropped connection is retried for two minutes (the SDK's default is ten), then the coach is
  // told and may try again with the same photo.
  storage.maxUploadRetryTime = UPLOAD_RETRY_MS
  const task = uploadBytesResumable(ref(storage, path), blob, {
    contentType: PHOTO_OUTPUT.type,
    // Every upload has a new name, so the file never changes and may be cached for good.
    cacheControl: "public, max-age=31536000, immutable",
  })
  const done = new Promise<string>((resolve, reject) => {
    task.on(
      "state_changed",
      ({ bytesTransferred, totalBytes }) => onProgress(totalBytes ? (bytesTransferred / totalBytes) * 100 : 0),
      reject,
      () => void getDownloadURL(task.snapshot.ref).then(resolve, reject),
    )
  })
  return { cancel: () => void task.cancel(), done }
}

/**
 * Deletes a story's or a post's photo the studio no longer uses, given its address (a download URL or its path
 * in the bucket). Only a photo of this owner, under its own folder, is ever deleted; one already gone
 * counts as deleted.
 */
export const deletePhoto = async (setup: FirebaseSetup, owner: PhotoOwner, src: string): Promise<void> => {
  const photo = ref(getStorageService(setup), src)
  if (!isPhotoOf(owner, photo.fullPath)) return
  try {
    await deleteObject(photo)
  } catch (error) {
    if ((error as { code?: unknown }).code !== "storage/object-not-found") throw error
  }
}
