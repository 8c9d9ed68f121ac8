/**
 * A blog post written and published in the studio on a phone, end to end on this machine: the coach
 * writes a post with a heading, a link, a list and a described image through the toolbar, the
 * checklist holds it back while its cover has no description, the preview shows it, and once
 * published the local build hook builds the site against the local backend; the live site then
 * serves /blog/<slug>/ with the same text, and lists it in rss.xml and the sitemap. axe checks the
 * list, the editor, the preview and the published page at phone and desktop width. Cloud Storage is
 * answered in the browser (e2e/support/storage-stand-in.ts).
 *
 * It builds the site, so it belongs to the `publish` project with the story's publish test: the
 * held hook builds once for what both published (e2e/support/build-hook.ts).
 */
import type { Page } from "@playwright/test"
import sharp from "sharp"
import { BUILD_TIMEOUT_MS, buildOnce } from "../support/build-hook"
import { expect as baseExpect, test } from "../support/fixtures"
import { standInStorage } from "../support/storage-stand-in"
import { axe, COACH, signIn } from "../support/studio-coach"

// Each callable starts cold in the Functions emulator: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 })

const PHONE = { width: 375, height: 800 }
const DESKTOP = { width: 1280, height: 900 }
test.use({ viewport: PHONE })

const RUN = Date.now().toString(36)
const TITLE = `Notes from an awayday ${RUN}`
const SLUG = `notes-from-an-awayday-${RUN}`
const DESCRIPTION = "What a leadership team decided on a day away from the office, and how they made it stick."
const OPENING = "A day away is worth it only if the team comes back with decisions."
const HEADING = "What we decided"
const ITEMS = ["Fewer meetings", "One owner for each goal"]
const LINK_WORDS = "team coaching"
const IMAGE_ALT = "The whiteboard at the end of the day"
const COVER_ALT = "The team around a table by a window"

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 58, b: 138 } } })
    .jpeg({ quality: 85 })
    .toBuffer()

/** The page's WCAG violations at phone and at desktop width; the phone's size is put back. */
const axeAtBothWidths = async (page: Page) => {
  const found = [...(await axe(page))]
  await page.setViewportSize(DESKTOP)
  found.push(...(await axe(page)))
  await page.setViewportSize(PHONE)
  return found
}

test("a post written in the studio on a phone is checked, previewed, published and built into the live site's blog, feed and sitemap", async ({ page }) => {
  test.setTimeout(BUILD_TIMEOUT_MS + 4 * 60_000)
  const storage = await standInStorage(page)
  await signIn(page, COACH)
  await expect(page.getByText(`Signed in as ${COACH.email}`)).toBeVisible()
  await expect(page.getByRole("heading", { name: "Blog posts" })).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])

  await page.getByRole("button", { name: "New post" }).click()
  await page.getByLabel("Title of the new post").fill(TITLE)
  await page.getByRole("button", { name: "Start writing" }).click()
  await expect(page.getByRole("heading", { name: TITLE })).toBeVisible()
  await expect(page.getByLabel("Address")).toHaveValue(SLUG)

  const description = page.getByLabel("Description (for search results and sharing)")
  await description.fill(DESCRIPTION)
  await expect(page.getByText(`${DESCRIPTION.length} of 200 characters`)).toBeVisible()
  await page.getByRole("combobox", { name: "Tags" }).fill("Teams")
  await page.getByRole("button", { name: "Add tag" }).click()

  // The cover, uploaded without its description: the checklist will hold the post back.
  await page.getByLabel("Cover photo (optional)", { exact: true }).setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: await photo(1600, 900) })
  await expect(page.getByText("Photo uploaded.")).toBeVisible()

  // The text, written with the toolbar from the keyboard.
  const text = page.getByRole("textbox", { name: "Text" })
  await text.fill(`${OPENING}\n\n${HEADING}`)
  await page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Heading", exact: true }).click()
  await expect(text).toBeFocused()
  await page.keyboard.press("End")
  await page.keyboard.type(`\n\n${ITEMS[0]}`)
  await page.getByRole("button", { name: "List", exact: true }).click()
  await page.keyboard.type(`\n- ${ITEMS[1]}\n\nRead about `)
  await page.keyboard.press("Control+k")
  await page.getByRole("textbox", { name: "Link address" }).fill("/services/")
  await page.getByRole("textbox", { name: "Words to show" }).fill(LINK_WORDS)
  await page.getByRole("button", { name: "Add the link" }).click()
  await page.keyboard.type(".")
  await page.getByRole("button", { name: "Image", exact: true }).click()
  await page.getByLabel("Photo", { exact: true }).setInputFiles({ name: "board.jpg", mimeType: "image/jpeg", buffer: await photo(1200, 900) })
  await page.getByLabel("Describe the photo for people who cannot see it").last().fill(IMAGE_ALT)
  await page.getByRole("button", { name: "Add the image" }).click()
  await expect(text).toHaveValue(
    new RegExp(`^${OPENING}\\n\\n## ${HEADING}\\n\\n- ${ITEMS[0]}\\n- ${ITEMS[1]}\\n\\nRead about \\[${LINK_WORDS}\\]\\(/services/\\)\\.\\n\\n!\\[${IMAGE_ALT}\\]\\(https://firebasestorage`),
  )
  expect(storage.uploads.map((upload) => upload.path)).toEqual([expect.stringMatching(/^posts\/[0-9a-f-]+\/[0-9a-f-]+\.jpg$/), expect.stringMatching(/^posts\//)])
  expect(await axeAtBothWidths(page)).toEqual([])

  // The checklist blocks the cover without its description; Fix goes to it.
  await page.getByRole("button", { name: /^Check and publish \(1 to fix\)/ }).click()
  await expect(page.getByRole("list", { name: "Still to fix" })).toContainText("Cover photo description is required when a cover image is set")
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeDisabled()
  await page.getByRole("button", { name: "Fix: Cover photo description" }).click()
  await expect(page.getByLabel("Describe the photo for people who cannot see it").first()).toBeFocused()
  await page.keyboard.type(COVER_ALT)
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()

  // The preview, at phone and desktop width.
  await page.getByRole("button", { name: "Preview" }).click()
  const preview = page.getByRole("region", { name: "Preview at phone width" })
  await expect(preview.getByRole("heading", { level: 1, name: TITLE })).toBeVisible()
  await expect(preview.getByRole("heading", { level: 2, name: HEADING })).toBeVisible()
  await expect(preview.getByRole("link", { name: LINK_WORDS })).toHaveAttribute("href", "/services/")
  await expect(preview.getByRole("img", { name: IMAGE_ALT })).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])
  await page.getByRole("button", { name: "Desktop (1280 px)" }).click()
  await expect(page.getByRole("region", { name: "Preview at desktop width" }).getByRole("listitem").filter({ hasText: ITEMS[1] })).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])

  await page.getByRole("button", { name: "Check and publish" }).click()
  await expect(page.getByText("Everything the site checks is in order: this post can be published.")).toBeVisible()
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  const published = page.getByRole("status").filter({ hasText: /^Published\. The site is rebuilding/ })
  await expect(published).toContainText(`/blog/${SLUG}/`)

  const siteUrl = await buildOnce()
  const path = `/blog/${SLUG}/`
  const response = await fetch(`${siteUrl}${path}`)
  expect(response.status).toBe(200)
  const html = await response.text()
  for (const words of [TITLE, OPENING, HEADING, ...ITEMS, LINK_WORDS, IMAGE_ALT, COVER_ALT]) expect(html).toContain(words)
  const feed = await (await fetch(`${siteUrl}/rss.xml`)).text()
  expect(feed).toContain(`${path}</link>`)
  expect(feed).toContain(TITLE)
  const sitemapIndex = await (await fetch(`${siteUrl}/sitemap.xml`)).text()
  const sitemaps = [...sitemapIndex.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  const listed = await Promise.all(sitemaps.map(async (sitemap) => (await fetch(`${siteUrl}${sitemap}`)).text()))
  expect(listed.join("")).toContain(`${path}</loc>`)

  await page.goto(`${siteUrl}${path}`)
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])
})
