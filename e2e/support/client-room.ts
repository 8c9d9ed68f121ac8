/**
 * The client's side of the engagement tests: the e-mails the local backend queued for an address,
 * the links in them, and signing in to the room at /client/ with the link it mails.
 */
import type { Page } from "@playwright/test"
import { openDiary } from "./booking"
import { emulators, standInFirestore } from "./enquiries"
import { asBuilt, expect as baseExpect, test } from "./fixtures"
import { PHONE } from "./studio-coach"
import { MAIL } from "../../contract/firebase-settings"
import type { MailDocument } from "../../functions/src/common/mail"

/** Each callable and trigger starts cold in the Functions emulator: allow for a busy machine. */
export const engagementExpect = baseExpect.configure({ timeout: 45_000 })
const expect = engagementExpect

/**
 * An engagement spec's set-up, called at the top of its file: its test runs serially at phone
 * size, with her diary open and the emulators held while each test runs.
 */
export const asEngagementSpec = (): void => {
  test.describe.configure({ mode: "serial", timeout: 600_000 })
  test.use({ viewport: PHONE })
  test.beforeAll(() => openDiary())
  test.beforeEach(() => emulators("hold"))
  test.afterEach(() => emulators("release"))
}

/** A mail document the local backend queued (and printed), by its id. */
export const mailById = async (id: string): Promise<MailDocument | undefined> => (await standInFirestore().collection(MAIL).doc(id).get()).data() as MailDocument | undefined

/** The mails queued to `address`, oldest first by id. */
export const mailsTo = async (address: string) =>
  (await standInFirestore().collection(MAIL).get()).docs.filter((doc) => (doc.get("to") as string[]).includes(address)).map((doc) => ({ id: doc.id, ...(doc.data() as MailDocument) }))

/** The one link in a mail's text that starts so. */
export const linkIn = (mail: MailDocument, pattern: RegExp): string => {
  const link = pattern.exec(mail.message.text)?.[0]
  if (!link) throw new Error(`no link in "${mail.message.subject}":\n${mail.message.text}`)
  return link
}

/**
 * Opens the room (at `path`, the one a mailed link names), asks for a sign-in link for `email` and
 * follows the one it mails, on this page; `axe` runs on each of the two screens before signing in.
 */
export const signInToRoom = async (room: Page, email: string, { path = "/client/", axe }: { path?: string; axe?: () => Promise<void> } = {}): Promise<void> => {
  await room.goto(new URL(path, process.env.E2E_BASE_URL).href)
  await expect(room.getByRole("heading", { name: "Your room" })).toBeVisible()
  await axe?.()
  await room.getByLabel("E-mail address").fill(email)
  await room.getByRole("button", { name: "E-mail me a sign-in link" }).click()
  await expect(room.getByRole("heading", { name: "Check your inbox" })).toBeFocused()
  await axe?.()
  const signInMails = async () => (await mailsTo(email)).filter((mail) => mail.id.startsWith("client-sign-in-"))
  await expect.poll(async () => (await signInMails()).length).toBe(1)
  const [signInMail] = await signInMails()
  await room.goto(asBuilt(linkIn(signInMail, /https?:\/\/\S+oobCode=\S+/)))
  await expect(room).toHaveURL(/\/client\/$/)
}
