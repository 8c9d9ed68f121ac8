import { defineConfig, devices } from "@playwright/test"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./e2e/chromium"

/**
 * Browser tests run Debian's Chromium (the system package) against the production build,
 * served on 127.0.0.1 by e2e/global-setup.ts. The publish test runs the site's build once more
 * (through the local build hook), so it is a project of its own that starts when every other test
 * is done: the build never competes with them for the two cores. Alone:
 * `npx playwright test --project publish --no-deps`.
 */
export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  projects: [
    { name: "site", testIgnore: /publish\.spec\.ts$/ },
    { name: "publish", testMatch: /publish\.spec\.ts$/, dependencies: ["site"] },
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
