/**
 * sourceNodes: every story from content/stories/ and, when configured, from Firestore becomes one
 * `Story` node. An invalid story stops the build with a message naming it and the field.
 */
import type { SourceNodesArgs } from "gatsby"
import type { Story } from "../../shared/story"
import { readStoryFiles } from "./file-source"
import { firestoreEnv, openFirestore, readFirestoreStories } from "./firestore-source"
import { projectImageSite, validateStories } from "./load-stories"
import { StoryValidationError } from "./story-error"

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

export const sourceStories = async (args: SourceNodesArgs, root = process.cwd()): Promise<void> => {
  const site = projectImageSite(root)
  const files = readStoryFiles(site.storiesDir, root)
  const raws = [...files.stories]
  const env = firestoreEnv()
  if (env) {
    args.reporter.info(`Reading stories from Firestore (project ${env.projectId})`)
    raws.push(...(await readFirestoreStories(await openFirestore(env))))
  }
  try {
    createStoryNodes(await validateStories(raws, site, files.problems), args)
  } catch (error) {
    if (error instanceof StoryValidationError) args.reporter.panicOnBuild(error.message)
    else throw error
  }
}
