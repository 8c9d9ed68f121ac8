/**
 * Gathers stories from every configured source, validates each one and checks that ids are
 * unique across sources: the files' problems stop the build, a published Firestore story's leave
 * that story out.
 */
import type { Story } from "../../contract/story"
import { nodeSettings as settings } from "../published/node-settings"
import { StoryValidationError, type StoryProblem } from "./story-error"
import { createImageResolver, type ImageSite } from "../published/published-images"
import type { RawStory } from "../../contract/story-input"
import { validateStory, type StoryDefaults, type StoryResult } from "./validate-story"
import { createPosterDrawer } from "./draw-poster"

/** The shared publisher logo, used when a story names none. */
export const DEFAULT_LOGO_FILE = "publisher-logo.png"

export const storyDefaults = (storiesDir: string): StoryDefaults => ({
  publisher: settings.company,
  publisherLogo: { src: DEFAULT_LOGO_FILE, alt: settings.company },
  publisherLogoDir: storiesDir,
})

/** Each story checked on its own: its typed form, or its problems (an id used twice among them). */
const checkStories = async (raws: RawStory[], site: ImageSite): Promise<Array<{ raw: RawStory; result: StoryResult }>> => {
  const resolveImage = createImageResolver(site)
  const defaults = storyDefaults(site.storiesDir)
  const drawPoster = createPosterDrawer(site.publicDir)
  const seen = new Map<string, string>()
  return Promise.all(
    raws.map(async (raw) => {
      const first = seen.get(raw.id)
      if (first === undefined) {
        seen.set(raw.id, raw.origin)
        return { raw, result: await validateStory(raw, resolveImage, defaults, drawPoster) }
      }
      // Not measured or drawn: its files would land on the other story's address.
      const problem: StoryProblem = { storyId: raw.id, origin: raw.origin, field: "id", message: `is used twice: also by ${first}` }
      return { raw, result: { ok: false as const, problems: [problem] } }
    }),
  )
}

const newestFirst = (stories: Story[]): Story[] =>
  stories.sort((a, b) => b.publishedDate.localeCompare(a.publishedDate) || a.storyId.localeCompare(b.storyId))

/** Every story valid, or one error listing every problem (the coach's files: she fixes and rebuilds). */
export const validateStories = async (raws: RawStory[], site: ImageSite, earlier: StoryProblem[] = []): Promise<Story[]> => {
  const problems = [...earlier]
  const stories: Story[] = []
  for (const { result } of await checkStories(raws, site)) {
    if (result.ok) stories.push(result.story)
    else problems.push(...result.problems)
  }
  if (problems.length) throw new StoryValidationError(problems)
  return newestFirst(stories)
}

export interface SkippedStory {
  raw: RawStory
  problems: StoryProblem[]
}

export interface LoadedStories {
  stories: Story[]
  /** Published in the studio but not buildable: left out of this build, each with its problems. */
  skipped: SkippedStory[]
}

/**
 * The files' stories must all be valid (as validateStories); a published Firestore story that is
 * not (a reserved or taken id, an image that cannot be fetched or measured) is left out, so one
 * bad publish cannot stop every build. The files come first, so a clash leaves the file's story in;
 * but a file's own copy, taken into the studio and published (`replacesFile`), is built in the
 * file's place when the build can use it (left out, the file is built as before).
 */
export const loadStories = async (
  { files, published, fileProblems = [] }: { files: RawStory[]; published: RawStory[]; fileProblems?: StoryProblem[] },
  site: ImageSite,
): Promise<LoadedStories> => {
  const isCopy = (raw: RawStory) => raw.replacesFile === raw.id && files.some((file) => file.id === raw.id)
  const copies = await checkStories(published.filter(isCopy), site)
  const replaced = new Set(copies.flatMap(({ raw, result }) => (result.ok ? [raw.id] : [])))
  const built = files.filter((file) => !replaced.has(file.id))
  const checked = await checkStories([...built, ...published.filter((raw) => !isCopy(raw))], site)
  const fromFiles = checked.slice(0, built.length)
  const problems = [...fileProblems, ...fromFiles.flatMap(({ result }) => (result.ok ? [] : result.problems))]
  if (problems.length) throw new StoryValidationError(problems)
  const stories = [...copies, ...checked].flatMap(({ result }) => (result.ok ? [result.story] : []))
  const skipped = [...copies, ...checked.slice(built.length)].flatMap(({ raw, result }) => (result.ok ? [] : [{ raw, problems: result.problems }]))
  return { stories: newestFirst(stories), skipped }
}

