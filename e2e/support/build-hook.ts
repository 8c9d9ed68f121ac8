/**
 * The local build hook as the publish tests drive it: held until they have published, then let
 * build, and waited for. Two tests may publish around one build: whichever asks to build waits until
 * no build is running or asked for, so the site it gets carries what it published.
 */
import type { BuildHookState } from "../../scripts/local-build-hook"
import { expect } from "./fixtures"

/** A clean production build takes one to six minutes here, depending on what else runs. */
export const BUILD_TIMEOUT_MS = 9 * 60_000

const hookState = async (): Promise<BuildHookState> => (await (await fetch(process.env.E2E_BUILD_HOOK ?? "")).json()) as BuildHookState

/** Lets the held hook build, and resolves to the live site's address once every build asked for is done. */
export const buildOnce = async (): Promise<string> => {
  const resumed = await fetch(`${process.env.E2E_BACKEND_CONTROL}/build-hook/resume`, { method: "POST" })
  expect(resumed.status).toBe(204)
  const deadline = Date.now() + BUILD_TIMEOUT_MS
  for (;;) {
    const state = await hookState()
    if (state.failed > 0) throw new Error(`the local build failed: ${state.lastError}`)
    if (state.completed > 0 && !state.building && !state.pending && state.siteUrl) return state.siteUrl
    if (Date.now() > deadline) throw new Error(`the local build did not finish within ${BUILD_TIMEOUT_MS / 60_000} minutes`)
    await new Promise((wait) => setTimeout(wait, 2_000))
  }
}
