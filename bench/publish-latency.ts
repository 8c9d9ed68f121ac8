/**
 * npm run bench:publish: how long after the coach presses Publish her words are served by the local
 * live site: a blog post the first time (a cold build: no Gatsby cache yet, and the live site's
 * server starts with it) and the second time (a warm rebuild, as the deployment workflow's kept
 * cache gives in CI), then a page (the about page's lead) and the settings (the call to action's
 * heading, on every page), each warm. At the demo content and at 1,000 generated posts, each in a
 * scratch copy of the project running its own local backend (scripts/local-backend/ with its build
 * hook) on free ports.
 *
 * The clock starts as the publish callable is sent, through the Functions emulator as the studio
 * sends it, and stops when the live site first answers the address with her new words. Writes
 * the publish-latency section of bench/RESULTS.md and exits non-zero naming each broken budget
 * (PUBLISH_BUDGETS in bench/budgets.ts).
 *
 *   npm run bench:publish                    demo content and 1,000 posts (the committed figures)
 *   npm run bench:publish -- --posts 0       a quick try: prints the table, leaves RESULTS.md as it was
 */
import { spawn, type ChildProcess } from "node:child_process"
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs } from "node:util"
import { SETTINGS_PAGE } from "../contract/site-pages"
import { STUDIO_CALLABLES } from "../contract/studio-api"
import { PAGE_CALLABLES } from "../contract/studio-pages-api"
import { filePages } from "../test-support/content-files"
import { typeScriptNode } from "../tooling/typescript-node"
import { PUBLISH_BUDGETS, publishBudgetBreaks, type PublishFigures } from "./budgets"
import { round } from "./gatsby-build"
import { generatedPostFolder, writeGeneratedPosts } from "./generate-content"
import { addCoachAccount, callableOf, signInAs, type Callable } from "./local-calls"
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

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** Seconds from `publish` until the live site answers `path` with a page holding `words`. */
const untilLive = async (backend: Backend, publish: () => Promise<unknown>, path: string, words: string): Promise<number> => {
  const hook = `http://127.0.0.1:${backend.ports.buildHook}/`
  const started = performance.now()
  await publish()
  while (performance.now() - started < LIVE_WITHIN_MS) {
    const state = (await (await fetch(hook)).json()) as { siteUrl: string | null; lastError: string | null }
    if (state.lastError) throw new Error(`the build failed: ${state.lastError}`)
    if (state.siteUrl) {
      const page = await fetch(`${state.siteUrl.replace(/\/$/, "")}${path}`).catch(() => null)
      if (page?.ok && (await page.text()).includes(words)) return round((performance.now() - started) / 1000)
    }
    await sleep(250)
  }
  throw new Error(`${path} did not carry the words published within ${LIVE_WITHIN_MS / 60_000} minutes`)
}

/** Seconds from the publish call until the live site serves the post; the post is new each time. */
const publishPost = async (backend: Backend, call: Callable, index: number): Promise<number> => {
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
  return untilLive(backend, () => call(STUDIO_CALLABLES.publishPost, { postId, revision: 1 }), `/blog/${postId}/`, title)
}

/** Seconds from publishing the about page with a new lead until the live about page shows it. */
const publishPage = async (backend: Backend, call: Callable): Promise<number> => {
  const about = filePages().about as { page: { lead: string } }
  const lead = "Twenty years of building and leading teams, now spent helping leaders do their best work: measured by the bench."
  await call(PAGE_CALLABLES.savePageDraft, { pageId: "about", baseRevision: 0, draft: { ...about, page: { ...about.page, lead } } })
  return untilLive(backend, () => call(PAGE_CALLABLES.publishPage, { pageId: "about", revision: 1 }), "/about/", lead)
}

/** Seconds from publishing the settings with a new call to action until the live contact page shows it. */
const publishSettings = async (backend: Backend, call: Callable): Promise<number> => {
  const settings = filePages()[SETTINGS_PAGE] as { callToAction: { heading: string } }
  const heading = "Start with a conversation the bench timed"
  await call(PAGE_CALLABLES.savePageDraft, { pageId: SETTINGS_PAGE, baseRevision: 0, draft: { ...settings, callToAction: { ...settings.callToAction, heading } } })
  return untilLive(backend, () => call(PAGE_CALLABLES.publishPage, { pageId: SETTINGS_PAGE, revision: 1 }), "/contact/", heading)
}

/** The live site serves `path`: the build carried the generated posts, so the figures are for their number. */
const expectLive = async (backend: Backend, path: string): Promise<void> => {
  const { siteUrl } = (await (await fetch(`http://127.0.0.1:${backend.ports.buildHook}/`)).json()) as { siteUrl: string | null }
  const page = await fetch(`${(siteUrl ?? "").replace(/\/$/, "")}${path}`)
  if (!page.ok) throw new Error(`the live site does not serve ${path} (${page.status}): the build did not carry the generated posts`)
}

const measure = async (posts: number): Promise<PublishFigures> => {
  const dir = mkdtempSync(join(tmpdir(), `bench-publish-${posts}-`))
  let backend: Backend | undefined
  try {
    projectCopy(dir)
    if (posts > 0) writeGeneratedPosts(join(dir, "content", "blog"), posts)
    console.log(`${posts} generated posts: starting the local backend ...`)
    backend = await startBackend(dir)
    await addCoachAccount(dir, backend.ports.auth, COACH)
    const call = callableOf(backend.ports.functions, await signInAs(backend.ports.auth, COACH))
    console.log(`${posts} generated posts: first publish (cold) ...`)
    const coldS = await publishPost(backend, call, 1)
    if (posts > 0) await expectLive(backend, `/blog/${generatedPostFolder(posts)}/`)
    console.log(`${posts} generated posts: a post again, a page, the settings (warm) ...`)
    const warmS = await publishPost(backend, call, 2)
    const pageWarmS = await publishPage(backend, call)
    const settingsWarmS = await publishSettings(backend, call)
    const figures: PublishFigures = { posts, coldS, warmS, pageWarmS, settingsWarmS }
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

const section = (runs: readonly PublishFigures[], breaks: readonly string[], measuredAt: string, load: string, node: string): string =>
  [
    "## From Publish to live (`npm run bench:publish`)",
    "",
    `A blog post, the about page (a new lead) and the settings (a new call-to-action heading, looked for on /contact/) published from the ` +
      `studio through the local backend (the Functions emulator's publish callables, the local build hook, the build in \`.local-site/\`, ` +
      `the Hosting emulator serving it), each timed from the publish call until the local live site serves the new words. Cold: the first ` +
      `publish (a post), with no Gatsby cache (the live site's server also starts then); warm: each one after it, with the cache kept, as the ` +
      `deployment workflow keeps it between runs. Measured ${measuredAt} on Node ${node}, ${load} at the start.`,
    "",
    markdownTable(
      ["Content", "Post, cold s", "Post, warm s", "Page, warm s", "Settings, warm s"],
      runs.map((run) => [run.posts === 0 ? "demo content" : `demo content + ${run.posts.toLocaleString("en-GB")} posts`, run.coldS, run.warmS, run.pageWarmS, run.settingsWarmS]),
    ),
    "",
    `Budgets, warm, for a post, a page and the settings alike: ${PUBLISH_BUDGETS.demoWarmS} s at the demo content, ${PUBLISH_BUDGETS.largeWarmS} s at ` +
      `${PUBLISH_BUDGETS.largePosts.toLocaleString("en-GB")} posts. The cold figure is recorded, not held (the first build of a fresh checkout).`,
    "",
    breaks.length > 0 ? `Budgets broken: ${breaks.join("; ")}.` : "Every budget met.",
    "",
    "In production the deployment adds the workflow's start, `npm ci`, the tests and `firebase deploy` to these figures; they are not measured here.",
  ].join("\n")

const main = async (): Promise<void> => {
  const load = machineNote(readMachine())
  const runs: PublishFigures[] = []
  for (const size of sizes) runs.push(await measure(size))
  const full = sizes.join() === FULL_SIZES.join()
  const breaks = publishBudgetBreaks(runs)
  reportRun({
    sections: [{ name: "publish-latency", body: section(runs, breaks, new Date().toISOString(), load, process.versions.node) }],
    breaks,
    full,
    wrote: "bench/RESULTS.md",
    quickNote: "left bench/RESULTS.md as it was",
  })
}

runBenchmark(main)
