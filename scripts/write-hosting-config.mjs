/**
 * Writes firebase.json's `hosting` block (caching, security headers, Content-Security-Policy) for
 * the deployment's settings in .env.production. Run it after changing those settings; a unit test
 * fails while the committed firebase.json differs from what this writes. Other blocks stay as they
 * are. `npm run deploy` writes it too, before every deployment.
 */
import { createRequire } from "node:module"

const require = createRequire(import.meta.url)
const { deploymentEnv } = require("../hosting/hosting-config.js")
const { writeHostingBlock } = require("../hosting/deployment.js")

const file = "firebase.json"
writeHostingBlock(file, deploymentEnv())
console.log(`${file}: hosting block written`)
