/**
 * `npm run deploy [-- firebase deploy options]`: builds the site from .env.production, writes
 * firebase.json's hosting block from it and deploys to the project it names, refusing a build or a
 * firebase.json made for the local backend or demo mode (hosting/deployment.ts says what is checked).
 * `--check` only checks what is in public/ and firebase.json now: firebase.json's hosting predeploy
 * step, so that a bare `firebase deploy` is refused too.
 */
import { checkDeployment, deploy, DeployRefused } from "../hosting/deployment"

const args = process.argv.slice(2)
try {
  if (args.includes("--check")) {
    // Firebase's predeploy steps run in the project folder and are told the target project.
    checkDeployment({ root: process.env.PROJECT_DIR || process.cwd(), targetProject: process.env.GCLOUD_PROJECT })
    console.log("The build and firebase.json are made for .env.production's project.")
  } else {
    console.log(`Deployed to ${deploy({ args })}.`)
  }
} catch (error) {
  console.error(error instanceof DeployRefused ? error.message : `Not deployed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
