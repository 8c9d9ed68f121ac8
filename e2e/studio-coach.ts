/**
 * The coach in the browser tests: her account in this run's Auth emulator (made by the project's
 * own `npm run coach:add` script), signing in at /studio/, and the editor's page groups.
 */
import { execFile } from "node:child_process"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { promisify } from "node:util"
import type { Page } from "@playwright/test"
import { backendUrl } from "./fixtures"

export const COACH = { email: "eleanor@example.co.uk", password: "a-coach-password" }

export const emulatorPorts = () =>
  (JSON.parse(readFileSync("firebase.json", "utf8")) as { emulators: { auth: { port: number }; functions: { port: number } } }).emulators

/** Where this run's Auth emulator listens (the build names firebase.json's port; the fixture forwards). */
export const authHost = () => new URL(backendUrl(`http://127.0.0.1:${emulatorPorts().auth.port}/`)).host

/** Creates the coach's account with the claim (a second run finds it there already). */
export const addCoach = async () => {
  await promisify(execFile)(process.execPath, [join("scripts", "add-coach.mjs"), COACH.email, "--password", COACH.password], {
    env: { PATH: process.env.PATH, FIREBASE_AUTH_EMULATOR_HOST: authHost() },
  })
}

export const signIn = async (page: Page, who: { email: string; password: string }) => {
  await page.goto("/studio/")
  await page.getByLabel("E-mail address").fill(who.email)
  await page.getByLabel("Password").fill(who.password)
  await page.getByRole("button", { name: "Sign in" }).click()
}

/** The fields of one page of the story in the editor. */
export const pageFields = (page: Page, number: number) => page.getByRole("group", { name: `Page ${number}`, exact: true })
