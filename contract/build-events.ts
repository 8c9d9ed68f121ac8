/**
 * Every rebuild the functions can ask for, declared once. The build hook
 * (functions/src/studio/site-rebuilds.ts) sends each as a GitHub repository_dispatch `event_type`,
 * and .github/workflows/deploy.yml must list every one of them in its `types`: GitHub answers 204
 * to an event no workflow listens for and starts nothing, so a forgotten kind would be marked
 * published and never go live (__tests__/deploy-workflow.test.ts compares the two).
 *
 * Every reason the functions rebuild is one of these: a story, post or page published or taken
 * down in the studio; her settings, which are the page "settings" (contract/site-pages.ts); the
 * daily run publishing the posts and stories whose day has come (it asks as a publish of the first
 * of them); a page reset to its file (an unpublish); and a rebuild held back by the hourly
 * allowance and sent later (functions/src/studio/site-rebuilds.ts), which repeats its request.
 */
export const BUILD_KINDS = ["story", "post", "page"] as const
export const BUILD_ACTIONS = ["publish", "unpublish"] as const

export type BuildKind = (typeof BUILD_KINDS)[number]
export type BuildAction = (typeof BUILD_ACTIONS)[number]
export type BuildEvent = `${BuildKind}-${BuildAction}`

/** What a rebuild is asked for: which story, post or page, published or taken down. */
export interface BuildRequest {
  kind: BuildKind
  action: BuildAction
  id: string
}

/** The repository_dispatch event type of a request. */
export const buildEvent = ({ kind, action }: Pick<BuildRequest, "kind" | "action">): BuildEvent => `${kind}-${action}`

/** Every event the functions can send, each once. */
export const BUILD_EVENTS: readonly BuildEvent[] = BUILD_KINDS.flatMap((kind) => BUILD_ACTIONS.map((action) => buildEvent({ kind, action })))
