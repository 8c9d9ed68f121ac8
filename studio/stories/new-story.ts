/** A new story: its address from its title, and the draft the coach starts from. */
import { SLUG_PATTERN } from "../../contract/routes"
import { addressFromTitle } from "../editing/address-from-title"
import { RESERVED_STORY_IDS, STORY_LIMITS } from "../../contract/story"
import { STORY_PALETTE } from "../../src/theme/story-palette"
import type { StoryDraft } from "../../contract/studio-stories-api"

/** "Saying no to a board" -> "saying-no-to-a-board"; a taken address (or one the site keeps, such as "images") gets -2, -3 ... */
export const storyIdFor = (title: string, taken: ReadonlySet<string>): string => {
  const base = addressFromTitle(title, "story")
  let id = base
  for (let n = 2; taken.has(id) || RESERVED_STORY_IDS.includes(id); n += 1) id = `${base}-${n}`
  if (!SLUG_PATTERN.test(id)) throw new Error(`not a story address: ${id}`)
  return id
}

const [navy, , , , mist, white] = STORY_PALETTE

/** The fewest pages a story may have, on alternating brand colours, and a poster drawn from the title. */
export const newDraft = (title: string): StoryDraft => ({
  title: title.trim(),
  description: "",
  poster: { color: navy.color, alt: title.trim() },
  pages: Array.from({ length: STORY_LIMITS.minPages }, (_, index) => ({
    heading: "",
    body: "",
    background: { color: [navy, mist, white][index % 3].color },
  })),
})
