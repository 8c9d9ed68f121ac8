/**
 * `npm run deploy`: the site is built again from .env.production, firebase.json's hosting block is
 * written from the same file, and nothing goes to Firebase while the settings, the build in public/
 * or firebase.json were made for the local backend (emulator addresses, the demo- project) or for
 * demo mode (no Firebase project at all): either would put a site on the internet that cannot send
 * an enquiry, or that calls a machine of the coach's web team. Nor while the site would be live but
 * half finished: settings a live site needs left out (live-settings.ts) or the demo content still
 * in place (demo-content.ts). The same checks run as Firebase Hosting's and the functions'
 * predeploy steps, so a bare `firebase deploy` is refused too.
 *
 * The commands are run through `run`, which a test replaces.
 */
import { spawnSync } from "node:child_process"
import { typeScriptNode } from "../tooling/typescript-node"
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import path from "node:path"
import { isDeepStrictEqual } from "node:util"
import { demoContentProblems } from "./demo-content"
import { deploymentEnv, deploymentHostingConfig, type Env } from "./hosting-config"
import { deploysFunctions, ENV_FILE, onlyTargets, functionsSettingsProblems, LOCAL_ADDRESS, settingsProblems } from "./live-settings"

export { ENV_FILE } from "./live-settings"

/** Runs one step's command ("build" or "deploy"); its exit status. */
export type RunStep = (step: "build" | "deploy", command: string, args: string[], options: { cwd: string; env: Env }) => number

/** A quoted demo- name in the scripts: the local backend's project (demo-coach-stories) or its key. */
const DEMO_NAME = /["'`]demo-[a-z0-9-]*["'`]/

export class DeployRefused extends Error {
  problems: string[]

  constructor(problems: string[]) {
    super(`Not deployed:\n${problems.map((problem) => `- ${problem}`).join("\n")}`)
    this.name = "DeployRefused"
    this.problems = problems
  }
}

/**
 * Everything a live site needs that the files say, checked before anything is built: the site's
 * settings, the demo content replaced, and, when the functions are deployed, their parameters.
 */
export const readinessProblems = (root: string, env: Env, { functions }: { functions: boolean }): string[] => [
  ...settingsProblems(env),
  ...demoContentProblems(root, env.GATSBY_SITE_URL),
  ...(functions && env.GATSBY_FIREBASE_PROJECT_ID ? functionsSettingsProblems(root, env.GATSBY_FIREBASE_PROJECT_ID) : []),
]

/** The build's variables: the shell's, less every site setting and emulator address, plus .env.production's. */
export const buildEnv = (shellEnv: Env, env: Env): Env => {
  const kept = Object.entries(shellEnv).filter(([name]) => !name.startsWith("GATSBY_") && !/_EMULATOR_HOST$/.test(name) && name !== "SITE_PREVIEW")
  return { ...Object.fromEntries(kept), ...env, NODE_ENV: "production", GATSBY_TELEMETRY_DISABLED: "1" }
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? filesUnder(file) : [file]
  })

/** Problems with the build in publicDir: made for the local backend, for demo mode, or for another project. */
export const buildProblems = (publicDir: string, env: Env): string[] => {
  if (!existsSync(path.join(publicDir, "index.html"))) return [`${path.basename(publicDir)}/ holds no build`]
  const problems: string[] = []
  const texts = filesUnder(publicDir).filter((file) => /\.(js|html|json|xml|txt|webmanifest)$/.test(file))
  const shown = (file: string): string => path.relative(path.dirname(publicDir), file)
  let carriesProject = false
  for (const file of texts) {
    const text = readFileSync(file, "utf8")
    const local = LOCAL_ADDRESS.exec(text)
    if (local) problems.push(`${shown(file)} names ${local[0]}: the build was made for a local backend`)
    if (file.endsWith(".js")) {
      const demo = DEMO_NAME.exec(text)
      if (demo) problems.push(`${shown(file)} carries ${demo[0]}: the build was made for the local backend's demo project`)
      if (env.GATSBY_FIREBASE_PROJECT_ID && text.includes(env.GATSBY_FIREBASE_PROJECT_ID)) carriesProject = true
    }
  }
  if (!carriesProject) {
    problems.push(`no script in ${path.basename(publicDir)}/ names the project ${env.GATSBY_FIREBASE_PROJECT_ID ?? "(none)"}: the build was made in demo mode or for another project`)
  }
  return problems
}

/** Problems with firebase.json: a hosting block other than the one .env.production gives. */
export const firebaseJsonProblems = (file: string, env: Env): string[] => {
  const hosting: unknown = (JSON.parse(readFileSync(file, "utf8")) as { hosting?: unknown }).hosting
  const problems: string[] = []
  const local = LOCAL_ADDRESS.exec(JSON.stringify(hosting ?? {}))
  if (local) problems.push(`firebase.json's hosting block names ${local[0]}, a local address`)
  if (!isDeepStrictEqual(hosting, deploymentHostingConfig(env))) {
    problems.push(`firebase.json's hosting block was not written for ${ENV_FILE} (its Content-Security-Policy would block the site's own calls): run npm run deploy, or npm run hosting:config`)
  }
  return problems
}

/** Writes firebase.json's hosting block for these settings; the file's other blocks stay as they are. */
export const writeHostingBlock = (file: string, env: Env): void => {
  const config = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>
  config.hosting = deploymentHostingConfig(env)
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`)
}

const refuseIf = (problems: string[]): void => {
  if (problems.length > 0) throw new DeployRefused(problems)
}

/**
 * The functions' predeploy step: the settings, the demo content and the functions' parameters for
 * the project the Firebase CLI deploys to, so that a bare `firebase deploy` of the functions is checked too.
 */
export const checkFunctionsDeployment = ({ root = process.cwd(), targetProject }: { root?: string; targetProject?: string } = {}): Env => {
  const env = deploymentEnv(path.join(root, ENV_FILE))
  const problems = readinessProblems(root, env, { functions: true })
  if (targetProject && targetProject !== env.GATSBY_FIREBASE_PROJECT_ID) {
    problems.push(`the deployment goes to ${targetProject} but ${ENV_FILE} is for ${env.GATSBY_FIREBASE_PROJECT_ID}`)
  }
  refuseIf(problems)
  return env
}

/**
 * Everything checked for a deployment of what is in `root` now (public/ and firebase.json), for the
 * project `targetProject` when known (the predeploy step is told it by the Firebase CLI).
 */
export const checkDeployment = ({ root = process.cwd(), targetProject }: { root?: string; targetProject?: string } = {}): Env => {
  const env = deploymentEnv(path.join(root, ENV_FILE))
  refuseIf(readinessProblems(root, env, { functions: false }))
  const problems = [...buildProblems(path.join(root, "public"), env), ...firebaseJsonProblems(path.join(root, "firebase.json"), env)]
  if (targetProject && targetProject !== env.GATSBY_FIREBASE_PROJECT_ID) {
    problems.push(`the deployment goes to ${targetProject} but ${ENV_FILE} is for ${env.GATSBY_FIREBASE_PROJECT_ID}`)
  }
  refuseIf(problems)
  return env
}

/** gatsby build, after taking the coach's published settings for gatsby-config (scripts/build-site.ts). */
const buildSite = (root: string): string[] => typeScriptNode([path.join(root, "scripts", "build-site.ts")])
const firebaseCli = (): string => path.join(path.dirname(require.resolve("firebase-tools/package.json")), "lib", "bin", "firebase.js")

/** Runs a step's command in the foreground; its exit status. */
const runCommand: RunStep = (_step, command, args, options) => spawnSync(command, args, { stdio: "inherit", ...options }).status ?? 1

/**
 * What `npm run deploy` deploys unless told otherwise: everything but the mail extension, which is
 * deployed once on its own (`firebase deploy --only extensions`, docs/deploying.md): a deploy of
 * everything would otherwise also install, reconfigure or delete extensions from the manifest.
 */
export const DEPLOYED_BY_DEFAULT = ["hosting", "functions", "firestore", "storage"] as const

/**
 * The options `firebase deploy` is given: `args`, with `--only` everything but the extensions when
 * they name nothing, and `--non-interactive` always, so no prompt can stop a deploy without a
 * person at the keyboard (one that would have asked fails instead). `--force` is passed only by
 * the caller that means it (the workflow's push run: .github/workflows/deploy.yml says why).
 */
export const firebaseDeployArgs = (args: string[]): string[] => {
  const targets = onlyTargets(args)
  if (targets?.includes("extensions")) {
    throw new DeployRefused(["the mail extension is deployed on its own with `npx firebase deploy --only extensions` (docs/deploying.md), never with the site"])
  }
  return [...args, ...(targets ? [] : ["--only", DEPLOYED_BY_DEFAULT.join(",")]), ...(args.includes("--non-interactive") ? [] : ["--non-interactive"])]
}

/**
 * Checks the settings, writes firebase.json's hosting block from them, builds, checks the build and
 * firebase.json, then runs `firebase deploy --project <the settings' project>` with `args`, and
 * puts firebase.json back as it was.
 */
export const deploy = ({
  root = process.cwd(),
  shellEnv = process.env,
  args = [],
  run = runCommand,
}: { root?: string; shellEnv?: Env; args?: string[]; run?: RunStep } = {}): string => {
  if (args.some((arg) => arg === "--project" || arg === "-P" || arg.startsWith("--project="))) {
    throw new DeployRefused([`the project is the one ${ENV_FILE} names; leave out --project`])
  }
  const env = deploymentEnv(path.join(root, ENV_FILE))
  const firebaseArgs = firebaseDeployArgs(args)
  refuseIf(readinessProblems(root, env, { functions: deploysFunctions(firebaseArgs) }))
  // The repository's firebase.json stays demo mode's (docs/deploying.md): the deployment's hosting
  // block is written for this deployment alone and the file put back afterwards, so a checkout has
  // nothing to commit and a clean clone's `npm test` still passes.
  const firebaseJson = path.join(root, "firebase.json")
  const committed = readFileSync(firebaseJson, "utf8")
  writeHostingBlock(firebaseJson, env)
  try {
    const built = run("build", process.execPath, buildSite(root), { cwd: root, env: buildEnv(shellEnv, env) })
    if (built !== 0) throw new Error(`The build failed (exit ${built}); nothing was deployed.`)
    checkDeployment({ root })
    // readinessProblems refused settings without a project.
    const project = env.GATSBY_FIREBASE_PROJECT_ID ?? ""
    const deployed = run("deploy", process.execPath, [firebaseCli(), "deploy", "--project", project, ...firebaseArgs], { cwd: root, env: shellEnv })
    if (deployed !== 0) throw new Error(`firebase deploy failed (exit ${deployed}).`)
    return project
  } finally {
    writeFileSync(firebaseJson, committed)
  }
}

