import * as React from "react"
import type { StoryProblemLine } from "../../../../contract/studio-api"
import { fieldName, problemControlId } from "./checklist-lines"
import { PublishChecklist } from "./publish-checklist"

interface StoryChecklistProps {
  problems: StoryProblemLine[]
  published: boolean
  publishing: boolean
  /** A clash with another device is open: nothing is published until it is settled. */
  blocked: boolean
  outcome: string | null
  onFix: (controlId: string) => void
  onPublish: () => void
  onUnpublish: () => void
}

/** A story's checklist: every line blocks, and "Fix" goes to the page or field it names. */
export const StoryChecklist: React.FC<StoryChecklistProps> = ({ problems, ...rest }) => (
  <PublishChecklist noun="story" lines={problems} fieldName={fieldName} controlId={problemControlId} {...rest} />
)
