/**
 * Publishing, end to end on this machine: the coach writes a story in the studio on a phone and
 * publishes it; the functions call the local build hook, which builds the site against the local
 * backend (its Firestore stand-in included) in a staging copy and serves it with the Hosting
 * emulator; the story is then at /stories/<id>/ there, and the official AMP validator passes it.
 * Its first page has a photo, uploaded to the local backend's Storage stand-in (where the built
 * studio sends it) and downloaded by the build, so the story shows it from the site itself.
 *
 * The build costs minutes of both cores, so this file is its own Playwright project that runs after
 * every other test (playwright.config.ts), and the hook, held until then, builds once for the run.
 */
import sharp from "sharp"
import { ampValidationErrors } from "../support/amp-validator"
import { expect as baseExpect, test } from "../support/fixtures"
import { BUILD_TIMEOUT_MS, buildOnce } from "../support/build-hook"
import { builtStorageOrigin } from "../support/watched-storage"
import { COACH, openScreen, pageFields, signIn } from "../support/studio-coach"

// Each callable starts cold in the Functions emulator: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 })
const TITLE = `Hiring your first manager ${Date.now().toString(36)}`
const PAGES = [
  { heading: "The first manager", body: "Ravi's start-up had twelve people and all of them reported to him.", colour: "Blue" },
  { heading: "What he feared", body: "Losing touch with the work. ".repeat(8).trim(), colour: "Black" },
  { heading: "What happened", body: "Within a quarter he had his afternoons back, and the team shipped more.", colour: "Blue" },
]
const FIXED_BODY = "Losing touch with the work, and with the people doing it."
const PHOTO_ALT = "Ravi at a whiteboard with his new manager"

test.use({ viewport: { width: 375, height: 800 } })

test("a story published in the studio is built with the local backend and served at its address as a valid AMP story", async ({ page }) => {
  test.setTimeout(BUILD_TIMEOUT_MS + 3 * 60_000)
  await signIn(page, COACH)
  await expect(page.getByText(`Signed in as ${COACH.email}`)).toBeVisible()
  await openScreen(page, "Stories")
  await page.getByRole("button", { name: "New story" }).click()
  await page.getByLabel("Title of the new story").fill(TITLE)
  await page.getByRole("button", { name: "Start writing" }).click()
  await expect(page.getByRole("heading", { name: TITLE })).toBeVisible()
  await page.getByLabel("Description (for search results and sharing)").fill("How a founder hired the manager he thought he did not need, and what it gave back.")
  for (const [index, { heading, body, colour }] of PAGES.entries()) {
    const fields = pageFields(page, index + 1)
    await fields.getByLabel("Heading").fill(heading)
    await fields.getByLabel("Text").fill(body)
    await fields.getByRole("radio", { name: colour }).check()
  }
  const first = pageFields(page, 1)
  const photo = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: { r: 30, g: 58, b: 138 } } }).jpeg().toBuffer()
  await first.getByLabel("Background photo (instead of a colour)", { exact: true }).setInputFiles({ name: "whiteboard.jpg", mimeType: "image/jpeg", buffer: photo })
  await expect(first.getByRole("status").filter({ hasText: "Photo uploaded." })).toBeVisible()
  await expect(first.locator("img")).toHaveAttribute("src", new RegExp(`^${builtStorageOrigin().replace(/[.]/g, "\\.")}/`))
  await first.getByLabel("Describe the photo for people who cannot see it").fill(PHOTO_ALT)

  // The checklist holds the story back while page 2's text is over the limit.
  await page.getByRole("button", { name: /^Check and publish \(1 to fix\)/ }).click()
  await expect(page.getByRole("list", { name: "Still to fix" })).toContainText(`Page 2 text must be at most 180 characters (it has ${PAGES[1].body.length})`)
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeDisabled()
  await page.getByRole("button", { name: "Fix: Page 2 text" }).click()
  await pageFields(page, 2).getByLabel("Text").fill(FIXED_BODY)
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()
  await page.getByRole("button", { name: "Check and publish" }).click()
  await expect(page.getByText("Everything the site checks is in order")).toBeVisible()
  await page.getByRole("button", { name: "Publish", exact: true }).click()

  // The studio says the site is rebuilding (the hook was called) and where the story will be.
  const published = page.getByRole("status").filter({ hasText: /^Published\. The site is rebuilding/ })
  await expect(published).toBeVisible()
  const path = (await published.textContent())?.match(/\/stories\/[a-z0-9-]+\//)?.[0]
  if (!path) throw new Error("the studio did not say where the story will be")

  const siteUrl = await buildOnce()
  const response = await fetch(`${siteUrl}${path}`)
  expect(response.status).toBe(200)
  const html = await response.text()
  expect(html).toContain(`<title>${TITLE}`)
  for (const text of [PAGES[0].heading, FIXED_BODY, PAGES[2].body]) expect(html).toContain(text)
  // The photo, downloaded by the build, is served from the site itself.
  const shown = new RegExp(`<amp-img (?=[^>]*alt="${PHOTO_ALT}")[^>]*src="(/stories/images/[0-9a-f]+\\.jpg)"`).exec(html)?.[1]
  expect(shown).toBeDefined()
  const served = await fetch(`${siteUrl}${shown}`)
  expect([served.status, served.headers.get("content-type")]).toEqual([200, "image/jpeg"])
  expect(html).not.toContain(builtStorageOrigin())
  expect(await ampValidationErrors(html)).toEqual([])

  // The stories list of the live site links to it.
  expect(await (await fetch(`${siteUrl}/stories/`)).text()).toContain(`href="${path}"`)
})
