import * as React from "react"
import { Button } from "../../src/components/button"
import type { DraftNoun } from "../callables/callable-problems"
import { shortDateTime } from "../common/studio-rows"
import { WarningBlock } from "../common/warning-block"

interface ClashBannerProps {
  /** The story or post as the other device saved it. */
  theirs: { updatedAt: string; draft: { title?: unknown } }
  noun?: DraftNoun
  /** What it is called, when not by its title (a page by its name). */
  name?: string
  onKeepMine: () => void
  onTakeTheirs: () => void
}

/** Another device saved the story or post first: nothing is saved from here until the coach chooses. */
export const ClashBanner: React.FC<ClashBannerProps> = ({ theirs, noun = "story", name, onKeepMine, onTakeTheirs }) => (
  <WarningBlock role="alert">
    <h3>This {noun} was changed on another device</h3>
    <p>
      Another device saved {name ? `the ${name.toLowerCase()} ${noun}` : "it"} at {shortDateTime(theirs.updatedAt)}
      {name ? "" : `, titled “${(typeof theirs.draft.title === "string" && theirs.draft.title) || `Untitled ${noun}`}”`}. Nothing is saved from here
      until you choose which version to keep.
    </p>
    <div>
      <Button type="button" $tone="primary" onClick={onKeepMine}>
        Keep mine
      </Button>
      <Button type="button" $tone="outline" onClick={onTakeTheirs}>
        Take theirs
      </Button>
    </div>
  </WarningBlock>
)
