import { defineInt, defineSecret, defineString } from "firebase-functions/params"
import { buildEvent, type BuildEvent } from "../../../contract/build-events"
import type { BuildHook } from "./drafts"

/**
 * Where a publish asks for a rebuild: a Cloud Build webhook trigger's URL, a GitHub
 * repository_dispatch URL (with BUILD_HOOK_TOKEN) or any endpoint that starts the site's build.
 * Empty: stories, posts and pages are marked published and go live with the next build, whenever it runs.
 */
export const BUILD_HOOK_URL = defineString("BUILD_HOOK_URL", { default: "", description: "URL POSTed to when a story, blog post or page is published or unpublished." })

/**
 * The hook's bearer token lives in Secret Manager (`firebase functions:secrets:set BUILD_HOOK_TOKEN`),
 * never in a .env file that is uploaded with the code; the local backend provides it in
 * functions/.secret.local. A hook that needs no token still gets a value, which it ignores.
 */
export const BUILD_HOOK_TOKEN = defineSecret("BUILD_HOOK_TOKEN")

/**
 * Rebuilds the studio may ask for in any hour, all stories, posts and pages together: a runaway
 * client cannot run up builds. One held back is sent later by sendPendingBuilds (pending-builds.ts).
 */
export const BUILD_HOOKS_PER_HOUR = defineInt("BUILD_HOOKS_PER_HOUR", { default: 10, description: "How many rebuilds publishing may ask for per hour." })

/** The hook from the functions' settings, or null when none is set. */
export const configuredBuildHook = (): BuildHook | null => {
  const url = BUILD_HOOK_URL.value()
  if (!url) return null
  const token = BUILD_HOOK_TOKEN.value()
  return async ({ kind, action, id }) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      // repository_dispatch's shape; other hooks ignore the body. Only the events of
      // contract/build-events.ts, which the workflow's `types` list, are ever sent.
      body: JSON.stringify({ event_type: buildEvent({ kind, action }) satisfies BuildEvent, client_payload: { [`${kind}Id`]: id } }),
      // A redirect would carry the token elsewhere.
      redirect: "error",
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`build hook answered ${response.status}`)
  }
}

/** An unset parameter reads as 0, which would refuse every rebuild: fall back to the default. */
export const buildHooksPerHour = (): number => BUILD_HOOKS_PER_HOUR.value() || 10
