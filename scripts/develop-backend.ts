/**
 * Which backend `npm run develop` runs the site against: the Firebase project named in the settings,
 * else the local backend, else (when that cannot start) none, in demo mode, saying why once.
 */
import { existsSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { DEVELOP_SERVER_PORT, publishingNote, signInNote, startLocalBackend, type LocalBackendOptions } from "./local-backend"

/** A project named in .env.development (or the shell) means "use that project", not the local one. */
const configuredProject = (root: string, env: NodeJS.ProcessEnv): string | undefined => {
  if (env.GATSBY_FIREBASE_PROJECT_ID) return env.GATSBY_FIREBASE_PROJECT_ID
  const file = join(root, ".env.development")
  if (!existsSync(file)) return undefined
  return readFileSync(file, "utf8").match(/^\s*GATSBY_FIREBASE_PROJECT_ID\s*=\s*["']?([^"'\s#]+)/m)?.[1]
}

export interface DevelopBackend {
  env: Record<string, string>
  stop: () => Promise<void>
}

const noBackend: DevelopBackend = { env: {}, stop: async () => {} }

/**
 * Resolves to `{ env, stop }`: the variables the site runs with and how to stop what was started.
 * `backendOptions` go to startLocalBackend (ports, quiet); `say` and `warn` print to the terminal.
 */
export const developBackend = async ({
  root,
  env = process.env,
  backendOptions = {},
  say = console.log,
  warn = console.warn,
}: {
  root: string
  env?: NodeJS.ProcessEnv
  backendOptions?: LocalBackendOptions
  say?: (line: string) => void
  warn?: (line: string) => void
}): Promise<DevelopBackend> => {
  const project = configuredProject(root, env)
  if (project) {
    say(`Using the Firebase project "${project}" from your settings; the local backend is not started.`)
    return noBackend
  }
  say("Starting the local backend (Firestore and Storage stand-ins, Auth and Functions emulators)...")
  try {
    // A publish in the studio rebuilds the site with the story (the build hook prints each build here).
    const backend = await startLocalBackend({ buildHook: { say, warn }, ...backendOptions })
    say(
      "Local backend ready: enquiries from the contact form are stored on this machine and printed here; npm run enquiries lists them." +
        (backendOptions.dataFolder ? ` They, the studio's account, drafts and photos are kept in ${relative(root, backendOptions.dataFolder)}/ between runs.` : ""),
    )
    if (backend.buildHook) say(publishingNote(backend.ports.liveSite))
    if (backend.demoCoach) say(signInNote(backend.demoCoach, backendOptions.developPort ?? DEVELOP_SERVER_PORT))
    return backend
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    warn(
      "The local backend could not start, so the site runs in demo mode: the contact form opens the " +
        `visitor's e-mail program instead of sending.\nWhy: ${reason}`,
    )
    return noBackend
  }
}
