/**
 * `npm run develop`: the site in development mode with the local backend behind it, so the contact
 * form delivers enquiries on this machine with no cloud account; its accounts and data are kept in
 * the local data folder between runs, and the first run makes the demo coach's account and says how
 * to sign in to the studio. If the backend cannot start, the
 * site runs in demo mode (no Firebase) and says why, once. With a Firebase project configured in
 * .env.development the site talks to that project instead and no local backend is started.
 */
import { spawn } from "node:child_process"
import { dirname, join } from "node:path"
import { developBackend } from "./develop-backend"
import { defaultDataFolder } from "./local-backend"
import { projectRoot as root } from "./project-root"

/** The port asked for with `npm run develop -- -p <port>` (or --port), if any: its pages may upload photos. */
const askedPort = (args: string[]): number | undefined => {
  const at = args.findIndex((arg) => arg === "-p" || arg === "--port" || arg.startsWith("--port="))
  if (at < 0) return undefined
  const value = Number(args[at].startsWith("--port=") ? args[at].slice("--port=".length) : args[at + 1])
  return Number.isInteger(value) && value > 0 ? value : undefined
}

const main = async () => {
  const backend = await developBackend({ root, backendOptions: { developPort: askedPort(process.argv.slice(2)), dataFolder: defaultDataFolder() } })
  const gatsby = join(dirname(require.resolve("gatsby/package.json")), "cli.js")
  const site = spawn(process.execPath, [gatsby, "develop", "-H", "127.0.0.1", ...process.argv.slice(2)], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...backend.env },
  })

  let ending = false
  const end = async (code: number) => {
    if (ending) return
    ending = true
    await backend.stop()
    process.exit(code)
  }
  site.on("exit", (code, signal) => void end(code ?? (signal ? 1 : 0)))
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      // Ctrl-C reaches Gatsby through the terminal as well; SIGTERM may come to this process alone.
      if (site.exitCode === null) site.kill(signal)
    })
  }
}

void main()
