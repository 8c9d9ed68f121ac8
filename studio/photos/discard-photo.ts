import type { FirebaseSetup } from "../../src/firebase/config"
import type { PhotoFolder } from "./story-photos"

/**
 * Deletes a stored photo nothing will show, in the background. A failure leaves it in the bucket,
 * which costs a little space and nothing else, so the coach is not troubled with it.
 */
export const discardPhoto = (setup: FirebaseSetup, storyId: string, src: string, folder?: PhotoFolder): void =>
  void import("./upload-photo").then(({ deletePhoto }) => deletePhoto(setup, storyId, src, folder)).catch(() => undefined)
