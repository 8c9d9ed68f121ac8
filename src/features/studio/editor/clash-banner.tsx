import * as React from "react"
import { Button } from "../../../components/button"
import type { StudioStory } from "../../../../contract/studio-api"
import { shortDateTime } from "../common/studio-rows"
import { WarningBlock } from "../common/warning-block"

interface ClashBannerProps {
  /** The story as the other device saved it. */
  theirs: StudioStory
  onKeepMine: () => void
  onTakeTheirs: () => void
}

/** Another device saved the story first: nothing is saved from here until the coach chooses. */
export const ClashBanner: React.FC<ClashBannerProps> = ({ theirs, onKeepMine, onTakeTheirs }) => (
  <WarningBlock role="alert">
    <h3>This story was changed on another device</h3>
    <p>
      Another device saved it at {shortDateTime(theirs.updatedAt)}, titled “{theirs.draft.title || "Untitled story"}”. Nothing is saved from here
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
