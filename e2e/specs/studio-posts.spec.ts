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
import { expect as baseExpect, test } from "../support/fixtures"
import { builtStorageOrigin, watchStorage } from "../support/watched-storage"
import { axeAtBothWidths, COACH, jpegPhoto, openScreen, PHONE, PHOTO_DESCRIPTION, signIn, startPost } from "../support/studio-coach"

// Each callable starts cold in the Functions emulator: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 })

test.use({ viewport: PHONE })
test.describe.configure({ timeout: 180_000 })

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
  const filePost = page.getByRole("list", { name: "Your posts" }).getByRole("listitem").filter({ hasText: "How to run a board meeting that actually helps you" })
  await expect(filePost).toContainText("From the site's files, dated 12 May 2026")
  await expect(filePost).not.toContainText("not editable")
  await expect(filePost).toContainText("At /blog/board-meetings-that-help-you/")
  await expect(filePost.getByRole("button", { name: "Edit in the studio: How to run a board meeting that actually helps you" })).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])
  // The Markdown pipeline and the checklist (about 110 KB) wait until a post is opened.
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
