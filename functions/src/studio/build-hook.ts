import { defineString } from "firebase-functions/params"
import type { BuildHook } from "./studio-stories"

/**
 * Where a publish asks for a rebuild: a Cloud Build webhook trigger's URL, a GitHub
 * repository_dispatch URL (with BUILD_HOOK_TOKEN) or any endpoint that starts the site's build.
 * Empty: stories are marked published and go live with the next build, whenever it runs.
 */
export const BUILD_HOOK_URL = defineString("BUILD_HOOK_URL", { default: "", description: "URL POSTed to when a story is published or unpublished." })
export const BUILD_HOOK_TOKEN = defineString("BUILD_HOOK_TOKEN", { default: "", description: "Bearer token for the build hook, if it needs one." })

/** The hook from the functions' settings, or null when none is set. */
export const configuredBuildHook = (): BuildHook | null => {
  const url = BUILD_HOOK_URL.value()
  if (!url) return null
  const token = BUILD_HOOK_TOKEN.value()
  return async (action, storyId) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      // repository_dispatch's shape; other hooks ignore the body.
      body: JSON.stringify({ event_type: `story-${action}`, client_payload: { storyId } }),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`build hook answered ${response.status}`)
  }
}
