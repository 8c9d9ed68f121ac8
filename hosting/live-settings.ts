/**
 * What the settings of a live deployment must say, checked before anything is built: the site's
 * (.env.production) and the Cloud Functions' (functions/.env and functions/.env.<project id>, the
 * files the Firebase CLI uploads as their parameters). Each problem is one line naming what to set.
 * Everything here is read from files, so it is checked offline; what only the Firebase project
 * knows (the BUILD_HOOK_TOKEN secret's value, the extensions, the TTL policies) is in
 * docs/deploying.md's checks after deploying.
 */
import { existsSync, readFileSync } from "node:fs"
import path from "node:path"
import { parseEnv } from "node:util"
import { FUNCTIONS_REGION } from "../contract/firebase-settings"
import type { Env } from "./hosting-config"

export const ENV_FILE = ".env.production"

/** What a Firebase project needs in the browser; without these the build is the demo site. */
const REQUIRED = ["GATSBY_FIREBASE_API_KEY", "GATSBY_FIREBASE_PROJECT_ID", "GATSBY_FIREBASE_APP_ID"]

/** A loopback or unspecified address with a port: an emulator or a local server, never the live site's. */
export const LOCAL_ADDRESS = /\b(?:127\.\d+\.\d+\.\d+|localhost|0\.0\.0\.0|\[::1?\]):\d+/

/** Problems with the deployment's settings (the variables of .env.production). */
export const settingsProblems = (env: Env): string[] => {
  const problems: string[] = []
  const missing = REQUIRED.filter((name) => !env[name])
  if (missing.length > 0) problems.push(`${ENV_FILE} lacks ${missing.join(", ")}: without them the site is built in demo mode (no enquiries, no studio)`)
  const project = env.GATSBY_FIREBASE_PROJECT_ID ?? ""
  if (project.startsWith("demo-")) problems.push(`GATSBY_FIREBASE_PROJECT_ID is ${project}, a demo project that exists only in the local emulators`)
  for (const [name, value] of Object.entries(env)) {
    if (/_EMULATOR_HOST$/.test(name) && value) problems.push(`${name} points the site at a local backend (${value})`)
    else if (LOCAL_ADDRESS.test(value ?? "")) problems.push(`${name} names a local address (${value})`)
  }
  if (!env.GATSBY_RECAPTCHA_SITE_KEY) {
    problems.push(
      `${ENV_FILE} lacks GATSBY_RECAPTCHA_SITE_KEY, App Check's reCAPTCHA site key: the functions enforce App Check, so every enquiry and every studio call would be refused`,
    )
  }
  if (!env.GATSBY_FIREBASE_STORAGE_BUCKET) {
    problems.push(`${ENV_FILE} lacks GATSBY_FIREBASE_STORAGE_BUCKET: the studio uploads its photos there and the build takes published photos only from it`)
  }
  const region = env.GATSBY_FIREBASE_FUNCTIONS_REGION
  if (region && region !== FUNCTIONS_REGION) {
    problems.push(`GATSBY_FIREBASE_FUNCTIONS_REGION is ${region}, but the functions are deployed to ${FUNCTIONS_REGION}: set it to ${FUNCTIONS_REGION} or leave it out`)
  }
  return problems
}

/** The targets a `firebase deploy` option list's `--only` names (`functions:name` as functions), or null without one. */
export const onlyTargets = (args: string[]): string[] | null => {
  const index = args.findIndex((arg) => arg === "--only" || arg.startsWith("--only="))
  if (index === -1) return null
  const only = args[index].startsWith("--only=") ? args[index].slice("--only=".length) : (args[index + 1] ?? "")
  return only.split(",").map((target) => target.trim().split(":")[0]).filter(Boolean)
}

/** Whether `firebase deploy` with these options deploys the functions (everything does, unless --only leaves them out). */
export const deploysFunctions = (args: string[]): boolean => onlyTargets(args)?.includes("functions") ?? true

/** The functions' parameter files for a project, as the Firebase CLI reads them (the project's own file wins). */
const functionsEnvFiles = (project: string): string[] => ["functions/.env", `functions/.env.${project}`]

/** Problems with the functions' parameters for `project`, read from `root`'s functions/.env files. */
export const functionsSettingsProblems = (root: string, project: string): string[] => {
  const problems: string[] = []
  const params: Env = {}
  for (const file of functionsEnvFiles(project)) {
    const absolute = path.join(root, file)
    if (!existsSync(absolute)) continue
    const values = parseEnv(readFileSync(absolute, "utf8"))
    Object.assign(params, values)
    if ("BUILD_HOOK_TOKEN" in values) {
      problems.push(`${file} sets BUILD_HOOK_TOKEN, which would be uploaded with the code: remove the line and keep it a secret (firebase functions:secrets:set BUILD_HOOK_TOKEN)`)
    }
    for (const [name, value] of Object.entries(values)) {
      if (LOCAL_ADDRESS.test(value ?? "")) problems.push(`${file}: ${name} names a local address (${value})`)
    }
  }
  const [general, own] = functionsEnvFiles(project)
  if (!params.BUILD_HOOK_URL) {
    problems.push(`neither ${general} nor ${own} sets BUILD_HOOK_URL: a publish in the studio would put nothing live until the next deployment; set it to the build hook's address`)
  }
  if (params.ENFORCE_APP_CHECK !== undefined && params.ENFORCE_APP_CHECK.trim().toLowerCase() !== "true") {
    problems.push(`ENFORCE_APP_CHECK is ${params.ENFORCE_APP_CHECK} in the functions' settings: any script could then send enquiries and call the studio; remove the line`)
  }
  return problems
}
