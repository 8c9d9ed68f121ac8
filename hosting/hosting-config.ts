/**
 * Firebase Hosting's `hosting` block (caching and security headers), made in this one place.
 *
 * The Content-Security-Policy lists exactly the origins the browser code calls, and those depend on
 * the same build-time variables the browser code reads (GATSBY_FIREBASE_*): the project and region
 * name the Cloud Functions host, a measurement ID turns analytics on, a reCAPTCHA key App Check, and
 * the *_EMULATOR_HOST variables point the site at a local backend on 127.0.0.1. So the policy is
 * computed from those variables: `npm run hosting:config` writes firebase.json for the deployment's
 * settings (it refuses emulator variables, so the committed file never allows a local address), and
 * the browser tests serve the build with the same block computed for their local backend.
 */
import { createHash } from "node:crypto"
import { existsSync, readFileSync } from "node:fs"
import { parseEnv } from "node:util"
// The studio's address is named once, with the site's other routes.
import { FUNCTIONS_REGION } from "../contract/firebase-settings"
import { CLIENT_PAGE_PATTERN, STORY_PAGE_PATTERN, STUDIO_PAGE_PATTERN } from "../contract/routes"
import { APP_SCRIPTS_LOADER } from "../src/head/gatsby-boot-scripts"

/** Build-time variables by name (a process's environment, or a dotenv file's). */
export type Env = Record<string, string | undefined>

export interface HostingHeader {
  key: string
  value: string
}

export type HostingHeaderRule = { headers: HostingHeader[] } & ({ source: string } | { regex: string })

export interface HostingConfig {
  public: string
  trailingSlash: boolean
  ignore: string[]
  headers: HostingHeaderRule[]
  /** Commands Firebase runs before deploying hosting (the deployment's block only). */
  predeploy?: string[]
}

interface Sources {
  script: string[]
  connect: string[]
  img: string[]
  frame: string[]
  form: string[]
}

const AMP_CDN = "https://cdn.ampproject.org"

export const NO_CACHE = "public, max-age=0, must-revalidate"
export const IMMUTABLE = "public, max-age=31536000, immutable"


/** The only scripts the site loads from Google's shared hosts (a path without a trailing slash matches exactly). */
const GTAG_SCRIPT = "https://www.googletagmanager.com/gtag/js"
/** reCAPTCHA Enterprise's loader, which App Check's ReCaptchaEnterpriseProvider adds to every page that calls the functions. */
export const RECAPTCHA_LOADER = "https://www.google.com/recaptcha/enterprise.js"
/** reCAPTCHA's v2 loader, which Firebase Auth's RecaptchaVerifier adds before it texts the studio's second-factor code. */
const AUTH_RECAPTCHA_LOADER = "https://www.google.com/recaptcha/api.js"

/** Cloud Storage's API: the studio uploads story photos to it and shows them back from it. */
const STORAGE_API = "https://firebasestorage.googleapis.com"

/** Webpack's output (app-<hash>.js, styles.<hash>.css ...) and the boot script (gatsby-boot-<hash>.js). */
const HASHED_ASSETS = "**/*[-.]+([0-9a-f]).@(js|css)"

/** Features the site never uses; the share sheet of stories (web-share) and fullscreen stay allowed. */
const PERMISSIONS = [
  "accelerometer=()",
  "autoplay=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
  "browsing-topics=()",
].join(", ")

const unique = (list: string[]): string[] => [...new Set(list)]

/** The origins the browser code talks to, by directive, for the given GATSBY_* variables. */
const firebaseSources = (env: Env): Sources => {
  const sources: Sources = { script: [], connect: [], img: [], frame: [], form: [] }
  const on = env.GATSBY_FIREBASE_API_KEY && env.GATSBY_FIREBASE_PROJECT_ID && env.GATSBY_FIREBASE_APP_ID
  // Demo mode: the site loads no Firebase code and calls nothing.
  if (!on) return sources
  const project = env.GATSBY_FIREBASE_PROJECT_ID
  const region = env.GATSBY_FIREBASE_FUNCTIONS_REGION || FUNCTIONS_REGION
  const functionsEmulator = env.GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST
  const authEmulator = env.GATSBY_FIREBASE_AUTH_EMULATOR_HOST

  // The enquiry form's callable (submitEnquiry), and the newsletter form, which without JavaScript
  // posts to its function there (contract/newsletter-form.ts).
  const functionsOrigin = functionsEmulator ? `http://${functionsEmulator}` : `https://${region}-${project}.cloudfunctions.net`
  sources.connect.push(functionsOrigin)
  sources.form.push(functionsOrigin)
  // Firebase Auth, which the callable client asks for a token.
  if (authEmulator) sources.connect.push(`http://${authEmulator}`)
  else sources.connect.push("https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com")
  // App Check with reCAPTCHA Enterprise (skipped by the client against a local backend). www.google.com and
  // www.gstatic.com serve JSONP endpoints and old script libraries that defeat a policy naming the
  // whole host, so scripts are allowed from the loader's exact path and the folder of its releases.
  if (env.GATSBY_RECAPTCHA_SITE_KEY && !functionsEmulator) {
    sources.script.push(RECAPTCHA_LOADER, "https://www.gstatic.com/recaptcha/releases/")
    sources.frame.push("https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/")
    sources.connect.push("https://content-firebaseappcheck.googleapis.com")
  }
  // Analytics: Firebase's installation and config services, gtag.js and where it sends hits.
  if (env.GATSBY_FIREBASE_MEASUREMENT_ID) {
    // gtag.js only: the rest of googletagmanager.com serves any container's code, which would run here.
    sources.script.push(GTAG_SCRIPT)
    sources.connect.push(
      "https://firebase.googleapis.com",
      "https://firebaseinstallations.googleapis.com",
      "https://www.googletagmanager.com",
      "https://www.google-analytics.com",
      "https://region1.google-analytics.com",
      "https://region1.analytics.google.com",
    )
    sources.img.push("https://www.google-analytics.com", "https://www.googletagmanager.com")
  }
  return sources
}

/** The policy's source for the one inline script the pages carry. */
export const APP_SCRIPTS_LOADER_HASH = `'sha256-${createHash("sha256").update(APP_SCRIPTS_LOADER).digest("base64")}'`

const policy = (directives: Record<string, string[]>): string =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...unique(values)].join(" "))
    .join("; ")

/** Every page but the stories: the site's own files, and the Firebase services it is set up for. */
const sitePolicy = (env: Env, extra: Pick<Sources, "connect" | "img"> & Partial<Pick<Sources, "script">> = { connect: [], img: [] }): string => {
  const firebase = firebaseSources(env)
  return policy({
    "default-src": ["'self'"],
    // One inline script, by its hash: the loader that requests Gatsby's boot file and the app's
    // scripts after the first paint, the same text on every page (src/head/gatsby-boot-scripts.ts).
    // Gatsby's own inline scripts are in that external boot file, so no other inline script runs.
    "script-src": ["'self'", APP_SCRIPTS_LOADER_HASH, ...firebase.script, ...(extra.script ?? [])],
    // 'unsafe-inline' for styles, because two things put styles in the page that no hash can
    // follow: styled-components inserts its rules at run time, and Gatsby inlines the global CSS of
    // each build. Styles cannot run code.
    "style-src": ["'self'", "'unsafe-inline'"],
    // data: for the favicon, which each page carries in its icon link (src/head/inline-favicon.tsx).
    "img-src": ["'self'", "data:", ...firebase.img, ...extra.img],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...firebase.connect, ...extra.connect],
    "frame-src": firebase.frame.length > 0 ? firebase.frame : ["'none'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", ...firebase.form],
    "frame-ancestors": ["'none'"],
  })
}

/**
 * The studio: the site's policy plus Cloud Storage, where story photos are uploaded and previewed
 * from (against a local backend, its Storage stand-in instead, which the download addresses then
 * name). Only with a project that has a bucket; no other page may reach Storage.
 */
const studioPolicy = (env: Env): string => {
  const emulator = env.GATSBY_FIREBASE_STORAGE_EMULATOR_HOST
  const storage = firebaseSources(env).connect.length > 0 && env.GATSBY_FIREBASE_STORAGE_BUCKET ? [emulator ? `http://${emulator}` : STORAGE_API] : []
  // Auth's SMS second factor, in the studio alone, loads reCAPTCHA's v2 script beside App Check's Enterprise one.
  const smsRecaptcha = firebaseSources(env).script.includes(RECAPTCHA_LOADER) ? [AUTH_RECAPTCHA_LOADER] : []
  return sitePolicy(env, { connect: storage, img: storage, script: smsRecaptcha })
}

/**
 * The client's room: the site's policy and no more (no Storage, no SMS reCAPTCHA), stated for its
 * page so that nothing the studio is allowed reaches it. The site's own analytics hosts stay: a
 * link from the room to a public page keeps this document, and so this policy, and the page
 * counts visits when its visitor agreed; the room itself loads and counts nothing.
 */
const clientRoomPolicy = (env: Env): string => sitePolicy(env)

/** A web story: an AMP document, which loads only the AMP runtime and the story's own images. */
const storyPolicy = (): string =>
  policy({
    "default-src": ["'none'"],
    "script-src": [`${AMP_CDN}/`],
    // AMP requires its boilerplate and the story's CSS inline (<style amp-boilerplate>, <style
    // amp-custom>), and the runtime inserts its own <style amp-runtime> and element styles.
    "style-src": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    // The runtime fetches its extensions' data and its own later versions from the CDN.
    "connect-src": ["'self'", `${AMP_CDN}/`],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'none'"],
    // A story player on another site may show the story in a frame (https only).
    "frame-ancestors": ["https:"],
  })

const header = (key: string, value: string): HostingHeader => ({ key, value })

const securityHeaders = (csp: string): HostingHeader[] => [
  header("Content-Security-Policy", csp),
  header("Strict-Transport-Security", "max-age=63072000; includeSubDomains"),
  header("X-Content-Type-Options", "nosniff"),
  header("Referrer-Policy", "strict-origin-when-cross-origin"),
  header("Permissions-Policy", PERMISSIONS),
  header("Cross-Origin-Opener-Policy", "same-origin"),
]

/**
 * The hosting block. Firebase Hosting applies every rule whose pattern matches and a later rule's
 * header replaces an earlier one's, so the order is: defaults for everything (no caching, the site's
 * policy), then the long-lived caching of hashed files, then the studio's, the client room's and the stories' own policies.
 */
export const hostingConfig = (env: Env = {}): HostingConfig => ({
  public: "public",
  trailingSlash: true,
  ignore: ["firebase.json", "**/.*"],
  headers: [
    // HTML, page-data/**, app-data.json and files copied unhashed from static/ must be checked
    // again on every visit, so that a new build is live at once.
    { source: "**", headers: [header("Cache-Control", NO_CACHE), ...securityHeaders(sitePolicy(env))] },
    { source: "static/**", headers: [header("Cache-Control", IMMUTABLE)] },
    { source: HASHED_ASSETS, headers: [header("Cache-Control", IMMUTABLE)] },
    // The studio is the coach's alone: kept out of search results, whoever links to it.
    { regex: STUDIO_PAGE_PATTERN, headers: [header("Content-Security-Policy", studioPolicy(env)), header("X-Robots-Tag", "noindex, nofollow")] },
    // The client's room is theirs alone, as the studio is hers.
    { regex: CLIENT_PAGE_PATTERN, headers: [header("Content-Security-Policy", clientRoomPolicy(env)), header("X-Robots-Tag", "noindex, nofollow")] },
    { regex: STORY_PAGE_PATTERN, headers: [header("Content-Security-Policy", storyPolicy())] },
  ],
})

/** The variables that point the site at a local backend; never part of a deployment. */
export const EMULATOR_VARIABLES: readonly string[] = [
  "GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST",
  "GATSBY_FIREBASE_AUTH_EMULATOR_HOST",
  "GATSBY_FIREBASE_STORAGE_EMULATOR_HOST",
]

/**
 * Firebase Hosting's predeploy step: refuses a deployment whose build or firebase.json was not made
 * for .env.production (hosting/deployment.ts), so that a bare `firebase deploy` is checked too.
 * Firebase runs it in the project folder, where npx finds tsx.
 */
const DEPLOY_CHECK = 'npx tsx "$PROJECT_DIR/scripts/deploy.ts" --check'

/** The hosting block for a deployment: refuses settings that would allow a local address. */
export const deploymentHostingConfig = (env: Env = {}): HostingConfig => {
  const local = EMULATOR_VARIABLES.filter((name) => env[name])
  if (local.length > 0) {
    throw new Error(`${local.join(", ")} point the site at a local backend; unset them to write the deployment's firebase.json`)
  }
  return { ...hostingConfig(env), predeploy: [DEPLOY_CHECK] }
}

/** The deployment's settings: .env.production, the file the production build reads them from. */
export const deploymentEnv = (file = ".env.production"): Env => (existsSync(file) ? parseEnv(readFileSync(file, "utf8")) : {})

