/**
 * A photo the site already shows (a file post's cover, a file story's pages), uploaded as one of the
 * coach's own: fetched from the site, resized and re-encoded in this browser as any photo she picks
 * (resize-photo.ts), and sent to its owner's folder in Cloud Storage. Used when she takes a post or
 * story written as a file into the studio, so the copy's photos are hers like any other. Browser only.
 */
import type { FirebaseSetup } from "../../src/firebase/config"
import { photoPath, type PhotoOwner, type UploadedPhoto } from "./photo-files"
import { resizePhoto } from "./resize-photo"
import { uploadPhoto } from "./upload-photo"
import { fetchFromSite } from "../editing/take-problem"

export const uploadSitePhoto = async (setup: FirebaseSetup, owner: PhotoOwner, address: string): Promise<UploadedPhoto> => {
  const blob = await (await fetchFromSite(address)).blob()
  const name = address.split("/").pop() || "photo.jpg"
  const resized = await resizePhoto(new File([blob], name, { type: blob.type }), new AbortController().signal, () => undefined)
  const src = await uploadPhoto(setup, photoPath(owner, crypto.randomUUID()), resized.blob, () => undefined).done
  return { src, width: resized.width, height: resized.height }
}
