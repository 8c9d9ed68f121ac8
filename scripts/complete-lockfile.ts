/**
 * Records the per-platform optional binaries (other operating systems' builds of msgpackr-extract,
 * unrs-resolver ...) that the package registry reachable from our build machines does not serve.
 * Without an entry for each, `npm ci` reports the lockfile out of sync; with one (version, os, cpu),
 * npm skips them on platforms they are not for. Run after any change to dependencies:
 *   npm run lockfile:complete
 */
import { readFileSync, writeFileSync } from "node:fs"

interface LockedPackage {
  version?: string
  optional?: boolean
  os?: string[]
  cpu?: string[]
  libc?: string[]
  optionalDependencies?: Record<string, string>
}

const FILE = "package-lock.json"
const OSES = ["darwin", "win32", "android", "freebsd", "linux", "openharmony", "sunos", "aix", "netbsd", "openbsd"]
const CPUS = ["arm64", "x64", "ia32", "arm", "ppc64", "riscv64", "s390x", "loong64", "wasm32"]

const platformOf = (name: string): { os?: string; cpu?: string; libc?: string[] } => {
  const base = name.split("/").pop() ?? name
  const os = OSES.find((o) => base.includes(`-${o}-`))
  const cpu = CPUS.find((c) => base.includes(`-${c}`))
  const libc = base.endsWith("-musl") ? ["musl"] : /-gnu(eabihf)?$/.test(base) ? ["glibc"] : undefined
  return { os, cpu, libc }
}

/** Where npm would look for `dep` when required from the package at `path`, nearest first. */
const lookupPaths = (path: string, dep: string): string[] => {
  const found: string[] = []
  let at = path
  for (;;) {
    found.push(`${at ? `${at}/` : ""}node_modules/${dep}`)
    if (!at) return found
    const cut = at.lastIndexOf("/node_modules/")
    at = cut === -1 ? "" : at.slice(0, cut)
  }
}

const lock = JSON.parse(readFileSync(FILE, "utf8")) as { packages: Record<string, LockedPackage> }
const { packages } = lock
let added = 0
for (const [path, meta] of Object.entries(packages)) {
  for (const [dep, range] of Object.entries(meta.optionalDependencies ?? {})) {
    if (lookupPaths(path, dep).some((p) => packages[p])) continue
    const { os, cpu, libc } = platformOf(dep)
    if (!os && !cpu) continue
    packages[`node_modules/${dep}`] = {
      version: range.replace(/^[\^~]/, ""),
      optional: true,
      ...(os && { os: [os] }),
      ...(cpu && { cpu: [cpu] }),
      ...(libc && { libc }),
    }
    added += 1
  }
}
writeFileSync(FILE, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`lockfile: ${added} platform-only optional packages recorded`)
