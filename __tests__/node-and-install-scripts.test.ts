/**
 * @jest-environment node
 *
 * The Node versions named in the repository agree, and every dependency's install script has been
 * reviewed: npm 12 skips any script `allowScripts` does not approve, and CI's
 * `npm ci --strict-allow-scripts` fails on one it does not name at all.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"

const root = join(__dirname, "..")
const json = <T>(file: string): T => JSON.parse(readFileSync(join(root, file), "utf8")) as T

interface Manifest {
  engines: { node: string }
  allowScripts?: Record<string, boolean>
}
interface Lockfile {
  packages: Record<string, { version?: string; hasInstallScript?: boolean }>
}

const functionsRuntime = json<Manifest>("functions/package.json").engines.node
const nvmrc = readFileSync(join(root, ".nvmrc"), "utf8").trim()
/** The majors `engines` accepts: a list of caret ranges (`^22.12.0 || ^24.0.0 || ...`). */
const acceptedMajors = json<Manifest>("package.json")
  .engines.node.split("||")
  .map((range) => /^\s*\^(\d+)\.\d+\.\d+\s*$/.exec(range)?.[1] ?? `not a caret range: ${range}`)

describe("the Node versions", () => {
  it("are the functions' runtime for a developer's machine, so the Functions emulator runs them on it", () => {
    expect(functionsRuntime).toMatch(/^\d+$/)
    expect(nvmrc).toBe(functionsRuntime)
  })

  it("accepted by the site are the functions' runtime and Node 26, the active LTS since 2026-10-28", () => {
    expect(acceptedMajors).toEqual(expect.arrayContaining([functionsRuntime, "26"]))
    // Only even (long-term support) majors: an odd one is never tested here and ends within months.
    for (const major of acceptedMajors) expect(Number(major) % 2).toBe(0)
  })
})

describe.each(["", "functions/"])("the install scripts of %sdependencies", (folder) => {
  const allow = json<Manifest>(`${folder}package.json`).allowScripts ?? {}
  const reviewed = (name: string, version: string | undefined): boolean => name in allow || `${name}@${version}` in allow
  const withScripts = Object.entries(json<Lockfile>(`${folder}package-lock.json`).packages)
    .filter(([path, entry]) => path !== "" && entry.hasInstallScript)
    .map(([path, entry]) => ({ name: path.slice(path.lastIndexOf("node_modules/") + "node_modules/".length), version: entry.version }))

  it("are each approved or denied in allowScripts", () => {
    expect(withScripts.filter(({ name, version }) => !reviewed(name, version)).map(({ name, version }) => `${name}@${version}`)).toEqual([])
  })

  it("are approved only pinned to the version reviewed, and only for a package still installed", () => {
    for (const [entry, allowed] of Object.entries(allow)) {
      if (allowed) expect(entry).toMatch(/^(@[^/]+\/)?[^@]+@\d+\.\d+\.\d+$/)
      expect(withScripts.some(({ name, version }) => entry === name || entry === `${name}@${version}`)).toBe(true)
    }
  })
})
