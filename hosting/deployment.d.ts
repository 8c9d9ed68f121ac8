/** Types of deployment.js (plain CommonJS, so Node scripts and firebase.json's predeploy step load it as it is). */
import type { Env } from "./hosting-config"

/** Runs one step's command ("build" or "deploy"); its exit status. */
export type RunStep = (step: "build" | "deploy", command: string, args: string[], options: { cwd: string; env: Env }) => number

export class DeployRefused extends Error {
  problems: string[]
}

export const ENV_FILE: string
export const settingsProblems: (env: Env) => string[]
export const buildProblems: (publicDir: string, env: Env) => string[]
export const firebaseJsonProblems: (file: string, env: Env) => string[]
export const buildEnv: (shellEnv: Env, env: Env) => Env
export const writeHostingBlock: (file: string, env: Env) => void
export const checkDeployment: (options?: { root?: string; targetProject?: string }) => Env
export const deploy: (options?: { root?: string; shellEnv?: Env; args?: string[]; run?: RunStep }) => string
