/**
 * The newsletter against the production build and the local backend (the Functions emulator running
 * the newsletter's functions, the Firestore stand-in holding the mail documents the functions
 * write), at 375 px: a reader subscribes under a post (its code fetched only then), follows the
 * confirmation link from their e-mail, the coach sends the post from the studio, the reader's
 * e-mail arrives with its unsubscribe link, one click unsubscribes, and her next send skips them.
 * Without JavaScript the form posts to the function and its page answers. axe at 375 and 1280 px
 * on every new screen: the form, the function's pages and the studio's newsletter screens.
 */
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { MAIL } from "../../contract/firebase-settings"
import { NEWSLETTER_CALLABLES } from "../../contract/newsletter-api"
import { NEWSLETTER_HTTP } from "../../contract/newsletter-form"
import { postPath } from "../../contract/routes"
import { dataFile } from "../../test-support/content-files"
import { callAsCoach } from "../support/booking"
import { emulators, standInFirestore } from "../support/enquiries"
import { asBuilt, expect as baseExpect, test } from "../support/fixtures"
import { addCoach, axeAtBothWidths, COACH, DESKTOP, openScreen, PHONE, signIn } from "../support/studio-coach"

// Each function starts cold in the Functions emulator: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 45_000 })
const copy = dataFile("newsletter")

/** The post on the site the reader subscribes under (content/blog/). */
const READ_POST = "delegation-is-a-design-problem"
/** Her two posts, published from the studio: the letter is made from a published post as the build reads it. */
const RUN = Date.now().toString(36)
const POST = { slug: `saying-no-well-${RUN}`, title: "Saying no well: the leader’s most useful habit" }
const NEXT_POST = { slug: `quiet-quarters-${RUN}`, title: "What to do with a quiet quarter" }

/** Publishes a post of hers through the studio's own callables, as Publish in the editor does. */
const publishPost = async ({ slug, title }: { slug: string; title: string }) => {
  const postId = `post-${slug}`
  const draft = {
    slug,
    title,
    date: new Date().toISOString().slice(0, 10),
    description: "A short letter on a habit that saves leaders hours every week.",
    tags: ["Leadership"],
    body: "Most leaders say yes too often.\n\nHere is how to say no so that people thank you for it.",
  }
  const saved = (await callAsCoach("studioSavePostDraft", { postId, baseRevision: 0, draft })) as { revision: number }
  await callAsCoach("studioPublishPost", { postId, revision: saved.revision })
}

test.describe.configure({ mode: "serial", timeout: 900_000 })
test.use({ viewport: PHONE })
/** A reader who agreed at one of her workshops and stays on the list throughout. */
const STAYS = `stays-${RUN}@example.co.uk`

test.beforeAll(async () => {
  await addCoach()
  await publishPost(POST)
  await publishPost(NEXT_POST)
  await callAsCoach(NEWSLETTER_CALLABLES.importList, { csv: `email\r\n${STAYS}\r\n`, vouched: true, consentSource: "Sign-up sheet at the November workshop" })
})
test.beforeEach(() => emulators("hold"))
test.afterEach(() => emulators("release"))

/** A reader of this run's own, so the test counts only its own mail. */
const reader = (name: string) => `${name}-${Date.now()}@example.co.uk`

interface Mail {
  id: string
  to: string[]
  message: { subject: string; text: string; html: string }
  headers?: Record<string, string>
}

/** The mail documents to this address, as the functions wrote them for the mail service. */
const mailTo = async (address: string): Promise<Mail[]> =>
  (await standInFirestore().collection(MAIL).get()).docs.map((doc) => ({ id: doc.id, ...(doc.data() as Omit<Mail, "id">) })).filter((mail) => mail.to.includes(address))

/** The one link in a mail's plain text to one of the newsletter's functions. */
const linkTo = (mail: Mail, name: string): string => {
  const link = new RegExp(`https?://\\S+?/${name}\\?token=[^\\s"<>)]+`).exec(mail.message.text)?.[0]
  if (!link) throw new Error(`no ${name} link in "${mail.message.subject}":\n${mail.message.text}`)
  return link
}

/**
 * axe at both widths on the send screen: the screen's own markup. The e-mail in its frames is the
 * functions' HTML in a sandbox without scripts, where axe cannot run.
 */
const axeAroundTheLetter = async (page: Page) => {
  const found: string[] = []
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size)
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).exclude("iframe").options({ iframes: false }).analyze()
    found.push(...violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`))
  }
  await page.setViewportSize(PHONE)
  return found
}

/** The subscribe form at the end of the post (the page has another in its footer). */
const postForm = (page: Page) => page.getByRole("main").getByRole("form", { name: copy.form.heading })

const openNewsletter = async (page: Page) => {
  await openScreen(page, "Newsletter")
  await expect(page.getByRole("heading", { name: "Newsletter", level: 2 })).toBeFocused()
}

/** From the newsletter screen: the post's send screen, its e-mail made at both widths. */
const openSend = async (page: Page, title: string) => {
  await page.getByRole("button", { name: `Send “${title}” to subscribers` }).click()
  await expect(page.getByRole("heading", { name: `Send “${title}” to subscribers` })).toBeFocused()
  await expect(page.frameLocator('iframe[data-width="phone"]').locator("body")).toContainText(title)
}

/** Sends the open post to her readers and waits for the send to finish. */
const sendToReaders = async (page: Page) => {
  await page.getByRole("button", { name: "Send to subscribers", exact: true }).click()
  await page.getByRole("alertdialog").getByRole("button", { name: "Yes, send it" }).click()
  await expect(page.getByRole("status").filter({ hasText: /^Finished:/ })).toBeVisible({ timeout: 90_000 })
}

test("a reader subscribes under a post and confirms, the coach sends the post, the reader leaves in one click and the next send skips them", async ({ page }) => {
  const email = reader("reader")
  const scripts: string[] = []
  page.on("response", async (response) => {
    if (response.url().endsWith(".js")) scripts.push(await response.text().catch(() => ""))
  })

  // The reader, under a post: the form's code comes only once they touch the form.
  await page.goto(postPath(READ_POST))
  const form = postForm(page)
  await expect(form.getByLabel(copy.form.emailLabel)).toBeVisible()
  await page.waitForLoadState("networkidle")
  // Neither the form (its spam trap's label is in its code) nor its submit path is in the page's JavaScript.
  expect(scripts.filter((text) => text.includes(NEWSLETTER_CALLABLES.subscribe) || text.includes("Leave this empty"))).toEqual([])
  expect(await axeAtBothWidths(page)).toEqual([])

  // The first focus fetches the form, which takes over the server's markup (and checks it itself).
  await form.getByLabel(copy.form.emailLabel).click()
  await expect(form).toHaveJSProperty("noValidate", true)
  await expect(form.getByLabel(copy.form.emailLabel)).toBeFocused()
  await form.getByRole("button", { name: copy.form.submit }).click()
  // Nothing typed yet: the problem is named at the field, which has the focus.
  await expect(form.getByLabel(copy.form.emailLabel)).toBeFocused()
  await expect(form.getByLabel(copy.form.emailLabel)).toHaveAccessibleDescription(copy.form.errors.emailRequired)
  expect(scripts.some((text) => text.includes(NEWSLETTER_CALLABLES.subscribe))).toBe(true)
  expect(await axeAtBothWidths(page)).toEqual([])

  await form.getByLabel(copy.form.emailLabel).fill(email)
  await form.getByRole("checkbox", { name: copy.form.consent }).check()
  await form.getByRole("button", { name: copy.form.submit }).click()
  const waiting = page.getByRole("main").getByRole("status").filter({ hasText: copy.waiting.heading })
  await expect(waiting).toBeFocused()
  expect(await axeAtBothWidths(page)).toEqual([])

  // The confirmation e-mail, as the local backend wrote it; its link shows a button, which confirms.
  await expect.poll(async () => (await mailTo(email)).length).toBe(1)
  const [confirmation] = await mailTo(email)
  expect(confirmation.message.subject).toBe(copy.confirmEmail.subject)
  await page.goto(asBuilt(linkTo(confirmation, NEWSLETTER_HTTP.confirm)))
  await expect(page.getByRole("heading", { name: copy.confirmPage.heading })).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])
  await page.getByRole("button", { name: copy.confirmPage.button }).click()
  await expect(page.getByRole("heading", { name: copy.confirmed.heading })).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])

  // The coach sees the reader on her list and sends the post.
  await signIn(page, COACH)
  await expect(page.getByText(`Signed in as ${COACH.email}`)).toBeVisible()
  await openNewsletter(page)
  await expect(page.getByRole("list", { name: "Readers, newest first" }).getByText(email)).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])
  await openSend(page, POST.title)
  await page.getByLabel("A note above the post (optional)").fill("This one is for everyone who has asked me about saying no this year.")
  await expect(page.frameLocator('iframe[data-width="desktop"]').locator("body")).toContainText("saying no this year")
  expect(await axeAroundTheLetter(page)).toEqual([])
  await page.getByRole("button", { name: "Send a test to me" }).click()
  await expect(page.getByRole("status").filter({ hasText: /A test is on its way to/ })).toBeVisible()
  await sendToReaders(page)
  await expect(page.getByRole("list", { name: "Who it went to" })).toContainText(email)
  await expect(page.getByRole("list", { name: "Who it went to" })).toContainText(STAYS)
  expect(await axeAroundTheLetter(page)).toEqual([])

  // The reader's letter: the post, her note, the unsubscribe link in its footer.
  await expect.poll(async () => (await mailTo(email)).length).toBe(2)
  const letter = (await mailTo(email)).find((mail) => mail.id !== confirmation.id)
  if (!letter) throw new Error("no letter")
  expect(letter.message.text).toContain("saying no this year")
  expect(letter.message.text).toContain(POST.title)
  const unsubscribe = linkTo(letter, NEWSLETTER_HTTP.unsubscribe)
  // The same address in the headers a mail program offers its own one-click unsubscribe by (RFC 8058).
  expect(letter.headers).toEqual({ "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" })

  // One click on the letter's link: the page's one button.
  await page.goto(asBuilt(unsubscribe))
  await expect(page.getByRole("heading", { name: copy.unsubscribePage.heading })).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])
  await page.getByRole("button", { name: copy.unsubscribePage.button }).click()
  await expect(page.getByRole("heading", { name: copy.unsubscribed.heading })).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])

  // Her next post goes to her readers, but not to the reader who left.
  await page.goto("/studio/")
  await expect(page.getByText(`Signed in as ${COACH.email}`)).toBeVisible()
  await openNewsletter(page)
  await openSend(page, NEXT_POST.title)
  await sendToReaders(page)
  await expect(page.getByRole("list", { name: "Who it went to" })).toContainText(STAYS)
  await expect(page.getByRole("list", { name: "Who it went to" })).not.toContainText(email)
  // Nothing of her next post was mailed to them (what they were sent before may be erased as they left).
  expect((await mailTo(email)).filter((mail) => mail.message.text.includes(NEXT_POST.title))).toEqual([])
  expect((await mailTo(STAYS)).filter((mail) => mail.message.text.includes(NEXT_POST.title))).toHaveLength(1)
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the form in the footer posts to the newsletter's function, which answers in the site's words", async ({ page, browser }) => {
    const email = reader("plain")
    await page.goto("/blog/")
    const form = page.getByRole("contentinfo").getByRole("form", { name: copy.form.heading })
    await form.getByLabel(copy.form.emailLabel).fill(email)
    await form.getByRole("checkbox", { name: copy.form.consent }).check()
    await form.getByRole("button", { name: copy.form.submit }).click()
    await expect(page.getByRole("heading", { name: copy.waiting.heading })).toBeVisible()
    // axe runs in the page, so the answer's markup is checked in a page that runs scripts.
    const scripted = await browser.newContext({ viewport: PHONE, javaScriptEnabled: true })
    const checking = await scripted.newPage()
    await checking.setContent(await page.content())
    expect(await axeAtBothWidths(checking)).toEqual([])
    await scripted.close()
    await expect.poll(async () => (await mailTo(email)).length).toBe(1)
  })
})
