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
import { checkDeployment, checkFunctionsDeployment, deploy, DeployRefused, type RunStep } from "../hosting/deployment"
import type { Env } from "../hosting/hosting-config"
import { FUNCTIONS_REGION } from "../contract/firebase-settings"
import { LOCAL_API_KEY, LOCAL_PROJECT_ID } from "../scripts/local-backend/site-env"

const PRODUCTION = [
  "GATSBY_FIREBASE_API_KEY=AIzaSyExampleExampleExampleExample00",
  "GATSBY_FIREBASE_PROJECT_ID=coach-site-live",
  "GATSBY_FIREBASE_APP_ID=1:123:web:abc",
  "GATSBY_FIREBASE_STORAGE_BUCKET=coach-site-live.appspot.com",
  "GATSBY_RECAPTCHA_SITE_KEY=6LcExampleExampleExampleExampleExample00",
].join("\n")

/** The functions' parameters of a finished project: the build hook's address. */
const FUNCTIONS_ENV = "BUILD_HOOK_URL=https://api.github.com/repos/coach/site/dispatches\n"

/** The content files a deployment reads, as the repository ships them (the demo coach's). */
const CONTENT_TEXT_FILES = ["site.json", "testimonials.yaml", "contact.yaml", "about.yaml"]

/** Writes the repository's content files into `dir`, then applies `edit` to each file's text. */
const writeContent = (dir: string, edit: (file: string, text: string) => string = (_file, text) => text): void => {
  mkdirSync(join(dir, "content"), { recursive: true })
  for (const file of CONTENT_TEXT_FILES) writeFileSync(join(dir, "content", file), edit(file, readFileSync(join("content", file), "utf8")))
}

/** A real coach's replacements for every piece of demo content the deployment looks for. */
const OWN_CONTENT: Array<[RegExp, string]> = [
  [/Eleanor Whitcombe/g, "Margaret Ashby"],
  [/Whitcombe Leadership Ltd/g, "Ashby Coaching Ltd"],
  [/hello@eleanorwhitcombe\.co\.uk/g, "margaret@ashbycoaching.co.uk"],
  [/https:\/\/www\.eleanorwhitcombe\.co\.uk/g, "https://www.ashbycoaching.co.uk"],
  [/eleanor-whitcombe-coach/g, "margaret-ashby"],
  [/eleanorwhitcombe\.coach/g, "ashbycoaching"],
  [/Whitcombe/g, "Ashby"],
  [/Priya Raman/g, "Anna Clarke"],
  [/James Okafor/g, "David Mensah"],
  [/Sophie Lindqvist/g, "Ruth Evans"],
  [/Tom Ashworth/g, "Sam Patel"],
  [/020 7946 0321/g, "020 3868 2214"],
]
const ownContent = (_file: string, text: string): string => OWN_CONTENT.reduce((result, [demo, own]) => result.replace(demo, own), text)

/** The local backend's settings (scripts/local-backend/), as `npm run build:local` builds with them. */
const LOCAL_BACKEND: Env = {
  GATSBY_FIREBASE_API_KEY: LOCAL_API_KEY,
  GATSBY_FIREBASE_PROJECT_ID: LOCAL_PROJECT_ID,
  GATSBY_FIREBASE_APP_ID: "1:000000000000:web:0000000000000000000000",
  GATSBY_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9109",
  GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST: "127.0.0.1:5011",
  FIRESTORE_EMULATOR_HOST: "127.0.0.1:8091",
}

let root: string
/** Each outside command asked for, with firebase.json's hosting block as it stood then. */
let steps: Array<{ step: string; args: string[]; env: Env; hosting: unknown }>

/** What Gatsby would inline in the app's script from the variables it was given. */
const inlined = (env: Env): string =>
  `const firebase=${JSON.stringify(Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith("GATSBY_FIREBASE_"))))};`

/** Stands in for `gatsby build` (writes public/ from its env) and `firebase deploy` (records only). */
const standIn =
  (build: (env: Env) => string = inlined): RunStep =>
  (step, _command, args, { env }) => {
    steps.push({ step, args, env, hosting: hostingIn(root) })
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
  writeContent(root, ownContent)
  mkdirSync(join(root, "functions"))
  writeFileSync(join(root, "functions", ".env"), FUNCTIONS_ENV)
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
    expect(problems).toMatch(`${LOCAL_PROJECT_ID}, a demo project`)
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
    expect(deployment.args.slice(1)).toEqual(["deploy", "--project", "coach-site-live", "--only", "hosting,functions,firestore,storage", "--non-interactive"])
    const hosting = deployment.hosting as { headers: Array<{ headers: Array<{ key: string; value: string }> }> }
    const csp = hosting.headers[0].headers.find((h) => h.key === "Content-Security-Policy")?.value
    expect(csp).toContain(`https://${FUNCTIONS_REGION}-coach-site-live.cloudfunctions.net`)
  })

  it("writes firebase.json for the deployment alone: afterwards it is the committed file again, whether or not the deployment went through", () => {
    writeFileSync(join(root, ".env.production"), PRODUCTION)
    const committed = readFileSync("firebase.json", "utf8")
    deploy({ root, shellEnv: {}, run: standIn() })
    expect(steps[1].hosting).not.toEqual(committedHosting())
    expect(readFileSync(join(root, "firebase.json"), "utf8")).toBe(committed)
    const failing: RunStep = (step, command, args, options) => (standIn()(step, command, args, options), step === "deploy" ? 1 : 0)
    expect(() => deploy({ root, shellEnv: {}, run: failing })).toThrow(/firebase deploy failed/)
    expect(readFileSync(join(root, "firebase.json"), "utf8")).toBe(committed)
  })

  it("refuses a build that names a local backend or its demo project, and does not deploy it", () => {
    writeFileSync(join(root, ".env.production"), PRODUCTION)
    // As if the build had still picked up the local backend (a stale file, a variable from elsewhere).
    const stale = standIn((env) => `${inlined(env)}const auth="http://127.0.0.1:9109";const p="${LOCAL_PROJECT_ID}";`)
    const problems = refusal(() => deploy({ root, shellEnv: {}, run: stale })).join("\n")
    expect(problems).toMatch(/app-0123456789abcdef0123\.js names 127\.0\.0\.1:9109: the build was made for a local backend/)
    expect(problems).toMatch(`carries "${LOCAL_PROJECT_ID}"`)
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
  it("refuses the committed demo firebase.json with production settings, and passes while npm run deploy has written it for them", () => {
    writeFileSync(join(root, ".env.production"), PRODUCTION)
    // What the predeploy step sees while `firebase deploy` runs inside npm run deploy.
    const checked: Array<string | string[]> = []
    const checking: RunStep = (step, command, args, options) => {
      const status = standIn()(step, command, args, options)
      if (step === "deploy") {
        checked.push(checkDeployment({ root }).GATSBY_FIREBASE_PROJECT_ID ?? "")
        // Built for one project, deployed to another: refused.
        checked.push(refusal(() => checkDeployment({ root, targetProject: "coach-site-staging" })))
      }
      return status
    }
    deploy({ root, shellEnv: {}, run: checking })
    expect(checked[0]).toBe("coach-site-live")
    expect((checked[1] as string[]).join("\n")).toMatch(/goes to coach-site-staging/)
    // Afterwards the checkout's firebase.json is demo mode's again: a bare `firebase deploy` is refused.
    expect(refusal(() => checkDeployment({ root })).join("\n")).toMatch(/hosting block was not written for \.env\.production/)
  })

  it("runs before every hosting deployment, from firebase.json", () => {
    expect(committedHosting().predeploy).toEqual(['npx tsx "$PROJECT_DIR/scripts/deploy.ts" --check'])
  })
})

describe("a half-finished live site is refused, one line each naming what to set", () => {
  /** The refusal's lines, once nothing was built or deployed. */
  const refusedLines = (args: string[] = []): string[] => {
    const problems = refusal(() => deploy({ root, shellEnv: {}, args, run: standIn() }))
    expect(steps).toEqual([])
    return problems
  }
  const withProduction = (...lines: string[]) => writeFileSync(join(root, ".env.production"), [PRODUCTION, ...lines].join("\n"))

  it("refuses a missing App Check site key: the functions enforce App Check", () => {
    writeFileSync(join(root, ".env.production"), PRODUCTION.replace(/^GATSBY_RECAPTCHA_SITE_KEY=.*$/m, ""))
    expect(refusedLines()).toEqual([expect.stringMatching(/^\.env\.production lacks GATSBY_RECAPTCHA_SITE_KEY, App Check's reCAPTCHA site key: .*every enquiry and every studio call would be refused$/)])
  })

  it("refuses a missing storage bucket and a functions region other than the functions'", () => {
    writeFileSync(join(root, ".env.production"), PRODUCTION.replace(/^GATSBY_FIREBASE_STORAGE_BUCKET=.*$/m, "GATSBY_FIREBASE_FUNCTIONS_REGION=us-central1"))
    expect(refusedLines()).toEqual([
      expect.stringMatching(/^\.env\.production lacks GATSBY_FIREBASE_STORAGE_BUCKET: the studio uploads its photos there/),
      `GATSBY_FIREBASE_FUNCTIONS_REGION is us-central1, but the functions are deployed to ${FUNCTIONS_REGION}: set it to ${FUNCTIONS_REGION} or leave it out`,
    ])
  })

  it("refuses the demo content, naming each piece still in place, until each is replaced", () => {
    withProduction()
    writeContent(root)
    const lines = refusedLines()
    for (const field of ["name", "company", "email", "siteUrl", "social.linkedin", "social.instagram"]) {
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^content/site\\.json: ${field.replace(".", "\\.")} is still the demo coach's \\(`)))
    }
    expect(lines).toContainEqual(expect.stringMatching(/^content\/site\.json: email is still the demo coach's \(hello@eleanorwhitcombe\.co\.uk\): .*the functions send every enquiry to it$/))
    for (const [index, person] of ["Priya Raman", "James Okafor", "Sophie Lindqvist", "Tom Ashworth"].entries()) {
      expect(lines).toContainEqual(`content/testimonials.yaml: items[${index}] is an invented testimonial (${person}): replace it with a real client's words, used with their written permission`)
    }
    expect(lines).toContainEqual(expect.stringMatching(/^content\/contact\.yaml: details\.phone is the demo number/))
    expect(lines).toContainEqual(expect.stringMatching(/^content\/about\.yaml: still names the demo coach \(Whitcombe\)/))

    // One testimonial left invented, everything else replaced: that one line alone.
    writeContent(root, (file, text) => ownContent(file, text).replace("Ruth Evans", "Sophie Lindqvist"))
    expect(refusedLines()).toEqual([expect.stringMatching(/^content\/testimonials\.yaml: items\[2\] is an invented testimonial \(Sophie Lindqvist\)/)])

    // The site's address set in .env.production stands in for site.json's, as it does in the build.
    writeContent(root, (file, text) => (file === "site.json" ? ownContent(file, text).replace("https://www.ashbycoaching.co.uk", "https://www.eleanorwhitcombe.co.uk") : ownContent(file, text)))
    expect(refusedLines()).toEqual([expect.stringMatching(/^content\/site\.json: siteUrl is still the demo coach's/)])
    withProduction("GATSBY_SITE_URL=https://www.ashbycoaching.co.uk")
    expect(deploy({ root, shellEnv: {}, run: standIn() })).toBe("coach-site-live")
  })

  it("never stops at a prompt, never touches the mail extension, and passes --force only when asked", () => {
    withProduction()
    const deployed = (args: string[]) => {
      steps = []
      deploy({ root, shellEnv: {}, args, run: standIn() })
      return steps.find((step) => step.step === "deploy")?.args.slice(4)
    }
    expect(deployed([])).toEqual(["--only", "hosting,functions,firestore,storage", "--non-interactive"])
    expect(deployed(["--force"])).toEqual(["--force", "--only", "hosting,functions,firestore,storage", "--non-interactive"])
    expect(deployed(["--only", "hosting"])).toEqual(["--only", "hosting", "--non-interactive"])
    expect(deployed(["--only", "hosting", "--non-interactive"])).toEqual(["--only", "hosting", "--non-interactive"])
    expect(refusal(() => deploy({ root, shellEnv: {}, args: ["--only", "hosting,extensions"], run: standIn() })).join("\n")).toMatch(/deployed on its own/)
  })

  it("refuses functions without the build hook's address, unless only hosting is deployed", () => {
    withProduction()
    rmSync(join(root, "functions", ".env"))
    expect(refusedLines()).toEqual([expect.stringMatching(/^neither functions\/\.env nor functions\/\.env\.coach-site-live sets BUILD_HOOK_URL: a publish in the studio would put nothing live/)])
    expect(refusedLines(["--only", "functions:studioPublishPost"])).toHaveLength(1)
    expect(deploy({ root, shellEnv: {}, args: ["--only", "hosting"], run: standIn() })).toBe("coach-site-live")
    // The project's own file is read too.
    writeFileSync(join(root, "functions", ".env.coach-site-live"), FUNCTIONS_ENV)
    steps = []
    expect(deploy({ root, shellEnv: {}, args: ["--only=hosting,functions"], run: standIn() })).toBe("coach-site-live")
  })

  it("refuses the build hook's token in the functions' uploaded settings, a local hook, and App Check turned off", () => {
    withProduction()
    writeFileSync(join(root, "functions", ".env"), "BUILD_HOOK_URL=http://127.0.0.1:5041/build\nBUILD_HOOK_TOKEN=abc\n")
    writeFileSync(join(root, "functions", ".env.coach-site-live"), "ENFORCE_APP_CHECK=false\n")
    expect(refusedLines()).toEqual([
      "functions/.env sets BUILD_HOOK_TOKEN, which would be uploaded with the code: remove the line and keep it a secret (firebase functions:secrets:set BUILD_HOOK_TOKEN)",
      "functions/.env: BUILD_HOOK_URL names a local address (http://127.0.0.1:5041/build)",
      "ENFORCE_APP_CHECK is false in the functions' settings: any script could then send enquiries and call the studio; remove the line",
    ])
  })

  it("the functions' predeploy step checks the same, so a bare `firebase deploy` of them is refused too", () => {
    withProduction()
    writeContent(root)
    rmSync(join(root, "functions", ".env"))
    const problems = refusal(() => checkFunctionsDeployment({ root, targetProject: "coach-site-live" }))
    expect(problems).toContainEqual(expect.stringMatching(/sets BUILD_HOOK_URL/))
    expect(problems).toContainEqual(expect.stringMatching(/^content\/site\.json: email is still the demo coach's/))
    expect(JSON.parse(readFileSync("firebase.json", "utf8")).functions[0].predeploy[0]).toBe('npx tsx "$PROJECT_DIR/scripts/deploy.ts" --check-functions')
  })
})
