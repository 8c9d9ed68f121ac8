/**
 * The coach's studio against the production build (npm run build:local) and the local backend:
 * the coach signs in on a phone, finds an enquiry a visitor just sent through the contact form and
 * marks it handled; a reload keeps her signed in; an account without the coach claim sees nothing.
 */
import type { Page } from "@playwright/test"
import { formCopy as form } from "../../test-support/contact-copy"
import { readBuilt } from "../support/built-site"
import { storeEnquiries } from "../support/enquiries"
import { ROUTES, backendUrl, expect as baseExpect, test } from "../support/fixtures"
import { authHost, axe, COACH, emulatorPorts, openScreen, pageFields, PHONE, signIn, startStory, studioMenu } from "../support/studio-coach"
import { STUDIO_CALLABLES } from "../../contract/studio-api"
import { type StudioStory } from "../../contract/studio-stories-api"
import { LOCAL_PROJECT_ID } from "../../scripts/local-backend/site-env"
import { FUNCTIONS_REGION } from "../../contract/firebase-settings"

// Each callable starts cold in the Functions emulator: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 })
const VISITOR = { email: "someone@example.co.uk", password: "a-visitor-password" }

test.describe.configure({ mode: "serial", timeout: 120_000 })
test.use({ viewport: { width: 375, height: 800 } })

/** Another device: the coach signed in elsewhere, calling the studio's callables over their protocol. */
const otherDevice = async () => {
  const signInResponse = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...COACH, returnSecureToken: true }),
  })
  const { idToken } = (await signInResponse.json()) as { idToken: string }
  return async <T>(name: string, data: unknown): Promise<T> => {
    const url = backendUrl(`http://127.0.0.1:${emulatorPorts().functions.port}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/${name}`)
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ data }),
    })
    const body = (await response.json()) as { result: T }
    if (!response.ok) throw new Error(`${name} answered ${response.status}: ${JSON.stringify(body)}`)
    return body.result
  }
}

test.beforeAll(async () => {
  // Browsers cannot sign up (a blocking function refuses it): the account is made as an administrator
  // would, through the Auth emulator's administrator endpoint.
  const created = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v1/projects/${LOCAL_PROJECT_ID}/accounts`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer owner" },
    body: JSON.stringify(VISITOR),
  })
  // A second run against the same backend finds the account made by the first.
  expect(created.ok || (await created.text()).includes("EMAIL_EXISTS")).toBe(true)
})

/** Each run writes a story of its own, so runs against one backend do not meet. */
const STORY_TITLE = `Saying no to a board ${Date.now().toString(36)}`

const message = `We have just raised our Series A and I need help building a leadership team. (${Date.now()})`

test("the coach reads an enquiry sent through the contact form and marks it handled; a reload keeps her signed in", async ({ page }) => {
  await page.goto("/contact/")
  // The form takes typing once the page is hydrated (its button is enabled then).
  await expect(page.getByRole("button", { name: form.submit })).toBeEnabled()
  await page.getByLabel(form.fields.name.label).fill("Amara Okoye")
  await page.getByLabel(form.fields.email.label, { exact: true }).fill("amara@example.co.uk")
  await page.getByLabel(form.fields.organisation.label).fill("Kestrel Analytics")
  await page.getByLabel(form.fields.role.label).fill("Founder and chief executive")
  await page.getByLabel(form.fields.topic.label).selectOption("startup-mentoring")
  await page.getByLabel(form.fields.message.label).fill(message)
  await page.getByLabel(form.fields.consent.label).check()
  await page.getByRole("button", { name: form.submit }).click()
  await expect(page.getByText(form.sent.heading)).toBeVisible({ timeout: 30_000 })

  // Asked of Auth along the way: a sign-in's token is new, so its claims are not asked for again
  // (a round trip on a phone); a session a reload finds is, so a claim changed since counts.
  const tokenRefreshes: string[] = []
  page.on("request", (request) => {
    if (request.url().includes("securetoken.googleapis.com/v1/token")) tokenRefreshes.push(request.url())
  })
  await signIn(page, COACH)
  await expect(page.getByText(`Signed in as ${COACH.email}`)).toBeVisible({ timeout: 30_000 })
  expect(tokenRefreshes).toEqual([])
  // The desk opens on it: the newest of her new enquiries, a tap from the inbox.
  const topic = form.topics.find((topic) => topic.value === "startup-mentoring")!.label
  const newest = page.getByRole("list", { name: "Newest enquiries" }).getByRole("listitem").first()
  await expect(newest).toContainText("Amara Okoye")
  await expect(newest).toContainText(topic)
  await page.getByRole("link", { name: /^Read your enquiries \(\d+ new\)$/ }).click()
  await expect(page).toHaveURL(/\/studio\/#enquiries$/)
  const row = page.getByRole("listitem").filter({ hasText: "Amara Okoye" })
  await expect(row).toContainText("New")
  await expect(row).toContainText(topic)
  // Newest first: the enquiry just sent is at the top of the inbox.
  await expect(page.getByRole("region", { name: /Enquiries/ }).getByRole("listitem").first()).toContainText("Amara Okoye")

  await row.getByRole("button").click()
  await expect(page.getByRole("heading", { name: "Amara Okoye" })).toBeFocused()
  await expect(page.getByText(message)).toBeVisible()
  await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute("href", /^mailto:amara@example\.co\.uk\?/)
  await page.getByRole("button", { name: "Mark as handled" }).click()
  await expect(page.getByRole("button", { name: /Handled/ })).toHaveAttribute("aria-pressed", "true")
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible()
  // Nothing of the enquiry is in the address: the inbox's, no more.
  expect(page.url()).toMatch(/\/studio\/#enquiries$/)

  // A reload stays on the inbox.
  await page.reload()
  await expect(page.getByText(`Signed in as ${COACH.email}`)).toBeVisible({ timeout: 30_000 })
  expect(tokenRefreshes).toHaveLength(1)
  await expect(studioMenu(page).getByRole("link", { name: "Enquiries" })).toHaveAttribute("aria-current", "page")
  const after = page.getByRole("listitem").filter({ hasText: "Amara Okoye" })
  await expect(after).toContainText("Handled")
  await expect(after).not.toContainText("New")

  await page.getByRole("button", { name: "Sign out" }).click()
  await expect(page.getByRole("heading", { name: "Sign in to the studio" })).toBeVisible()
})

test("the inbox reaches the oldest enquiry, a page at a time, however many came after it", async ({ page }) => {
  // More than a page of enquiries (50) newer than the oldest: a flood would look like this.
  const start = Date.UTC(2024, 0, 1)
  await storeEnquiries([
    { name: "Oldest Enquirer", receivedAt: new Date(Date.UTC(2020, 0, 1)) },
    ...Array.from({ length: 55 }, (_, index) => ({ name: `Flood Sender ${index}`, receivedAt: new Date(start + index * 60_000) })),
  ])
  await signIn(page, COACH)
  await openScreen(page, "Enquiries")
  const inbox = page.getByRole("region", { name: /Enquiries/ })
  await expect(inbox.getByRole("listitem").first()).toBeVisible({ timeout: 30_000 })
  await expect(inbox.getByRole("listitem").filter({ hasText: "Oldest Enquirer" })).toHaveCount(0)
  const older = inbox.getByRole("button", { name: "Show older enquiries" })
  for (let round = 0; round < 10 && (await older.count()) > 0; round += 1) {
    const shown = await inbox.getByRole("listitem").count()
    await older.click()
    await expect.poll(() => inbox.getByRole("listitem").count(), { timeout: 30_000 }).toBeGreaterThan(shown)
  }
  await expect(older).toHaveCount(0)
  await expect(inbox.getByRole("listitem").last()).toContainText("Oldest Enquirer")
  await page.getByRole("button", { name: "Sign out" }).click()
})

test("on a phone the desk leads with her new enquiries and next calls; each kind of content is a screen with its own address, and Back returns", async ({ page }) => {
  await storeEnquiries([{ name: "Desk Reader", receivedAt: new Date() }])
  await signIn(page, COACH)
  const desk = page.getByRole("region", { name: "Your desk" })
  await expect(desk.getByRole("list", { name: "Newest enquiries" }).getByRole("listitem").first()).toContainText("Desk Reader")
  await expect(desk.getByRole("status")).toHaveCount(0)
  // What needs her first, her content after: in that order down the phone's screen.
  const tops = await Promise.all(
    [/^New enquiries/, /^Next calls$/, /^Your content$/].map(async (name) => (await desk.getByRole("heading", { name }).boundingBox())?.y ?? Number.NaN),
  )
  expect(tops).toEqual([...tops].sort((a, b) => a - b))
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  expect(await studioMenu(page).evaluate((menu) => menu.scrollWidth <= menu.clientWidth)).toBe(true)

  // A tap from the desk, and each kind is a screen of its own, at its own address.
  await desk.getByRole("link", { name: "Blog posts" }).click()
  await expect(page).toHaveURL(/\/studio\/#posts$/)
  await expect(page.getByRole("heading", { name: "Blog posts" })).toBeVisible()
  await openScreen(page, "Stories")
  await expect(page).toHaveURL(/\/studio\/#stories$/)
  await expect(page.getByRole("heading", { name: "Web stories" })).toBeVisible()
  await openScreen(page, "Pages")
  await expect(page).toHaveURL(/\/studio\/#pages$/)
  await expect(page.getByRole("list", { name: "Pages" })).toBeVisible()
  // A reload stays on the screen.
  await page.reload()
  await expect(page.getByRole("list", { name: "Pages" })).toBeVisible({ timeout: 30_000 })

  // Back goes through them the way she came, to the desk.
  await page.goBack()
  await expect(page.getByRole("heading", { name: "Web stories" })).toBeVisible()
  await expect(studioMenu(page).getByRole("link", { name: "Stories" })).toHaveAttribute("aria-current", "page")
  await page.goBack()
  await expect(page.getByRole("heading", { name: "Blog posts" })).toBeVisible()
  await page.goBack()
  await expect(desk).toBeVisible()
  await page.goForward()
  await expect(page.getByRole("heading", { name: "Blog posts" })).toBeVisible()

  // An address the studio does not know is the desk, without an error.
  await page.goto("/studio/#an-old-bookmark")
  await expect(desk).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0)
  await page.getByRole("button", { name: "Sign out" }).click()
})

test("the coach writes a three-page story on a phone; the checklist holds back a text over 180 characters; she fixes it and publishes", async ({ page }) => {
  await startStory(page, STORY_TITLE)
  await expect(page.getByText(/Address: \/stories\/saying-no-to-a-board-[a-z0-9]+\/ · draft/)).toBeVisible()

  await page.getByLabel("Description (for search results and sharing)").fill("How a chief executive turned down an acquisition her board wanted, and kept the board.")
  const words = [
    ["Saying no to a board", "Anna's board wanted to buy a competitor. She had a week to say why not."],
    ["Facts before feelings", "We put the numbers on one page first, and the worry second. ".repeat(4)],
    ["A no with a yes inside", "She proposed a partnership instead of a purchase. The board agreed within the hour."],
  ]
  for (const [index, [heading, body]] of words.entries()) {
    const fields = pageFields(page, index + 1)
    await fields.getByLabel("Heading").fill(heading)
    await fields.getByLabel("Text").fill(body)
  }
  // The counter follows the typing, against the build's limit.
  await expect(pageFields(page, 2).getByText("239 of 180 characters: 59 too many")).toBeVisible()
  await expect(pageFields(page, 1).getByText("71 of 180 characters")).toBeVisible()
  await pageFields(page, 2).getByRole("radio", { name: "Blue" }).check()
  await pageFields(page, 3).getByRole("radio", { name: "Black" }).check()

  // Reordering by buttons, and the focus follows the page moved.
  await pageFields(page, 3).getByRole("button", { name: "Move up, page 3" }).click()
  await expect(pageFields(page, 2).getByLabel("Heading")).toHaveValue("A no with a yes inside")
  await expect(pageFields(page, 2).getByRole("button", { name: "Move up, page 2" })).toBeFocused()
  await pageFields(page, 2).getByRole("button", { name: "Move down, page 2" }).click()
  await expect(pageFields(page, 3).getByLabel("Heading")).toHaveValue("A no with a yes inside")

  // The preview draws each page with the story's own panel, on its colour.
  await page.getByRole("button", { name: "Preview" }).click()
  const second = page.getByRole("listitem", { name: "Page 2 of 3" })
  await expect(second.getByRole("heading", { name: "Facts before feelings" })).toBeVisible()
  await expect(second.locator(".panel")).toBeVisible()
  await expect(second.locator("div").first()).toHaveCSS("background-color", "rgb(29, 78, 216)")
  const box = await page.getByRole("listitem", { name: "Page 1 of 3" }).locator("div").first().boundingBox()
  expect(box && Math.round((box.height / box.width) * 9)).toBe(16)

  await page.getByRole("button", { name: /^Check and publish \(1 to fix\)/ }).click()
  const checklist = page.getByRole("list", { name: "Still to fix" })
  await expect(checklist).toContainText("Page 2 text must be at most 180 characters (it has 239)")
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeDisabled()
  await checklist.getByRole("button", { name: "Fix: Page 2 text" }).click()
  await expect(pageFields(page, 2).getByLabel("Text")).toBeFocused()
  await pageFields(page, 2).getByLabel("Text").fill("We put the numbers on one page first, and the worry second.")
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()

  await page.getByRole("button", { name: "Check and publish" }).click()
  await expect(page.getByText("Everything the site checks is in order")).toBeVisible()
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await expect(page.getByRole("status").filter({ hasText: /^Published\. .*\/stories\/saying-no-to-a-board-[a-z0-9]+\// })).toBeVisible()
  await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible()

  // A reload goes back to the story; the list then says it is published.
  await page.reload()
  await expect(page.getByRole("heading", { name: STORY_TITLE })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(/ · published$/)).toBeVisible()
  await page.getByRole("button", { name: "Back to all stories" }).click()
  // Other studio tests write stories at the same time: this one is found by its title.
  await expect(page.getByRole("list", { name: "Your stories" }).getByRole("listitem").filter({ hasText: STORY_TITLE })).toContainText(`${STORY_TITLE}Published`)
})

/** The coach's laptop saves a new first heading for this run's story; the story as it was before. */
const laptopSavesFirst = async (heading: string): Promise<StudioStory> => {
  const call = await otherDevice()
  const { stories } = await call<{ stories: StudioStory[] }>(STUDIO_CALLABLES.listStories, {})
  const theirs = stories.find((story) => story.draft.title === STORY_TITLE)
  if (!theirs) throw new Error("the story is not on the server")
  const [first, ...rest] = theirs.draft.pages
  await call(STUDIO_CALLABLES.saveStoryDraft, {
    storyId: theirs.storyId,
    baseRevision: theirs.revision,
    draft: { ...theirs.draft, pages: [{ ...first, heading }, ...rest] },
  })
  return theirs
}

test("words typed offline are kept on the device and come back after a reload; a clash with another device is shown, never overwritten", async ({ page }) => {
  await signIn(page, COACH)
  await openScreen(page, "Stories")
  await page.getByRole("list", { name: "Your stories" }).getByRole("button", { name: new RegExp(STORY_TITLE) }).click()
  const heading = pageFields(page, 1).getByLabel("Heading")
  await expect(heading).toHaveValue("Saying no to a board")

  // Offline: the callable cannot be reached, the words stay on this device.
  await page.route("**/studioSaveStoryDraft", (route) => route.abort("internetdisconnected"))
  await heading.fill("Saying no, kindly")
  await expect(page.getByRole("status").filter({ hasText: /kept on this device/ })).toBeVisible()
  await page.reload()
  await expect(pageFields(page, 1).getByLabel("Heading")).toHaveValue("Saying no, kindly", { timeout: 30_000 })
  await expect(page.getByText("Your unsaved changes from this device are back.")).toBeVisible()

  // Meanwhile another device saves the story first.
  await laptopSavesFirst("Saying no, from the laptop")

  // Back online, this device's save names the revision it started from, and the clash shows.
  await page.unroute("**/studioSaveStoryDraft")
  await page.getByRole("button", { name: "Try saving again" }).click()
  const clash = page.getByRole("alert").filter({ hasText: "This story was changed on another device" })
  await expect(clash).toContainText("“" + STORY_TITLE + "”")
  await expect(pageFields(page, 1).getByLabel("Heading")).toHaveValue("Saying no, kindly")
  await clash.getByRole("button", { name: "Take theirs" }).click()
  await expect(pageFields(page, 1).getByLabel("Heading")).toHaveValue("Saying no, from the laptop")
  await pageFields(page, 1).getByLabel("Heading").fill("Saying no to a board")
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()
})

test("keeping mine after a clash sends this device's words over the other device's, from the revision it now has", async ({ page }) => {
  await signIn(page, COACH)
  await openScreen(page, "Stories")
  await page.getByRole("list", { name: "Your stories" }).getByRole("button", { name: new RegExp(STORY_TITLE) }).click()
  const heading = pageFields(page, 1).getByLabel("Heading")
  await expect(heading).toHaveValue("Saying no to a board")

  // Offline here (the save has been tried and failed) while the laptop saves a change of its own.
  await page.route("**/studioSaveStoryDraft", (route) => route.abort("internetdisconnected"))
  await heading.fill("Saying no, from the phone")
  const retry = page.getByRole("button", { name: "Try saving again" })
  await expect(retry).toBeVisible()
  const before = await laptopSavesFirst("Saying no, from the laptop")

  await page.unroute("**/studioSaveStoryDraft")
  await retry.click()
  const clash = page.getByRole("alert").filter({ hasText: "This story was changed on another device" })
  await expect(clash).toBeVisible()
  await clash.getByRole("button", { name: "Keep mine" }).click()
  await expect(clash).toHaveCount(0)
  await expect(heading).toHaveValue("Saying no, from the phone")
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()

  // The server now has this device's words, saved over the laptop's revision, not beside it.
  const call = await otherDevice()
  const after = (await call<{ stories: StudioStory[] }>(STUDIO_CALLABLES.listStories, {})).stories.find((story) => story.storyId === before.storyId)
  expect(after?.draft.pages[0].heading).toBe("Saying no, from the phone")
  expect(after?.revision).toBe(before.revision + 2)

  // Put the heading back for the tests after this one.
  await heading.fill("Saying no to a board")
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()
})

/** The drafts the studio keeps in this browser's storage, by key. */
const draftsOnDevice = (page: Page) => page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith("studio:")))

test("signing out leaves no draft on the device, and asks first when changes have not reached the server", async ({ page }) => {
  await startStory(page, `Leaving the office on time ${Date.now().toString(36)}`)
  // Offline, a change stays on this device only: signing out would lose it, so the studio asks.
  await page.route("**/studioSaveStoryDraft", (route) => route.abort("internetdisconnected"))
  const heading = pageFields(page, 1).getByLabel("Heading")
  await heading.fill("Leaving on time, most days")
  await expect(page.getByRole("status").filter({ hasText: /kept on this device/ })).toBeVisible()
  expect(await draftsOnDevice(page)).toEqual(expect.arrayContaining([expect.stringMatching(/^studio:draft:leaving-the-office-on-time-/), "studio:open-story"]))

  await page.getByRole("button", { name: "Sign out" }).click()
  const warning = page.getByRole("alert").filter({ hasText: "Some changes have not been saved" })
  await expect(warning).toBeVisible()
  await warning.getByRole("button", { name: "Stay signed in" }).click()
  await expect(warning).toHaveCount(0)
  await expect(heading).toHaveValue("Leaving on time, most days")
  expect(await draftsOnDevice(page)).toContainEqual(expect.stringMatching(/^studio:draft:/))

  await page.getByRole("button", { name: "Sign out" }).click()
  await page.getByRole("alert").getByRole("button", { name: "Sign out and lose them" }).click()
  await expect(page.getByRole("heading", { name: "Sign in to the studio" })).toBeVisible()
  await expect(page.getByText("You have signed out.")).toBeVisible()
  expect(await draftsOnDevice(page)).toEqual([])
  await page.reload()
  await expect(page.getByRole("heading", { name: "Sign in to the studio" })).toBeVisible({ timeout: 30_000 })
  expect(await draftsOnDevice(page)).toEqual([])
})

test("an account without the coach claim is told it has no access, sees no enquiry and is signed out", async ({ page }) => {
  await signIn(page, VISITOR)
  await expect(page.getByText("This account has no access to the studio")).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole("heading", { name: /Enquiries/ })).toHaveCount(0)
  await expect(page.getByText("Amara Okoye")).toHaveCount(0)
  await expect(page.getByRole("heading", { name: "Web stories" })).toHaveCount(0)
  await expect(page.getByText(STORY_TITLE)).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole("heading", { name: "Sign in to the studio" })).toBeVisible({ timeout: 30_000 })
})

test("a wrong password and the forgotten-password e-mail are answered in words", async ({ page }) => {
  await signIn(page, { email: COACH.email, password: "not-the-password" })
  await expect(page.getByRole("alert")).toHaveText(/do not match an account/, { timeout: 30_000 })
  await page.getByRole("button", { name: "Forgot your password?" }).click()
  await expect(page.getByRole("alert")).toHaveText(`If ${COACH.email} has an account, a link to choose a new password is on its way. Check your inbox.`)
})

for (const width of [375, 1280]) {
  test(`every studio screen has no WCAG A/AA violations at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto("/studio/")
    await expect(page.getByRole("heading", { name: "Sign in to the studio" })).toBeVisible({ timeout: 30_000 })
    expect(await axe(page)).toEqual([])
    await signIn(page, COACH)
    // The desk and the menu, once the desk has read everything it shows.
    const desk = page.getByRole("region", { name: "Your desk" })
    await expect(desk.getByRole("list", { name: "Newest enquiries" })).toBeVisible()
    await expect(desk.getByRole("status")).toHaveCount(0)
    expect(await axe(page)).toEqual([])
    await openScreen(page, "Enquiries")
    await expect(page.getByRole("region", { name: /Enquiries/ }).getByRole("list")).toBeVisible()
    expect(await axe(page)).toEqual([])
    await page.getByRole("region", { name: /Enquiries/ }).getByRole("listitem").first().getByRole("button").click()
    await expect(page.getByRole("button", { name: "Back to all enquiries" })).toBeVisible()
    expect(await axe(page)).toEqual([])
    await page.getByRole("button", { name: "Back to all enquiries" }).click()
    // The story list, then the editor's three views, with a story that still has things to fix.
    await openScreen(page, "Stories")
    await page.getByRole("list", { name: "Your stories" }).getByRole("button", { name: new RegExp(STORY_TITLE) }).click()
    await expect(page.getByLabel("Title", { exact: true })).toBeVisible()
    expect(await axe(page)).toEqual([])
    await page.getByRole("button", { name: "Preview" }).click()
    await expect(page.getByRole("list", { name: "Pages as a phone shows them" })).toBeVisible()
    expect(await axe(page)).toEqual([])
    await page.getByRole("button", { name: /^Check and publish/ }).click()
    await expect(page.getByRole("heading", { name: "Before publishing" })).toBeVisible()
    // The story is published (earlier test); its actions are disabled, dimmed, only while a call is
    // in flight: axe reads the settled screen.
    await expect(page.getByRole("button", { name: "Unpublish" })).toBeEnabled()
    expect(await axe(page)).toEqual([])
    await page.getByRole("button", { name: "Back to all stories" }).click()
    await expect(page.getByRole("heading", { name: "Web stories" })).toBeVisible()
    expect(await axe(page)).toEqual([])
    await page.getByRole("button", { name: "Sign out" }).click()
  })
}

test("crawlers are kept out: noindex, not in the sitemap, disallowed in robots.txt, not linked from the site", async ({ page }) => {
  expect(readBuilt("robots.txt")).toContain("Disallow: /studio/")
  expect(readBuilt("studio/index.html")).toMatch(/<meta[^>]+name="robots"[^>]+content="noindex/)
  expect(readBuilt("sitemap-0.xml")).not.toContain("/studio/")
  await page.goto("/")
  await expect(page.locator('a[href*="/studio"]')).toHaveCount(0)
})

test("no other page loads any studio code; the studio's own chunks bring it", async ({ page }) => {
  const scripts = new Map<string, string>()
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script" && response.url().endsWith(".js")) {
      scripts.set(response.url(), await response.text().catch(() => ""))
    }
  })
  for (const route of [...ROUTES, "/blog/delegation-is-a-design-problem/"]) {
    await page.goto(route)
    await page.waitForLoadState("networkidle")
  }
  // The studio's own words, and the photo resizing library's option name.
  // The blog post editor's Markdown pipeline and checklist (a chunk the studio loads when a post is opened) too.
  const studioMarks = ["studioListEnquiries", "Sign in to the studio", "Before publishing", "Uploading the photo", "maxWidthOrHeight", "Add the link", "as headings go down one level at a time"]
  for (const [url, text] of scripts) {
    for (const mark of studioMarks) expect(text.includes(mark), `${url} holds studio code (${mark})`).toBe(false)
  }
  // The studio page itself: its code arrives after the page, in chunks of its own.
  scripts.clear()
  await page.goto("/studio/")
  await expect(page.getByRole("heading", { name: "Sign in to the studio" })).toBeVisible({ timeout: 30_000 })
  expect([...scripts.values()].some((text) => text.includes("Sign in to the studio"))).toBe(true)
  // The desk's code comes while she signs in, so the desk is ready when she is; no other screen's does.
  await page.waitForLoadState("networkidle")
  expect([...scripts.values()].some((text) => text.includes("Not on the site yet"))).toBe(true)
  expect([...scripts.values()].some((text) => text.includes("Back to all enquiries"))).toBe(false)
})
