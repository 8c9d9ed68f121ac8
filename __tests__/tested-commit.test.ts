/**
 * @jest-environment node
 *
 * Which commit a publish deploys (scripts/tested-commit.ts), against a loopback server that answers
 * as GitHub's "List workflow runs for a workflow" does (its fields: head_sha, head_branch, event,
 * status, conclusion, created_at). The server answers every run it holds whatever the filters, so
 * the choice is shown to hold even where the query's filters would not. The script is also run as
 * the publish job runs it, by Node alone, writing its answer to GITHUB_OUTPUT.
 */
import { execFile } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer, type IncomingMessage, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { newestPassedCommit, testedCommit, workflowFile, type WorkflowRun } from "../scripts/tested-commit"

const sha = (n: number) => String(n).repeat(40).slice(0, 40)

let id = 0
const run = (fields: Partial<WorkflowRun> & { created_at: string }): WorkflowRun => ({
  id: ++id,
  head_sha: sha(id),
  head_branch: "main",
  event: "push",
  status: "completed",
  conclusion: "success",
  ...fields,
})

/** Main's history as GitHub would list it: the head's push run failed its tests; the one before passed. */
const PASSED = run({ created_at: "2026-12-01T09:00:00Z" })
const HISTORY: WorkflowRun[] = [
  run({ created_at: "2026-12-01T10:00:00Z", conclusion: "failure" }), // main's head: its tests failed
  run({ created_at: "2026-12-01T10:30:00Z", event: "repository_dispatch" }), // a publish, which tests nothing
  run({ created_at: "2026-12-01T10:40:00Z", head_branch: "draft-layout" }), // another branch
  run({ created_at: "2026-12-01T10:50:00Z", status: "in_progress", conclusion: null }), // a push still running
  PASSED,
  run({ created_at: "2026-11-30T09:00:00Z" }), // older, passed too
]

let server: Server
let api: string
let answer: { status: number; runs: WorkflowRun[] }
const requests: IncomingMessage[] = []

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request)
    response.writeHead(answer.status, { "content-type": "application/json" })
    response.end(JSON.stringify(answer.status === 200 ? { total_count: answer.runs.length, workflow_runs: answer.runs } : { message: "Bad credentials" }))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  requests.length = 0
  answer = { status: 200, runs: HISTORY }
})

const query = () => ({ api, repository: "coach/site", workflow: "deploy.yml", branch: "main", token: "the-run-token" })

describe("the commit a publish deploys", () => {
  it("is the newest commit of main whose push run passed, not main's head whose tests failed", async () => {
    expect(await testedCommit(query())).toBe(PASSED.head_sha)
    expect(PASSED.head_sha).not.toBe(HISTORY[0]?.head_sha)
  })

  it("is asked of GitHub for the workflow's passed push runs of main, with the run's own token", async () => {
    await testedCommit(query())
    const [request] = requests
    const address = new URL(request?.url ?? "", api)
    expect(address.pathname).toBe("/repos/coach/site/actions/workflows/deploy.yml/runs")
    expect(Object.fromEntries(address.searchParams)).toMatchObject({ branch: "main", event: "push", status: "success" })
    expect(request?.headers.authorization).toBe("Bearer the-run-token")
    expect(request?.headers.accept).toBe("application/vnd.github+json")
    expect(request?.headers["x-github-api-version"]).toBe("2022-11-28")
  })

  it("is none when no push run of main has passed: nothing is deployed", async () => {
    answer = { status: 200, runs: HISTORY.filter((candidate) => candidate.conclusion !== "success" || candidate.event !== "push" || candidate.head_branch !== "main") }
    expect(await testedCommit(query())).toBeNull()
    answer = { status: 200, runs: [] }
    expect(await testedCommit(query())).toBeNull()
  })

  it("is never guessed when GitHub refuses: the publish stops", async () => {
    answer = { status: 401, runs: [] }
    await expect(testedCommit(query())).rejects.toThrow(/GitHub answered 401/)
  })

  it("is the newest by when its run was made, whatever order the list comes in", () => {
    expect(newestPassedCommit([...HISTORY].reverse(), "main")).toBe(PASSED.head_sha)
  })

  it("reads the workflow's own file from the run's GITHUB_WORKFLOW_REF", () => {
    expect(workflowFile("coach/site/.github/workflows/deploy.yml@refs/heads/main")).toBe("deploy.yml")
    expect(() => workflowFile("nonsense")).toThrow(/does not name a workflow file/)
  })

  it("runs as the publish job runs it, by Node alone, and writes its answer for the later steps", async () => {
    const folder = mkdtempSync(join(tmpdir(), "tested-commit-"))
    const output = join(folder, "output")
    const runScript = async () => {
      writeFileSync(output, "")
      await promisify(execFile)(process.execPath, ["--disable-warning=MODULE_TYPELESS_PACKAGE_JSON", "scripts/tested-commit.ts"], {
        env: { PATH: process.env.PATH, GITHUB_API_URL: api, GITHUB_REPOSITORY: "coach/site", GITHUB_WORKFLOW_REF: "coach/site/.github/workflows/deploy.yml@refs/heads/main", GITHUB_TOKEN: "the-run-token", GITHUB_OUTPUT: output },
      })
      return readFileSync(output, "utf8")
    }
    try {
      expect(await runScript()).toBe(`sha=${PASSED.head_sha}\n`)
      answer = { status: 200, runs: [] }
      expect(await runScript()).toBe("none=true\n")
      answer = { status: 500, runs: [] }
      await expect(runScript()).rejects.toThrow(/Could not find the commit to publish: GitHub answered 500/)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  }, 30_000)
})
