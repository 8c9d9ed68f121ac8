import * as React from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { PhotoField, type PhotoInDraft } from "./photo-field"
import type { PhotoFolder, UploadedPhoto } from "./story-photos"
import { usePhotoUpload } from "./use-photo-upload"

interface PhotoUploaderProps {
  setup: FirebaseSetup
  /** The story's (or post's) id: its photos' folder in Storage. */
  storyId: string
  /** A post's photos go under posts/; a story's (the default) under stories/. */
  folder?: PhotoFolder
  id: string
  label: string
  hint: string
  photo: PhotoInDraft | null
  onUploaded: (photo: UploadedPhoto) => void
  onAltChange: (alt: string) => void
  onRemove: () => void
}

/** A photo slot of a story or post with its own upload. */
export const PhotoUploader: React.FC<PhotoUploaderProps> = ({ setup, storyId, folder, onUploaded, ...field }) => {
  const upload = usePhotoUpload(setup, storyId, onUploaded, folder)
  return <PhotoField {...field} status={upload.status} onChoose={upload.choose} onCancel={upload.cancel} onRetry={upload.retry} />
}
