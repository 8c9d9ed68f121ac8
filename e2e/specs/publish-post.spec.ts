/**
 * A blog post published from the studio on a phone, end to end on this machine: the coach writes a
 * post with a heading, a link, a list, a described photo in the text and a described cover, the
 * checklist holds it back while it has no description, the preview shows it, and once published the
 * local build hook builds the site against the local backend; the live site then serves
 * /blog/<slug>/ with the same text and both photos from its own files, lists it in /blog/, on the
 * home page, in rss.xml and the sitemap, and axe finds nothing on the published page at 375 and
 * 1280 px. The photos go where the built studio sends them, the local backend's Storage stand-in
 * (not one started for the page), and the build downloads them from there, as it would from Cloud
 * Storage.
 *
 * Before it, the coach schedules another post for tomorrow: the studio lists it "Scheduled for …",
 * the daily run (publishScheduled) called for today leaves it, called as the schedule calls it
 * tomorrow publishes it and asks for a build, and the same build then serves it at /blog/<slug>/.
 *
 * It builds the site, so it belongs to the `publish` project with the story's publish test: the
 * held hook builds once for what both published (e2e/support/build-hook.ts). The scheduled post is
 * published before this test's own post, so it asks for no build this test would not wait for.
 */
import { BUILD_TIMEOUT_MS, buildOnce } from "../support/build-hook"
import { expect as baseExpect, test } from "../support/fixtures"
import { londonDate, londonRunTime, longDate, runScheduled } from "../support/scheduled-run"
import { builtStorageOrigin } from "../support/watched-storage"
import { axeAtBothWidths, COACH, escapedForRegExp, jpegPhoto, PHONE, PHOTO_DESCRIPTION, signIn, startPost } from "../support/studio-coach"

// Each callable starts cold in the Functions emulator: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 })

test.use({ viewport: PHONE })

const RUN = Date.now().toString(36)
const TITLE = `Saying no to a board ${RUN}`
const SLUG = `saying-no-to-a-board-${RUN}`
const DESCRIPTION = "How a chief executive turned down an acquisition her board wanted, and kept the board."
const OPENING = "The offer was generous and the board wanted it."
const HEADING = "What she asked first"
const ITEMS = ["Who gains in five years", "What the team would lose"]
const LINK_WORDS = "board coaching"
const IMAGE_ALT = "The board table before the vote, papers squared away"
const COVER_ALT = "A chief executive reading a letter by a window"
const SCHEDULED_TITLE = `Decisions that outlast the awayday ${RUN}`
const SCHEDULED_SLUG = `decisions-that-outlast-the-awayday-${RUN}`
const SCHEDULED_OPENING = "Most awayday decisions are forgotten by the Friday after."

test("a post published in the studio is built with the local backend and served at /blog/<slug>/, in the blog's list, on the home page, in the feed and the sitemap; a post scheduled for tomorrow goes live when the daily run of that day publishes it", async ({ page }) => {
  test.setTimeout(BUILD_TIMEOUT_MS + 4 * 60_000)
  await signIn(page, COACH)
  await expect(page.getByText(`Signed in as ${COACH.email}`)).toBeVisible()

  // A post dated tomorrow: Publish schedules it, and the list says for when.
  const tomorrow = londonDate(1)
  await startPost(page, SCHEDULED_TITLE)
  await page.getByLabel("Date", { exact: true }).fill(tomorrow)
  await page.getByLabel("Description (for search results and sharing)").fill("Why decisions made away from the office fade, and the three habits that keep them.")
  await page.getByRole("combobox", { name: "Tags" }).fill("Teams")
  await page.keyboard.press("Enter")
  await page.getByRole("textbox", { name: "Text" }).fill(SCHEDULED_OPENING)
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()
  await page.getByRole("button", { name: "Check and publish" }).click()
  await expect(page.getByText("Everything the site checks is in order: this post can be published.")).toBeVisible()
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await expect(page.getByRole("status").filter({ hasText: `Scheduled for ${longDate(tomorrow)}` })).toBeVisible()
  await page.getByRole("button", { name: "Back to all posts" }).click()
  const scheduledRow = page.getByRole("list", { name: "Your posts" }).getByRole("listitem").filter({ hasText: SCHEDULED_TITLE })
  await expect(scheduledRow).toContainText(`Scheduled for ${longDate(tomorrow)}`)

  // The daily run today leaves it; tomorrow's run (00:10 in London) publishes it and asks for a build.
  await runScheduled("publishScheduled", londonRunTime(londonDate(0), "00:10"))
  await page.reload()
  await expect(scheduledRow).toContainText(`Scheduled for ${longDate(tomorrow)}`)
  await runScheduled("publishScheduled", londonRunTime(tomorrow, "00:10"))
  await page.reload()
  await expect(scheduledRow).toContainText(`${SCHEDULED_TITLE}Published`)

  await startPost(page, TITLE)
  await page.getByRole("combobox", { name: "Tags" }).fill("Boards")
  await page.keyboard.press("Enter")
  await page.getByLabel("Cover photo (optional)", { exact: true }).setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: await jpegPhoto(1600, 900, 90) })
  await page.getByLabel(PHOTO_DESCRIPTION).fill(COVER_ALT)
  await expect(page.getByText("Photo uploaded.")).toBeVisible()

  const text = page.getByRole("textbox", { name: "Text" })
  await text.fill(`${OPENING}\n\n${HEADING}`)
  await page.getByRole("button", { name: "Heading", exact: true }).click()
  await page.keyboard.press("End")
  await page.keyboard.type(`\n\n${ITEMS[0]}\n${ITEMS[1]}`)
  await page.keyboard.press("Shift+ArrowUp")
  await page.getByRole("button", { name: "List", exact: true }).click()
  await page.keyboard.press("End")
  await page.keyboard.type("\n\nRead about ")
  await page.keyboard.press("Control+k")
  await page.getByRole("textbox", { name: "Link address" }).fill("/services/")
  await page.getByRole("textbox", { name: "Words to show" }).fill(LINK_WORDS)
  await page.getByRole("button", { name: "Add the link" }).click()
  await page.keyboard.type(".")
  await page.getByRole("button", { name: "Image", exact: true }).click()
  const imagePanel = page.getByRole("group", { name: "Add an image" })
  await imagePanel.getByLabel("Photo", { exact: true }).setInputFiles({ name: "board.jpg", mimeType: "image/jpeg", buffer: await jpegPhoto(1200, 900, 30) })
  await imagePanel.getByLabel(PHOTO_DESCRIPTION).fill(IMAGE_ALT)
  await imagePanel.getByRole("button", { name: "Add the image" }).click()
  // Stored by the local backend's Storage stand-in, at the address the build names for it.
  const storage = builtStorageOrigin()
  await expect(text).toHaveValue(
    new RegExp(
      `^${escapedForRegExp(`${OPENING}\n\n## ${HEADING}\n\n- ${ITEMS[0]}\n- ${ITEMS[1]}\n\nRead about [${LINK_WORDS}](/services/).\n\n![${IMAGE_ALT}](${storage}/v0/b/`)}[^/]+/o/posts%2F[^)]+\\?alt=media&token=[^)]+\\)$`,
    ),
  )

  // No description yet: the checklist holds the post back, and Fix goes to the field.
  await page.getByRole("button", { name: /^Check and publish \(1 to fix\)/ }).click()
  await expect(page.getByRole("list", { name: "Still to fix" })).toContainText("Description must not be empty")
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeDisabled()
  await page.getByRole("button", { name: "Fix: Description" }).click()
  await expect(page.getByLabel("Description (for search results and sharing)")).toBeFocused()
  await page.keyboard.type(DESCRIPTION)
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()

  await page.getByRole("button", { name: "Preview" }).click()
  await expect(page.getByRole("region", { name: "Preview at phone width" }).getByRole("heading", { level: 2, name: HEADING })).toBeVisible()

  await page.getByRole("button", { name: "Check and publish" }).click()
  await expect(page.getByText("Everything the site checks is in order: this post can be published.")).toBeVisible()
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  const path = `/blog/${SLUG}/`
  await expect(page.getByRole("status").filter({ hasText: /^Published\. The site is rebuilding/ })).toContainText(path)

  const siteUrl = await buildOnce()
  const scheduled = await fetch(`${siteUrl}/blog/${SCHEDULED_SLUG}/`)
  expect(scheduled.status).toBe(200)
  const scheduledHtml = await scheduled.text()
  expect(scheduledHtml).toMatch(new RegExp(`<title[^>]*>${SCHEDULED_TITLE} — `))
  expect(scheduledHtml).toContain(SCHEDULED_OPENING)

  const response = await fetch(`${siteUrl}${path}`)
  expect(response.status).toBe(200)
  const html = await response.text()
  expect(html).toMatch(new RegExp(`<title[^>]*>${TITLE} — `))
  for (const words of [OPENING, HEADING, ...ITEMS, LINK_WORDS]) expect(html).toContain(words)
  // Both photos were downloaded by the build and are served from the site itself.
  expect(html).not.toContain(storage)
  expect(html).toMatch(new RegExp(`<img (?=[^>]*alt="${escapedForRegExp(IMAGE_ALT)}")(?=[^>]*src="/blog/images/[0-9a-f]+\\.jpg")`))
  // Dated today, it is among the newest posts: on the blog's first page, whose first three are the home page's latest.
  // (Other tests of the run publish posts dated today and tomorrow too, so which three those are is theirs to decide.)
  const postLinks = (html: string) => [...new Set([...html.matchAll(/href="(\/blog\/[a-z0-9-]+\/)"/g)].map((match) => match[1]))]
  const blog = await (await fetch(`${siteUrl}/blog/`)).text()
  expect({ links: postLinks(blog).includes(path), title: blog.includes(TITLE) }).toEqual({ links: true, title: true })
  const home = await (await fetch(`${siteUrl}/`)).text()
  expect(postLinks(home)).toEqual(postLinks(blog).slice(0, 3))
  const feed = await (await fetch(`${siteUrl}/rss.xml`)).text()
  expect(feed).toContain(`${path}</link>`)
  const sitemapIndex = await (await fetch(`${siteUrl}/sitemap.xml`)).text()
  const sitemaps = [...sitemapIndex.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  const listed = await Promise.all(sitemaps.map(async (sitemap) => (await fetch(`${siteUrl}${sitemap}`)).text()))
  expect(listed.join("")).toContain(`${path}</loc>`)

  // The live site is served from its own port, which the fixture would otherwise refuse as leaving the build under test.
  await page.context().route((url) => url.href.startsWith(siteUrl), (route) => route.continue())
  const fromStorage: string[] = []
  page.on("request", (request) => {
    if (request.url().startsWith(storage)) fromStorage.push(request.url())
  })
  await page.goto(`${siteUrl}${path}`)
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible()
  await expect(page.getByRole("link", { name: LINK_WORDS })).toHaveAttribute("href", "/services/")
  for (const name of [IMAGE_ALT, COVER_ALT]) {
    const image = page.getByRole("img", { name })
    await image.scrollIntoViewIfNeeded()
    // Loaded, and from the live site's own address (the cover from Gatsby's /static/ images).
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
    expect(new URL(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).origin).toBe(new URL(siteUrl).origin)
  }
  await expect(page.getByRole("img", { name: IMAGE_ALT })).toHaveAttribute("src", /^\/blog\/images\//)
  await expect(page.getByRole("img", { name: COVER_ALT })).toHaveAttribute("src", /^\/static\//)
  expect(fromStorage).toEqual([])
  expect(await axeAtBothWidths(page)).toEqual([])
})
