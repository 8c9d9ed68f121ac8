/**
 * @jest-environment node
 *
 * No secret is committed: every tracked file is scanned (the built site is scanned by the browser
 * suite, after the build).
 */
import { execFileSync } from "node:child_process"
import { existsSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { scanFiles, SECRET_KINDS, secretsIn } from "../test-support/secret-scan"

// Samples are put together here so that this file holds no secret itself.
const SAMPLES: Record<string, string> = {
  "private key": ["-----BEGIN", "PRIVATE KEY-----\nMIIEvQIBADANBg\n-----END PRIVATE KEY-----"].join(" "),
  "service-account key file": JSON.stringify({ type: ["service", "account"].join("_"), project_id: "demo", private_key_id: "abc" }),
  "GitHub token": `ghp_${"a1B2".repeat(9)}`,
  "Google refresh token (also firebase login:ci)": `1//0${"gXyZ".repeat(10)}`,
  "AWS access key": `AKIA${"ABCD2345".repeat(2)}`,
  "Google OAuth client secret": ["GOCSPX", "aB3d".repeat(7)].join("-"),
  "Google access token": ["ya29", "a0Af".repeat(9)].join("."),
  "npm token": ["npm", "aB3d".repeat(9)].join("_"),
  "Slack token": ["xoxb", "1234567890", "aBcD".repeat(4)].join("-"),
  "Stripe live key": ["sk", "live", "aB3d".repeat(6)].join("_"),
  "SendGrid key": ["SG", `${"aB3d".repeat(5)}xy`, `${"aB3d".repeat(10)}xyz`].join("."),
}

describe("secret scan", () => {
  it.each(Object.entries(SAMPLES))("finds a %s", (kind, sample) => {
    expect(secretsIn(`config = ${sample}\n`)).toContain(kind)
  })

  it("has a sample of every kind it looks for", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...SECRET_KINDS].sort())
  })

  it("does not count the public Firebase web configuration as a secret", () => {
    const webConfig = `apiKey: "AIza${"SyD3".repeat(8)}3", projectId: "coach-site", appId: "1:123456789:web:abcdef0123456789"`
    expect(secretsIn(webConfig)).toEqual([])
  })

  it("finds a key file dropped into a folder", () => {
    const dir = mkdtempSync(join(tmpdir(), "secrets-"))
    writeFileSync(join(dir, "key.json"), SAMPLES["service-account key file"])
    expect(scanFiles([join(dir, "key.json")])).toEqual([{ file: join(dir, "key.json"), kind: "service-account key file" }])
  })

  it("finds none in the tracked files", () => {
    const tracked = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" }).split("\0").filter((file) => file && existsSync(file))
    expect(tracked.length).toBeGreaterThan(50)
    expect(scanFiles(tracked)).toEqual([])
  })
})
