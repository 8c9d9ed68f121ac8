/**
 * @jest-environment node
 *
 * A new notification address published in the studio's Settings takes effect only once the new
 * mailbox confirms it (a link mailed to it) AND the address in force approves it (a link mailed
 * there, or publishing just after a second-factor sign-in); until then enquiries still go to the
 * address in force, so someone holding her studio session and a mailbox of their own cannot
 * redirect them. Through the studio's publish callable, the contact form's
 * callable and the link's page, against the Firestore stand-in.
 */
import "./helpers/console-info-spy"
import { firestore } from "../functions/src/firestore"
import { pageHandlers } from "../functions/src/studio/page-callables"
import { submitEnquiry } from "../functions/src/enquiries/submit-enquiry"
import { refreshSiteIdentity } from "../functions/src/site/site-identity"
import { serveConfirmAddress, type ConfirmResponse } from "../functions/src/site/confirm-address"
import { PAGES, SERVER_SETTINGS, STUDIO_PAGES } from "../contract/firebase-settings"
import { settingsPageSchema } from "../contract/site-pages"
import siteFile from "../content/site.json"
import { validEnquiry } from "./helpers/enquiry-cases"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"
import { startRecordingBuildHook, type RecordingBuildHook } from "./helpers/recording-build-hook"

jest.setTimeout(60_000)

type Firestore = ReturnType<typeof firestore>
type CallableRequest = Parameters<typeof submitEnquiry.run>[0]

const OLD = siteFile.email
const NEW = "eleanor@whitcombe-leadership.co.uk"
const HOUR = 3_600_000

let db: Firestore
let hook: RecordingBuildHook
withFunctionsFirestore(async () => {
  hook = await startRecordingBuildHook()
})
beforeAll(() => {
  db = firestore()
})
afterAll(() => {
  hook.server.close()
  delete process.env.BUILD_HOOK_URL
  delete process.env.BUILD_HOOK_TOKEN
})
beforeEach(async () => {
  for (const collection of [STUDIO_PAGES, PAGES, SERVER_SETTINGS, "studioMeta", "mail", "enquiries", "rateLimits"]) {
    for (const doc of (await db.collection(collection).get()).docs) await doc.ref.delete()
  }
})

let sender = 0
const asVisitor = (data: unknown): CallableRequest => {
  const address = `2001:db8:${(++sender).toString(16)}::1`
  return { data, rawRequest: { ip: address, headers: { "x-forwarded-for": address }, socket: { remoteAddress: "169.254.1.1" } }, acceptsStreaming: false } as unknown as CallableRequest
}
const asCoach = (data: unknown, signIn: Record<string, unknown> = {}) =>
  ({ data, rawRequest: { headers: {} }, acceptsStreaming: false, auth: { uid: "coach", token: { uid: "coach", coach: true, email_verified: true, ...signIn }, rawToken: "verified" } }) as unknown as CallableRequest

/** Her ID token's sign-in, as Firebase Auth writes it, completed with a texted code `minutesAgo` ago. */
const secondFactorSignIn = (minutesAgo: number) => ({ auth_time: Math.floor(Date.now() / 1000) - minutesAgo * 60, firebase: { sign_in_provider: "password", sign_in_second_factor: "phone" } })

let revision = 0
/** Saves and publishes her settings with this address, as the studio's Settings does. */
const publishSettingsWith = async (email: string, signIn: Record<string, unknown> = {}) => {
  const draft = { ...settingsPageSchema.parse(siteFile), email }
  const saved = await pageHandlers.savePageDraft(asCoach({ pageId: "settings", baseRevision: revision, draft }))
  revision = saved.revision
  await pageHandlers.publishPage(asCoach({ pageId: "settings", revision }, signIn))
}

/** Where the coach's e-mail about a new enquiry goes (the functions read her address afresh, as a minute later). */
const enquiryGoesTo = async (): Promise<string[]> => {
  await refreshSiteIdentity(db, Date.now(), 0)
  const submissionId = crypto.randomUUID()
  await submitEnquiry.run(asVisitor(validEnquiry({ submissionId, email: `visitor${sender}@example.co.uk` })))
  return (await db.collection("mail").doc(submissionId).get()).get("to") as string[]
}

const mailTo = async (address: string) => (await db.collection("mail").where("to", "array-contains", address).get()).docs.map((doc) => doc.data())
const linkIn = (text: string): string => /(https?:\/\/\S+confirmNotificationAddress\?token=\S+)/.exec(text)?.[1] ?? ""
/** The approval link in the notice to the address in force. */
const approvalLink = async () => linkIn((await mailTo(OLD)).find((mail) => mail.message.subject.includes(NEW))?.message.text ?? "")

/** The link's page, as a browser opens it (GET) and as its button sends it (POST). */
const openLink = async (method: "GET" | "POST", link: string, now = new Date()) => {
  const token = new URL(link).searchParams.get("token") ?? ""
  const answer = { status: 0, body: "", headers: {} as Record<string, string> }
  const response: ConfirmResponse = {
    status: (code) => ((answer.status = code), response),
    set: (field, value) => ((answer.headers[field] = value), response),
    send: (body) => (answer.body = body),
  }
  await serveConfirmAddress(db, method === "GET" ? { method, query: { token } } : { method, query: {}, body: { token } }, response, now)
  return answer
}

describe("a new address in Settings", () => {
  beforeEach(() => {
    revision = 0
  })

  it("keeps enquiries on the old address, tells it, and takes over once its link is followed and the old address approves, each once", async () => {
    await publishSettingsWith(NEW)
    expect(await enquiryGoesTo()).toEqual([OLD])

    const [toOld] = (await mailTo(OLD)).filter((mail) => mail.message.subject.includes(NEW))
    expect(toOld.message.text).toContain(`They keep coming to this address unless you approve the change, by opening this link within 24 hours, and ${NEW} confirms it:`)
    const [toNew] = await mailTo(NEW)
    expect(toNew.message.subject).toBe("Confirm the address for your website's enquiries")
    const link = linkIn(toNew.message.text)
    expect(link).not.toBe("")
    // Her studio shows what waits for confirmation.
    expect((await pageHandlers.listPages(asCoach({}))).addressChange).toEqual({ email: NEW, expiresAt: expect.any(String) })

    // Opening the link (as a mail scanner would) shows the address and a button, and changes nothing.
    const opened = await openLink("GET", link)
    expect(opened.status).toBe(200)
    expect(opened.body).toContain(NEW)
    expect(opened.headers["X-Frame-Options"]).toBe("DENY")
    expect(await enquiryGoesTo()).toEqual([OLD])

    expect((await openLink("POST", link)).body).toContain(`once ${OLD}, where they go now, approves the change`)
    expect(await enquiryGoesTo()).toEqual([OLD])
    const approve = await approvalLink()
    expect((await openLink("GET", approve)).body).toContain("Approve the change")
    expect(await enquiryGoesTo()).toEqual([OLD])
    expect((await openLink("POST", approve)).body).toContain(`Enquiries and bookings now go to <strong>${NEW}</strong>`)
    expect(await enquiryGoesTo()).toEqual([NEW])
    expect((await pageHandlers.listPages(asCoach({}))).addressChange).toBeNull()
    expect((await openLink("POST", approve)).status).toBe(404)

    // Used once: following it again does nothing.
    expect((await openLink("POST", link)).status).toBe(404)
    expect((await openLink("GET", link)).status).toBe(404)
  })

  it("is not taken by a link followed after a day, nor by a made-up one", async () => {
    await publishSettingsWith(NEW)
    const link = linkIn((await mailTo(NEW))[0].message.text)
    expect((await openLink("POST", link, new Date(Date.now() + 25 * HOUR))).status).toBe(404)
    expect((await openLink("POST", link.replace(/token=.{4}/, "token=AAAA"))).status).toBe(404)
    expect(await enquiryGoesTo()).toEqual([OLD])
  })

  it("is cancelled by publishing the address in force again: the link then does nothing", async () => {
    await publishSettingsWith(NEW)
    const link = linkIn((await mailTo(NEW))[0].message.text)
    await publishSettingsWith(OLD)
    expect((await pageHandlers.listPages(asCoach({}))).addressChange).toBeNull()
    expect((await openLink("POST", link)).status).toBe(404)
    expect(await enquiryGoesTo()).toEqual([OLD])
  })

  it("is not taken by someone holding her studio session and a mailbox of their own: the address in force must approve", async () => {
    await publishSettingsWith(NEW)
    // The new mailbox is theirs: they follow its link.
    expect((await openLink("POST", linkIn((await mailTo(NEW))[0].message.text))).status).toBe(200)
    expect(await enquiryGoesTo()).toEqual([OLD])
    // A second factor signed in long ago does not approve either, nor the new mailbox's link followed twice.
    await publishSettingsWith(NEW, secondFactorSignIn(60))
    expect(await enquiryGoesTo()).toEqual([OLD])
    expect((await openLink("POST", linkIn((await mailTo(NEW))[0].message.text))).status).toBe(404)
    expect(await enquiryGoesTo()).toEqual([OLD])
    // Her approval, in either order, completes it.
    await openLink("POST", await approvalLink())
    expect(await enquiryGoesTo()).toEqual([NEW])
  })

  it("is approved by publishing just after a second-factor sign-in: then the new mailbox's link alone completes it", async () => {
    await publishSettingsWith(NEW, secondFactorSignIn(2))
    const [toOld] = (await mailTo(OLD)).filter((mail) => mail.message.subject.includes(NEW))
    expect(toOld.message.text).toContain("You approved it with your second sign-in step.")
    expect(linkIn(toOld.message.text)).toBe("")
    expect(await enquiryGoesTo()).toEqual([OLD])
    await openLink("POST", linkIn((await mailTo(NEW))[0].message.text))
    expect(await enquiryGoesTo()).toEqual([NEW])
  })

  it("mails one link, not one per publish, while it waits", async () => {
    await publishSettingsWith(NEW)
    await publishSettingsWith(NEW)
    expect(await mailTo(NEW)).toHaveLength(1)
  })
})

describe("on the local backend", () => {
  it("prints both e-mails in the terminal, the link to follow included", async () => {
    revision = 0
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined)
    process.env.FUNCTIONS_EMULATOR = "true"
    let printed: string[]
    try {
      await publishSettingsWith(NEW)
      printed = log.mock.calls.map((args) => String(args[0]))
    } finally {
      delete process.env.FUNCTIONS_EMULATOR
      log.mockRestore()
    }
    expect(printed).toContainEqual(expect.stringMatching(new RegExp(`^E-mail queued \\(mail/\\w+\\) to ${NEW}: Confirm the address for your website's enquiries$`)))
    expect(printed).toContainEqual(expect.stringMatching(new RegExp(`^E-mail queued \\(mail/\\w+\\) to ${OLD}: Your website's enquiries may move to ${NEW}$`)))
    expect(printed).toContain(`  | ${linkIn((await mailTo(NEW))[0].message.text)}`)
  })
})
