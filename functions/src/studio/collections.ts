/** The studio's working copies: one document per story, drafts and published alike (server only). */
export const STUDIO_STORIES = "studioStories"
