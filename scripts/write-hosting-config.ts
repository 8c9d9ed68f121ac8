/**
 * Writes firebase.json's `hosting` block (caching, security headers, Content-Security-Policy) as the
 * repository keeps it: for no Firebase project (demo mode), whatever .env.production this checkout
 * has, so that every clone's `npm test` agrees with the committed file. Run it after changing
 * hosting/hosting-config.ts and commit the result; a unit test fails while the committed
 * firebase.json differs from what this writes. Other blocks stay as they are. `npm run deploy`
 * writes the block for .env.production's project for the deployment alone, and puts this one back.
 */
import { writeHostingBlock } from "../hosting/deployment"

const file = "firebase.json"
writeHostingBlock(file, {})
console.log(`${file}: hosting block written (the repository's, for no project; npm run deploy writes the deployment's)`)
