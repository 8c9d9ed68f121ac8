/** Types of local-build-hook.mjs (a Node script, loaded as it is). */

/** What GET answers: the hook's state. */
export interface BuildHookState {
  building: boolean
  /** A build has been asked for and not yet started. */
  pending: boolean
  completed: number
  failed: number
  lastError: string | null
  /** The live site's address, from the first finished build on. */
  siteUrl: string | null
}

export interface BuildHook {
  url: string
  port: number
  status: () => BuildHookState
  resume: () => void
  idle: () => Promise<void>
  stop: () => Promise<void>
}

export const startBuildHook: (options: {
  port?: number
  build: (options: { signal: AbortSignal }) => Promise<string>
  /** The bearer token every POST must carry. */
  token?: string
  paused?: boolean
  say?: (line: string) => void
  warn?: (line: string) => void
}) => Promise<BuildHook>
