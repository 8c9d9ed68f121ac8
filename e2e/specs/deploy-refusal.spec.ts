/**
 * The build the browser tests run against is made for the local backend (npm run build:local), so
 * it is the very build a deployment must refuse: the deploy check (hosting/deployment.ts) is run on
 * it with a real project's settings, and names what gives it away.
 */
import { buildProblems } from "../../hosting/deployment"
import { expect, test } from "../support/fixtures"

const PRODUCTION = {
  GATSBY_FIREBASE_API_KEY: "AIzaSyExampleExampleExampleExample00",
  GATSBY_FIREBASE_PROJECT_ID: "coach-site-live",
  GATSBY_FIREBASE_APP_ID: "1:123:web:abc",
}

test("a build made for the local backend is refused for deployment, naming its emulator addresses and demo project", () => {
  const problems = buildProblems("public", PRODUCTION).join("\n")
  expect(problems).toMatch(/public\/app-[0-9a-f]{20}\.js names 127\.0\.0\.1:\d+: the build was made for a local backend/)
  expect(problems).toMatch(/carries "demo-[a-z-]+": the build was made for the local backend's demo project/)
  expect(problems).toMatch(/no script in public\/ names the project coach-site-live/)
})
