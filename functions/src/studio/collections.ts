/** The studio's working copies: one document per story, drafts and published alike (server only). */
export const STUDIO_STORIES = "studioStories"

/** The times of the last hour's rebuild requests, for the hourly allowance (server only). */
export const BUILD_REQUESTS = "studioMeta/buildRequests"
