/**
 * Writes firebase.json's `hosting` block (caching, security headers, Content-Security-Policy) for
 * the deployment's settings in .env.production. Run it after changing those settings; a unit test
 * fails while the committed firebase.json differs from what this writes. Other blocks stay as they
 * are. `npm run deploy` writes it too, before every deployment.
 */
import { writeHostingBlock } from "../hosting/deployment"
import { deploymentEnv } from "../hosting/hosting-config"

const file = "firebase.json"
writeHostingBlock(file, deploymentEnv())
console.log(`${file}: hosting block written`)
