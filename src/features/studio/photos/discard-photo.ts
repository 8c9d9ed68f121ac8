import type { FirebaseSetup } from "../../../firebase/config"

/**
 * Deletes a stored photo nothing will show, in the background. A failure leaves it in the bucket,
 * which costs a little space and nothing else, so the coach is not troubled with it.
 */
export const discardPhoto = (setup: FirebaseSetup, storyId: string, src: string): void =>
  void import("./upload-photo").then(({ deletePhoto }) => deletePhoto(setup, storyId, src)).catch(() => undefined)
