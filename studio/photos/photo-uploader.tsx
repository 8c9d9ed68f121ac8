import * as React from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { PhotoField, type PhotoInDraft } from "./photo-field"
import type { PhotoOwner, UploadedPhoto } from "./photo-files"
import { usePhotoUpload } from "./use-photo-upload"

interface PhotoUploaderProps {
  setup: FirebaseSetup
  /** The story or post the photo belongs to: its folder in Storage. */
  owner: PhotoOwner
  id: string
  label: string
  hint: string
  photo: PhotoInDraft | null
  onUploaded: (photo: UploadedPhoto) => void
  onAltChange: (alt: string) => void
  onRemove: () => void
}

/** A photo slot of a story or post with its own upload. */
export const PhotoUploader: React.FC<PhotoUploaderProps> = ({ setup, owner, onUploaded, ...field }) => {
  const upload = usePhotoUpload(setup, owner, onUploaded)
  return <PhotoField {...field} status={upload.status} onChoose={upload.choose} onCancel={upload.cancel} onRetry={upload.retry} />
}
