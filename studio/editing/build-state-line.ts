/** How the last site build that read a published story went, in the coach's words. */
import type { BuildState } from "../../contract/site-builds"
import { shortDateTime } from "../common/studio-rows"

export const buildStateLine = (state: BuildState | null): string | null => {
  if (!state) return null
  switch (state.outcome) {
    case "building":
      return "The site is being rebuilt with it."
    case "live":
      return `Live: the site build of ${shortDateTime(state.at)} carried it.`
    case "left-out":
      return "Not on the site: the last build left it out. Open it to see what to change."
    case "failed":
      // A publish refused before building says why in its record (scripts/record-build-failure.ts).
      return state.refused ?? "The last site build that carried it failed, so the live site is unchanged. Publish again, or ask your web team."
  }
}
