import * as React from "react"
import type { FirebaseSetup } from "../../../firebase/config"
import { PhotoField, type PhotoInDraft } from "./photo-field"
import type { UploadedPhoto } from "./story-photos"
import { usePhotoUpload } from "./use-photo-upload"

interface PhotoUploaderProps {
  setup: FirebaseSetup
  storyId: string
  id: string
  label: string
  hint: string
  photo: PhotoInDraft | null
  onUploaded: (photo: UploadedPhoto) => void
  onAltChange: (alt: string) => void
  onRemove: () => void
}

/** A photo slot of the story with its own upload. */
export const PhotoUploader: React.FC<PhotoUploaderProps> = ({ setup, storyId, onUploaded, ...field }) => {
  const upload = usePhotoUpload(setup, storyId, onUploaded)
  return <PhotoField {...field} status={upload.status} onChoose={upload.choose} onCancel={upload.cancel} onRetry={upload.retry} />
}
