/**
 * @jest-environment node
 */
import { execFile } from "node:child_process"
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { promisify } from "node:util"
import { APP_SCRIPTS_LOADER_HASH, deploymentHostingConfig, hostingConfig, type HostingConfig } from "../hosting/hosting-config"
import { typeScriptNode } from "../tooling/typescript-node"
import { directive } from "../test-support/csp-directive"
import { LOCAL_PROJECT_ID } from "../scripts/local-backend/site-env"
import { FUNCTIONS_REGION } from "../contract/firebase-settings"

const committed = (): HostingConfig => JSON.parse(readFileSync("firebase.json", "utf8")).hosting

const csp = (config: HostingConfig, rule = 0): string => {
  const value = config.headers[rule].headers.find((h) => h.key === "Content-Security-Policy")?.value
  if (!value) throw new Error(`rule ${rule} sets no Content-Security-Policy`)
  return value
}

const PROJECT = {
  GATSBY_FIREBASE_API_KEY: "AIzaSyExampleExampleExampleExample00",
  GATSBY_FIREBASE_PROJECT_ID: "coach-site",
  GATSBY_FIREBASE_APP_ID: "1:123:web:abc",
}

describe("firebase.json hosting block", () => {
  it("is what `npm run hosting:config` writes: demo mode's block, whatever .env.production the checkout has", async () => {
    expect(committed()).toEqual(deploymentHostingConfig({}))
    // A checkout with its production settings still writes (and so commits) the same block.
    const dir = mkdtempSync(join(tmpdir(), "hosting-config-"))
    try {
      copyFileSync("firebase.json", join(dir, "firebase.json"))
      writeFileSync(join(dir, ".env.production"), Object.entries(PROJECT).map(([name, value]) => `${name}=${value}`).join("\n"))
      await promisify(execFile)(process.execPath, typeScriptNode([join(__dirname, "..", "scripts", "write-hosting-config.ts")]), { cwd: dir, timeout: 60_000 })
      expect(JSON.parse(readFileSync(join(dir, "firebase.json"), "utf8")).hosting).toEqual(committed())
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("never allows a local address or plain http in the committed file", () => {
    const text = JSON.stringify(committed())
    expect(text).not.toMatch(/127\.0\.0\.1|localhost|http:\/\//)
  })

  it("refuses to write a deployment's block while the site points at a local backend", () => {
    expect(() => deploymentHostingConfig({ ...PROJECT, GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST: "127.0.0.1:5999" })).toThrow(
      /GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST/,
    )
    expect(() => deploymentHostingConfig({ ...PROJECT, GATSBY_FIREBASE_STORAGE_EMULATOR_HOST: "127.0.0.1:9199" })).toThrow(/GATSBY_FIREBASE_STORAGE_EMULATOR_HOST/)
  })
})

describe("the studio and the client's room", () => {
  const headersOf = (config: HostingConfig, path: string) =>
    config.headers.filter((rule) => ("regex" in rule ? new RegExp(rule.regex) : null)?.test(path)).flatMap((rule) => rule.headers)

  it.each(["/studio/", "/client/"])("%s is served with X-Robots-Tag: noindex, in the committed file and for any settings", (path) => {
    for (const config of [committed(), hostingConfig(PROJECT)]) {
      expect(headersOf(config, path)).toContainEqual({ key: "X-Robots-Tag", value: "noindex, nofollow" })
    }
  })

  it("marks only those two: the site's pages are there to be found", () => {
    const marked = committed().headers.filter((rule) => rule.headers.some((h) => h.key === "X-Robots-Tag"))
    expect(marked.map((rule) => ["/studio/", "/client/", "/contact/"].filter((path) => "regex" in rule && new RegExp(rule.regex).test(path)))).toEqual([["/studio/"], ["/client/"]])
  })

  it("gives the client's room the site's policy, without the studio's Storage or its second factor's reCAPTCHA", () => {
    const full = hostingConfig({ ...PROJECT, GATSBY_FIREBASE_STORAGE_BUCKET: "coach-site.appspot.com", GATSBY_FIREBASE_MEASUREMENT_ID: "G-TEST", GATSBY_RECAPTCHA_SITE_KEY: "key" })
    const room = full.headers.findIndex((r) => "regex" in r && new RegExp(r.regex).test("/client/"))
    expect(csp(full, room)).toBe(csp(full))
    expect(csp(full, room)).not.toMatch(/firebasestorage|recaptcha\/api\.js/)
  })
})

describe("Content-Security-Policy", () => {
  it("allows no eval, no inline script but the app-scripts loader (by its hash) and no wildcard host, on any page", () => {
    for (const env of [{}, { ...PROJECT, GATSBY_FIREBASE_MEASUREMENT_ID: "G-TEST", GATSBY_RECAPTCHA_SITE_KEY: "key" }]) {
      const config = hostingConfig(env)
      for (const rule of [0, config.headers.length - 1]) {
        const policy = csp(config, rule)
        expect(policy).not.toMatch(/unsafe-eval|\*/)
        expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'")
        // Gatsby's inline scripts became one external file (gatsby/build-steps/boot-script.ts), requested by the one
        // inline loader, the same text on every page: its hash is the only one (a story, an AMP page, has none).
        expect(policy.match(/'sha(256|384|512)-[^']*'/g) ?? []).toEqual(rule === 0 ? [APP_SCRIPTS_LOADER_HASH] : [])
      }
    }
  })

  it("without a Firebase project (demo mode) allows nothing beyond the site itself", () => {
    const policy = csp(hostingConfig({}))
    expect(directive(policy, "connect-src")).toEqual(["'self'"])
    expect(directive(policy, "script-src")).toEqual(["'self'", APP_SCRIPTS_LOADER_HASH])
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"])
  })

  it("with a project, allows its functions region, analytics and App Check only when they are set up", () => {
    const plain = csp(hostingConfig(PROJECT))
    expect(directive(plain, "connect-src")).toContain(`https://${FUNCTIONS_REGION}-coach-site.cloudfunctions.net`)
    // The newsletter form posts there without JavaScript.
    expect(directive(plain, "form-action")).toEqual(["'self'", `https://${FUNCTIONS_REGION}-coach-site.cloudfunctions.net`])
    expect(plain).not.toMatch(/google-analytics|recaptcha/)

    const full = csp(
      hostingConfig({ ...PROJECT, GATSBY_FIREBASE_FUNCTIONS_REGION: "europe-west1", GATSBY_FIREBASE_MEASUREMENT_ID: "G-TEST", GATSBY_RECAPTCHA_SITE_KEY: "key" }),
    )
    expect(directive(full, "connect-src")).toEqual(
      expect.arrayContaining(["https://europe-west1-coach-site.cloudfunctions.net", "https://content-firebaseappcheck.googleapis.com", "https://region1.google-analytics.com"]),
    )
    expect(directive(full, "script-src")).toEqual(expect.arrayContaining(["https://www.googletagmanager.com/gtag/js", "https://www.google.com/recaptcha/enterprise.js"]))
    expect(directive(full, "frame-src")).toContain("https://www.google.com/recaptcha/")
  })

  it("names only exact script paths on Google's shared hosts, whose other addresses would run any code", () => {
    const full = hostingConfig({ ...PROJECT, GATSBY_FIREBASE_MEASUREMENT_ID: "G-TEST", GATSBY_RECAPTCHA_SITE_KEY: "key" })
    const studio = full.headers.findIndex((r) => "regex" in r && new RegExp(r.regex).test("/studio/"))
    const google = (policy: string) => directive(policy, "script-src").filter((source) => /^https:\/\/[^/]*(google|gstatic|googletagmanager)\.com/.test(source))
    // App Check's reCAPTCHA Enterprise everywhere; the studio's SMS second factor adds Auth's v2 loader there alone.
    expect(google(csp(full))).toEqual(["https://www.google.com/recaptcha/enterprise.js", "https://www.gstatic.com/recaptcha/releases/", "https://www.googletagmanager.com/gtag/js"])
    expect(google(csp(full, studio))).toEqual([
      "https://www.google.com/recaptcha/enterprise.js",
      "https://www.gstatic.com/recaptcha/releases/",
      "https://www.googletagmanager.com/gtag/js",
      "https://www.google.com/recaptcha/api.js",
    ])
  })

  it("for a local backend adds exactly its emulator addresses and nothing else", () => {
    const local = { ...PROJECT, GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST: "127.0.0.1:5999", GATSBY_FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:5998" }
    const localConnect = directive(csp(hostingConfig(local)), "connect-src")
    expect(localConnect).toEqual(["'self'", "http://127.0.0.1:5999", "http://127.0.0.1:5998"])
    expect(directive(csp(hostingConfig(local)), "form-action")).toEqual(["'self'", "http://127.0.0.1:5999"])
    const withoutConnect = (config: HostingConfig): string => csp(config).replace(/(connect-src|form-action)[^;]*/g, "")
    expect(withoutConnect(hostingConfig(local))).toBe(withoutConnect(hostingConfig(PROJECT)))
  })

  it("lets only the studio reach Cloud Storage, to upload story photos and show them, when the project has a bucket", () => {
    const studioPolicy = (config: HostingConfig): string => {
      const rule = config.headers.findIndex((r) => "regex" in r && new RegExp(r.regex).test("/studio/"))
      expect(rule).toBeGreaterThan(0)
      return csp(config, rule)
    }
    const storage = "https://firebasestorage.googleapis.com"
    const withBucket = hostingConfig({ ...PROJECT, GATSBY_FIREBASE_STORAGE_BUCKET: "coach-site.appspot.com" })
    expect(directive(studioPolicy(withBucket), "connect-src")).toContain(storage)
    expect(directive(studioPolicy(withBucket), "img-src")).toContain(storage)
    // Every other page keeps the site's policy, without Storage.
    expect(csp(withBucket)).not.toContain(storage)
    expect(studioPolicy(withBucket).replace(/ https:\/\/firebasestorage\.googleapis\.com/g, "")).toBe(csp(withBucket))
    // No bucket, or demo mode: nothing to reach.
    expect(studioPolicy(hostingConfig(PROJECT))).not.toContain(storage)
    expect(studioPolicy(hostingConfig({ GATSBY_FIREBASE_STORAGE_BUCKET: "coach-site.appspot.com" }))).not.toContain(storage)
  })

  it("against a local backend, lets only the studio reach and show its Storage stand-in, instead of Cloud Storage", () => {
    const studioPolicy = (config: HostingConfig): string => csp(config, config.headers.findIndex((r) => "regex" in r && new RegExp(r.regex).test("/studio/")))
    const bucket = { ...PROJECT, GATSBY_FIREBASE_STORAGE_BUCKET: `${LOCAL_PROJECT_ID}.appspot.com` }
    const local = hostingConfig({ ...bucket, GATSBY_FIREBASE_STORAGE_EMULATOR_HOST: "127.0.0.1:9299" })
    for (const name of ["connect-src", "img-src"]) {
      expect(directive(studioPolicy(local), name)).toContain("http://127.0.0.1:9299")
      expect(directive(studioPolicy(local), name)).not.toContain("https://firebasestorage.googleapis.com")
      expect(directive(csp(local), name)).not.toContain("http://127.0.0.1:9299")
    }
    // Apart from Storage's origin, the studio's policy is the same as for the real bucket.
    expect(studioPolicy(local).replace(/http:\/\/127\.0\.0\.1:9299/g, "https://firebasestorage.googleapis.com")).toBe(studioPolicy(hostingConfig(bucket)))
  })

  it("lets only web stories load the AMP runtime and be framed by another site", () => {
    const config = hostingConfig({})
    const story = csp(config, config.headers.length - 1)
    expect(directive(story, "script-src")).toEqual(["https://cdn.ampproject.org/"])
    expect(directive(story, "frame-ancestors")).toEqual(["https:"])
    expect(csp(config)).not.toContain("ampproject")
  })
})
