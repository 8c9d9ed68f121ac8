/**
 * @jest-environment node
 *
 * The deployment workflow (.github/workflows/deploy.yml) read with GitHub's own parser
 * (@actions/workflow-parser, which also checks it against the workflow schema), and its conditions
 * and cache keys evaluated with GitHub's expression library (@actions/expressions), so the test
 * sees which jobs and steps run on a push and on a publish, not how the file is spelt. The build
 * hook's events come from the functions' own hook (functions/src/studio/site-rebuilds.ts), sent to a
 * loopback server, and are checked against the one list of them (contract/build-events.ts). What
 * each deploy step deploys is what `npm run deploy` passes to `firebase deploy`
 * (hosting/deployment.ts), and the concurrency settings are run through a model of GitHub's
 * documented rules (./helpers/github-concurrency.ts). A push deploys in the deploy job; a publish
 * in the publish job, from the commit scripts/tested-commit.ts chose (its `tested` step's outputs,
 * given here as a run would have them).
 */
import { readFileSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { data, Evaluator, Lexer, Parser } from "@actions/expressions"
import { isBasicExpression, isBoolean, isMapping, isSequence, isString, type WorkflowTemplate } from "@actions/workflow-parser"
import { configuredBuildHook } from "../functions/src/studio/site-rebuilds"
import { BUILD_ACTIONS, BUILD_EVENTS, BUILD_KINDS, type BuildRequest } from "../contract/build-events"
import { deploysFunctions, onlyTargets } from "../hosting/live-settings"
import { firebaseDeployArgs } from "../hosting/deployment"
import { dispatchTypes, parseDeployWorkflow } from "../scripts/deploy-workflow"
import { everyPushDeployed, runSequences, type ConcurrencySettings, type Arrival } from "./helpers/github-concurrency"

type Token = Parameters<typeof isMapping>[0]
type Template = WorkflowTemplate

let workflow: Template
let raw: Token
let parseErrors: string[]

beforeAll(async () => {
  const parsed = await parseDeployWorkflow()
  raw = parsed.raw
  workflow = parsed.template
  parseErrors = parsed.parsed.context.errors.getErrors().map((error) => error.message)
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
  /** The repository's variables (Settings → Secrets and variables → Variables); DEPLOY_READY true unless said. */
  vars?: Record<string, string>
  /** How the jobs this one needs ended. */
  needs?: Record<string, "success" | "failure" | "skipped" | "cancelled">
  /** Earlier steps' outputs, by step id. */
  steps?: Record<string, Record<string, string>>
}

const READY = { DEPLOY_READY: "true", GCP_WORKLOAD_IDENTITY_PROVIDER: "projects/1/locations/global/workloadIdentityPools/github/providers/site", GCP_SERVICE_ACCOUNT: "deploy@coach-site-live.iam.gserviceaccount.com" }

const dictionary = (values: Record<string, string>) => new data.Dictionary(...Object.entries(values).map(([key, value]) => ({ key, value: new data.StringData(value) })))

type FunctionDefinition = NonNullable<ConstructorParameters<typeof Evaluator>[2]> extends Map<string, infer Definition> ? Definition : never

/** The job-status functions for a run, and hashFiles (a fixed hash: the lockfile does not change between two runs here). */
const functionsFor = (run: Run): Map<string, FunctionDefinition> => {
  const status = Object.entries({ success: !run.failed, failure: !!run.failed, always: true, cancelled: false })
  const functions = new Map<string, FunctionDefinition>(
    status.map(([name, value]) => [name, { name, minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(value) }]),
  )
  // The files hashed are named in the "hash", so a key shows which files it follows.
  functions.set("hashfiles", { name: "hashFiles", minArgs: 1, maxArgs: 255, call: (...args) => new data.StringData(`hash(${args.map((arg) => arg.coerceString()).join(",")})`) })
  return functions
}

/** Evaluates an expression as GitHub would in a run of this kind (the evaluator looks functions up in lower case). */
const evaluate = (expression: string, run: Run): string => {
  const functions = functionsFor(run)
  const needs = new data.Dictionary(...Object.entries(run.needs ?? {}).map(([key, result]) => ({ key, value: dictionary({ result }) })))
  const steps = new data.Dictionary(...Object.entries(run.steps ?? {}).map(([key, outputs]) => ({ key, value: new data.Dictionary({ key: "outputs", value: dictionary(outputs) }) })))
  const context = new data.Dictionary(
    { key: "github", value: dictionary({ event_name: run.event, run_id: run.runId ?? "1", run_attempt: "1", token: "the-run-token", sha: HEAD }) },
    { key: "runner", value: dictionary({ os: "Linux", arch: "X64" }) },
    { key: "vars", value: dictionary(run.vars ?? READY) },
    { key: "needs", value: needs },
    { key: "steps", value: steps },
  )
  const tree = new Parser(new Lexer(expression).lex().tokens, ["github", "runner", "vars", "needs", "steps"], [...functions.values()]).parse()
  return new Evaluator(tree, context, functions).evaluate().coerceString()
}

/** A mapping value that may be a literal or an expression, as a run of this kind sees it. */
const valueIn = (token: Token | undefined, run: Run): string => (token && isBasicExpression(token) ? evaluate(token.expression, run) : text(token))

const job = (id: string) => {
  const found = workflow.jobs.find((candidate) => candidate.id.value === id)
  if (!found || found.type !== "job") throw new Error(`no job ${id}`)
  return found
}

/** The steps of a job that run in a run of this kind (a step with no `if` runs unless an earlier one failed). */
const runningSteps = (id: string, run: Run) =>
  job(id).steps.filter((step) => ("if" in step && step.if ? evaluate(step.if.expression, run) === "true" : !run.failed))

/** The steps of a job that run in a run of this kind, with what each runs or uses. */
const stepsRun = (id: string, run: Run): string[] =>
  runningSteps(id, run).map((step) => ("run" in step ? `run: ${text(step.run)}` : "uses" in step ? `uses: ${step.uses.value.replace(/@.*/, "")}` : step.id))

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

/** Whether a job runs at all in a run of this kind (its `if`, with the jobs it needs ended as given). */
const jobRuns = (id: string, run: Run): boolean => {
  const condition = job(id).if
  return !condition || evaluate(condition.expression, run) === "true"
}

/** The job that deploys a run of this kind: a publish's own, or the deploy job. */
const deployingJob = (run: Run): string => (run.event === "repository_dispatch" ? "publish" : "deploy")

/** What a push and a publish run's deploy steps pass to `firebase deploy`, each. */
const firebaseDeploys = (run: Run): string[][] =>
  stepsRun(deployingJob(run), run)
    .filter((step) => step.startsWith("run: npm run deploy"))
    .map((step) => firebaseDeployArgs(step.replace(/^run: npm run deploy( --)?/, "").trim().split(/\s+/).filter(Boolean)))

/** The raw mapping of one step of a job, by its name. */
const namedStep = (jobId: string, name: string): Token => {
  const steps = at(at(at(raw, "jobs"), jobId), "steps")
  if (!steps || !isSequence(steps)) throw new Error(`no steps in ${jobId}`)
  for (let index = 0; index < steps.count; index++) if (text(at(steps.get(index), "name")) === name) return steps.get(index)
  throw new Error(`no step of ${jobId} is named ${name}`)
}

const PUSH: Run = { event: "push", needs: { test: "success" } }
/** Main's head when the run started (github.sha), which the publish job's first checkout checks out. */
const HEAD = "9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d"
/** The commit scripts/tested-commit.ts found: the newest of main whose push run passed. */
const TESTED = "4f2a9c0d1e3b5a7c9e1f3a5b7c9d1e3f5a7b9c1d"
/** A publish, with the installed dependencies kept from a push run of the same lockfiles. */
const PUBLISH: Run = { event: "repository_dispatch", steps: { tested: { sha: TESTED }, installed: { "cache-hit": "true" } } }
/** A publish when no push run of main has passed. */
const REFUSED: Run = { event: "repository_dispatch", steps: { tested: { none: "true" }, installed: { "cache-hit": "true" } } }

/** The concurrency settings as GitHub reads them from the file (GitHub's defaults where not set). */
const concurrency = (): ConcurrencySettings => {
  const settings = at(raw, "concurrency")
  return { cancelInProgress: text(at(settings, "cancel-in-progress")) === "true", queue: text(at(settings, "queue")) === "max" ? "max" : "single" }
}

/** Whether a run of this kind deploys the functions, from the steps it runs. */
const runDeploysFunctions = (event: Arrival): boolean => firebaseDeploys(event === "push" ? PUSH : PUBLISH).some(deploysFunctions)

describe("the deployment workflow", () => {
  it("is a valid workflow by GitHub's own schema", () => {
    expect(parseErrors).toEqual([])
    expect(workflow.errors ?? []).toEqual([])
  })

  it("runs on a push to main, and on every event the studio's build hook can send, no more", async () => {
    expect(workflow.events.push?.branches).toEqual(["main"])
    // The one list (contract/build-events.ts) against the workflow's types, as GitHub reads them.
    expect([...dispatchTypes(workflow)].sort()).toEqual([...BUILD_EVENTS].sort())
    // ...and against what functions/src/studio/site-rebuilds.ts really sends for every kind and action.
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
      const requests: BuildRequest[] = BUILD_KINDS.flatMap((kind) => BUILD_ACTIONS.map((action) => ({ kind, action, id: "x" })))
      for (const request of requests) await hook(request)
    } finally {
      server.close()
      delete process.env.BUILD_HOOK_URL
      delete process.env.BUILD_HOOK_TOKEN
    }
    expect([...new Set(sent)].sort()).toEqual([...dispatchTypes(workflow)].sort())
    // Her settings are the page "settings": a settings publish is a page-publish.
    expect(sent).toContain("page-publish")
  })

  it("tests a push, installs it in full and deploys it only once its tests passed", () => {
    expect(jobRuns("test", PUSH)).toBe(true)
    expect(stepsRun("test", PUSH)).toEqual(expect.arrayContaining(["run: npm ci --no-audit --no-fund", "run: npm test"]))
    expect(job("deploy").needs?.map((need) => need.value)).toEqual(["test"])
    expect(jobRuns("deploy", PUSH)).toBe(true)
    expect(jobRuns("deploy", { ...PUSH, needs: { test: "failure" } })).toBe(false)
    expect(jobRuns("deploy", { ...PUSH, needs: { test: "cancelled" } })).toBe(false)
    expect(jobRuns("publish", PUSH)).toBe(false)
    expect(stepsRun("deploy", PUSH).filter((step) => step.startsWith("run:"))).toEqual([
      "run: npm ci --no-audit --no-fund",
      "run: node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON scripts/site-modules.ts",
      "run: node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON scripts/site-modules.ts --prune",
      expect.stringMatching(/^run: printf/),
      "run: npm run deploy -- --force",
      "run: rm -f .env.production functions/.env",
    ])
  })

  it("publishes from the newest commit of main whose push run passed, never main's head as it stands", () => {
    // No test job and no deploy job: the publish job alone, which waits for no test.
    expect(jobRuns("test", PUBLISH)).toBe(false)
    expect(jobRuns("deploy", PUBLISH)).toBe(false)
    expect(jobRuns("publish", PUBLISH)).toBe(true)
    expect(job("publish").needs ?? []).toEqual([])
    const steps = runningSteps("publish", PUBLISH)
    const runs = (step: (typeof steps)[number]) => ("run" in step ? text(step.run) : "")
    const chooser = steps.findIndex((step) => /^node .*scripts\/tested-commit\.ts$/.test(runs(step)))
    expect(chooser).toBeGreaterThan(-1)
    expect(steps[chooser]?.id).toBe("tested")
    // The choice asks GitHub with the run's own token, allowed to read the workflow's runs.
    expect(valueIn(at(at(namedStep("publish", "The newest commit of main whose push run passed"), "env"), "GITHUB_TOKEN"), PUBLISH)).toBe("the-run-token")
    expect(text(at(at(at(at(raw, "jobs"), "publish"), "permissions"), "actions"))).toBe("read")
    // Every checkout after the choice checks out the commit it chose, and comes before anything is built.
    const checkouts = steps.flatMap((step, index) => ("uses" in step && step.uses.value.startsWith("actions/checkout@") ? [index] : []))
    const after = checkouts.filter((index) => index > chooser)
    expect(after).toHaveLength(1)
    const checkout = steps[after[0] ?? -1]
    expect(valueIn(at(at(namedStep("publish", text(checkout && "name" in checkout ? checkout.name : undefined)), "with"), "ref"), PUBLISH)).toBe(TESTED)
    const deploying = steps.findIndex((step) => runs(step).startsWith("npm run deploy"))
    expect(after[0]).toBeLessThan(deploying)
    expect(steps.slice(0, chooser).every((step) => !runs(step).startsWith("npm"))).toBe(true)
  })

  it("works in memory: a tmpfs over the workspace before anything is checked out, restored or built", () => {
    const steps = stepsRun("publish", PUBLISH)
    expect(steps[0]).toMatch(/^run: sudo mount -t tmpfs -o size=\d+g,uid=\$\(id -u\),gid=\$\(id -g\),mode=0755 tmpfs "\$GITHUB_WORKSPACE"$/)
    expect(steps.indexOf("uses: actions/checkout")).toBe(1)
    // A refused publish too: its record of why is written from the same folder.
    expect(stepsRun("publish", REFUSED)[0]).toBe(steps[0])
  })

  it("checks out once when the tested commit is main's head", () => {
    const atHead: Run = { ...PUBLISH, steps: { ...PUBLISH.steps, tested: { sha: HEAD } } }
    const checkouts = (run: Run) => stepsRun("publish", run).filter((step) => step === "uses: actions/checkout")
    expect(checkouts(atHead)).toHaveLength(1)
    // The first checkout is main's head: actions/checkout's default for the run's own commit.
    expect(at(rawStep("publish", "actions/checkout"), "with")).toBeUndefined()
    expect(checkouts(PUBLISH)).toHaveLength(2)
    expect(stepsRun("publish", atHead).filter((step) => step.startsWith("run: npm run deploy"))).toHaveLength(1)
  })

  it("deploys nothing when no push run of main has passed, and the studio is told why", () => {
    const steps = stepsRun("publish", REFUSED)
    expect(steps.filter((step) => step.startsWith("run: npm run deploy"))).toEqual([])
    const refusal = namedStep("publish", "Record that nothing was tested to publish")
    expect(steps).toContain(`run: ${text(at(refusal, "run"))}`)
    expect(text(at(refusal, "run"))).toMatch(/scripts\/record-build-failure\.ts\nexit 1/)
    expect(text(at(at(refusal, "env"), "BUILD_REFUSED"))).toBe("untested")
    // What she published, for the studio's line beside it.
    expect(text(at(at(refusal, "env"), "BUILD_EVENT"))).toBe("github.event.action")
    expect(text(at(at(refusal, "env"), "BUILD_PAYLOAD"))).toBe("toJSON(github.event.client_payload)")
    // Its own failure (exit 1) does not overwrite the reason with the generic one.
    expect(stepsRun("publish", { ...REFUSED, failed: true })).not.toContain("run: node --env-file=.env.production --import tsx scripts/record-build-failure.ts")
    // And when GitHub could not be asked at all (the choice failed, no output): nothing deploys either.
    expect(stepsRun("publish", { event: "repository_dispatch", failed: true }).filter((step) => step.startsWith("run: npm run deploy"))).toEqual([])
  })

  it("deploys nothing until the project is ready: DEPLOY_READY, which docs/deploying.md's last step sets", () => {
    const notReady = { ...READY, DEPLOY_READY: "" }
    for (const run of [PUSH, PUBLISH, { event: "workflow_dispatch" as const, needs: { test: "success" as const } }]) {
      expect(jobRuns(deployingJob(run), { ...run, vars: notReady })).toBe(false)
      expect(jobRuns(deployingJob(run), run)).toBe(true)
    }
    expect(readFileSync("docs/deploying.md", "utf8")).toMatch(/gh variable set DEPLOY_READY --body true/)
  })

  it("deploys everything but the extensions on a push, the site alone on a publish, never stopping at a prompt", () => {
    expect(firebaseDeploys(PUSH)).toEqual([["--force", "--only", "hosting,functions,firestore,storage", "--non-interactive"]])
    expect(firebaseDeploys({ event: "workflow_dispatch", needs: { test: "success" } })).toEqual(firebaseDeploys(PUSH))
    expect(firebaseDeploys(PUBLISH)).toEqual([["--only", "hosting", "--non-interactive"]])
    for (const args of [...firebaseDeploys(PUSH), ...firebaseDeploys(PUBLISH)]) {
      expect(args).toContain("--non-interactive")
      expect(onlyTargets(args)).not.toContain("extensions")
    }
    // --force (removing a function the code no longer has) on a push alone.
    expect(firebaseDeploys(PUBLISH).flat()).not.toContain("--force")
  })

  it("never drops a push's functions: over every sequence of pushes and publishes, each is deployed by a run that runs", () => {
    const settings = concurrency()
    const deploys = { push: runDeploysFunctions("push"), publish: runDeploysFunctions("publish") }
    expect(deploys).toEqual({ push: true, publish: false })
    const dropped = runSequences(8).find((sequence) => !everyPushDeployed(sequence, settings, deploys))
    expect(dropped).toBeUndefined()
    // The model is not true of any workflow: GitHub's default single pending run drops one.
    expect(everyPushDeployed(["push", "push", "publish"], { ...settings, queue: "single" }, deploys)).toBe(false)
    expect(everyPushDeployed(["push", "push", "publish"], { ...settings, queue: "single" }, { push: true, publish: true })).toBe(true)
  })

  it("deploys as the identity federation gives it, a JSON key only where no provider is set", () => {
    const permissions = at(at(at(raw, "jobs"), "deploy"), "permissions")
    expect(text(at(permissions, "id-token"))).toBe("write")
    expect(text(at(at(raw, "permissions"), "id-token"))).toBe("")
    const federation = namedStep("deploy", "The deploy identity (Workload Identity Federation)")
    expect(text(at(federation, "uses"))).toMatch(/^google-github-actions\/auth@/)
    expect(text(at(at(federation, "with"), "workload_identity_provider"))).toBe("vars.GCP_WORKLOAD_IDENTITY_PROVIDER")
    expect(text(at(at(federation, "with"), "service_account"))).toBe("vars.GCP_SERVICE_ACCOUNT")
    const uses = (run: Run) => stepsRun("deploy", run).filter((step) => step.startsWith("uses: google-github-actions/auth"))
    expect(uses(PUSH)).toHaveLength(1)
    const keyOnly = { ...READY, GCP_WORKLOAD_IDENTITY_PROVIDER: "" }
    expect(uses({ ...PUSH, vars: keyOnly })).toHaveLength(1)
    const fallback = namedStep("deploy", "The deploy identity (a JSON key, the fallback)")
    expect(text(at(at(fallback, "with"), "credentials_json"))).toBe("secrets.FIREBASE_SERVICE_ACCOUNT")
    expect(evaluate(text(at(fallback, "if")), PUSH)).toBe("false")
    expect(evaluate(text(at(fallback, "if")), { ...PUSH, vars: keyOnly })).toBe("true")
  })

  it("uses each action's current major, which runs on Node 24", () => {
    const CURRENT: Record<string, number> = { "actions/checkout": 7, "actions/setup-node": 7, "actions/cache": 6, "actions/cache/save": 6, "google-github-actions/auth": 3 }
    const used = ["test", "deploy", "publish"].flatMap((id) => job(id).steps.flatMap((step) => ("uses" in step ? [step.uses.value] : [])))
    expect(used.length).toBeGreaterThan(0)
    for (const action of used) {
      const [name, ref] = action.split("@")
      expect({ action, major: Number(/^v(\d+)$/.exec(ref ?? "")?.[1]) }).toEqual({ action, major: CURRENT[name] })
    }
  })

  it("marks the build failed for the studio when a step fails, with the build's id, and only then", () => {
    const failureStep = "run: node --env-file=.env.production --import tsx scripts/record-build-failure.ts"
    expect(stepsRun("deploy", { ...PUBLISH, failed: true })).toContain(failureStep)
    expect(stepsRun("deploy", PUBLISH)).not.toContain(failureStep)
    const buildId = (runId: string) => valueIn(at(at(at(at(raw, "jobs"), "deploy"), "env"), "SITE_BUILD_ID"), { event: "push", runId })
    expect(buildId("41")).not.toBe(buildId("42"))
  })

  it("keeps Gatsby's cache and the last build between runs, the newest restored", () => {
    const cache = at(namedStep("publish", "Gatsby's cache and the last build"), "with")
    expect(valueIn(at(at(namedStep("deploy", "Gatsby's cache and the last build"), "with"), "key"), PUSH)).toBe(valueIn(at(cache, "key"), PUSH))
    expect(text(at(cache, "path")).split("\n").map((line) => line.trim()).filter(Boolean)).toEqual([".cache", "public"])
    const key = (runId: string) => valueIn(at(cache, "key"), { event: "repository_dispatch", runId })
    // One key a line, each trimmed, as actions/cache reads a list input.
    const restoreKeys = valueIn(at(cache, "restore-keys"), { event: "repository_dispatch" }).split("\n").map((line) => line.trim()).filter(Boolean)
    // Each run saves under a key of its own (a cache entry is never overwritten); the next restores the newest by prefix.
    expect(key("41")).not.toBe(key("42"))
    expect(restoreKeys).toHaveLength(1)
    expect(key("41").startsWith(restoreKeys[0]) && key("42").startsWith(restoreKeys[0])).toBe(true)
  })

  it("tests every push on the newest Node major the site accepts too, without holding the deploy to it", () => {
    const engines = (JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } }).engines.node
    const newest = Math.max(...[...engines.matchAll(/\^(\d+)/g)].map((match) => Number(match[1])))
    expect(newest).toBeGreaterThanOrEqual(26)
    expect(text(at(at(rawStep("test-newest-node", "actions/setup-node"), "with"), "node-version"))).toBe(String(newest))
    expect(jobRuns("test-newest-node", PUSH)).toBe(true)
    expect(stepsRun("test-newest-node", PUSH)).toContain("run: npm test")
    expect(jobRuns("test-newest-node", PUBLISH)).toBe(false)
    expect(job("deploy").needs?.map((need) => need.value)).toEqual(["test"])
  })

  it("publishes with the packages a push run installed that a publish loads, kept under the lockfile, and installs only when none are kept", () => {
    const saved = at(rawStep("deploy", "actions/cache/save"), "with")
    const restored = at(namedStep("publish", "The installed dependencies"), "with")
    // Both name the folders scripts/site-modules.ts lists, the same list from the same lockfile
    // (actions/cache restores an entry only for the paths it was saved with).
    const listed = (jobId: string) => {
      const step = namedStep(jobId, "The packages a publish loads")
      expect(text(at(step, "run"))).toMatch(/^node .*scripts\/site-modules\.ts"?$/)
      return text(at(step, "id"))
    }
    expect(text(at(saved, "path"))).toBe(`steps.${listed("deploy")}.outputs.paths`)
    expect(text(at(restored, "path"))).toBe(`steps.${listed("publish")}.outputs.paths`)
    const key = valueIn(at(restored, "key"), PUBLISH)
    expect(key).toBe(valueIn(at(saved, "key"), PUSH))
    // The functions' packages are not among them, so only the site's lockfile keys them.
    expect(key).toContain("hash(package-lock.json)")
    // Listed and saved by the push's deploy job once npm ci has installed; listed by a publish before it restores.
    const pushSteps = stepsRun("deploy", PUSH)
    expect(pushSteps.indexOf("uses: actions/cache/save")).toBeGreaterThan(pushSteps.indexOf("run: npm ci --no-audit --no-fund"))
    expect(pushSteps.indexOf("run: node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON scripts/site-modules.ts")).toBeGreaterThan(pushSteps.indexOf("run: npm ci --no-audit --no-fund"))
    // Other platforms' native addons are removed before they are kept.
    const pruned = pushSteps.indexOf("run: node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON scripts/site-modules.ts --prune")
    expect(pruned).toBeGreaterThan(pushSteps.indexOf("run: npm ci --no-audit --no-fund"))
    expect(pruned).toBeLessThan(pushSteps.indexOf("uses: actions/cache/save"))
    // A publish lists them with main's head's script, kept aside before a second checkout replaces the files.
    const publishSteps = stepsRun("publish", PUBLISH)
    const keptAside = publishSteps.indexOf('run: mkdir -p "$RUNNER_TEMP/scripts" && cp scripts/site-modules.ts "$RUNNER_TEMP/scripts/"')
    const listing = publishSteps.indexOf('run: node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON "$RUNNER_TEMP/scripts/site-modules.ts"')
    expect(keptAside).toBeGreaterThan(0)
    expect(keptAside).toBeLessThan(publishSteps.lastIndexOf("uses: actions/checkout"))
    expect(listing).toBeGreaterThan(publishSteps.lastIndexOf("uses: actions/checkout"))
    expect(listing).toBeLessThan(publishSteps.indexOf("uses: actions/cache"))
    // With no tested commit the packages are still restored: the record of why nothing went live needs them.
    expect(stepsRun("publish", REFUSED)).toContain("uses: actions/cache")
    // A publish: no npm ci when they are kept; npm ci when they are not.
    expect(stepsRun("publish", PUBLISH).filter((step) => step.includes("npm ci"))).toEqual([])
    // ...and, as a push run, removes other platforms' addons from what the job then keeps.
    const missed = stepsRun("publish", { ...PUBLISH, steps: { tested: { sha: TESTED }, installed: { "cache-hit": "false" } } })
    expect(missed).toContain('run: npm ci --no-audit --no-fund\nnode --disable-warning=MODULE_TYPELESS_PACKAGE_JSON "$RUNNER_TEMP/scripts/site-modules.ts" --prune\n')
    // ...and no test run: its commit's push run tested it.
    expect(stepsRun("publish", PUBLISH).filter((step) => /npm (run )?test/.test(step))).toEqual([])
  })

  it("runs on the Node the functions deploy to, with npm's download cache kept for npm ci", () => {
    for (const id of ["test", "deploy"]) {
      const setup = at(rawStep(id, "actions/setup-node"), "with")
      const file = text(at(setup, "node-version-file"))
      expect(JSON.parse(readFileSync(file, "utf8")).engines.node).toBe(JSON.parse(readFileSync("functions/package.json", "utf8")).engines.node)
      expect(text(at(setup, "cache"))).toBe("npm")
    }
  })
})
