/** The built site holds no secret: every file in public/ is scanned, source maps included. */
import { readdirSync, statSync } from "node:fs"
import { join } from "node:path"
import { scanFiles } from "../../test-support/secret-scan"
import { expect, test } from "../support/fixtures"

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })

test("no private key, service-account key or token is in the built site", () => {
  const files = walk("public")
  expect(files.length).toBeGreaterThan(50)
  expect(scanFiles(files)).toEqual([])
})
