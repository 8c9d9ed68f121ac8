/**
 * Publishing on this machine: the local build hook the functions' BUILD_HOOK_URL points at, which
 * rebuilds the site against the backend (Firestore included) in a staging copy and serves it as
 * the local live site (scripts/local-site-build.ts). The hook builds only for the events the
 * committed deployment workflow lists, as GitHub would (scripts/local-build-hook.ts): a kind the
 * workflow forgot goes live nowhere, here as on the real site.
 */
import { STUDIO_PATH } from "../../contract/routes"
import { startBuildHook, type BuildHook } from "../local-build-hook"
import { localLiveSite } from "../local-site-build"
import { LOCAL_BUILD_HOOK_TOKEN } from "./emulator-config"
import type { Ports } from "./ports"
import { siteEnv } from "./site-env"

export interface PublishingOptions {
  /** Builds wait for the hook's `resume()`. */
  paused?: boolean
  /** Where its lines go. */
  say?: (line: string) => void
  warn?: (line: string) => void
}

export interface Publishing {
  hook: BuildHook
  stop: () => Promise<void>
  stopNow: () => void
}

/** The build hook and the live site it builds, for a backend on these ports (the hook's port is set to the one it got). */
export const startPublishing = async (ports: Ports, { paused = false, say, warn }: PublishingOptions = {}): Promise<Publishing> => {
  const liveSite = localLiveSite({ env: siteEnv(ports), port: ports.liveSite })
  const hook = await startBuildHook({ port: ports.buildHook, paused, build: liveSite.build, token: LOCAL_BUILD_HOOK_TOKEN, say, warn })
  ports.buildHook = hook.port
  return {
    hook,
    stop: async () => {
      await hook.stop()
      await liveSite.stop()
    },
    stopNow: () => void hook.stop(),
  }
}

/** Where a story published in the studio appears locally, and when. */
export const publishingNote = (liveSitePort: number): string =>
  `Publishing a story in the studio (${STUDIO_PATH}) rebuilds the site with it, one build at a time, in .local-site/; ` +
  `the live site is then at http://127.0.0.1:${liveSitePort}/ (a line here says when each build starts and when it is live).`
