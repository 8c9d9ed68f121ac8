/** The coach the studio's browser tests sign in as, and what every studio test does with her. */
import { execFile } from "node:child_process"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { promisify } from "node:util"
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import sharp from "sharp"
import { backendUrl, expect } from "./fixtures"
import { typeScriptNode } from "../../tooling/typescript-node"
import type { SCREENS } from "../../studio/screens/screen-table"

export const COACH = { email: "eleanor@example.co.uk", password: "a-coach-password" }

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

export const emulatorPorts = () =>
  (JSON.parse(readFileSync("firebase.json", "utf8")) as { emulators: { auth: { port: number }; functions: { port: number } } }).emulators

/** Where this run's Auth emulator listens (the build names firebase.json's port; the fixture forwards). */
export const authHost = () => new URL(backendUrl(`http://127.0.0.1:${emulatorPorts().auth.port}/`)).host

/** Creates the coach's account with its claim, as `npm run coach:add` does (again is harmless); `who`: another account made the same way. */
export const addCoach = async (who: { email: string; password: string } = COACH): Promise<void> => {
  await promisify(execFile)(process.execPath, typeScriptNode([join("scripts", "add-coach.ts"), who.email, "--password", who.password]), {
    env: { PATH: process.env.PATH, FIREBASE_AUTH_EMULATOR_HOST: authHost() },
  })
}

/** The code of the last text message the Auth emulator would have sent to this number (E.164): it keeps them instead. */
export const lastTextedCode = async (phoneNumber: string): Promise<string> => {
  const response = await fetch(`http://${authHost()}/emulator/v1/projects/${process.env.E2E_PROJECT_ID}/verificationCodes`)
  const { verificationCodes = [] } = (await response.json()) as { verificationCodes?: { phoneNumber: string; code: string }[] }
  const code = verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).at(-1)?.code
  if (!code) throw new Error(`the Auth emulator has texted no code to ${phoneNumber}`)
  return code
}

export const signIn = async (page: Page, who: { email: string; password: string }) => {
  await page.goto("/studio/")
  await page.getByLabel("E-mail address").fill(who.email)
  await page.getByLabel("Password").fill(who.password)
  await page.getByRole("button", { name: "Sign in" }).click()
}

/** The page's WCAG A/AA violations, once its fonts are in and its colours have settled. */
export const axe = async (page: Page) => {
  await page.evaluate(() => document.fonts.ready)
  // A button that changes tone (the editor's views) fades its background for 150 ms; halfway, its
  // text already has the new colour, so axe would measure a mix no one reads.
  await page.evaluate(() => Promise.allSettled(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished)))
  // axe places a sticky element where it is drawn now, as if it scrolled with the page
  // (dequelabs/axe-core#3720): scrolled, the studio's sticky header then "obscures" whatever passed
  // under it, a tap target that is whole once she scrolls. Checked from the top, it covers nothing.
  await page.evaluate(() => window.scrollTo(0, 0))
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  // With axe's reason, so a failure says what is wrong, not only where.
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} (${n.failureSummary?.replace(/\s+/g, " ").trim() ?? ""})`).join(", ")}`)
}

/** One page's fields in the editor. */
export const pageFields = (page: Page, number: number) => page.getByRole("group", { name: `Page ${number}`, exact: true })

/** The studio's menu of screens. */
export const studioMenu = (page: Page) => page.getByRole("navigation", { name: "Studio" })

/** A screen as the studio's menu names it. */
export type ScreenLabel = (typeof SCREENS)[number]["label"]

/** Opens a screen from the studio's menu, as she would, once the menu is there (she is signed in). */
export const openScreen = async (page: Page, label: ScreenLabel) => {
  const link = studioMenu(page).getByRole("link", { name: label, exact: true })
  await link.click({ timeout: 30_000 })
  await expect(link).toHaveAttribute("aria-current", "page")
}

/** Signs the coach in and starts a new story with this title, ready to write. */
export const startStory = async (page: Page, title: string) => {
  await signIn(page, COACH)
  await expect(page.getByText(`Signed in as ${COACH.email}`)).toBeVisible({ timeout: 30_000 })
  await openScreen(page, "Stories")
  await page.getByRole("button", { name: "New story" }).click()
  await page.getByLabel("Title of the new story").fill(title)
  await page.getByRole("button", { name: "Start writing" }).click()
  await expect(page.getByRole("heading", { name: title })).toBeVisible({ timeout: 30_000 })
}

/** The studio's tests run at phone size; the desktop width is where a view is checked again. */
export const PHONE = { width: 375, height: 800 }
export const DESKTOP = { width: 1280, height: 900 }

/** The page's WCAG violations at phone and at desktop width; the phone's size is put back. */
export const axeAtBothWidths = async (page: Page) => {
  const found = [...(await axe(page))]
  await page.setViewportSize(DESKTOP)
  found.push(...(await axe(page)))
  await page.setViewportSize(PHONE)
  return found
}

/** The label of every photo's description field. */
export const PHOTO_DESCRIPTION = "Describe the photo for people who cannot see it"

/** A plain JPEG of this size; `red` tells two photos of one test apart. */
export const jpegPhoto = (width: number, height: number, red = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 58, b: 138 } } })
    .jpeg({ quality: 85 })
    .toBuffer()

/** Text to match literally inside a regular expression. */
export const escapedForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** From the signed-in studio: opens the posts and starts a new post with this title, ready to write. */
export const startPost = async (page: Page, title: string) => {
  await openScreen(page, "Posts")
  await page.getByRole("button", { name: "New post" }).click()
  await page.getByLabel("Title of the new post").fill(title)
  await page.getByRole("button", { name: "Start writing" }).click()
  await expect(page.getByRole("heading", { name: title })).toBeVisible()
}
