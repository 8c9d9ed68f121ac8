/**
 * npm run bench:publish-job: the publish job of .github/workflows/deploy.yml (a publish from the
 * studio) step by step on this machine, from a fresh clone with its caches restored, as a warm
 * publish at the demo content, in a tmpfs as the job's first step mounts one: the choice of the
 * tested commit (scripts/tested-commit.ts, against a loopback server answering GitHub's list of
 * runs; main's head, so no second checkout), the list of the packages a publish loads
 * (scripts/site-modules.ts), those packages and Gatsby's `.cache` and `public/` unpacked from
 * archives made as actions/cache makes them (tar and zstd), and the build `npm run deploy` runs,
 * with one new post in it, from those packages alone (Gatsby's cache too was made by a build from
 * them). Mounting needs root, or sudo without a password as on GitHub's runners. What
 * only GitHub's and Firebase's machines do (the runner's start, the cache's download, the upload of
 * the changed files) cannot be run here; those steps are added from the providers' documentation,
 * or marked as assumed where they give no figure (PUBLISH_JOB_CITED in bench/budgets.ts). Writes
 * the publish-job section of bench/RESULTS.md and exits non-zero when the estimate breaks its
 * budget (PUBLISH_JOB_BUDGET).
 *
 *   npm run bench:publish-job
 */
import { execFileSync, spawn, spawnSync } from "node:child_process"
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { typeScriptNode } from "../tooling/typescript-node"
import { foreignAddonPatterns, siteModules, type Lockfile } from "../scripts/site-modules"
import { citedPublishSteps, PUBLISH_JOB_BUDGET, publishJobBreaks, publishJobTotal, type PublishJobStep } from "./budgets"
import { round } from "./gatsby-build"
import { generatedPostFolder, writeGeneratedPosts } from "./generate-content"
import { machineNote, markdownTable, readMachine, reportRun, runBenchmark } from "./results-file"

const PROJECT = resolve(".")
/** The environment of a build in demo mode: none of the shell's site settings or emulator addresses. */
const BUILD_ENV = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(GATSBY_FIREBASE|FIRESTORE_EMULATOR|FIREBASE_)/.test(key)))

const seconds = (work: () => void): number => {
  const started = performance.now()
  work()
  return round((performance.now() - started) / 1000)
}

const run = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = BUILD_ENV): void => {
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8", maxBuffer: 64 * 2 ** 20 })
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${cwd} (exit ${result.status}):\n${result.stdout.slice(-3000)}\n${result.stderr.slice(-3000)}`)
}

/** An archive as actions/cache writes one (tar through zstd, many threads), of `paths` under `root`. */
const pack = (root: string, paths: string[], archive: string): void => run("tar", ["--use-compress-program", "zstd -T0", "-cf", archive, ...paths], root)
const unpack = (root: string, archive: string): void => run("tar", ["--use-compress-program", "zstd -d", "-xf", archive], root)

/** A fresh clone of the committed head, as actions/checkout's first checkout (main's head). */
const cloneHead = (dir: string): string => {
  run("git", ["clone", "--quiet", "--no-local", "--depth", "1", `file://${PROJECT}`, dir], tmpdir())
  return execFileSync("git", ["rev-parse", "HEAD"], { cwd: dir, encoding: "utf8" }).trim()
}

/** Runs the choice of commit as the job runs it, against a loopback server answering with one passed push run. */
const chooseCommit = async (dir: string, sha: string): Promise<number> => {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" })
    response.end(JSON.stringify({ total_count: 1, workflow_runs: [{ id: 1, head_sha: sha, head_branch: "main", event: "push", status: "completed", conclusion: "success", created_at: new Date().toISOString() }] }))
  })
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done))
  const output = join(dir, "..", "github-output")
  writeFileSync(output, "")
  try {
    const env = {
      PATH: process.env.PATH,
      GITHUB_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      GITHUB_REPOSITORY: "coach/site",
      GITHUB_WORKFLOW_REF: "coach/site/.github/workflows/deploy.yml@refs/heads/main",
      GITHUB_TOKEN: "bench",
      GITHUB_OUTPUT: output,
    }
    const started = performance.now()
    // Asynchronous: the server answering it runs in this process.
    await new Promise<void>((done, fail) => {
      const child = spawn(process.execPath, ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", "scripts/tested-commit.ts"], { cwd: dir, env, stdio: "ignore" })
      child.once("exit", (code: number | null) => (code === 0 ? done() : fail(new Error(`tested-commit.ts exited ${code}`))))
    })
    return round((performance.now() - started) / 1000)
  } finally {
    server.close()
  }
}

const buildArgs = (dir: string): string[] => typeScriptNode([join(dir, "scripts", "build-site.ts")])

const megabytes = (file: string): number => Math.round(statSync(file).size / 2 ** 20)

/**
 * The job's folder in memory, as the publish job's first step mounts it (a tmpfs, through sudo on
 * a runner; directly here when run as root). Unmounted by `unmountMemory`.
 */
/** The tmpfs's size as the publish job's first step mounts it. */
const WORKSPACE_MEMORY = /mount -t tmpfs -o size=(\w+)/.exec(readFileSync(join(PROJECT, ".github", "workflows", "deploy.yml"), "utf8"))?.[1] ?? "the size the workflow gives"
const privileged = (args: string[]): [string, string[]] => (process.getuid?.() === 0 ? [args[0] ?? "", args.slice(1)] : ["sudo", ["-n", ...args]])
const mountMemory = (dir: string): void => {
  mkdirSync(dir, { recursive: true })
  run(...privileged(["mount", "-t", "tmpfs", "-o", `size=${WORKSPACE_MEMORY},uid=${process.getuid?.() ?? 0},gid=${process.getgid?.() ?? 0},mode=0755`, "tmpfs", dir]), tmpdir())
}
const unmountMemory = (dir: string): void => {
  if (existsSync(dir)) spawnSync(...privileged(["umount", dir]), { stdio: "ignore" })
}

const measure = async (): Promise<PublishJobStep[]> => {
  const scratch = mkdtempSync(join(tmpdir(), "bench-publish-job-"))
  const dir = join(scratch, "job")
  try {
    // The caches as the runs before this one left them: the packages a publish loads as a push run
    // saves them (scripts/site-modules.ts's folders of this checkout's install, which npm ci made
    // from the same lockfile), and Gatsby's after a build of this commit made with those alone.
    const modules = siteModules(JSON.parse(readFileSync(join(PROJECT, "package-lock.json"), "utf8")) as Lockfile)
    const dependencies = join(scratch, "site-modules.tar.zst")
    console.log(`Packing the ${modules.length - 1} packages a publish loads, as the push run's cache saves them ...`)
    const list = join(scratch, "site-modules")
    // As actions/cache's glob, a folder that is not installed is left out rather than refused.
    writeFileSync(list, `${modules.filter((folder) => existsSync(join(PROJECT, folder))).join("\n")}\n`)
    // Less other platforms' native addons, as the push run removes them before saving (`--prune`);
    // this checkout's own install keeps them, so the archive leaves them out by the same names.
    const foreign = foreignAddonPatterns().flatMap((pattern) => ["--exclude", pattern])
    run("tar", ["--use-compress-program", "zstd -T0", "--no-wildcards-match-slash", ...foreign, "-cf", dependencies, "-T", list], PROJECT)
    // At the folder the job then uses, in memory as there: Gatsby's cache names absolute paths, and
    // a runner's checkout is always at the same one (/home/runner/work/<repo>/<repo>).
    mountMemory(dir)
    cloneHead(dir)
    unpack(dir, dependencies)
    console.log("An earlier publish's build, for Gatsby's cache ...")
    run(process.execPath, buildArgs(dir), dir)
    const gatsby = join(scratch, "gatsby.tar.zst")
    pack(dir, [".cache", "public"], gatsby)
    unmountMemory(dir)
    rmSync(dir, { recursive: true, force: true })

    console.log("The publish job, step by step ...")
    const steps: PublishJobStep[] = []
    const measured = (step: string, s: number, note: string) => {
      console.log(`  ${step}: ${s} s`)
      steps.push({ step, seconds: s, source: "measured", note })
    }
    measured("The job's folder in memory (a tmpfs mounted over it)", seconds(() => mountMemory(dir)), "what the job writes (the packages, the build) goes to memory, not to disk")
    let sha = ""
    measured("Check out main's head (a local clone, depth 1)", seconds(() => (sha = cloneHead(dir))), "git's own work; the transfer from GitHub is in the cited checkout figure")
    measured("Choose the tested commit (scripts/tested-commit.ts)", await chooseCommit(dir, sha), "Node running the script as it is, its question answered on 127.0.0.1")
    const aside = join(scratch, "runner-temp", "scripts")
    measured("Keep the list of packages aside (a copy of scripts/site-modules.ts)", seconds(() => run("sh", ["-c", `mkdir -p "${aside}" && cp scripts/site-modules.ts "${aside}/"`], dir)), "one file copied, as the job's step copies it")
    measured("Check out the tested commit", 0, "not run: the tested commit is main's head, which the first checkout checked out (a second checkout runs only when main's head has not passed)")
    measured("List the packages a publish loads (scripts/site-modules.ts)", seconds(() => run(process.execPath, ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", join(aside, "site-modules.ts")], dir)), "Node running the copy as it is, reading the checkout's package-lock.json")
    measured(
      "Unpack the packages a publish loads (tar, zstd)",
      seconds(() => unpack(dir, dependencies)),
      `${modules.length - 1} folders of node_modules (no functions/node_modules, no other platform's native addons), a ${megabytes(dependencies)} MB archive`,
    )
    measured("Unpack Gatsby's .cache and public/ (tar, zstd)", seconds(() => unpack(dir, gatsby)), `a ${megabytes(gatsby)} MB archive`)
    if (existsSync(join(dir, "functions", "node_modules"))) throw new Error("the job folder has functions/node_modules: the build would not show it is not needed")
    measured("Settings (.env.production, functions/.env)", seconds(() => appendFileSync(join(dir, "functions", ".env"), "")), "two files written")
    // A post she has just published, so the warm build has a page to make.
    writeGeneratedPosts(join(dir, "content", "blog"), 1)
    measured("Build (what npm run deploy builds: scripts/build-site.ts, warm, one new post)", seconds(() => run(process.execPath, buildArgs(dir), dir)), "demo mode: no Firestore read (cited below)")
    if (!existsSync(join(dir, "public", "blog", generatedPostFolder(1), "index.html"))) throw new Error("the build did not carry the new post")
    // The hosting deploy's predeploy step (firebase.json): it refuses this demo-mode build, after the same reading of public/.
    measured("firebase deploy's predeploy check (scripts/deploy.ts --check)", seconds(() => void spawnSync(process.execPath, typeScriptNode([join(dir, "scripts", "deploy.ts"), "--check"]), { cwd: dir, env: BUILD_ENV, stdio: "ignore" })), "refuses here (a demo-mode build) after the same reading of public/")
    // The CLI itself starts from the restored packages (its deploy is Firebase's, cited below).
    run(process.execPath, [join(dir, "node_modules", "firebase-tools", "lib", "bin", "firebase.js"), "--version"], dir)
    return [...steps, ...citedPublishSteps({ archiveMb: megabytes(dependencies) + megabytes(gatsby), checkouts: 1 })]
  } finally {
    unmountMemory(dir)
    rmSync(scratch, { recursive: true, force: true })
  }
}

const SOURCE_LABEL: Record<PublishJobStep["source"], string> = { measured: "measured here", documented: "from the provider's documentation", assumed: "assumed (no published figure)" }

const section = (steps: readonly PublishJobStep[], breaks: readonly string[], measuredAt: string, before: string, after: string): string =>
  [
    "## A publish on GitHub's runners, step by step (`npm run bench:publish-job`)",
    "",
    "The publish job of `.github/workflows/deploy.yml` (a `repository_dispatch` run) for a warm publish at the demo content: each step it runs " +
      "that can run here was run on this machine from a fresh clone in a tmpfs (as the job's first step mounts one over its workspace), " +
      "its caches unpacked from archives made as `actions/cache` makes them (tar and zstd): the packages a publish loads " +
      "(`scripts/site-modules.ts`), from which the build ran, and Gatsby's cache and last build. The steps only GitHub's and Firebase's machines do are added from their documentation, or marked as assumed where " +
      "they publish no figure, each at the top of its range. The build is the one `npm run deploy` runs, with one new post in it. " +
      `Measured ${measuredAt} on Node ${process.versions.node}; the machine, shared with other work: ${before} at the start, ${after} at the end.`,
    "",
    markdownTable(
      ["Step", "s", "Source", "Note"],
      steps.map((step) => [step.step, step.seconds, SOURCE_LABEL[step.source], step.note]),
    ),
    "",
    `**Publish to live, estimated: ${publishJobTotal(steps)} s** (budget ${PUBLISH_JOB_BUDGET.demoWarmS} s at the demo content, warm).`,
    "",
    breaks.length > 0 ? `Budgets broken: ${breaks.join("; ")}.` : "Every budget met.",
    "",
    "A cache miss (the first publish after the lockfiles change, before a push run has saved its install) runs `npm ci` " +
      "instead of the unpacking: several minutes (the superseded estimate above).",
  ].join("\n")

const main = async (): Promise<void> => {
  const before = machineNote(readMachine())
  const steps = await measure()
  const after = machineNote(readMachine())
  const breaks = publishJobBreaks(steps)
  reportRun({
    sections: [{ name: "publish-job", body: section(steps, breaks, new Date().toISOString(), before, after) }],
    breaks,
    full: true,
    wrote: "bench/RESULTS.md",
    quickNote: "",
  })
}

runBenchmark(main)
