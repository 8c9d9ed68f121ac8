/**
 * What every CMS's editor does, in the studio on a phone against the production build and the local
 * backend's real callables (Cloud Storage answered by the local backend's Storage server, started
 * for the page by e2e/support/watched-storage.ts): a toolbar action undone with the keyboard, the address line kept on the screen, a draft deleted
 * with its photo, a post and a story scheduled for a later day, a photo reused from the library in a
 * post's text and as another's cover, and an earlier version restored. axe checks each new screen
 * at 375 and 1280 px. The daily run that publishes a scheduled post is called as the schedule calls
 * it in __tests__/studio-callables.test.ts, and through the local backend in
 * e2e/specs/publish-post.spec.ts, whose build serves it (the story scheduled here goes live in that
 * run too).
 */
import type { Page } from "@playwright/test"
import { expect as baseExpect, test } from "../support/fixtures"
import { londonDate, longDate } from "../support/scheduled-run"
import { watchStorage } from "../support/watched-storage"
import { axeAtBothWidths, COACH, jpegPhoto, pageFields, PHONE, PHOTO_DESCRIPTION, signIn, startPost, startStory } from "../support/studio-coach"

// Each callable starts cold in the Functions emulator: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 })

test.use({ viewport: PHONE })
test.describe.configure({ timeout: 180_000 })

const RUN = Date.now().toString(36)
const DESCRIPTION = "What a leadership team decided on a day away from the office, and how they made it stick."
const OPENING = "A day away is worth it only if the team comes back with decisions."

const signedIn = async (page: Page) => {
  await signIn(page, COACH)
  await expect(page.getByText(`Signed in as ${COACH.email}`)).toBeVisible()
  await expect(page.getByText("Loading posts…")).toHaveCount(0)
}

/** Fills in what the checklist needs besides the title: a description, a tag and some text. */
const readyToPublish = async (page: Page, text: string) => {
  await page.getByLabel("Description (for search results and sharing)").fill(DESCRIPTION)
  await page.getByRole("combobox", { name: "Tags" }).fill("Teams")
  await page.getByRole("button", { name: "Add tag" }).click()
  await page.getByRole("textbox", { name: "Text" }).fill(text)
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()
}

const publish = async (page: Page) => {
  await page.getByRole("button", { name: "Check and publish" }).click()
  await expect(page.getByText("Everything the site checks is in order: this post can be published.")).toBeVisible()
  await page.getByRole("button", { name: "Publish", exact: true }).click()
}

test("a toolbar action is undone with the keyboard, the address stays on a phone's screen, and a draft is deleted with its photo", async ({ page }) => {
  const storage = await watchStorage(page)
  await signedIn(page)
  // One long word makes an address too wide for a phone unless it wraps.
  const title = `Pneumonoultramicroscopicsilicovolcanoconiosis explained ${RUN}`
  await startPost(page, title)

  // Nothing runs off the screen: the long address wraps.
  const address = page.getByText(/^Address: \/blog\//)
  await expect(address).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  const box = await address.boundingBox()
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(PHONE.width)

  // A toolbar action, then Ctrl+Z: the text is as it was, as after typing.
  const text = page.getByRole("textbox", { name: "Text" })
  await text.fill(OPENING)
  await page.getByRole("button", { name: "Bold", exact: true }).click()
  await expect(text).toHaveValue(`${OPENING}**bold words**`)
  await expect(text).toBeFocused()
  await page.keyboard.press("Control+z")
  await expect(text).toHaveValue(OPENING)
  // And a line made a heading, undone the same way.
  await page.getByRole("button", { name: "Heading", exact: true }).click()
  await expect(text).toHaveValue(`## ${OPENING}`)
  await page.keyboard.press("Control+z")
  await expect(text).toHaveValue(OPENING)

  // A cover, then the draft deleted: asked first, then gone from the list, its photo from storage.
  await page.getByLabel("Cover photo (optional)", { exact: true }).setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: await jpegPhoto(1600, 900) })
  await page.getByLabel(PHOTO_DESCRIPTION).fill("The team around a table by a window")
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()
  await page.getByRole("button", { name: "Delete this draft" }).click()
  const asked = page.getByRole("group", { name: "Delete this post" })
  await expect(asked).toContainText("for good")
  await expect(asked.getByRole("button", { name: "Delete the post" })).toBeFocused()
  expect(await axeAtBothWidths(page)).toEqual([])
  await asked.getByRole("button", { name: "Keep it" }).click()
  await page.getByRole("button", { name: "Delete this draft" }).click()
  await asked.getByRole("button", { name: "Delete the post" }).click()
  await expect(page.getByRole("heading", { name: "Blog posts" })).toBeVisible()
  await expect(page.getByText("Loading posts…")).toHaveCount(0)
  await expect(page.getByText(title)).toHaveCount(0)
  const [cover] = storage.uploads
  await expect.poll(() => storage.deleted).toContain(cover.path)
})

test("a post dated tomorrow is scheduled, not published, and says so in the editor and the list", async ({ page }) => {
  await signedIn(page)
  const title = `Notes for tomorrow ${RUN}`
  await startPost(page, title)
  const tomorrow = londonDate(1)
  await page.getByLabel("Date", { exact: true }).fill(tomorrow)
  await readyToPublish(page, OPENING)
  await publish(page)
  const day = longDate(tomorrow)
  await expect(page.getByRole("status").filter({ hasText: `Scheduled for ${day}: the post goes live at` })).toBeVisible()
  await expect(page.getByText(/^Address: \/blog\//)).toContainText(`Scheduled for ${day}`)
  await expect(page.getByRole("button", { name: "Cancel the schedule" })).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])
  await page.getByRole("button", { name: "Back to all posts" }).click()
  await expect(page.getByRole("list", { name: "Your posts" }).getByRole("listitem").filter({ hasText: title })).toContainText(`Scheduled for ${day}`)
})

test("a photo uploaded for one post is reused from the library in another, and an earlier version is restored", async ({ page }) => {
  await watchStorage(page)
  await signedIn(page)
  const IMAGE_ALT = `The whiteboard at the end of the day ${RUN}`

  // The first post: a photo in its text, then published.
  await startPost(page, `The awayday ${RUN}`)
  await readyToPublish(page, OPENING)
  const text = page.getByRole("textbox", { name: "Text" })
  await text.press("End")
  await page.getByRole("button", { name: "Image", exact: true }).click()
  const imagePanel = page.getByRole("group", { name: "Add an image" })
  await imagePanel.getByLabel("Photo", { exact: true }).setInputFiles({ name: "board.jpg", mimeType: "image/jpeg", buffer: await jpegPhoto(1200, 900) })
  await imagePanel.getByLabel(PHOTO_DESCRIPTION).fill(IMAGE_ALT)
  await imagePanel.getByRole("button", { name: "Add the image" }).click()
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()
  const published = await text.inputValue()
  await publish(page)
  await expect(page.getByRole("status").filter({ hasText: /^Published\./ })).toBeVisible()

  // Changed since, then the published version restored: its words (and photo) are the draft again.
  await page.getByRole("button", { name: "Write" }).click()
  await text.fill("Second thoughts, not yet published.")
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()
  await page.getByRole("button", { name: "Show earlier versions" }).click()
  const versions = page.getByRole("list", { name: "Earlier versions" })
  await expect(versions.getByRole("listitem")).toHaveCount(1)
  await expect(versions).toContainText("Published")
  expect(await axeAtBothWidths(page)).toEqual([])
  await versions.getByRole("button", { name: /^Restore this version: Published/ }).click()
  await expect(page.getByRole("textbox", { name: "Text" })).toHaveValue(published)
  // The words it replaced are kept in turn.
  await page.getByRole("button", { name: "Show earlier versions" }).click()
  await expect(page.getByRole("list", { name: "Earlier versions" })).toContainText("Your draft before a restore")
  await page.getByRole("button", { name: "Back to all posts" }).click()

  // Another post reuses the photo from the library, with its description.
  await startPost(page, `A year on ${RUN}`)
  await page.getByRole("button", { name: "Image", exact: true }).click()
  await page.getByRole("group", { name: "Add an image" }).getByRole("button", { name: "Choose from your photos" }).click()
  const library = page.getByRole("list", { name: "Your photos" })
  await expect(library).toContainText(IMAGE_ALT)
  expect(await axeAtBothWidths(page)).toEqual([])
  await library.getByRole("button", { name: `Use this photo: ${IMAGE_ALT}` }).click()
  const photo = published.match(/!\[[^\]]*\]\(([^)]+)\)/)?.[1] ?? "no photo in the first post"
  await expect(page.getByRole("textbox", { name: "Text" })).toHaveValue(`![${IMAGE_ALT}](${photo})`)

  // The same photo as this post's cover, chosen under the empty cover, with its description.
  await expect(page.getByRole("group", { name: "Add an image" })).toHaveCount(0)
  await page.getByRole("button", { name: "Choose from your photos" }).click()
  const covers = page.getByRole("list", { name: "Your photos" })
  await expect(covers).toContainText(IMAGE_ALT)
  expect(await axeAtBothWidths(page)).toEqual([])
  await covers.getByRole("button", { name: `Use this photo: ${IMAGE_ALT}` }).click()
  await expect(covers).toHaveCount(0)
  await expect(page.getByLabel(PHOTO_DESCRIPTION)).toHaveValue(IMAGE_ALT)
  await expect(page.locator(`img[src="${photo}"]`)).toHaveCount(1)
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()
  // Kept in the draft: opened again from the list, the cover is there.
  await page.getByRole("button", { name: "Back to all posts" }).click()
  await page.getByRole("list", { name: "Your posts" }).getByRole("button", { name: new RegExp(`^A year on ${RUN}`) }).click()
  await expect(page.getByLabel(PHOTO_DESCRIPTION)).toHaveValue(IMAGE_ALT)
  await expect(page.locator(`img[src="${photo}"]`)).toHaveCount(1)
})

test("a story to be published on a later day is scheduled, not published, and says so in the editor and the list", async ({ page }) => {
  const title = `The first hundred days ${RUN}`
  await startStory(page, title)
  await page.getByLabel("Description (for search results and sharing)").fill("What a new chief operating officer did in her first hundred days, and what she left alone.")
  const words = [
    ["The first hundred days", "Priya joined as chief operating officer of a company growing faster than its habits."],
    ["Listening first", "She spent her first month asking every team what slowed them down."],
    ["Then one change", "She changed one meeting, and let the results speak before the next."],
  ]
  for (const [index, [heading, body]] of words.entries()) {
    const fields = pageFields(page, index + 1)
    await fields.getByLabel("Heading").fill(heading)
    await fields.getByLabel("Text").fill(body)
  }
  const tomorrow = londonDate(1)
  await page.getByLabel("Publish on (optional)").fill(tomorrow)
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()
  await page.getByRole("button", { name: "Check and publish" }).click()
  await expect(page.getByText("Everything the site checks is in order")).toBeVisible()
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  const day = longDate(tomorrow)
  await expect(page.getByRole("status").filter({ hasText: `Scheduled for ${day}: the story goes live at` })).toBeVisible()
  await expect(page.getByText(/^Address: \/stories\//)).toContainText(`Scheduled for ${day}`)
  await expect(page.getByRole("button", { name: "Cancel the schedule" })).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])
  await page.getByRole("button", { name: "Back to all stories" }).click()
  await expect(page.getByRole("list", { name: "Your stories" }).getByRole("listitem").filter({ hasText: title })).toContainText(`Scheduled for ${day}`)
})
