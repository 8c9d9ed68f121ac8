/**
 * Where the page editor opens Preview: the preview's code, and with it the site's sections, is
 * fetched when she first opens it, so the studio's entry file does not carry them.
 */
import * as React from "react"
import { Button } from "../../src/components/button"
import { useLoaded } from "../common/use-loaded"
import type { PagePreviewProps } from "./page-preview"

// Held in an object: a component handed to a state setter would be called as an updater.
const loadPreview = () => import("./page-preview").then(({ PagePreview }) => ({ PagePreview }))
const couldNotOpen = () => "The preview could not be opened just now. Please check your connection and try again."

export const PreviewEntry: React.FC<PagePreviewProps> = (props) => {
  const { data, problem, reload } = useLoaded(loadPreview, couldNotOpen)
  if (data) return <data.PagePreview {...props} />
  if (problem === null) return <p role="status">Opening the preview…</p>
  return (
    <div role="alert">
      <p>{problem}</p>
      <p>
        <Button type="button" $tone="primary" onClick={() => void reload()}>
          Try again
        </Button>
      </p>
    </div>
  )
}
