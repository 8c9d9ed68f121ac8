/**
 * `npm run deploy`: the site is built again from .env.production, firebase.json's hosting block is
 * written from the same file, and nothing goes to Firebase while the settings, the build in public/
 * or firebase.json were made for the local backend (emulator addresses, the demo- project) or for
 * demo mode (no Firebase project at all): either would put a site on the internet that cannot send
 * an enquiry, or that calls a machine of the coach's web team. The same checks run as Firebase
 * Hosting's predeploy step, so a bare `firebase deploy` is refused too.
 *
 * Plain CommonJS, like hosting-config.js, so the Node script, firebase.json's predeploy step and
 * jest all load it as it is. The commands are run through `run`, which a test replaces.
 */
const { spawnSync } = require("node:child_process")
const { existsSync, readdirSync, readFileSync, statSync, writeFileSync } = require("node:fs")
const path = require("node:path")
const { isDeepStrictEqual } = require("node:util")
const { deploymentEnv, deploymentHostingConfig } = require("./hosting-config.js")

const ENV_FILE = ".env.production"

/** What a Firebase project needs in the browser; without these the build is the demo site. */
const REQUIRED = ["GATSBY_FIREBASE_API_KEY", "GATSBY_FIREBASE_PROJECT_ID", "GATSBY_FIREBASE_APP_ID"]

/** A loopback or unspecified address with a port: an emulator or a local server, never the live site's. */
const LOCAL_ADDRESS = /\b(?:127\.\d+\.\d+\.\d+|localhost|0\.0\.0\.0|\[::1?\]):\d+/

/** A quoted demo- name in the scripts: the local backend's project (demo-coach-stories) or its key. */
const DEMO_NAME = /["'`]demo-[a-z0-9-]*["'`]/

class DeployRefused extends Error {
  constructor(problems) {
    super(`Not deployed:\n${problems.map((problem) => `- ${problem}`).join("\n")}`)
    this.name = "DeployRefused"
    this.problems = problems
  }
}

/** Problems with the deployment's settings (the variables of .env.production). */
const settingsProblems = (env) => {
  const problems = []
  const missing = REQUIRED.filter((name) => !env[name])
  if (missing.length > 0) problems.push(`${ENV_FILE} lacks ${missing.join(", ")}: without them the site is built in demo mode (no enquiries, no studio)`)
  const project = env.GATSBY_FIREBASE_PROJECT_ID ?? ""
  if (project.startsWith("demo-")) problems.push(`GATSBY_FIREBASE_PROJECT_ID is ${project}, a demo project that exists only in the local emulators`)
  for (const [name, value] of Object.entries(env)) {
    if (/_EMULATOR_HOST$/.test(name) && value) problems.push(`${name} points the site at a local backend (${value})`)
    else if (LOCAL_ADDRESS.test(value ?? "")) problems.push(`${name} names a local address (${value})`)
  }
  return problems
}

/** The build's variables: the shell's, less every site setting and emulator address, plus .env.production's. */
const buildEnv = (shellEnv, env) => {
  const kept = Object.entries(shellEnv).filter(([name]) => !name.startsWith("GATSBY_") && !/_EMULATOR_HOST$/.test(name) && name !== "SITE_PREVIEW")
  return { ...Object.fromEntries(kept), ...env, NODE_ENV: "production", GATSBY_TELEMETRY_DISABLED: "1" }
}

const filesUnder = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    return statSync(file).isDirectory() ? filesUnder(file) : [file]
  })

/** Problems with the build in publicDir: made for the local backend, for demo mode, or for another project. */
const buildProblems = (publicDir, env) => {
  if (!existsSync(path.join(publicDir, "index.html"))) return [`${path.basename(publicDir)}/ holds no build`]
  const problems = []
  const texts = filesUnder(publicDir).filter((file) => /\.(js|html|json|xml|txt|webmanifest)$/.test(file))
  const shown = (file) => path.relative(path.dirname(publicDir), file)
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
const firebaseJsonProblems = (file, env) => {
  const hosting = JSON.parse(readFileSync(file, "utf8")).hosting
  const problems = []
  const local = LOCAL_ADDRESS.exec(JSON.stringify(hosting ?? {}))
  if (local) problems.push(`firebase.json's hosting block names ${local[0]}, a local address`)
  if (!isDeepStrictEqual(hosting, deploymentHostingConfig(env))) {
    problems.push(`firebase.json's hosting block was not written for ${ENV_FILE} (its Content-Security-Policy would block the site's own calls): run npm run deploy, or npm run hosting:config`)
  }
  return problems
}

/** Writes firebase.json's hosting block for these settings; the file's other blocks stay as they are. */
const writeHostingBlock = (file, env) => {
  const config = JSON.parse(readFileSync(file, "utf8"))
  config.hosting = deploymentHostingConfig(env)
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`)
}

const refuseIf = (problems) => {
  if (problems.length > 0) throw new DeployRefused(problems)
}

/**
 * Everything checked for a deployment of what is in `root` now (public/ and firebase.json), for the
 * project `targetProject` when known (the predeploy step is told it by the Firebase CLI).
 */
const checkDeployment = ({ root = process.cwd(), targetProject } = {}) => {
  const env = deploymentEnv(path.join(root, ENV_FILE))
  refuseIf(settingsProblems(env))
  const problems = [...buildProblems(path.join(root, "public"), env), ...firebaseJsonProblems(path.join(root, "firebase.json"), env)]
  if (targetProject && targetProject !== env.GATSBY_FIREBASE_PROJECT_ID) {
    problems.push(`the deployment goes to ${targetProject} but ${ENV_FILE} is for ${env.GATSBY_FIREBASE_PROJECT_ID}`)
  }
  refuseIf(problems)
  return env
}

const gatsbyCli = () => path.join(path.dirname(require.resolve("gatsby/package.json")), "cli.js")
const firebaseCli = () => path.join(path.dirname(require.resolve("firebase-tools/package.json")), "lib", "bin", "firebase.js")

/** Runs a step's command in the foreground; its exit status. */
const runCommand = (_step, command, args, options) => spawnSync(command, args, { stdio: "inherit", ...options }).status ?? 1

/**
 * Checks the settings, writes firebase.json's hosting block from them, builds, checks the build and
 * firebase.json, then runs `firebase deploy --project <the settings' project>` with `args`.
 */
const deploy = ({ root = process.cwd(), shellEnv = process.env, args = [], run = runCommand } = {}) => {
  if (args.some((arg) => arg === "--project" || arg === "-P" || arg.startsWith("--project="))) {
    throw new DeployRefused([`the project is the one ${ENV_FILE} names; leave out --project`])
  }
  const env = deploymentEnv(path.join(root, ENV_FILE))
  refuseIf(settingsProblems(env))
  writeHostingBlock(path.join(root, "firebase.json"), env)
  const built = run("build", process.execPath, [gatsbyCli(), "build"], { cwd: root, env: buildEnv(shellEnv, env) })
  if (built !== 0) throw new Error(`The build failed (exit ${built}); nothing was deployed.`)
  checkDeployment({ root })
  const project = env.GATSBY_FIREBASE_PROJECT_ID
  const deployed = run("deploy", process.execPath, [firebaseCli(), "deploy", "--project", project, ...args], { cwd: root, env: shellEnv })
  if (deployed !== 0) throw new Error(`firebase deploy failed (exit ${deployed}).`)
  return project
}

module.exports = { deploy, checkDeployment, settingsProblems, buildProblems, firebaseJsonProblems, buildEnv, writeHostingBlock, DeployRefused, ENV_FILE }
