/**
 * createSchemaCustomization: the Story type is declared, not inferred, so queries work the same
 * with one story or none and every field keeps its type.
 */
import type { CreateSchemaCustomizationArgs } from "gatsby"

export const STORY_TYPE_DEFS = `
  type StoryImage {
    url: String!
    width: Int!
    height: Int!
    alt: String!
  }

  type StoryLink {
    label: String!
    href: String!
  }

  type StoryBackground {
    color: String
    image: StoryImage
  }

  type StoryPage {
    heading: String!
    body: String!
    background: StoryBackground!
    cta: StoryLink
  }

  type Story implements Node @dontInfer {
    storyId: String!
    title: String!
    publisher: String!
    publisherLogo: StoryImage!
    poster: StoryImage!
    publishedDate: Date! @dateformat
    description: String!
    pages: [StoryPage!]!
  }
`

export const createStorySchema = ({ actions }: Pick<CreateSchemaCustomizationArgs, "actions">): void => {
  actions.createTypes(STORY_TYPE_DEFS)
}
