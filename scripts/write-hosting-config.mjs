/**
 * Writes firebase.json's `hosting` block (caching, security headers, Content-Security-Policy) for
 * the deployment's settings in .env.production. Run it after changing those settings; a unit test
 * fails while the committed firebase.json differs from what this writes. Other blocks stay as they are.
 */
import { readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
const { deploymentEnv, deploymentHostingConfig } = require("../hosting/hosting-config.js")

const file = "firebase.json"
const config = JSON.parse(readFileSync(file, "utf8"))
config.hosting = deploymentHostingConfig(deploymentEnv())
writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`)
console.log(`${file}: hosting block written`)
