/**
 * Photos in the studio, against the production build (npm run build:local) and the local backend,
 * with the local backend's Storage server started for the page, so the test can watch, hold and refuse
 * an upload (e2e/support/watched-storage.ts): a large camera photo is
 * resized and stripped of its metadata before it leaves the phone, its progress is shown, its
 * address is kept in the draft, and a photo without a description holds back publishing; an upload
 * can be cancelled, and a refused one is sent again, the same resized file, with Retry; a cancelled,
 * replaced or removed photo is deleted from the bucket.
 */
import type { Page } from "@playwright/test"
import sharp from "sharp"
import { watchViolations } from "../support/csp-violations"
import { expect as baseExpect, test } from "../support/fixtures"
import { builtStorageOrigin, watchStorage } from "../support/watched-storage"
import { axe, COACH, escapedForRegExp, openScreen, pageFields, PHOTO_DESCRIPTION, signIn, startStory } from "../support/studio-coach"

// Each callable starts cold in the Functions emulator: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 })

test.describe.configure({ mode: "serial", timeout: 180_000 })
test.use({ viewport: { width: 375, height: 800 } })

/** Each run writes a story of its own, so runs against one backend do not meet. */
const STORY_TITLE = `Coaching in the open ${Date.now().toString(36)}`

const BACKGROUND = "Background photo (instead of a colour)"

/** A camera photo: 3000×4000 pixels, with the camera's, the author's and the place's details in its EXIF. */
const cameraPhoto = (width = 3000, height = 4000) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 58, b: 138 } } })
    .composite([{ input: { create: { width: Math.round(width / 2), height: Math.round(height / 3), channels: 3, background: { r: 253, g: 230, b: 138 } } }, top: 40, left: 40 }])
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: "PhoneMaker", Model: "Phone 15", Artist: "Eleanor Hart", Copyright: "Eleanor Hart" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1" } })
    .toBuffer()

const choosePhoto = async (label: string, scope: ReturnType<typeof pageFields> | Page, buffer: Buffer) =>
  scope.getByLabel(label, { exact: true }).setInputFiles({ name: "boardroom.jpg", mimeType: "image/jpeg", buffer })

const openStory = async (page: Page) => {
  await signIn(page, COACH)
  await openScreen(page, "Stories")
  await page.getByRole("list", { name: "Your stories" }).getByRole("button", { name: new RegExp(STORY_TITLE) }).click()
  await expect(page.getByRole("heading", { name: STORY_TITLE })).toBeVisible()
}

test("a large camera photo is resized and stripped before upload, its progress shown, its address kept; without a description it cannot be published", async ({ page }) => {
  const violations = await watchViolations(page)
  const storage = await watchStorage(page)
  const original = await cameraPhoto()
  // The test photo really carries what must not leave the phone.
  expect((await sharp(original).metadata()).exif).toBeDefined()

  await startStory(page, STORY_TITLE)
  await page.getByLabel("Description (for search results and sharing)").fill("Why the best coaching conversations happen where the work is done.")
  for (const number of [1, 2, 3]) {
    await pageFields(page, number).getByLabel("Heading").fill(`Out of the meeting room ${number}`)
    await pageFields(page, number).getByLabel("Text").fill("A walk round the warehouse told us more than a month of board papers.")
  }

  const arrived = storage.holdNext()
  await choosePhoto(BACKGROUND, pageFields(page, 1), original)
  await arrived
  // Held on its way: the bar shows how far it has gone, and it can be stopped.
  const first = pageFields(page, 1)
  await expect(first.getByRole("progressbar", { name: "Uploading the photo" })).toBeVisible()
  await expect(first.getByRole("button", { name: "Cancel upload" })).toBeVisible()
  storage.release()
  await expect(first.getByRole("status").filter({ hasText: "Photo uploaded." })).toBeVisible()

  const [sent] = storage.uploads
  expect(sent.path).toMatch(/^stories\/coaching-in-the-open-[a-z0-9]+\/[0-9a-f-]{36}\.jpg$/)
  expect(sent.contentType).toBe("image/jpeg")
  const resized = await sharp(sent.bytes).metadata()
  expect(resized.format).toBe("jpeg")
  expect([resized.width, resized.height]).toEqual([1500, 2000])
  expect(resized.exif).toBeUndefined()
  expect(sent.bytes.length).toBeLessThan(original.length)

  // The photo is shown from its stored address; its description is still to write.
  const address = new RegExp(`^${escapedForRegExp(builtStorageOrigin())}/v0/b/[^/]+/o/${escapedForRegExp(encodeURIComponent(sent.path))}\\?alt=media&token=`)
  await expect(first.locator("img")).toHaveAttribute("src", address)
  await expect(first.getByLabel(PHOTO_DESCRIPTION)).toHaveValue("")
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()

  // Kept in the draft: a reload brings it back from the server.
  await page.reload()
  await expect(pageFields(page, 1).locator("img")).toHaveAttribute("src", address, { timeout: 30_000 })
  await expect(pageFields(page, 1).getByLabel("Heading")).toHaveValue("Out of the meeting room 1")

  await page.getByRole("button", { name: /^Check and publish \(1 to fix\)/ }).click()
  const checklist = page.getByRole("list", { name: "Still to fix" })
  await expect(checklist).toContainText("Page 1 photo description must not be empty")
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeDisabled()
  await checklist.getByRole("button", { name: "Fix: Page 1 photo description" }).click()
  await expect(pageFields(page, 1).getByLabel(PHOTO_DESCRIPTION)).toBeFocused()
  await pageFields(page, 1).getByLabel(PHOTO_DESCRIPTION).fill("The coach and a founder walking between warehouse shelves")
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()
  await page.getByRole("button", { name: "Check and publish" }).click()
  await expect(page.getByText("Everything the site checks is in order")).toBeVisible()
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeEnabled()

  // The preview draws the page on its photo.
  await page.getByRole("button", { name: "Preview" }).click()
  await expect(page.getByRole("listitem", { name: "Page 1 of 3" }).locator("img")).toHaveAttribute("src", address)
  expect(violations).toEqual([])
})

test("an upload can be cancelled; a refused one is retried with the same resized photo, and words typed meanwhile stay", async ({ page }) => {
  const violations = await watchViolations(page)
  const storage = await watchStorage(page)
  await openStory(page)
  const second = pageFields(page, 2)
  const photo = await cameraPhoto(2400, 3200)

  const held = storage.holdNext()
  await choosePhoto(BACKGROUND, second, photo)
  await held
  await second.getByRole("button", { name: "Cancel upload" }).click()
  await expect(second.getByRole("status")).toContainText("Upload cancelled.")
  // Its last bytes had reached the bucket as it was stopped: the studio deletes what nothing will show.
  const [cancelled] = storage.uploads
  await expect.poll(() => storage.deleted).toEqual([cancelled.path])
  expect(storage.has(cancelled.path)).toBe(false)
  storage.release()
  await expect(second.locator("img")).toHaveCount(0)
  await expect(second.getByRole("radio", { checked: true })).toHaveCount(1)

  const arrived = storage.holdNext()
  storage.refuseNext()
  await choosePhoto(BACKGROUND, second, photo)
  await arrived
  // The coach carries on writing while the photo is on its way.
  await second.getByLabel("Heading").fill("Typed while the photo was on its way")
  storage.release()
  const problem = second.getByRole("alert")
  await expect(problem).toContainText("The photo could not be uploaded. Check you are online, then try again.")
  await problem.getByRole("button", { name: "Try the upload again" }).click()
  await expect(second.getByRole("status").filter({ hasText: "Photo uploaded." })).toBeVisible()
  await expect(second.getByLabel("Heading")).toHaveValue("Typed while the photo was on its way")
  await expect(second.locator("img")).toBeVisible()

  // Cancelled, refused, retried: Retry sent the photo already resized, byte for byte.
  const [, refused, retried] = storage.uploads
  expect(storage.uploads).toHaveLength(3)
  expect(retried.bytes.equals(refused.bytes)).toBe(true)
  const { width, height } = await sharp(retried.bytes).metadata()
  expect([width, height]).toEqual([1500, 2000])
  // The photo that was shown and stored stays.
  expect(storage.deleted).toEqual([cancelled.path])
  expect(storage.has(retried.path)).toBe(true)
  expect(violations).toEqual([])
})

test("a replaced or removed photo is deleted from storage; the others stay", async ({ page }) => {
  const violations = await watchViolations(page)
  const storage = await watchStorage(page)
  await openStory(page)
  const third = pageFields(page, 3)
  const uploaded = third.getByRole("status").filter({ hasText: "Photo uploaded." })

  await choosePhoto(BACKGROUND, third, await cameraPhoto(900, 1200))
  await expect(uploaded).toBeVisible()
  const [first] = storage.uploads
  await expect(third.locator("img")).toHaveAttribute("src", new RegExp(encodeURIComponent(first.path).replace(/[.]/g, "\\.")))

  // Another photo in its place: the one it replaces goes from the bucket once the new one is in the draft.
  await choosePhoto(BACKGROUND, third, await cameraPhoto(1200, 1600))
  await expect.poll(() => storage.uploads.length).toBe(2)
  const second = storage.uploads[1]
  await expect(third.locator("img")).toHaveAttribute("src", new RegExp(encodeURIComponent(second.path).replace(/[.]/g, "\\.")))
  await expect.poll(() => storage.deleted).toEqual([first.path])
  expect(storage.has(second.path)).toBe(true)

  // Removed: the page goes back to a colour and its photo from the bucket.
  await third.getByRole("button", { name: "Remove the photo" }).click()
  await expect(third.locator("img")).toHaveCount(0)
  await expect.poll(() => storage.deleted).toEqual([first.path, second.path])
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()
  // Page 1's photo, still in the draft, was not touched.
  await expect(pageFields(page, 1).locator("img")).toBeVisible()
  expect(violations).toEqual([])
})

test("a poster photo of the wrong shape holds back publishing, in the build's own words", async ({ page }) => {
  const storage = await watchStorage(page)
  await openStory(page)
  await choosePhoto("Poster: a portrait photo instead", page, await cameraPhoto(1200, 900))
  await expect(page.getByRole("status").filter({ hasText: "Photo uploaded." })).toBeVisible()
  await page.locator("#story-poster").getByLabel(PHOTO_DESCRIPTION).fill("The coach at a whiteboard")
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()
  expect(storage.uploads).toHaveLength(1)
  await page.getByRole("button", { name: /^Check and publish/ }).click()
  const checklist = page.getByRole("list", { name: "Still to fix" })
  await expect(checklist).toContainText("Poster photo must be portrait 3:4 (it is 1200×900)")
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeDisabled()
  await checklist.getByRole("button", { name: "Fix: Poster photo" }).click()
  await expect(page.getByLabel("Poster: a portrait photo instead")).toBeFocused()
})

for (const width of [375, 1280]) {
  test(`the photo controls have no WCAG A/AA violations at ${width}px: chosen, uploading, refused`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    const storage = await watchStorage(page)
    await openStory(page)
    const third = pageFields(page, 3)
    await expect(pageFields(page, 1).locator("img")).toBeVisible()
    expect(await axe(page)).toEqual([])
    const held = storage.holdNext()
    storage.refuseNext()
    await choosePhoto(BACKGROUND, third, await cameraPhoto(800, 600))
    await held
    await expect(third.getByRole("progressbar", { name: "Uploading the photo" })).toBeVisible()
    expect(await axe(page)).toEqual([])
    storage.release()
    await expect(third.getByRole("alert")).toBeVisible()
    expect(await axe(page)).toEqual([])
  })
}
