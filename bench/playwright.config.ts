import { defineConfig } from "@playwright/test"
import base from "../playwright.config"

/** The benchmark reuses the browser tests' Chromium, server and network guard, one page at a time. */
export default defineConfig({
  ...base,
  testDir: ".",
  testMatch: "measure.bench.ts",
  globalSetup: "../e2e/global-setup.ts",
  workers: 1,
  fullyParallel: false,
  timeout: 300_000,
})
