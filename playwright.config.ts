import { defineConfig, devices } from "@playwright/test"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./e2e/support/chromium"

/**
 * Browser tests run Debian's Chromium (the system package) against the production build,
 * served on 127.0.0.1 by e2e/support/global-setup.ts. The tests are in e2e/specs/, what they share
 * in e2e/support/, and what they share with the unit tests in test-support/. Projects run one after
 * another where tests would disturb each other: the site's tests first (some restart the Auth emulator, which forgets its
 * accounts), then the coach's account is made once (making it again would reset her password and
 * end her sessions in the studio tests running beside it), then the studio's tests, then the publish
 * test, which runs the site's build once more (through the local build hook) with the two cores to
 * itself. Alone: `npx playwright test --project studio` or `--project publish`, with the projects
 * they depend on: each run starts its own local backend, where the coach's account must be made.
 */
export default defineConfig({
  testDir: "e2e/specs",
  globalSetup: "./e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  projects: [
    { name: "site", testIgnore: /\/(publish|studio)[\w-]*\.spec\.ts$|\/coach\.setup\.ts$/ },
    { name: "coach", testMatch: /\/coach\.setup\.ts$/, dependencies: ["site"] },
    { name: "studio", testMatch: /\/studio[\w-]*\.spec\.ts$/, dependencies: ["coach"] },
    { name: "publish", testMatch: /\/publish[\w-]*\.spec\.ts$/, dependencies: ["studio"] },
  ],
  use: {
    ...devices["Desktop Chrome"],
    trace: "off",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
})
