import type { FirebaseSetup } from "../../src/firebase/config"
import type { PhotoOwner } from "./photo-files"

/**
 * Deletes a stored photo nothing will show, in the background. A failure leaves it in the bucket,
 * which costs a little space and nothing else, so the coach is not troubled with it.
 */
export const discardPhoto = (setup: FirebaseSetup, owner: PhotoOwner, src: string): void =>
  void import("./upload-photo").then(({ deletePhoto }) => deletePhoto(setup, owner, src)).catch(() => undefined)
