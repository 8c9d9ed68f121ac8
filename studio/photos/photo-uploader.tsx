import * as React from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { FILE_PHOTO } from "../../contract/page-photo"
import type { LibraryPhoto, ListPhotosRequest } from "../../contract/studio-photos-api"
import { PhotoField, type PhotoInDraft } from "./photo-field"
import { PhotoLibrary } from "./photo-library"
import type { PhotoOwner, UploadedPhoto } from "./photo-files"
import { usePhotoUpload } from "./use-photo-upload"

interface PhotoUploaderProps {
  setup: FirebaseSetup
  /** The story or post the photo belongs to: its folder in Storage. */
  owner: PhotoOwner
  id: string
  /** The description's id, when the form names it otherwise than `${id}-alt`. */
  altId?: string
  label: string
  hint: string
  photo: PhotoInDraft | null
  onUploaded: (photo: UploadedPhoto) => void
  onAltChange: (alt: string) => void
  onRemove: () => void
  /** Offers her photos of this kind to reuse while the slot is empty, or still holds the site's own photo (photo-library.tsx). */
  library?: { kind: ListPhotosRequest["kind"]; onChoose: (photo: LibraryPhoto) => void }
}

/** A photo slot of a story or post with its own upload, or a photo of hers reused from the library. */
export const PhotoUploader: React.FC<PhotoUploaderProps> = ({ setup, owner, onUploaded, library, ...field }) => {
  const upload = usePhotoUpload(setup, owner, onUploaded)
  return (
    <>
      <PhotoField {...field} status={upload.status} onChoose={upload.choose} onCancel={upload.cancel} onRetry={upload.retry} />
      {library && (!field.photo || FILE_PHOTO.test(field.photo.src)) && <PhotoLibrary setup={setup} kind={library.kind} onChoose={library.onChoose} />}
    </>
  )
}
