/**
 * The installed packages a publish from the studio loads, and no others: what the site's build
 * (scripts/build-site.ts, gatsby build) and the hosting deploy (`npm run deploy -- --only hosting`)
 * need, read from package-lock.json alone, so that the publish job can name them before anything
 * is installed. The push run's deploy job keeps these folders in a cache of their own and a publish
 * restores them instead of the whole install: the tests' and benchmarks' packages (jest,
 * playwright, lighthouse, eslint, the emulators' servers) and functions/node_modules, which a
 * hosting-only deploy never reads, stay out. bench/publish-job.ts builds and checks a site with
 * these folders alone, so a package missing from the list fails it.
 *
 * The publish job runs it before anything is installed, so it imports nothing but Node's own
 * modules and Node runs it as it is (`node scripts/site-modules.ts`, types stripped; there main's
 * head's copy, on the checked-out commit's lockfile, read from the working directory):
 *
 *   -> `paths<<...` in GITHUB_OUTPUT (one folder a line, as actions/cache's `path` reads them), or
 *      the folders on standard output without GITHUB_OUTPUT.
 *   --prune -> removes from those folders the native addons built for other platforms
 *      (foreignAddonPatterns), before the push run keeps them.
 */
import { appendFileSync, lstatSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { join } from "node:path"

/**
 * The development packages a publish loads besides the site's own dependencies: tsx runs the
 * scripts, firebase-admin reads her published content at build time (gatsby/published/), and
 * firebase-tools deploys hosting.
 */
export const PUBLISH_TOOLS = ["tsx", "firebase-admin", "firebase-tools"] as const

/** One entry of package-lock.json's `packages` (the fields read here). */
export interface LockedPackage {
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  os?: string[]
  cpu?: string[]
  libc?: string[]
  link?: boolean
}

export interface Lockfile {
  packages: Record<string, LockedPackage>
}

/** Whether npm installs a package on this platform (its `os`, `cpu` and `libc` fields, `!` excluding). */
const fitsPlatform = (entry: LockedPackage, platform: string, arch: string): boolean => {
  const fits = (allowed: string[] | undefined, value: string): boolean => {
    if (!allowed || allowed.length === 0) return true
    if (allowed.includes(`!${value}`)) return false
    const positive = allowed.filter((name) => !name.startsWith("!"))
    return positive.length === 0 || positive.includes(value)
  }
  // GitHub's Ubuntu runners are glibc's.
  const libc = platform === "linux" ? "glibc" : ""
  return fits(entry.os, platform) && fits(entry.cpu, arch) && (!libc || fits(entry.libc, libc))
}

/** Where Node finds `name` from the package installed at `from` ("" is the project): the nearest node_modules up the tree that holds it. */
const resolveFrom = (packages: Lockfile["packages"], from: string, name: string): string | null => {
  let base = from
  for (;;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`
    if (packages[candidate]) return candidate
    if (!base) return null
    const up = base.lastIndexOf("/node_modules/")
    base = up === -1 ? "" : base.slice(0, up)
  }
}

/**
 * The top-level folders of node_modules a publish loads: every package reachable from the site's
 * dependencies and PUBLISH_TOOLS (dependencies, optional and peer dependencies, as npm installs
 * them on this platform), named by the top-level folder that holds it (a nested package is inside
 * its parent's), sorted, with node_modules/.bin (the predeploy step's `npx tsx`).
 */
export const siteModules = (lockfile: Lockfile, { platform = process.platform, arch = process.arch } = {}): string[] => {
  const { packages } = lockfile
  const root = packages[""] ?? {}
  const wanted = [...Object.keys(root.dependencies ?? {}), ...PUBLISH_TOOLS]
  const reached = new Set<string>()
  const queue: Array<{ from: string; name: string }> = wanted.map((name) => ({ from: "", name }))
  for (let next = queue.shift(); next; next = queue.shift()) {
    const location = resolveFrom(packages, next.from, next.name)
    if (!location || reached.has(location)) continue
    const entry = packages[location]
    if (!entry || !fitsPlatform(entry, platform, arch)) continue
    reached.add(location)
    const names = [...Object.keys(entry.dependencies ?? {}), ...Object.keys(entry.optionalDependencies ?? {}), ...Object.keys(entry.peerDependencies ?? {})]
    for (const name of names) queue.push({ from: location, name })
  }
  const topLevel = new Set([...reached].map((location) => /^node_modules\/(?:@[^/]+\/)?[^/]+/.exec(location)?.[0] ?? location))
  return ["node_modules/.bin", ...[...topLevel].sort()]
}

const ARCHES = ["x64", "arm64", "arm", "ia32", "riscv64", "s390x", "ppc64", "loong64"]

/**
 * File-name patterns (shell globs) of the native addons a package ships for other platforms than
 * this one, by napi-rs's naming (`name.<platform>-<arch>[-<abi>].node`, as Parcel's and SWC's are):
 * Node never loads them here, and Parcel's alone are about 37 MB of the kept archive, compressed.
 */
export const foreignAddonPatterns = ({ platform = process.platform, arch = process.arch } = {}): string[] => [
  ...["darwin", "win32", "freebsd", "openbsd", "android", "sunos", "linux"].filter((other) => other !== platform).map((other) => `*.${other}-*.node`),
  ...ARCHES.filter((other) => other !== arch).flatMap((other) => [`*.${platform}-${other}.node`, `*.${platform}-${other}-*.node`]),
  // GitHub's Ubuntu runners are glibc's.
  ...(platform === "linux" ? ["*-musl.node", "*.musl.node"] : []),
]

const matcher = (patterns: readonly string[]): RegExp =>
  new RegExp(`^(?:${patterns.map((glob) => glob.split("*").map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join("[^/]*")).join("|")})$`)

/** Removes, under `root`'s listed folders, the files whose names match `patterns`; the bytes removed. */
export const pruneFiles = (root: string, folders: readonly string[], patterns: readonly string[]): number => {
  const foreign = matcher(patterns)
  let removed = 0
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.isFile() && foreign.test(entry.name)) {
        removed += lstatSync(path).size
        rmSync(path)
      }
    }
  }
  for (const folder of folders) {
    const path = join(root, folder)
    // .bin holds links only; a folder npm did not install on this platform is absent.
    if (folder !== "node_modules/.bin" && lstatSync(path, { throwIfNoEntry: false })?.isDirectory()) walk(path)
  }
  return removed
}

const main = (): void => {
  const lockfile = JSON.parse(readFileSync(join(process.cwd(), "package-lock.json"), "utf8")) as Lockfile
  const paths = siteModules(lockfile)
  if (process.argv.includes("--prune")) {
    const removed = pruneFiles(process.cwd(), paths, foreignAddonPatterns())
    console.log(`Removed ${Math.round(removed / 2 ** 20)} MB of other platforms' native addons from the packages a publish loads.`)
    return
  }
  const output = process.env.GITHUB_OUTPUT
  if (!output) {
    console.log(paths.join("\n"))
    return
  }
  appendFileSync(output, `paths<<SITE_MODULES\n${paths.join("\n")}\nSITE_MODULES\n`)
  console.log(`${paths.length - 1} folders of node_modules for the build and the hosting deploy.`)
}

// Run as a script, not when a test imports it.
if (process.argv[1]?.replace(/\\/g, "/").endsWith("scripts/site-modules.ts")) main()
