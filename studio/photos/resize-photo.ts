import imageCompression from "browser-image-compression"
import { PHOTO_MAX_MB, PHOTO_OUTPUT } from "./photo-files"

export interface ResizedPhoto {
  blob: Blob
  width: number
  height: number
}

/**
 * The photo resized in this browser (long side at most 2,000 px) and encoded again as JPEG. Drawing
 * it on a canvas and encoding that drops every byte of metadata (camera, place, time), and the
 * browser turns it upright first, so the picture looks as it did on the phone.
 */
export const resizePhoto = async (file: File, signal: AbortSignal, onProgress: (percent: number) => void): Promise<ResizedPhoto> => {
  const blob = await imageCompression(file, {
    maxWidthOrHeight: PHOTO_OUTPUT.longSide,
    maxSizeMB: PHOTO_MAX_MB,
    fileType: PHOTO_OUTPUT.type,
    initialQuality: PHOTO_OUTPUT.quality,
    preserveExif: false,
    // Its worker would fetch the library again from a CDN, which the studio's policy (and an
    // offline studio) forbid; on the page it is a second or two for a large photo.
    useWebWorker: false,
    signal,
    onProgress,
  })
  const bitmap = await createImageBitmap(blob)
  const size = { width: bitmap.width, height: bitmap.height }
  bitmap.close()
  return { blob, ...size }
}
