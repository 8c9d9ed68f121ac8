/**
 * npm run bench:publish: how long after the coach presses Publish a blog post is served by the local
 * live site, the first time (a cold build: no Gatsby cache yet, and the live site's server starts
 * with it) and the second time (a warm rebuild, as the deployment workflow's kept cache gives in
 * CI). At the demo content and at 1,000 generated posts, each in a scratch copy of the project
 * running its own local backend (scripts/local-backend/ with its build hook) on free ports.
 *
 * The clock starts as the publish callable is sent, through the Functions emulator as the studio
 * sends it, and stops when the live site first answers the post's address with its title. Writes
 * the publish-latency section of bench/RESULTS.md.
 *
 *   npm run bench:publish                    demo content and 1,000 posts (the committed figures)
 *   npm run bench:publish -- --posts 0       a quick try: prints the table, leaves RESULTS.md as it was
 */
import { execFile, spawn, type ChildProcess } from "node:child_process"
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs, promisify } from "node:util"
import { FUNCTIONS_REGION } from "../contract/firebase-settings"
import { STUDIO_CALLABLES } from "../contract/studio-api"
import { LOCAL_PROJECT_ID } from "../scripts/local-backend/site-env"
import { typeScriptNode } from "../tooling/typescript-node"
import { round } from "./gatsby-build"
import { generatedPostFolder, writeGeneratedPosts } from "./generate-content"
import { machineNote, markdownTable, readMachine, reportRun, runBenchmark } from "./results-file"

const FULL_SIZES = [0, 1000]
const { values: options } = parseArgs({ options: { posts: { type: "string" } } })
const sizes = options.posts ? options.posts.split(",").map(Number) : FULL_SIZES

const PROJECT = resolve(".")
const NOT_COPIED = new Set(["node_modules", "public", ".cache", ".local-site", ".git", "bench", "e2e", "__tests__", "test-results", "functions"])
const COACH = { email: "coach@example.co.uk", password: "a-long-bench-password" }
/** Longer than any build here; a publish not live by then is a failure, not a figure. */
const LIVE_WITHIN_MS = 15 * 60_000

/** A copy of the project to publish into, sharing the installed packages. */
const projectCopy = (dir: string): void => {
  for (const entry of readdirSync(PROJECT)) {
    if (!NOT_COPIED.has(entry)) cpSync(join(PROJECT, entry), join(dir, entry), { recursive: true })
  }
  symlinkSync(join(PROJECT, "node_modules"), join(dir, "node_modules"))
  mkdirSync(join(dir, "functions"))
  for (const entry of readdirSync(join(PROJECT, "functions"))) {
    if (entry === "node_modules") symlinkSync(join(PROJECT, "functions", entry), join(dir, "functions", entry))
    else if (entry !== "lib") cpSync(join(PROJECT, "functions", entry), join(dir, "functions", entry), { recursive: true })
  }
}

interface Backend {
  env: Record<string, string>
  ports: { auth: number; functions: number; buildHook: number }
  child: ChildProcess
}

/** The copy's own local backend with its build hook, in a child process, on free ports. */
const startBackend = (dir: string): Promise<Backend> =>
  new Promise((done, fail) => {
    const code = `(async () => {
      const { startLocalBackend } = require(${JSON.stringify(join(dir, "scripts", "local-backend"))})
      const ports = { firestore: 0, storage: 0, auth: 0, functions: 0, hub: 0, logging: 0, eventarc: 0, tasks: 0, liveSite: 0, buildHook: 0 }
      const backend = await startLocalBackend({ ports, quiet: true, buildHook: { say: () => {}, warn: (line) => console.error(line) } })
      console.log("BENCH_BACKEND " + JSON.stringify({ env: backend.env, ports: backend.ports }))
      const end = async () => { await backend.stop(); process.exit(0) }
      process.on("SIGTERM", end)
    })().catch((error) => { console.error(error); process.exit(1) })`
    const child = spawn(process.execPath, typeScriptNode(["-e", code]), { cwd: dir, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      const line = /BENCH_BACKEND (.*)/.exec(output)
      if (line) done({ ...(JSON.parse(line[1]) as Omit<Backend, "child">), child })
    })
    child.stderr.on("data", (chunk: Buffer) => process.stderr.write(chunk))
    child.once("exit", (exitCode) => fail(new Error(`the local backend stopped (exit ${exitCode})`)))
  })

const signIn = async (authPort: number): Promise<string> => {
  const response = await fetch(`http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...COACH, returnSecureToken: true }),
  })
  const body = (await response.json()) as { idToken?: string }
  if (!body.idToken) throw new Error(`the coach could not sign in: ${JSON.stringify(body)}`)
  return body.idToken
}

/** A studio callable, as the studio's httpsCallable sends it. */
const callable = (backend: Backend, idToken: string) => async (name: string, data: unknown): Promise<unknown> => {
  const response = await fetch(`http://127.0.0.1:${backend.ports.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data }),
  })
  const body = (await response.json()) as { result?: unknown; error?: unknown }
  if (!response.ok) throw new Error(`${name}: ${JSON.stringify(body.error)}`)
  return body.result
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** Seconds from the publish call until the live site serves the post; the post is new each time. */
const publishAndWait = async (backend: Backend, call: ReturnType<typeof callable>, index: number): Promise<number> => {
  const postId = `bench-post-${index}`
  const title = `What the bench measured, take ${index}`
  const draft = {
    slug: postId,
    title,
    date: "2026-11-26",
    description: "A post published from the studio to time how long it takes to go live on the site.",
    tags: ["leadership"],
    body: "A short post, published to see how long the site takes to carry it.\n\n## Why it matters\n\nThe coach wants her words live while she still has the phone in her hand.",
  }
  await call(STUDIO_CALLABLES.savePostDraft, { postId, baseRevision: 0, draft })
  const hook = `http://127.0.0.1:${backend.ports.buildHook}/`
  const started = performance.now()
  await call(STUDIO_CALLABLES.publishPost, { postId, revision: 1 })
  while (performance.now() - started < LIVE_WITHIN_MS) {
    const state = (await (await fetch(hook)).json()) as { siteUrl: string | null; lastError: string | null }
    if (state.lastError) throw new Error(`the build failed: ${state.lastError}`)
    if (state.siteUrl) {
      const page = await fetch(`${state.siteUrl.replace(/\/$/, "")}/blog/${postId}/`).catch(() => null)
      if (page?.ok && (await page.text()).includes(title)) return round((performance.now() - started) / 1000)
    }
    await sleep(250)
  }
  throw new Error(`the post was not live within ${LIVE_WITHIN_MS / 60_000} minutes`)
}

/** The live site serves `path`: the build carried the generated posts, so the figures are for their number. */
const expectLive = async (backend: Backend, path: string): Promise<void> => {
  const { siteUrl } = (await (await fetch(`http://127.0.0.1:${backend.ports.buildHook}/`)).json()) as { siteUrl: string | null }
  const page = await fetch(`${(siteUrl ?? "").replace(/\/$/, "")}${path}`)
  if (!page.ok) throw new Error(`the live site does not serve ${path} (${page.status}): the build did not carry the generated posts`)
}

interface Figures {
  posts: number
  coldS: number
  warmS: number
}

const measure = async (posts: number): Promise<Figures> => {
  const dir = mkdtempSync(join(tmpdir(), `bench-publish-${posts}-`))
  let backend: Backend | undefined
  try {
    projectCopy(dir)
    if (posts > 0) writeGeneratedPosts(join(dir, "content", "blog"), posts)
    console.log(`${posts} generated posts: starting the local backend ...`)
    backend = await startBackend(dir)
    await promisify(execFile)(process.execPath, typeScriptNode([join(dir, "scripts", "add-coach.ts"), COACH.email, "--password", COACH.password]), {
      env: { PATH: process.env.PATH, FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${backend.ports.auth}` },
    })
    const call = callable(backend, await signIn(backend.ports.auth))
    console.log(`${posts} generated posts: first publish (cold) ...`)
    const coldS = await publishAndWait(backend, call, 1)
    if (posts > 0) await expectLive(backend, `/blog/${generatedPostFolder(posts)}/`)
    console.log(`${posts} generated posts: second publish (warm) ...`)
    const warmS = await publishAndWait(backend, call, 2)
    const figures = { posts, coldS, warmS }
    console.log(JSON.stringify(figures))
    return figures
  } finally {
    if (backend && backend.child.exitCode === null) {
      const exited = new Promise((done) => backend?.child.once("exit", done))
      backend.child.kill("SIGTERM")
      await Promise.race([exited, sleep(20_000)])
    }
    rmSync(dir, { recursive: true, force: true })
  }
}

const section = (runs: readonly Figures[], measuredAt: string, load: string, node: string): string =>
  [
    "## From Publish to live (`npm run bench:publish`)",
    "",
    `A blog post published from the studio through the local backend (the Functions emulator's publish callable, the local build hook, ` +
      `the build in \`.local-site/\`, the Hosting emulator serving it), timed from the publish call until the local live site serves the ` +
      `post's page with its title. Cold: the first publish, with no Gatsby cache (the live site's server also starts then); warm: the next ` +
      `one, with the cache of the first kept, as the deployment workflow keeps it between runs. Measured ${measuredAt} on Node ${node}, ${load} at the start.`,
    "",
    markdownTable(
      ["Content", "Cold: Publish to live s", "Warm: Publish to live s"],
      runs.map((run) => [run.posts === 0 ? "demo content" : `demo content + ${run.posts.toLocaleString("en-GB")} posts`, run.coldS, run.warmS]),
    ),
    "",
    "In production the deployment adds the workflow's start, `npm ci`, the tests and `firebase deploy` to these figures; they are not measured here.",
  ].join("\n")

const main = async (): Promise<void> => {
  const load = machineNote(readMachine())
  const runs: Figures[] = []
  for (const size of sizes) runs.push(await measure(size))
  const full = sizes.join() === FULL_SIZES.join()
  reportRun({
    sections: [{ name: "publish-latency", body: section(runs, new Date().toISOString(), load, process.versions.node) }],
    breaks: [],
    full,
    wrote: "bench/RESULTS.md",
    quickNote: "left bench/RESULTS.md as it was",
  })
}

runBenchmark(main)
