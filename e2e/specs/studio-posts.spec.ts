/**
 * Writing a blog post in the studio on a phone, against the production build (npm run build:local)
 * and the local backend's real post callables, with the local backend's Storage server started for
 * the page (e2e/support/watched-storage.ts): her list shows the posts written as files, marked as the
 * site's; the coach writes a post with a heading, a link, a list and a
 * described image through the toolbar, the checklist holds it back while its cover has no
 * description and Fix goes to it, and the preview shows it at phone and desktop width. axe checks
 * the list, the editor and the preview at 375 and 1280 px. Publishing and the build are
 * e2e/specs/publish-post.spec.ts's.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { Timestamp } from "firebase-admin/firestore"
import sharp from "sharp"
import { expect as baseExpect, test } from "../support/fixtures"
import { builtStorageOrigin, watchStorage } from "../support/watched-storage"
import { standInFirestore } from "../support/enquiries"
import { SITE_BUILDS } from "../../contract/firebase-settings"
import { axeAtBothWidths, COACH, jpegPhoto, openScreen, PHONE, PHOTO_DESCRIPTION, signIn, startPost } from "../support/studio-coach"

// Each callable starts cold in the Functions emulator: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 })

test.use({ viewport: PHONE })
// In order, one after the other: the first test sees the file post in the list as the site's, before the second takes it.
test.describe.configure({ mode: "default", timeout: 180_000 })

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

/** The post written as a file (content/blog/board-meetings-that-help-you/index.md) that the second test takes. */
const FILE_POST = {
  title: "How to run a board meeting that actually helps you",
  slug: "board-meetings-that-help-you",
  sentence: "Send papers five working days before the meeting, not the night before.",
  coverAlt: "Abstract artwork of eight pale blue circles arranged around an oval table on a dark background",
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The file posts' copies the build under test published for the studio (gatsby/posts/file-post-copies.ts). */
const FILE_COPIES = "public/studio/site-files/posts"

/**
 * The record the build under test writes for the studio (gatsby/published/build-record.ts), which
 * the take callable reads to know the site's file posts: that build ran against another backend
 * than this run's, so its record is written here as it would have been (no stories or posts of
 * hers carried, no file tags, as this run's backend has none recorded).
 */
const recordBuildUnderTest = async (): Promise<void> => {
  const builtAt = Timestamp.fromDate(statSync(FILE_COPIES).mtime)
  await standInFirestore()
    .collection(SITE_BUILDS)
    .doc("build-under-test")
    .set({
      outcome: "succeeded",
      startedAt: builtAt,
      finishedAt: builtAt,
      carried: {},
      skipped: {},
      fileStoryIds: [],
      carriedPosts: {},
      skippedPosts: {},
      filePostSlugs: readdirSync(FILE_COPIES).flatMap((name) => (name.endsWith(".json") ? [name.slice(0, -".json".length)] : [])),
      filePostTags: [],
    })
}

/** Words only the post's Markdown pipeline and checklist carry (contract/post-checklist.ts), in their own chunk. */
const POST_TOOLS_MARK = "as headings go down one level at a time"

test("a post is written with the toolbar, held back by the checklist until its cover is described, and previewed at phone and desktop width", async ({ page }) => {
  const storage = await watchStorage(page)
  const scripts: Promise<string>[] = []
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""))
  })
  const postToolsLoaded = async () => (await Promise.all(scripts)).some((body) => body.includes(POST_TOOLS_MARK))
  await signIn(page, COACH)
  await expect(page.getByText(`Signed in as ${COACH.email}`)).toBeVisible()
  await openScreen(page, "Posts")
  await expect(page.getByRole("heading", { name: "Blog posts" })).toBeVisible()
  await expect(page.getByText("Loading posts…")).toHaveCount(0)
  // Her list is the site's list: the posts written as files are in it, marked, each one hers to take into the studio.
  const filePost = page.getByRole("list", { name: "Your posts" }).getByRole("listitem").filter({ hasText: FILE_POST.title })
  await expect(filePost).toContainText("From the site's files, dated 12 May 2026")
  await expect(filePost).not.toContainText("not editable")
  await expect(filePost).toContainText(`At /blog/${FILE_POST.slug}/`)
  await expect(filePost.getByRole("button", { name: `Edit in the studio: ${FILE_POST.title}` })).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])
  // The Markdown pipeline and the checklist (the studio's heaviest chunk, docs/studio.md) wait until a post is opened.
  expect(await postToolsLoaded()).toBe(false)

  await startPost(page, TITLE)
  await expect(page.getByLabel("Address")).toHaveValue(SLUG)
  await expect.poll(postToolsLoaded).toBe(true)

  await page.getByLabel("Description (for search results and sharing)").fill(DESCRIPTION)
  await expect(page.getByText(`${DESCRIPTION.length} of 200 characters`)).toBeVisible()
  await page.getByRole("combobox", { name: "Tags" }).fill("Teams")
  await page.getByRole("button", { name: "Add tag" }).click()

  // The cover, uploaded without its description: the checklist will hold the post back.
  await page.getByLabel("Cover photo (optional)", { exact: true }).setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: await jpegPhoto(1600, 900) })
  await expect(page.getByLabel(PHOTO_DESCRIPTION)).toBeVisible()

  // The text, written with the toolbar and its keys.
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
  const imagePanel = page.getByRole("group", { name: "Add an image" })
  await expect(imagePanel.getByLabel("Photo", { exact: true })).toBeFocused()
  await imagePanel.getByLabel("Photo", { exact: true }).setInputFiles({ name: "board.jpg", mimeType: "image/jpeg", buffer: await jpegPhoto(1200, 900) })
  await imagePanel.getByLabel(PHOTO_DESCRIPTION).fill(IMAGE_ALT)
  await imagePanel.getByRole("button", { name: "Add the image" }).click()
  await expect(text).toHaveValue(
    new RegExp(`^${OPENING}\\n\\n## ${HEADING}\\n\\n- ${ITEMS[0]}\\n- ${ITEMS[1]}\\n\\nRead about \\[${LINK_WORDS}\\]\\(/services/\\)\\.\\n\\n!\\[${IMAGE_ALT}\\]\\(${builtStorageOrigin().replace(/[.]/g, "\\.")}/`),
  )
  expect(storage.uploads.map((upload) => upload.path)).toEqual([expect.stringMatching(/^posts\/[0-9a-f-]+\/[0-9a-f-]+\.jpg$/), expect.stringMatching(/^posts\//)])
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])

  // The checklist blocks the cover without its description; Fix goes to it.
  await page.getByRole("button", { name: /^Check and publish \(1 to fix\)/ }).click()
  await expect(page.getByRole("list", { name: "Still to fix" })).toContainText("Cover photo description is required when a cover image is set")
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeDisabled()
  await page.getByRole("button", { name: "Fix: Cover photo description" }).click()
  await expect(page.getByLabel(PHOTO_DESCRIPTION)).toBeFocused()
  await page.keyboard.type(COVER_ALT)
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()
  await page.getByRole("button", { name: "Check and publish" }).click()
  await expect(page.getByText("Everything the site checks is in order: this post can be published.")).toBeVisible()
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeEnabled()

  // The preview, at phone and desktop width.
  await page.getByRole("button", { name: "Preview" }).click()
  const preview = page.getByRole("region", { name: "Preview at phone width" })
  await expect(preview.getByRole("heading", { level: 1, name: TITLE })).toBeVisible()
  await expect(preview.getByRole("heading", { level: 2, name: HEADING })).toBeVisible()
  await expect(preview.getByRole("link", { name: LINK_WORDS })).toHaveAttribute("href", "/services/")
  await expect(preview.getByRole("img", { name: IMAGE_ALT })).toBeVisible()
  await expect(preview.getByRole("img", { name: COVER_ALT })).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])
  await page.getByRole("button", { name: "Desktop (1280 px)" }).click()
  await expect(page.getByRole("region", { name: "Preview at desktop width" }).getByRole("listitem").filter({ hasText: ITEMS[1] })).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])

  // Back in the list, the draft is there, last changed first.
  await page.getByRole("button", { name: "Back to all posts" }).click()
  await expect(page.getByRole("list", { name: "Your posts" }).getByRole("listitem").first()).toContainText(`${TITLE}Draft`)
})

test("a post written as a file, taken into the studio, opens with its words and its cover uploaded as her photo, and is listed once as taken", async ({ page }) => {
  await recordBuildUnderTest()
  const storage = await watchStorage(page)
  await signIn(page, COACH)
  await expect(page.getByText(`Signed in as ${COACH.email}`)).toBeVisible()
  await openScreen(page, "Posts")
  await expect(page.getByText("Loading posts…")).toHaveCount(0)
  await page.getByRole("button", { name: `Edit in the studio: ${FILE_POST.title}` }).click()

  // The editor opens on the copy: the file's words, at the file's address.
  await expect(page.getByRole("heading", { name: FILE_POST.title })).toBeVisible()
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(FILE_POST.title)
  await expect(page.getByLabel("Address")).toHaveValue(FILE_POST.slug)
  await expect(page.getByText(`The post will be at /blog/${FILE_POST.slug}/`)).toBeVisible()
  await expect(page.getByRole("textbox", { name: "Text" })).toHaveValue(new RegExp(escaped(FILE_POST.sentence)))

  // Its cover, fetched from the site, resized and uploaded to her Storage as a photo of the copy's own.
  expect(storage.uploads.map(({ path, contentType }) => ({ path, contentType }))).toEqual([
    { path: expect.stringMatching(new RegExp(`^posts/${FILE_POST.slug}/[0-9a-f-]{36}\\.jpg$`)), contentType: "image/jpeg" },
  ])
  const [upload] = storage.uploads
  // Re-encoded in the browser as any photo she picks (the file's 1600 × 900 needs no smaller size), not the file's bytes.
  expect(await sharp(upload.bytes).metadata()).toMatchObject({ format: "jpeg", width: 1600, height: 900 })
  expect(upload.bytes.equals(readFileSync(`content/blog/${FILE_POST.slug}/cover.jpg`))).toBe(false)
  const cover = page.locator(`img[src^="${builtStorageOrigin()}/"][src*="${encodeURIComponent(upload.path)}"]`)
  await expect(cover).toBeVisible()
  await expect(page.getByText("The site's own photo")).toHaveCount(0)
  await expect(page.getByLabel(PHOTO_DESCRIPTION)).toHaveValue(FILE_POST.coverAlt)
  await expect(page.getByRole("button", { name: "Remove the photo" })).toBeVisible()

  // Back on the list, the post is there once, as the studio's copy of the file.
  await page.getByRole("button", { name: "Back to all posts" }).click()
  const rows = page.getByRole("list", { name: "Your posts" }).getByRole("listitem").filter({ hasText: FILE_POST.title })
  await expect(rows).toHaveCount(1)
  await expect(rows).toContainText(`Taken into the studio from the site's files (/blog/${FILE_POST.slug}/)`)
  await expect(rows.getByRole("button", { name: `Edit in the studio: ${FILE_POST.title}` })).toHaveCount(0)
})
