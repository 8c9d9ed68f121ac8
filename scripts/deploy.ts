/**
 * `npm run deploy [-- firebase deploy options]`: builds the site from .env.production, writes
 * firebase.json's hosting block from it and deploys to the project it names, refusing a build or a
 * firebase.json made for the local backend or demo mode (hosting/deployment.ts says what is checked).
 * `--check` only checks what is in public/ and firebase.json now: firebase.json's hosting predeploy
 * step, so that a bare `firebase deploy` is refused too; `--check-functions` is the functions'
 * predeploy step (their parameters, the settings and the demo content).
 */
import { checkDeployment, checkFunctionsDeployment, deploy, DeployRefused } from "../hosting/deployment"

const args = process.argv.slice(2)
try {
  // Firebase's predeploy steps run in the project folder and are told the target project.
  const predeploy = { root: process.env.PROJECT_DIR || process.cwd(), targetProject: process.env.GCLOUD_PROJECT }
  if (args.includes("--check")) {
    checkDeployment(predeploy)
    console.log("The build and firebase.json are made for .env.production's project.")
  } else if (args.includes("--check-functions")) {
    checkFunctionsDeployment(predeploy)
    console.log("The functions' settings are complete for .env.production's project.")
  } else {
    console.log(`Deployed to ${deploy({ args })}.`)
  }
} catch (error) {
  console.error(error instanceof DeployRefused ? error.message : `Not deployed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
