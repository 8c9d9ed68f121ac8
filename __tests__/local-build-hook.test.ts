/**
 * @jest-environment node
 *
 * The local build hook (scripts/local-build-hook.ts), run for real in a child Node process (its
 * builds are child processes it aborts, as in the local backend). The site's build is stood in for by a tiny command that takes a moment,
 * counts its runs in a file and fails when told to; the real build is covered by e2e/specs/publish.spec.ts.
 * Which events build comes from the deployment workflow, the committed one or one the test gives.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { networkInterfaces, tmpdir } from "node:os"
import { join } from "node:path"
import type { BuildHookState } from "../scripts/local-build-hook"
import { typeScriptNode } from "../tooling/typescript-node"

interface RunningHook {
  url: string
  child: ChildProcess
  /** Every line the hook printed (its terminal). */
  lines: () => string[]
  /** Asks the child to stop the hook and resolves once it has. */
  stop: () => Promise<void>
}

let dir: string
const runsFile = () => join(dir, "runs")
const failFile = () => join(dir, "fail")
const pidFile = () => join(dir, "pid")
const runs = () => (existsSync(runsFile()) ? readFileSync(runsFile(), "utf8").length : 0)

/**
 * The stand-in build: records its pid, takes 600 ms, counts one run, fails while `fail` exists.
 * The pid is written beside and renamed into place: the test reads it as soon as it exists, and a
 * half-written file would read as pid 0, which names the test's own process group.
 */
const STAND_IN = `
  const fs = require("node:fs"), path = require("node:path"), dir = process.argv[1]
  fs.writeFileSync(path.join(dir, "pid.part"), String(process.pid))
  fs.renameSync(path.join(dir, "pid.part"), path.join(dir, "pid"))
  setTimeout(() => {
    fs.appendFileSync(path.join(dir, "runs"), "x")
    if (fs.existsSync(path.join(dir, "fail"))) { console.error("content/site.json: field \\"name\\" is required"); process.exit(1) }
    process.exit(0)
  }, 600)
`

const startHook = (token?: string, workflow?: string): Promise<RunningHook> => {
  const script = join(__dirname, "..", "scripts", "local-build-hook")
  const code = `(async () => {
    const { spawn } = require("node:child_process")
    const { startBuildHook } = require(${JSON.stringify(script)})
    const build = ({ signal }) => new Promise((done, fail) => {
      let err = ""
      const child = spawn(process.execPath, ["-e", ${JSON.stringify(STAND_IN)}, ${JSON.stringify(dir)}], { signal, stdio: ["ignore", "ignore", "pipe"] })
      child.stderr.on("data", (chunk) => (err += chunk))
      // An abort is reported at once, before the process has ended: settle only when it has ended,
      // as the real build does, or stop() could return with the build still running.
      let aborted = null
      child.once("error", (error) => (aborted = error))
      child.once("close", (status) => (aborted ? fail(aborted) : status === 0 ? done("http://127.0.0.1:5999") : fail(new Error(err.trim()))))
    })
    const hook = await startBuildHook({ build, token: ${JSON.stringify(token)}, workflow: ${JSON.stringify(workflow)}, say: (line) => console.log(line), warn: (line) => console.log(line) })
    console.log("HOOK " + hook.url)
    process.on("message", async () => { await hook.stop(); process.send("stopped") })
  })()`
  const child = spawn(process.execPath, typeScriptNode(["-e", code]), { stdio: ["ignore", "pipe", "inherit", "ipc"] })
  let output = ""
  const lines = () => output.split("\n").filter((line) => line && !line.startsWith("HOOK "))
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once("message", () => resolve())
      child.send("stop")
    })
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      const url = output.match(/^HOOK (\S+)$/m)?.[1]
      if (url) resolve({ url, child, lines, stop })
    })
    child.once("exit", (status) => reject(new Error(`the hook exited (${status}) before it listened`)))
  })
}

const publish = (hook: RunningHook, storyId: string, authorization?: string) =>
  fetch(hook.url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(authorization ? { authorization } : {}) },
    body: JSON.stringify({ event_type: "story-publish", client_payload: { storyId } }),
  })

const state = async (hook: RunningHook): Promise<BuildHookState> => (await (await fetch(hook.url)).json()) as BuildHookState

/** Polls until nothing is building or waiting to build. */
const settled = async (hook: RunningHook): Promise<BuildHookState> => {
  for (;;) {
    const now = await state(hook)
    if (!now.building && !now.pending) return now
    await new Promise((wait) => setTimeout(wait, 100))
  }
}

let hook: RunningHook

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "build-hook-"))
  hook = await startHook()
})

afterEach(async () => {
  if (hook.child.exitCode === null) {
    await hook.stop()
    hook.child.kill()
  }
  rmSync(dir, { recursive: true, force: true })
})

it("listens on 127.0.0.1 only", async () => {
  const { hostname, port } = new URL(hook.url)
  expect(hostname).toBe("127.0.0.1")
  expect((await fetch(hook.url)).status).toBe(200)
  const otherAddress = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === "IPv4" && !address.internal)
  if (otherAddress) await expect(fetch(`http://${otherAddress.address}:${port}/`)).rejects.toThrow()
})

it("answers a publish at once and builds; a burst of publishes during that build makes one more build, not one each", async () => {
  const first = await publish(hook, "saying-no-to-a-board")
  expect(first.status).toBe(204)
  expect(await state(hook)).toMatchObject({ building: true })
  for (const id of ["hiring-a-manager", "the-first-board-meeting", "hiring-a-manager"]) expect((await publish(hook, id)).status).toBe(204)

  expect(await settled(hook)).toMatchObject({ completed: 2, failed: 0, siteUrl: "http://127.0.0.1:5999" })
  expect(runs()).toBe(2)
  expect(hook.lines()).toEqual([
    "Build hook: building the site with the local backend's stories (for saying-no-to-a-board)...",
    "Build hook: done, live at http://127.0.0.1:5999/stories/saying-no-to-a-board/ (the site: http://127.0.0.1:5999/)",
    "Build hook: building the site with the local backend's stories (for hiring-a-manager, the-first-board-meeting)...",
    "Build hook: done, live at http://127.0.0.1:5999/stories/hiring-a-manager/, http://127.0.0.1:5999/stories/the-first-board-meeting/ (the site: http://127.0.0.1:5999/)",
  ])
}, 20_000)

it("builds for a blog post published in the studio, and points at the blog, where its address is listed", async () => {
  const response = await fetch(hook.url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ event_type: "post-publish", client_payload: { postId: "3f2a9c1e-0b7d-4e8a-9c6b-1d2e3f4a5b6c" } }),
  })
  expect(response.status).toBe(204)
  expect(await settled(hook)).toMatchObject({ completed: 1, failed: 0 })
  expect(hook.lines()).toEqual([
    "Build hook: building the site with the local backend's stories (for post 3f2a9c1e-0b7d-4e8a-9c6b-1d2e3f4a5b6c)...",
    "Build hook: done, blog posts published or taken down: see http://127.0.0.1:5999/blog/ (the site: http://127.0.0.1:5999/)",
  ])
}, 20_000)

it("reports a failing build with its error, and builds again on the next request", async () => {
  writeFileSync(failFile(), "")
  await publish(hook, "saying-no-to-a-board")
  const failed = await settled(hook)
  expect(failed).toMatchObject({ completed: 0, failed: 1, lastError: 'content/site.json: field "name" is required' })
  expect(hook.lines()[1]).toBe('Build hook: the build failed, the live site is unchanged. content/site.json: field "name" is required')

  rmSync(failFile())
  await publish(hook, "saying-no-to-a-board")
  expect(await settled(hook)).toMatchObject({ completed: 1, failed: 1 })
  expect(runs()).toBe(2)
}, 20_000)

it("refuses other methods", async () => {
  expect((await fetch(hook.url, { method: "PUT" })).status).toBe(405)
  expect(runs()).toBe(0)
})

it("is stopped by whoever started it: the port is closed and a build under way is ended", async () => {
  await publish(hook, "saying-no-to-a-board")
  while (!existsSync(pidFile())) await new Promise((wait) => setTimeout(wait, 20))
  const buildPid = Number(readFileSync(pidFile(), "utf8"))
  expect(buildPid).toBeGreaterThan(0)
  await hook.stop()
  await expect(fetch(hook.url)).rejects.toThrow()
  expect(() => process.kill(buildPid, 0)).toThrow()
  expect(runs()).toBe(0)
}, 20_000)

it("with a token, builds only for a request that carries it", async () => {
  await hook.stop()
  hook.child.kill()
  hook = await startHook("a-local-hook-token")
  expect((await publish(hook, "saying-no-to-a-board")).status).toBe(401)
  expect((await publish(hook, "saying-no-to-a-board", "Bearer not-the-token")).status).toBe(401)
  expect((await publish(hook, "saying-no-to-a-board", "Bearer a-local-hook-tokenX")).status).toBe(401)
  expect(await state(hook)).toMatchObject({ building: false, pending: false })
  expect((await publish(hook, "saying-no-to-a-board", "Bearer a-local-hook-token")).status).toBe(204)
  expect(await settled(hook)).toMatchObject({ completed: 1, failed: 0 })
  expect(runs()).toBe(1)
}, 20_000)

/** What the functions send for a page or her settings: no story or post named. */
const dispatch = (hook: RunningHook, body: unknown) =>
  fetch(hook.url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })

it("builds for every event the committed workflow lists, a page's and her settings' included", async () => {
  expect((await dispatch(hook, { event_type: "page-publish", client_payload: { pageId: "settings" } })).status).toBe(204)
  expect(await settled(hook)).toMatchObject({ completed: 1, failed: 0 })
  expect(runs()).toBe(1)
}, 20_000)

it("answers an event the workflow does not list as GitHub does, 204, and builds nothing; a body without one is refused", async () => {
  expect((await dispatch(hook, { event_type: "site-rebuild", client_payload: {} })).status).toBe(204)
  expect((await dispatch(hook, { client_payload: { storyId: "saying-no-to-a-board" } })).status).toBe(422)
  expect(await settled(hook)).toMatchObject({ completed: 0, failed: 0, building: false, pending: false })
  expect(runs()).toBe(0)
  expect(hook.lines()).toEqual([
    "Build hook: site-rebuild is not among the deployment workflow's repository_dispatch types (.github/workflows/deploy.yml): GitHub would start nothing, so nothing is built.",
  ])
})

/** The workflow's triggers as they stood before pages and settings were published from the studio. */
const STORIES_AND_POSTS_ONLY = `
name: Test, build and deploy
on:
  push:
    branches: [main]
  repository_dispatch:
    types: [story-publish, story-unpublish, post-publish, post-unpublish]
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - run: npm run deploy
`

it("with a workflow that does not list pages, a page's publish builds nothing, as on GitHub", async () => {
  await hook.stop()
  hook.child.kill()
  hook = await startHook(undefined, STORIES_AND_POSTS_ONLY)
  expect((await dispatch(hook, { event_type: "page-publish", client_payload: { pageId: "home" } })).status).toBe(204)
  expect(await settled(hook)).toMatchObject({ completed: 0 })
  expect(runs()).toBe(0)
  // A story's publish still builds under that workflow.
  await publish(hook, "saying-no-to-a-board")
  expect(await settled(hook)).toMatchObject({ completed: 1 })
}, 20_000)
