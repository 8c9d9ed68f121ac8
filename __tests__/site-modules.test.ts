/**
 * @jest-environment node
 *
 * The packages a publish restores (scripts/site-modules.ts): read from the real lockfile, they hold
 * every package the build's and the deploy's own code imports, and leave out the tests' and the
 * functions'; on small lockfiles, a nested version is found where Node would find it and a package
 * npm does not install on the platform is left out. Run as the publish job runs it, by Node alone.
 */
import { execFile } from "node:child_process"
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { foreignAddonPatterns, pruneFiles, siteModules, type Lockfile } from "../scripts/site-modules"

const lockfile = JSON.parse(readFileSync("package-lock.json", "utf8")) as Lockfile
const listed = new Set(siteModules(lockfile, { platform: "linux", arch: "x64" }))

/** The source a publish runs: the site's pages and its build, the studio and the client room bundled into it, and the scripts npm run deploy runs. */
const PUBLISH_SOURCES = ["gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "gatsby", "src", "studio", "client", "contract", "hosting", "tooling/typescript-node.ts", "scripts/build-site.ts", "scripts/deploy.ts", "scripts/record-build-failure.ts"]

const sourceFiles = (path: string): string[] =>
  statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => sourceFiles(join(path, name))) : /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) ? [path] : []

/** The packages a file names: its imports and requires, and in gatsby-config the plugins it names by string. */
const packagesNamed = (file: string): string[] => {
  const text = readFileSync(file, "utf8")
  const specifiers = [...text.matchAll(/(?:from |import\(|require\(|require\.resolve\()"([^".][^"]*)"/g), ...(file === "gatsby-config.ts" ? text.matchAll(/"(gatsby-(?:plugin|source|transformer)-[a-z-]+)"/g) : [])].map((match) => match[1] ?? "")
  return specifiers.filter((name) => !name.startsWith("node:")).map((name) => /^(?:@[^/]+\/)?[^/]+/.exec(name)?.[0] ?? name)
}

describe("the packages a publish restores", () => {
  it("hold every package the build and the deploy import, and npm's commands", () => {
    const imported = new Set(PUBLISH_SOURCES.flatMap(sourceFiles).flatMap(packagesNamed))
    // Some imports are types only, of packages whose types are their own (unist, hast, mdast come from @types).
    const missing = [...imported].filter((name) => !listed.has(`node_modules/${name}`) && !listed.has(`node_modules/@types/${name}`))
    expect(missing).toEqual([])
    for (const name of ["gatsby", "tsx", "firebase-admin", "firebase-tools", "sharp", ".bin"]) expect(listed).toContain(`node_modules/${name}`)
  })

  it("leave out the tests', the benchmarks' and the functions' packages", () => {
    for (const name of ["jest", "@playwright/test", "lighthouse", "@firestore-emulator/server", "@testing-library/react", "amphtml-validator"]) expect(listed).not.toContain(`node_modules/${name}`)
    expect([...listed].filter((path) => !path.startsWith("node_modules/"))).toEqual([])
    const installed = Object.keys(lockfile.packages).filter((path) => /^node_modules\/(?:@[^/]+\/)?[^/]+$/.test(path))
    expect(listed.size).toBeLessThan(installed.length)
  })

  it("follow Node's resolution to nested versions and npm's to the platform's packages", () => {
    const small: Lockfile = {
      packages: {
        "": { dependencies: { site: "1" } },
        "node_modules/site": { dependencies: { a: "2", b: "1" }, peerDependencies: { peer: "1" }, optionalDependencies: { "@native/linux-x64": "1", "@native/darwin-arm64": "1" } },
        // site's a is its own nested copy; the top-level a (another version) is nobody's here.
        "node_modules/site/node_modules/a": { dependencies: { b: "1" } },
        "node_modules/a": { dependencies: { unused: "1" } },
        "node_modules/unused": {},
        "node_modules/b": {},
        "node_modules/peer": {},
        "node_modules/@native/linux-x64": { os: ["linux"], cpu: ["x64"] },
        "node_modules/@native/darwin-arm64": { os: ["darwin"], cpu: ["arm64"] },
        "node_modules/jest": {},
      },
    }
    expect(siteModules(small, { platform: "linux", arch: "x64" })).toEqual(["node_modules/.bin", "node_modules/@native/linux-x64", "node_modules/b", "node_modules/peer", "node_modules/site"])
  })

  it("lose only other platforms' native addons before they are kept, in the listed folders alone", () => {
    const root = mkdtempSync(join(tmpdir(), "site-modules-prune-"))
    try {
      const files = {
        "node_modules/@parcel/transformer-js": ["index.js", "parcel-swc.linux-x64-gnu.node", "parcel-swc.linux-x64-musl.node", "parcel-swc.darwin-arm64.node", "parcel-swc.win32-x64-msvc.node", "parcel-swc.linux-arm64-gnu.node", "parcel-swc.linux-arm-gnueabihf.node"],
        "node_modules/@lmdb/lmdb-linux-x64": ["node.abi108.glibc.node", "node.abi108.musl.node"],
        "node_modules/sharp/build": ["sharp.node"],
        "node_modules/jest-native": ["addon.darwin-x64.node"],
      }
      for (const [folder, names] of Object.entries(files)) {
        mkdirSync(join(root, folder), { recursive: true })
        for (const name of names) writeFileSync(join(root, folder, name), "x")
      }
      const removed = pruneFiles(root, ["node_modules/.bin", "node_modules/@parcel/transformer-js", "node_modules/@lmdb/lmdb-linux-x64", "node_modules/sharp", "node_modules/absent"], foreignAddonPatterns({ platform: "linux", arch: "x64" }))
      expect(removed).toBe(6)
      expect(readdirSync(join(root, "node_modules/@parcel/transformer-js")).sort()).toEqual(["index.js", "parcel-swc.linux-x64-gnu.node"])
      expect(readdirSync(join(root, "node_modules/@lmdb/lmdb-linux-x64"))).toEqual(["node.abi108.glibc.node"])
      expect(readdirSync(join(root, "node_modules/sharp/build"))).toEqual(["sharp.node"])
      // A folder a publish does not restore is left as it is.
      expect(readdirSync(join(root, "node_modules/jest-native"))).toEqual(["addon.darwin-x64.node"])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it("runs as the publish job runs it, by Node alone, writing one folder a line to GITHUB_OUTPUT", async () => {
    const dir = mkdtempSync(join(tmpdir(), "site-modules-"))
    try {
      const output = join(dir, "output")
      writeFileSync(output, "")
      await promisify(execFile)(process.execPath, ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", "scripts/site-modules.ts"], { env: { PATH: process.env.PATH, GITHUB_OUTPUT: output } })
      const match = /^paths<<(\w+)\n([\s\S]*)\n\1\n$/.exec(readFileSync(output, "utf8"))
      expect(match?.[2]?.split("\n")).toEqual(siteModules(lockfile))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
