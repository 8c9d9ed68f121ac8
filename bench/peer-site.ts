/**
 * Another Gatsby site to measure beside this one (`--peer <folder>`): named by its folder and
 * commit, installed and built in a scratch copy (the folder itself is only read), and served as
 * this site is served.
 */
import { execFileSync } from "node:child_process"
import { createHash } from "node:crypto"
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { basename, dirname, join, relative, resolve } from "node:path"
import { hostingConfig, type HostingConfig } from "../hosting/hosting-config"
import { BUILD_ENV, timedBuild } from "./gatsby-build"

export interface PeerSite {
  /** The folder's name, as the results name the peer. */
  name: string
  /** The commit it was taken from, or "unknown". */
  commit: string
  /** The scratch copy, installed and built. */
  dir: string
  publicDir: string
}

/** Never copied: installed packages, build output and caches are made afresh in the scratch copy. */
const NOT_COPIED = new Set(["node_modules", "public", ".cache", ".git"])
const LOCKFILES = ["package-lock.json", "npm-shrinkwrap.json", "yarn.lock", "pnpm-lock.yaml"]

const COMMIT = /\b[0-9a-f]{40}\b/

/**
 * The commit a folder's notes name: a COMMIT file's hash, or "commit <hash>" in its README, or in
 * the paragraph of the parent folder's README that names the folder.
 */
export const commitFromNotes = (name: string, notes: { commitFile?: string; readme?: string; parentReadme?: string }): string | null => {
  const inCommitFile = notes.commitFile?.match(COMMIT)?.[0]
  if (inCommitFile) return inCommitFile
  const named = (text: string | undefined): string | null => text?.match(/\bcommit\s+([0-9a-f]{40})\b/i)?.[1] ?? null
  const own = named(notes.readme)
  if (own) return own
  const at = notes.parentReadme?.indexOf(name) ?? -1
  if (at < 0 || !notes.parentReadme) return null
  const paragraph = notes.parentReadme.slice(at).split(/\n\s*\n/)[0]
  return named(paragraph)
}

const readIfThere = (file: string): string | undefined => (existsSync(file) ? readFileSync(file, "utf8") : undefined)

/** The commit of the folder: from git when it is a checkout of its own, else from its notes. */
export const peerCommit = (folder: string): string => {
  try {
    const top = execFileSync("git", ["-C", folder, "rev-parse", "--show-toplevel"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()
    // Only the folder's own checkout: a folder inside another repository is not that repository's commit.
    if (realpathSync(top) === realpathSync(folder)) {
      return execFileSync("git", ["-C", folder, "rev-parse", "HEAD"], { encoding: "utf8" }).trim()
    }
  } catch {
    // Not a checkout (or no git): the notes say which commit it is.
  }
  const commit = commitFromNotes(basename(folder), {
    commitFile: readIfThere(join(folder, "COMMIT")),
    readme: readIfThere(join(folder, "README.md")),
    parentReadme: readIfThere(join(dirname(folder), "README.md")),
  })
  return commit ?? "unknown"
}

/** Every file of the folder that is copied, with its contents: the copy is rebuilt when it changes. */
const fingerprint = (folder: string, extra: string): string => {
  const hash = createHash("sha256").update(extra)
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (NOT_COPIED.has(entry.name)) continue
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else hash.update(relative(folder, path)).update(readFileSync(path))
    }
  }
  walk(folder)
  return hash.digest("hex").slice(0, 12)
}

/** Copies a site's sources (not its packages or output) and makes the copy writable: a checkout may be read-only. */
export const copySources = (from: string, to: string): void => {
  mkdirSync(to, { recursive: true })
  for (const entry of readdirSync(from)) {
    if (!NOT_COPIED.has(entry)) cpSync(join(from, entry), join(to, entry), { recursive: true })
  }
  const writable = (path: string): void => {
    chmodSync(path, statSync(path).mode | 0o200)
    if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) writable(join(path, entry))
  }
  writable(to)
}

/** A copy of a prepared peer for one build: its sources, its installed packages linked. */
export const peerBuildCopy = (peer: PeerSite, to: string): void => {
  copySources(peer.dir, to)
  symlinkSync(join(peer.dir, "node_modules"), join(to, "node_modules"))
}

/**
 * Sharp as this project pins it: the version a Gatsby site's lockfile-less install would pick needs
 * a download of its native library, while this one ships it in its package.
 */
const sharpOverride = (): string | undefined =>
  (JSON.parse(readFileSync("package.json", "utf8")) as { overrides?: Record<string, string> }).overrides?.sharp

/** The npm environment of `npm run bench`, minus what describes this project rather than the peer. */
const npmEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries({ ...process.env, ...BUILD_ENV }).filter(
      ([key]) => !key.startsWith("npm_package_") && !key.startsWith("npm_lifecycle_") && key !== "npm_config_local_prefix",
    ),
  )

/**
 * Installs and builds the peer in a scratch folder named for its contents, reused by later runs
 * (the copy is left in place for them): an unchanged folder is not installed or built again.
 */
export const preparePeer = async (folder: string, log: string): Promise<PeerSite> => {
  const source = resolve(folder)
  if (!existsSync(join(source, "package.json"))) throw new Error(`${folder}: no package.json, so not a site's source folder`)
  const name = basename(source)
  const commit = peerCommit(source)
  const hasLockfile = LOCKFILES.some((file) => existsSync(join(source, file)))
  const sharp = hasLockfile ? undefined : sharpOverride()
  const dir = join(tmpdir(), `bench-peer-${name}-${fingerprint(source, `sharp ${sharp ?? "as locked"}`)}`)
  const peer = { name, commit, dir, publicDir: join(dir, "public") }
  const built = join(dir, ".bench-built")
  if (existsSync(built)) {
    console.log(`Peer ${name} (${commit}): reusing the build in ${dir}`)
    return peer
  }

  rmSync(dir, { recursive: true, force: true })
  copySources(source, dir)
  if (sharp) {
    const manifestFile = join(dir, "package.json")
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as { overrides?: Record<string, unknown> }
    if (manifest.overrides?.sharp === undefined) manifest.overrides = { ...manifest.overrides, sharp }
    writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`)
  }
  console.log(`Peer ${name} (${commit}): installing in ${dir} ...`)
  execFileSync("npm", [hasLockfile ? "ci" : "install", "--no-audit", "--no-fund"], { cwd: dir, env: npmEnv(), stdio: ["ignore", "inherit", "inherit"] })
  console.log(`Peer ${name}: building (output in ${log}) ...`)
  await timedBuild(dir, log)
  writeFileSync(built, `${new Date().toISOString()}\n`)
  return peer
}

/**
 * What the peer's pages need that this site's policy refuses: inline scripts (Gatsby's default
 * output has them) and data: images (gatsby-plugin-image's placeholders).
 */
const PEER_POLICY_ALLOWS: Record<string, string> = { "script-src": "'unsafe-inline'", "img-src": "data:" }

// A hash beside 'unsafe-inline' makes browsers ignore 'unsafe-inline' (CSP Level 2), so our loader's hash goes.
const withoutHashes = (directive: string): string =>
  directive
    .split(" ")
    .filter((source) => !source.startsWith("'sha256-"))
    .join(" ")

const openedForPeer = (policy: string): string =>
  policy
    .split("; ")
    .map((directive) => {
      const name = directive.split(" ")[0]
      const allow = PEER_POLICY_ALLOWS[name]
      if (!allow) return directive
      // Added only where ours lacks it (our pages' policy allows data: images for the inline favicon).
      return directive.split(" ").includes(allow) ? withoutHashes(directive) : `${withoutHashes(directive)} ${allow}`
    })
    .join("; ")

/**
 * The hosting block for the peer: every header this site's files get (caching, the security
 * headers), so that each response costs both sites the same bytes of headers (about 1.1 KB on a
 * script; with the caching header alone, the peer's were 0.4 KB), with the Content-Security-Policy
 * opened for what the peer's pages need (PEER_POLICY_ALLOWS, 24 bytes more on each of its responses).
 */
export const peerHosting = (): HostingConfig => {
  const ours = hostingConfig({})
  return {
    ...ours,
    headers: ours.headers.map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) => (header.key === "Content-Security-Policy" ? { ...header, value: openedForPeer(header.value) } : header)),
    })),
  }
}
