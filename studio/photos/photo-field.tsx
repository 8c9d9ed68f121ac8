import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { controlStyle, StyledHelp, StyledLabel } from "../../src/components/form-field"
import { FILE_PHOTO } from "../../contract/page-photo"
import type { PhotoUploadStatus } from "./use-photo-upload"

const StyledPhoto = styled.div`
  margin: 0 0 1.2rem;

  input[type="file"] {
    display: block;
    max-width: 100%;
    font: inherit;
  }

  input[type="text"] {
    ${controlStyle}
  }

  button {
    padding: 0.5rem 0.8rem;
  }
`

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  align-items: center;
  margin-top: 0.6rem;

  progress {
    flex: 1 1 10rem;
    height: 1rem;
  }
`

const StyledProblem = styled.div`
  margin-top: 0.6rem;
  padding: 0.75rem;
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius};

  p {
    margin: 0 0 0.5rem;
  }
`

const StyledChosen = styled.div`
  display: grid;
  grid-template-columns: 5.5rem 1fr;
  gap: 0.75rem;
  align-items: start;
  margin-top: 0.75rem;

  img {
    width: 5.5rem;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`

/** In place of a thumbnail for a page's photo that is still the site's own file (images/...), which the studio has no address for. */
const StyledOwnPhoto = styled.div`
  display: grid;
  place-items: center;
  width: 5.5rem;
  aspect-ratio: 3 / 4;
  padding: 0.3rem;
  text-align: center;
  font-size: 0.8rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px dashed ${({ theme }) => theme.colors.border};
`

/** A photo already in the draft: where it is, its size and its description. */
export interface PhotoInDraft {
  src: string
  alt: string
  width?: number
  height?: number
}

interface PhotoFieldProps {
  /** The file input's id; the description's is `${id}-alt` unless `altId` names it. */
  id: string
  altId?: string
  label: string
  hint: string
  photo: PhotoInDraft | null
  status: PhotoUploadStatus
  onChoose: (file: File) => void
  onCancel: () => void
  onRetry: () => void
  onAltChange: (alt: string) => void
  onRemove: () => void
}

const STEP_WORDS = { preparing: "Preparing the photo", uploading: "Uploading the photo" } as const

/** Choose a photo, watch it upload (or cancel it), and describe it for people who cannot see it. */
export const PhotoField: React.FC<PhotoFieldProps> = ({ id, altId = `${id}-alt`, label, hint, photo, status, onChoose, onCancel, onRetry, onAltChange, onRemove }) => {
  const busy = status.state === "preparing" || status.state === "uploading"
  // A page's photo from its file: removing it would bring back the same photo.
  const sitesOwn = photo !== null && FILE_PHOTO.test(photo.src)
  return (
    <StyledPhoto>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledHelp id={`${id}-hint`}>{hint}</StyledHelp>
      <input
        type="file"
        id={id}
        accept="image/*"
        aria-describedby={`${id}-hint`}
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Emptied, so choosing the same file again after a failure starts again.
          event.target.value = ""
          if (file) onChoose(file)
        }}
      />
      {busy && (
        <StyledRow>
          <label htmlFor={`${id}-progress`}>{STEP_WORDS[status.state]}</label>
          <progress id={`${id}-progress`} max={100} value={status.percent}>
            {status.percent}%
          </progress>
          <span aria-hidden="true">{status.percent}%</span>
          <Button type="button" $tone="outline" onClick={onCancel}>
            Cancel upload
          </Button>
        </StyledRow>
      )}
      <div role="status">
        {status.state === "done" && photo && <p>Photo uploaded.</p>}
        {status.state === "cancelled" && (
          <p>
            Upload cancelled.{" "}
            {status.canRetry && (
              <Button type="button" $tone="outline" onClick={onRetry}>
                Upload it after all
              </Button>
            )}
          </p>
        )}
      </div>
      {status.state === "failed" && (
        <StyledProblem role="alert">
          <p>{status.problem}</p>
          {status.canRetry && (
            <Button type="button" $tone="primary" onClick={onRetry}>
              Try the upload again
            </Button>
          )}
        </StyledProblem>
      )}
      {photo && (
        <StyledChosen>
          {sitesOwn ? <StyledOwnPhoto>The site&apos;s own photo</StyledOwnPhoto> : <img src={photo.src} alt="" />}
          <div>
            <StyledLabel htmlFor={altId}>Describe the photo for people who cannot see it</StyledLabel>
            <input type="text" id={altId} value={photo.alt} aria-invalid={!photo.alt.trim()} onChange={(event) => onAltChange(event.target.value)} />
            {!sitesOwn && (
              <StyledRow>
                <Button type="button" $tone="outline" onClick={onRemove}>
                  Remove the photo
                </Button>
              </StyledRow>
            )}
          </div>
        </StyledChosen>
      )}
    </StyledPhoto>
  )
}
