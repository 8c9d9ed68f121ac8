/**
 * @jest-environment node
 *
 * `npm run deploy` (hosting/deployment.ts) in a folder of the test's own with a copy of firebase.json.
 * The two outside commands are stood in for through the `run` parameter: the build writes a tiny
 * public/ whose script carries the Firebase settings the build was given (as Gatsby inlines the
 * GATSBY_ variables), and the deployment only records that it was asked for. Nothing reaches a network.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { checkDeployment, deploy, DeployRefused, type RunStep } from "../hosting/deployment"
import type { Env } from "../hosting/hosting-config"

const PRODUCTION = [
  "GATSBY_FIREBASE_API_KEY=AIzaSyExampleExampleExampleExample00",
  "GATSBY_FIREBASE_PROJECT_ID=coach-site-live",
  "GATSBY_FIREBASE_APP_ID=1:123:web:abc",
  "GATSBY_FIREBASE_STORAGE_BUCKET=coach-site-live.appspot.com",
].join("\n")

/** The local backend's settings (scripts/local-backend/), as `npm run build:local` builds with them. */
const LOCAL_BACKEND: Env = {
  GATSBY_FIREBASE_API_KEY: "demo-api-key",
  GATSBY_FIREBASE_PROJECT_ID: "demo-coach-stories",
  GATSBY_FIREBASE_APP_ID: "1:000000000000:web:0000000000000000000000",
  GATSBY_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9109",
  GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST: "127.0.0.1:5011",
  FIRESTORE_EMULATOR_HOST: "127.0.0.1:8091",
}

let root: string
let steps: Array<{ step: string; args: string[]; env: Env }>

/** What Gatsby would inline in the app's script from the variables it was given. */
const inlined = (env: Env): string =>
  `const firebase=${JSON.stringify(Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith("GATSBY_FIREBASE_"))))};`

/** Stands in for `gatsby build` (writes public/ from its env) and `firebase deploy` (records only). */
const standIn =
  (build: (env: Env) => string = inlined): RunStep =>
  (step, _command, args, { env }) => {
    steps.push({ step, args, env })
    if (step === "build") {
      mkdirSync(join(root, "public"), { recursive: true })
      writeFileSync(join(root, "public", "index.html"), "<!doctype html><title>Coach</title>")
      writeFileSync(join(root, "public", "app-0123456789abcdef0123.js"), build(env))
    }
    return 0
  }

const refusal = (run: () => unknown): string[] => {
  try {
    run()
  } catch (error) {
    if (error instanceof DeployRefused) return error.problems
    throw error
  }
  throw new Error("The deployment went ahead")
}

const committedHosting = () => JSON.parse(readFileSync("firebase.json", "utf8")).hosting
const hostingIn = (dir: string) => JSON.parse(readFileSync(join(dir, "firebase.json"), "utf8")).hosting

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "deploy-"))
  copyFileSync("firebase.json", join(root, "firebase.json"))
  steps = []
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe("npm run deploy", () => {
  it("refuses demo mode: no .env.production, or one without a Firebase project, builds and deploys nothing", () => {
    expect(refusal(() => deploy({ root, shellEnv: {}, run: standIn() })).join("\n")).toMatch(/lacks GATSBY_FIREBASE_API_KEY.*demo mode/)
    writeFileSync(join(root, ".env.production"), "GATSBY_SITE_URL=https://www.example.com\n")
    expect(refusal(() => deploy({ root, shellEnv: {}, run: standIn() })).join("\n")).toMatch(/demo mode/)
    expect(steps).toEqual([])
  })

  it("refuses the local backend's settings in .env.production: the demo- project, emulator addresses", () => {
    writeFileSync(join(root, ".env.production"), Object.entries(LOCAL_BACKEND).map(([name, value]) => `${name}=${value}`).join("\n"))
    const problems = refusal(() => deploy({ root, shellEnv: {}, run: standIn() })).join("\n")
    expect(problems).toMatch(/demo-coach-stories, a demo project/)
    expect(problems).toMatch(/GATSBY_FIREBASE_AUTH_EMULATOR_HOST points the site at a local backend/)
    expect(steps).toEqual([])
    // firebase.json was left as it was.
    expect(hostingIn(root)).toEqual(committedHosting())
  })

  it("builds from .env.production alone: the local backend's variables in the shell never reach the build", () => {
    writeFileSync(join(root, ".env.production"), PRODUCTION)
    expect(deploy({ root, shellEnv: { ...LOCAL_BACKEND, PATH: "/usr/bin", SITE_PREVIEW: "true" }, run: standIn() })).toBe("coach-site-live")
    const [build, deployment] = steps
    expect(build.step).toBe("build")
    expect(build.env).toMatchObject({ GATSBY_FIREBASE_PROJECT_ID: "coach-site-live", PATH: "/usr/bin", NODE_ENV: "production" })
    expect(Object.keys(build.env).filter((name) => /EMULATOR_HOST|SITE_PREVIEW/.test(name))).toEqual([])
    // Deployed to the project the settings name, and firebase.json's policy written for it.
    expect(deployment.step).toBe("deploy")
    expect(deployment.args.slice(-3)).toEqual(["deploy", "--project", "coach-site-live"])
    const csp = hostingIn(root).headers[0].headers.find((h: { key: string }) => h.key === "Content-Security-Policy").value
    expect(csp).toContain("https://europe-west2-coach-site-live.cloudfunctions.net")
  })

  it("refuses a build that names a local backend or its demo project, and does not deploy it", () => {
    writeFileSync(join(root, ".env.production"), PRODUCTION)
    // As if the build had still picked up the local backend (a stale file, a variable from elsewhere).
    const stale = standIn((env) => `${inlined(env)}const auth="http://127.0.0.1:9109";const p="demo-coach-stories";`)
    const problems = refusal(() => deploy({ root, shellEnv: {}, run: stale })).join("\n")
    expect(problems).toMatch(/app-0123456789abcdef0123\.js names 127\.0\.0\.1:9109: the build was made for a local backend/)
    expect(problems).toMatch(/carries "demo-coach-stories"/)
    expect(steps.map(({ step }) => step)).toEqual(["build"])
  })

  it("refuses a build made in demo mode (no project in its scripts)", () => {
    writeFileSync(join(root, ".env.production"), PRODUCTION)
    const demo = standIn(() => "const firebase={};")
    expect(refusal(() => deploy({ root, shellEnv: {}, run: demo })).join("\n")).toMatch(/names the project coach-site-live: the build was made in demo mode/)
    expect(steps.map(({ step }) => step)).toEqual(["build"])
  })

  it("refuses --project: the project is the one .env.production names", () => {
    writeFileSync(join(root, ".env.production"), PRODUCTION)
    expect(refusal(() => deploy({ root, shellEnv: {}, args: ["--project", "someone-else"], run: standIn() })).join("\n")).toMatch(/leave out --project/)
    expect(steps).toEqual([])
  })
})

describe("the predeploy check of a bare `firebase deploy`", () => {
  it("refuses the committed demo firebase.json with production settings, then passes once it is written for them", () => {
    writeFileSync(join(root, ".env.production"), PRODUCTION)
    deploy({ root, shellEnv: {}, run: standIn() })
    // A checkout's firebase.json, not written for these settings (the committed one is demo mode's).
    copyFileSync("firebase.json", join(root, "firebase.json"))
    expect(refusal(() => checkDeployment({ root })).join("\n")).toMatch(/hosting block was not written for \.env\.production/)
    deploy({ root, shellEnv: {}, run: standIn() })
    expect(checkDeployment({ root }).GATSBY_FIREBASE_PROJECT_ID).toBe("coach-site-live")
    // Built for one project, deployed to another: refused.
    expect(refusal(() => checkDeployment({ root, targetProject: "coach-site-staging" })).join("\n")).toMatch(/goes to coach-site-staging/)
  })

  it("runs before every hosting deployment, from firebase.json", () => {
    expect(committedHosting().predeploy).toEqual(['npx tsx "$PROJECT_DIR/scripts/deploy.ts" --check'])
  })
})
