/**
 * Source 1, the default: one folder per story under content/stories/, named by the story's id,
 * holding story.json and its images.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import type { StoryProblem } from "./story-error"
import type { RawStory } from "../../contract/story-input"
import { postDateIso } from "../../contract/post-date"
import { storyPath } from "../../contract/routes"
import type { SiteFile } from "../../contract/site-files"

export const STORY_FILE = "story.json"

export interface FileSourceResult {
  stories: RawStory[]
  problems: StoryProblem[]
}

export const readStoryFiles = (storiesDir: string, projectDir = process.cwd()): FileSourceResult => {
  const stories: RawStory[] = []
  const problems: StoryProblem[] = []
  if (!existsSync(storiesDir)) return { stories, problems }
  const folders = readdirSync(storiesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  for (const folder of folders.sort((a, b) => a.name.localeCompare(b.name))) {
    const dir = join(storiesDir, folder.name)
    const file = join(dir, STORY_FILE)
    const origin = relative(projectDir, file)
    if (!existsSync(file)) {
      problems.push({ storyId: folder.name, origin, field: "", message: `${STORY_FILE} is missing from the story's folder` })
      continue
    }
    try {
      stories.push({ id: folder.name, origin, imageDir: dir, data: JSON.parse(readFileSync(file, "utf8")) })
    } catch (error) {
      problems.push({ storyId: folder.name, origin, field: "", message: `${STORY_FILE} is not valid JSON: ${(error as Error).message}` })
    }
  }
  return { stories, problems }
}

const text = (value: unknown): string => (typeof value === "string" ? value : "")

/**
 * The file stories as the studio lists them (gatsby/content/studio-site-files.ts): title, address
 * and date. A story file that cannot be read fails the build (source-stories.ts), naming it: none to list then.
 */
export const fileStoriesForStudio = (root: string): SiteFile[] =>
  readStoryFiles(join(root, "content", "stories"), root).stories.map(({ id, data }) => {
    const fields = (data ?? {}) as Record<string, unknown>
    return { title: text(fields.title), address: storyPath(id), date: postDateIso(text(fields.publishedDate)) }
  })
