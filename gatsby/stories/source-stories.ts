/**
 * sourceNodes: every story from content/stories/ and, when configured, from Firestore becomes one
 * `Story` node. An invalid story file stops the build with a message naming it and the field; a
 * published Firestore story the build cannot use is left out with a warning naming it and the field.
 */
import type { SourceNodesArgs } from "gatsby"
import type { Story } from "../../contract/story"
import type { RawStory } from "../../contract/story-input"
import { readStoryFiles } from "./file-source"
import { firestoreEnv, openFirestore } from "../published/open-firestore"
import { projectImageSite } from "../published/published-images"
import { readFirestoreStories } from "./firestore-source"
import { loadStories, type SkippedStory } from "./load-stories"
import { describeProblem, StoryValidationError } from "./story-error"
import { recordBuildStart } from "../published/build-record"
import { publishFileStoryCopies } from "./file-story-copies"

export const STORY_TYPE = "Story"

export const createStoryNodes = (stories: Story[], { actions, createNodeId, createContentDigest }: Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest">): void => {
  for (const story of stories) {
    actions.createNode({
      ...story,
      id: createNodeId(`${STORY_TYPE}-${story.storyId}`),
      internal: { type: STORY_TYPE, contentDigest: createContentDigest(story) },
    })
  }
}

/** Loud, so whoever watches the build sees it; the studio also shows the coach (siteBuilds). */
export const skippedWarning = ({ raw, problems }: SkippedStory): string =>
  `Story "${raw.id}" is published in the studio but was LEFT OUT of this build; the rest of the site is built:\n${problems.map((p) => `  - ${describeProblem(p)}`).join("\n")}`

export const sourceStories = async (args: SourceNodesArgs, root = process.cwd()): Promise<void> => {
  const site = projectImageSite(root)
  const files = readStoryFiles(site.storiesDir, root)
  // Every file story's words, for the studio to take a copy of.
  publishFileStoryCopies(files.stories, site.storiesDir, site.publicDir)
  const env = firestoreEnv()
  const db = env ? await openFirestore(env) : null
  let published: RawStory[] = []
  if (env && db) {
    args.reporter.info(`Reading stories from Firestore (project ${env.projectId})`)
    published = await readFirestoreStories(db)
  }
  try {
    const { stories, skipped } = await loadStories({ files: files.stories, published, fileProblems: files.problems }, site)
    for (const story of skipped) args.reporter.warn(skippedWarning(story))
    createStoryNodes(stories, args)
    if (db) {
      const left = new Set(skipped.map(({ raw }) => raw))
      await recordBuildStart(db, { carried: published.filter((raw) => !left.has(raw)), skipped, files: files.stories }, args.reporter)
    }
  } catch (error) {
    if (error instanceof StoryValidationError) args.reporter.panicOnBuild(error.message)
    else throw error
  }
}
