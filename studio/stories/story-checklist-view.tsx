import * as React from "react"
import type { StoryProblemLine } from "../../contract/studio-api"
import { fieldName, problemControlId } from "./story-checklist-lines"
import { PublishChecklist, type PublishChecklistProps } from "../editing/publish-checklist"

/** The story's problem lines, and the rest as every checklist takes it. */
type StoryChecklistProps = Omit<PublishChecklistProps, "noun" | "lines" | "fieldName" | "controlId"> & { problems: StoryProblemLine[] }

/** A story's checklist: every line blocks, and "Fix" goes to the page or field it names. */
export const StoryChecklist: React.FC<StoryChecklistProps> = ({ problems, ...rest }) => (
  <PublishChecklist noun="story" lines={problems} fieldName={fieldName} controlId={problemControlId} {...rest} />
)
