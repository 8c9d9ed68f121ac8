/**
 * The coach's account, made once per run before the studio's tests (playwright.config.ts says why
 * not in each of them), with the project's own `npm run coach:add` script.
 */
import { test as setup } from "../support/fixtures"
import { addCoach } from "../support/studio-coach"

setup("the coach has an account with the coach claim", async () => {
  await addCoach()
})
