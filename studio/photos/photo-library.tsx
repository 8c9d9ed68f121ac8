import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import type { FirebaseSetup } from "../../src/firebase/config"
import type { LibraryPhoto, ListPhotosRequest } from "../../contract/studio-photos-api"
import { fetchPhotos } from "../callables/studio-callables"

const StyledLibrary = styled.div`
  margin: 0.75rem 0;

  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(8.5rem, 1fr));
    gap: 0.75rem;
    margin: 0.5rem 0 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: grid;
    gap: 0.35rem;
    align-content: start;
    overflow-wrap: anywhere;
  }

  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
  }

  p {
    margin: 0;
  }
`

type Loaded = { state: "closed" } | { state: "loading" } | { state: "failed" } | { state: "ready"; photos: LibraryPhoto[] }

interface PhotoLibraryProps {
  setup: FirebaseSetup
  /** Whose photos: a post reuses posts' photos, a story stories' (the build takes each from its own folder), a page any of hers. */
  kind: ListPhotosRequest["kind"]
  onChoose: (photo: LibraryPhoto) => void
}

/**
 * The photos the coach has uploaded, with their descriptions, to reuse one here rather than upload
 * it again. A photo reused stays in storage while anything shows it.
 */
export const PhotoLibrary: React.FC<PhotoLibraryProps> = ({ setup, kind, onChoose }) => {
  const [loaded, setLoaded] = React.useState<Loaded>({ state: "closed" })
  const open = () => {
    setLoaded({ state: "loading" })
    fetchPhotos(setup, { kind }).then(
      ({ photos }) => setLoaded({ state: "ready", photos }),
      () => setLoaded({ state: "failed" }),
    )
  }

  return (
    <StyledLibrary>
      {loaded.state === "closed" || loaded.state === "failed" ? (
        <Button type="button" $tone="outline" onClick={open}>
          Choose from your photos
        </Button>
      ) : null}
      {loaded.state === "loading" && <p role="status">Loading your photos…</p>}
      {loaded.state === "failed" && <p role="alert">Your photos could not be loaded. Check you are online, then try again.</p>}
      {loaded.state === "ready" &&
        (loaded.photos.length === 0 ? (
          <p>No photos yet: the ones you upload are kept here to use again.</p>
        ) : (
          <ul aria-label="Your photos">
            {loaded.photos.map((photo) => (
              <li key={photo.src}>
                <img src={photo.src} alt="" loading="lazy" />
                <p>{photo.alt || "No description yet"}</p>
                <Button type="button" $tone="outline" aria-label={`Use this photo: ${photo.alt || "no description yet"}`} onClick={() => onChoose(photo)}>
                  Use this photo
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </StyledLibrary>
  )
}
