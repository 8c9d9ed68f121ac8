/**
 * Gathers stories from every configured source, validates each one and checks that ids are
 * unique across sources. Returns the stories, or throws one error listing every problem.
 */
import { join } from "node:path"
import type { Story } from "../../shared/story"
import { settings } from "../../src/settings"
import { StoryValidationError, type StoryProblem } from "./story-error"
import { createImageResolver, type ImageSite } from "./story-images"
import type { RawStory } from "../../shared/story-input"
import { validateStory, type StoryDefaults } from "./validate-story"
import { createPosterDrawer } from "./draw-poster"

/** The shared publisher logo, used when a story names none. */
export const DEFAULT_LOGO_FILE = "publisher-logo.png"

export const storyDefaults = (storiesDir: string): StoryDefaults => ({
  publisher: settings.company,
  publisherLogo: { src: DEFAULT_LOGO_FILE, alt: settings.company },
  publisherLogoDir: storiesDir,
})

export const validateStories = async (raws: RawStory[], site: ImageSite, earlier: StoryProblem[] = []): Promise<Story[]> => {
  const resolveImage = createImageResolver(site)
  const defaults = storyDefaults(site.storiesDir)
  const problems = [...earlier]
  const seen = new Map<string, string>()
  for (const raw of raws) {
    const first = seen.get(raw.id)
    if (first) problems.push({ storyId: raw.id, origin: raw.origin, field: "id", message: `is used twice: also by ${first}` })
    else seen.set(raw.id, raw.origin)
  }
  const drawPoster = createPosterDrawer(site.publicDir)
  const results = await Promise.all(raws.map((raw) => validateStory(raw, resolveImage, defaults, drawPoster)))
  const stories: Story[] = []
  for (const result of results) {
    if (result.ok) stories.push(result.story)
    else problems.push(...result.problems)
  }
  if (problems.length) throw new StoryValidationError(problems)
  return stories.sort((a, b) => b.publishedDate.localeCompare(a.publishedDate) || a.storyId.localeCompare(b.storyId))
}

/** Where the project keeps story files and writes the built site. */
export const projectImageSite = (root = process.cwd()): ImageSite => ({
  storiesDir: join(root, "content", "stories"),
  publicDir: join(root, "public"),
})
