/**
 * Finds secrets in files: private keys, service-account key files and access tokens. The public
 * Firebase web configuration (an "AIza..." API key, project and app IDs) is not one: it only names
 * the project to the browser, and the project's rules and App Check decide what it may do.
 */
import { readFileSync, statSync } from "node:fs"

const SECRETS: Array<[kind: string, pattern: RegExp]> = [
  ["private key", /-----BEGIN ((RSA|EC|DSA|OPENSSH|ENCRYPTED|PGP) )?PRIVATE KEY( BLOCK)?-----/],
  ["service-account key file", /"type"\s*:\s*"service_account"|"private_key"\s*:\s*"-----/],
  ["Google OAuth client secret", /GOCSPX-[\w-]{20,}/],
  ["Google access token", /\bya29\.[\w-]{30,}/],
  ["Google refresh token (also firebase login:ci)", /\b1\/\/0[\w-]{30,}/],
  ["GitHub token", /\b(gh[pousr]_[A-Za-z0-9]{36,}|github_pat_\w{60,})/],
  ["npm token", /\bnpm_[A-Za-z0-9]{36}\b/],
  ["AWS access key", /\b(AKIA|ASIA)[0-9A-Z]{16}\b/],
  ["Slack token", /\bxox[abposr]-[A-Za-z0-9-]{10,}/],
  ["Stripe live key", /\b[sr]k_live_[0-9a-zA-Z]{20,}/],
  ["SendGrid key", /\bSG\.[\w-]{22}\.[\w-]{43}\b/],
]

/** The kinds of secret the scan knows, each with its own pattern. */
export const SECRET_KINDS: readonly string[] = SECRETS.map(([kind]) => kind)

/** Files larger than this are images or archives, not where a key is pasted. */
const MAX_BYTES = 5 * 1024 * 1024

export interface SecretFind {
  file: string
  kind: string
}

/** Every secret found in the given text, by kind. */
export const secretsIn = (text: string): string[] => SECRETS.filter(([, pattern]) => pattern.test(text)).map(([kind]) => kind)

/** Every secret found in the given files. */
export const scanFiles = (files: string[]): SecretFind[] =>
  files
    .filter((file) => statSync(file).size <= MAX_BYTES)
    .flatMap((file) => secretsIn(readFileSync(file, "latin1")).map((kind) => ({ file, kind })))
