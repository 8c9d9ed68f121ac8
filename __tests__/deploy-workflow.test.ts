/**
 * @jest-environment node
 *
 * The deployment workflow (.github/workflows/deploy.yml) read with GitHub's own parser
 * (@actions/workflow-parser, which also checks it against the workflow schema), and its conditions
 * and cache keys evaluated with GitHub's expression library (@actions/expressions), so the test
 * sees which steps run on a push and on a publish, not how the file is spelt. The build hook's
 * events come from the functions' own hook (functions/src/studio/build-hook.ts), sent to a
 * loopback server.
 */
import { readFileSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { data, Evaluator, Lexer, Parser } from "@actions/expressions"
import { convertWorkflowTemplate, isBasicExpression, isBoolean, isMapping, isSequence, isString, NoOperationTraceWriter, parseWorkflow, type WorkflowTemplate } from "@actions/workflow-parser"
import { configuredBuildHook } from "../functions/src/studio/build-hook"
import type { BuildRequest } from "../functions/src/studio/drafts"

const FILE = ".github/workflows/deploy.yml"

type Token = Parameters<typeof isMapping>[0]
type Template = WorkflowTemplate

const parse = () => parseWorkflow({ name: FILE, content: readFileSync(FILE, "utf8") }, new NoOperationTraceWriter())

let workflow: Template
let raw: Token

beforeAll(async () => {
  const parsed = parse()
  if (!parsed.value) throw new Error(`${FILE} did not parse`)
  raw = parsed.value
  workflow = await convertWorkflowTemplate(parsed.context, parsed.value)
})

/** A key of a parsed mapping. */
const at = (token: Token | undefined, key: string): Token | undefined => (token && isMapping(token) ? token.find(key) : undefined)

/** A scalar as written, or the expression inside `${{ }}`. */
const text = (token: Token | undefined): string => {
  if (!token) return ""
  if (isString(token)) return token.value
  if (isBasicExpression(token)) return token.expression
  if (isBoolean(token)) return String(token.value)
  throw new Error(`not a scalar: ${token.typeName()}`)
}

interface Run {
  event: "push" | "repository_dispatch" | "workflow_dispatch"
  runId?: string
  /** Whether an earlier step failed. */
  failed?: boolean
}

type FunctionDefinition = NonNullable<ConstructorParameters<typeof Evaluator>[2]> extends Map<string, infer Definition> ? Definition : never

/** The job-status functions for a run, and hashFiles (a fixed hash: the lockfile does not change between two runs here). */
const functionsFor = (run: Run): Map<string, FunctionDefinition> => {
  const status = Object.entries({ success: !run.failed, failure: !!run.failed, always: true, cancelled: false })
  const functions = new Map<string, FunctionDefinition>(
    status.map(([name, value]) => [name, { name, minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(value) }]),
  )
  functions.set("hashfiles", { name: "hashFiles", minArgs: 1, maxArgs: 255, call: () => new data.StringData("lockfilehash") })
  return functions
}

/** Evaluates an expression as GitHub would in a run of this kind (the evaluator looks functions up in lower case). */
const evaluate = (expression: string, run: Run): string => {
  const functions = functionsFor(run)
  const context = new data.Dictionary(
    { key: "github", value: new data.Dictionary({ key: "event_name", value: new data.StringData(run.event) }, { key: "run_id", value: new data.StringData(run.runId ?? "1") }, { key: "run_attempt", value: new data.StringData("1") }) },
    { key: "runner", value: new data.Dictionary({ key: "os", value: new data.StringData("Linux") }) },
  )
  const tree = new Parser(new Lexer(expression).lex().tokens, ["github", "runner"], [...functions.values()]).parse()
  return new Evaluator(tree, context, functions).evaluate().coerceString()
}

/** A mapping value that may be a literal or an expression, as a run of this kind sees it. */
const valueIn = (token: Token | undefined, run: Run): string => (token && isBasicExpression(token) ? evaluate(token.expression, run) : text(token))

const job = (id: string) => {
  const found = workflow.jobs.find((candidate) => candidate.id.value === id)
  if (!found || found.type !== "job") throw new Error(`no job ${id}`)
  return found
}

/** The steps of a job that run in a run of this kind, with what each runs or uses. */
const stepsRun = (id: string, run: Run): string[] =>
  job(id)
    .steps.filter((step) => !("if" in step) || !step.if || evaluate(step.if.expression, run) === "true")
    .map((step) => ("run" in step ? `run: ${text(step.run)}` : "uses" in step ? `uses: ${step.uses.value.replace(/@.*/, "")}` : step.id))

/** The raw (schema-checked) step of a job whose `uses` starts with `action`. */
const rawStep = (jobId: string, action: string): Token => {
  const steps = at(at(at(raw, "jobs"), jobId), "steps")
  if (!steps || !isSequence(steps)) throw new Error(`no steps in ${jobId}`)
  for (let index = 0; index < steps.count; index++) {
    const step = steps.get(index)
    if (text(at(step, "uses")).startsWith(action)) return step
  }
  throw new Error(`no step of ${jobId} uses ${action}`)
}

describe("the deployment workflow", () => {
  it("is a valid workflow by GitHub's own schema", () => {
    expect(parse().context.errors.getErrors().map((error) => error.message)).toEqual([])
    expect(workflow.errors ?? []).toEqual([])
  })

  it("runs on a push to main, and on exactly the events the studio's build hook sends", async () => {
    expect(workflow.events.push?.branches).toEqual(["main"])
    // What functions/src/studio/build-hook.ts sends for each publish and unpublish.
    const sent: string[] = []
    const server: Server = createServer((request, response) => {
      let body = ""
      request.on("data", (chunk: Buffer) => (body += chunk.toString()))
      request.on("end", () => {
        sent.push((JSON.parse(body) as { event_type: string }).event_type)
        response.writeHead(204).end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    process.env.BUILD_HOOK_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dispatches`
    process.env.BUILD_HOOK_TOKEN = "a-token"
    try {
      const hook = configuredBuildHook()
      if (!hook) throw new Error("no build hook")
      const requests: BuildRequest[] = (["story", "post"] as const).flatMap((kind) => (["publish", "unpublish"] as const).map((action) => ({ kind, action, id: "x" })))
      for (const request of requests) await hook(request)
    } finally {
      server.close()
      delete process.env.BUILD_HOOK_URL
      delete process.env.BUILD_HOOK_TOKEN
    }
    expect([...(workflow.events.repository_dispatch?.types ?? [])].sort()).toEqual([...sent].sort())
  })

  it("deploys only after the tests pass, and one deployment at a time, none cancelled", () => {
    expect(stepsRun("test", { event: "push" })).toContain("run: npm test")
    expect(job("deploy").needs?.map((need) => need.value)).toEqual(["test"])
    const concurrency = at(raw, "concurrency")
    expect(text(at(concurrency, "cancel-in-progress"))).toBe("false")
  })

  it("deploys through npm run deploy alone: everything on a push, the site alone on a publish", () => {
    const deploys = (run: Run) => stepsRun("deploy", run).filter((step) => /deploy|firebase|gatsby/.test(step))
    expect(deploys({ event: "push" })).toEqual(["run: npm run deploy -- --non-interactive"])
    expect(deploys({ event: "workflow_dispatch" })).toEqual(["run: npm run deploy -- --non-interactive"])
    expect(deploys({ event: "repository_dispatch" })).toEqual(["run: npm run deploy -- --only hosting --non-interactive"])
  })

  it("marks the build failed for the studio when a step fails, with the build's id, and only then", () => {
    const failureStep = "run: node --env-file=.env.production --import tsx scripts/record-build-failure.ts"
    expect(stepsRun("deploy", { event: "repository_dispatch", failed: true })).toContain(failureStep)
    expect(stepsRun("deploy", { event: "repository_dispatch" })).not.toContain(failureStep)
    const buildId = (runId: string) => valueIn(at(at(at(at(raw, "jobs"), "deploy"), "env"), "SITE_BUILD_ID"), { event: "push", runId })
    expect(buildId("41")).not.toBe(buildId("42"))
  })

  it("keeps Gatsby's cache and the last build between runs, the newest restored", () => {
    const cache = at(rawStep("deploy", "actions/cache"), "with")
    expect(text(at(cache, "path")).split("\n").map((line) => line.trim()).filter(Boolean)).toEqual([".cache", "public"])
    const key = (runId: string) => valueIn(at(cache, "key"), { event: "repository_dispatch", runId })
    // One key a line, each trimmed, as actions/cache reads a list input.
    const restoreKeys = valueIn(at(cache, "restore-keys"), { event: "repository_dispatch" }).split("\n").map((line) => line.trim()).filter(Boolean)
    // Each run saves under a key of its own (a cache entry is never overwritten); the next restores the newest by prefix.
    expect(key("41")).not.toBe(key("42"))
    expect(restoreKeys).toHaveLength(1)
    expect(key("41").startsWith(restoreKeys[0]) && key("42").startsWith(restoreKeys[0])).toBe(true)
  })

  it("runs on the Node the functions deploy to", () => {
    for (const id of ["test", "deploy"]) {
      const setup = at(rawStep(id, "actions/setup-node"), "with")
      const file = text(at(setup, "node-version-file"))
      expect(JSON.parse(readFileSync(file, "utf8")).engines.node).toBe(JSON.parse(readFileSync("functions/package.json", "utf8")).engines.node)
    }
  })
})
