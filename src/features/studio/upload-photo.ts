import { getDownloadURL, ref, uploadBytesResumable } from "firebase/storage"
import type { FirebaseSetup } from "../../firebase/config"
import { getStorageService } from "../../firebase/storage"
import { PHOTO_OUTPUT } from "./story-photos"

export interface PhotoUploadRun {
  cancel: () => void
  /** The photo's download URL once it is stored. */
  done: Promise<string>
}

/** Sends a prepared photo to Cloud Storage, reporting how much has gone (0 to 100). */
export const uploadPhoto = (setup: FirebaseSetup, path: string, blob: Blob, onProgress: (percent: number) => void): PhotoUploadRun => {
  const task = uploadBytesResumable(ref(getStorageService(setup), path), blob, {
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
