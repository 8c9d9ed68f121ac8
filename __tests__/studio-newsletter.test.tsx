/**
 * @jest-environment ./test-support/jsdom-with-network.js
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * The coach's "Newsletter" screens in jsdom: the studio's own screens, hooks and callable client,
 * talking to the newsletter functions' own handlers (for the signed-in coach) on the Firestore
 * stand-in. She imports a CSV (what was added, and each line refused with why), sees her readers
 * counted and listed newest first, removes one after confirming, and exports the list as a file;
 * she sends a published post: its e-mail at both widths with her note, a test to herself, then
 * the send she confirms, watched until it has gone, with who it went to.
 */
// First: the Admin SDK needs Node's globals that jsdom leaves out.
import "./helpers/node-globals"
import * as React from "react"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { newsletterHandlers } from "../functions/src/newsletter/newsletter-functions"
import { NEWSLETTER_CALLABLES } from "../contract/newsletter-api"
import { NewsletterScreen } from "../studio/newsletter/newsletter-screen"
import { SendScreen } from "../studio/newsletter/send-screen"
import { firestore } from "../functions/src/firestore"
import { MAIL, NEWSLETTER_DELIVERIES, NEWSLETTER_LEFT, NEWSLETTER_SENDS, NEWSLETTER_SUBSCRIBERS, POSTS } from "../contract/firebase-settings"
import site from "../content/site.json"
import { CALLABLE_HEADERS, withLoopbackCallable } from "./helpers/loopback-callable"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"
import { renderThemed } from "./helpers/render"

jest.setTimeout(60_000)

type CallableRequest = Parameters<typeof newsletterHandlers.list>[0]

const NAMES = Object.fromEntries(Object.entries(NEWSLETTER_CALLABLES).map(([key, name]) => [name, key])) as Record<string, keyof typeof newsletterHandlers | "subscribe">

/** The Functions endpoint for the studio's client: each call runs the functions' own handler, for the coach. */
const backend = withLoopbackCallable((req, body, res) => {
  if (req.method === "OPTIONS") {
    res.writeHead(204, { ...CALLABLE_HEADERS, "access-control-allow-headers": "*", "access-control-allow-methods": "POST" }).end()
    return
  }
  const name = NAMES[(req.url ?? "").split("/").pop() ?? ""]
  // The posts to send come from the studio's own list of posts: none here.
  if (!name || name === "subscribe") {
    res.writeHead(200, CALLABLE_HEADERS).end(JSON.stringify({ result: { posts: [], filePostSlugs: [], tags: [] } }))
    return
  }
  const request = {
    data: (JSON.parse(body) as { data: unknown }).data,
    rawRequest: { headers: { host: req.headers.host } },
    acceptsStreaming: false,
    auth: { uid: "coach", token: { uid: "coach", coach: true, email_verified: true }, rawToken: "verified" },
  } as unknown as CallableRequest
  newsletterHandlers[name](request).then(
    (result) => res.writeHead(200, CALLABLE_HEADERS).end(JSON.stringify({ result })),
    (error: { httpErrorCode?: { status: number }; toJSON?: () => unknown }) =>
      res.writeHead(error.httpErrorCode?.status ?? 500, CALLABLE_HEADERS).end(JSON.stringify({ error: error.toJSON?.() ?? { status: "INTERNAL", message: String(error) } })),
  )
})

withFunctionsFirestore()

// Each test starts with an empty list, no sends and no mail.
beforeEach(async () => {
  const db = firestore()
  for (const collection of [NEWSLETTER_SUBSCRIBERS, NEWSLETTER_LEFT, NEWSLETTER_SENDS, NEWSLETTER_DELIVERIES, MAIL, POSTS]) {
    const docs = (await db.collection(collection).get()).docs
    await Promise.all(docs.map((doc) => doc.ref.delete()))
  }
})

/** The files the screen saves, as the browser's download would get them. */
const saved: Blob[] = []
beforeAll(() => {
  URL.createObjectURL = (blob: Blob) => {
    saved.push(blob)
    return "blob:saved"
  }
  URL.revokeObjectURL = () => undefined
  // jsdom cannot follow a download link.
  HTMLAnchorElement.prototype.click = () => undefined
  // jsdom's files have no text(), which browsers give every Blob: read them as browsers do.
  Blob.prototype.text ??= function (this: Blob) {
    return new Promise<string>((resolve) => {
      const reader = new FileReader()
      reader.onload = () => resolve(String(reader.result))
      reader.readAsText(this)
    })
  }
})

const CSV = [
  "email,name",
  "ada@example.co.uk,Ada Lovelace",
  "not-an-address,Bob Smith",
  '"grace@example.co.uk","Hopper, Grace"',
  "ada@example.co.uk,Ada again",
].join("\r\n")

it("imports a CSV with what was added and refused and why, lists and counts the readers, removes one after confirming, and exports the list", async () => {
  const user = userEvent.setup()
  renderThemed(<NewsletterScreen setup={backend.setup()} onClose={() => undefined} />)
  expect(await screen.findByText("0 subscribed, 0 waiting to confirm their address.", {}, { timeout: 20_000 })).toBeInTheDocument()

  // Nothing chosen or stated: each field says what it needs, the first has the focus.
  const form = screen.getByRole("form", { name: "Import readers" })
  await user.click(within(form).getByRole("button", { name: "Import" }))
  expect(within(form).getByLabelText("CSV file")).toHaveFocus()
  expect(within(form).getByLabelText("CSV file")).toHaveAccessibleDescription(/Please choose a CSV file/)
  expect(within(form).getByRole("checkbox")).toHaveAccessibleDescription(/Please confirm that everyone in the file agreed/)

  await user.upload(within(form).getByLabelText("CSV file"), new File([CSV], "workshop.csv", { type: "text/csv" }))
  await user.click(within(form).getByRole("checkbox"))
  await user.type(within(form).getByLabelText("Where they agreed"), "Sign-up sheet at the March workshop")
  await user.click(within(form).getByRole("button", { name: "Import" }))
  await waitFor(() => expect(within(form).getByText(/^2 readers added\. 2 lines not added:$/)).toBeInTheDocument(), { timeout: 20_000 })
  expect(within(within(form).getByRole("list", { name: "Lines not added" })).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
    "Line 3: not an e-mail address",
    "Line 5: the address is earlier in the file",
  ])

  // Her list, newest first, counted.
  expect(await screen.findByText("2 subscribed, 0 waiting to confirm their address.", {}, { timeout: 20_000 })).toBeInTheDocument()
  const readers = screen.getByRole("list", { name: "Readers, newest first" })
  expect(within(readers).getByText("grace@example.co.uk")).toBeInTheDocument()
  expect(within(readers).getByText("ada@example.co.uk")).toBeInTheDocument()
  expect(readers).toHaveTextContent("(Hopper, Grace)")

  // Remove asks first; keeping them changes nothing.
  await user.click(within(readers).getByRole("button", { name: "Remove ada@example.co.uk" }))
  const dialog = screen.getByRole("alertdialog", { name: "Remove ada@example.co.uk?" })
  await user.click(within(dialog).getByRole("button", { name: "Keep them" }))
  expect(screen.queryByRole("alertdialog")).toBeNull()
  await user.click(within(readers).getByRole("button", { name: "Remove ada@example.co.uk" }))
  await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Remove them" }))
  expect(await screen.findByText(/^ada@example\.co\.uk is removed from your list\./, {}, { timeout: 20_000 })).toBeInTheDocument()
  expect(screen.getByText("1 subscribed, 0 waiting to confirm their address.")).toBeInTheDocument()
  expect(screen.queryByText("ada@example.co.uk")).toBeNull()
  expect(screen.getByRole("heading", { name: "Readers" })).toHaveFocus()

  // The export: a CSV file of the one reader left, the awkward name quoted.
  await user.click(screen.getByRole("button", { name: "Export the list as CSV" }))
  expect(await screen.findByText(/^Your list \(1 reader\) is saved as newsletter-\d{4}-\d{2}-\d{2}\.csv\.$/, {}, { timeout: 20_000 })).toBeInTheDocument()
  const csv = await saved[0].text()
  expect(csv.split(/\r?\n/)[0]).toBe("email,name,state,source,joined,confirmed")
  expect(csv).toContain('grace@example.co.uk,"Hopper, Grace",confirmed,import')
  expect(csv).not.toContain("ada@example.co.uk")
})

it("sends a published post: the e-mail at both widths with her note, a test to herself, then to her readers once she confirms, with who it went to", async () => {
  const user = userEvent.setup()
  // A post as Publish leaves it for the build, and a reader who agreed elsewhere.
  const post = { slug: "saying-no-well", title: "Saying no well", date: "2026-11-20", description: "A habit that saves leaders hours.", tags: ["Leadership"], body: "Most leaders say yes too often." }
  await firestore().collection(POSTS).doc("post-saying-no-well").set({ ...post, published: true, revision: 1 })
  const coach = (data: unknown) => ({ data, rawRequest: { headers: {} }, acceptsStreaming: false, auth: { uid: "coach", token: { uid: "coach", coach: true, email_verified: true } } }) as unknown as CallableRequest
  await newsletterHandlers.importList(coach({ csv: "email\r\nreader@example.co.uk\r\n", vouched: true, consentSource: "Workshop sign-up sheet" }))

  renderThemed(<SendScreen setup={backend.setup()} post={{ slug: post.slug, title: post.title }} onClose={() => undefined} />)
  expect(screen.getByRole("heading", { name: "Send “Saying no well” to subscribers" })).toHaveFocus()
  const phone = await screen.findByTitle("The e-mail on a phone", {}, { timeout: 20_000 })
  const desktop = screen.getByTitle("The e-mail on a computer")
  // Sandboxed: no scripts, an origin of its own.
  expect(phone).toHaveAttribute("sandbox", "")
  expect(phone).toHaveAttribute("width", "375")
  expect(phone.getAttribute("srcdoc")).toContain("Saying no well")

  await user.type(screen.getByLabelText("A note above the post (optional)"), "For everyone who asked me at the workshop.")
  await waitFor(() => expect(desktop.getAttribute("srcdoc")).toContain("For everyone who asked me at the workshop."), { timeout: 20_000 })

  await user.click(screen.getByRole("button", { name: "Send a test to me" }))
  expect(await screen.findByText(`A test is on its way to ${site.email}. Only you get it.`, {}, { timeout: 20_000 })).toBeInTheDocument()

  // Send asks first; then it goes, and she sees it finish and who it went to.
  await user.click(screen.getByRole("button", { name: "Send to subscribers" }))
  const dialog = screen.getByRole("alertdialog", { name: "Send “Saying no well” to every subscribed reader now?" })
  await user.click(within(dialog).getByRole("button", { name: "Yes, send it" }))
  await waitFor(() => expect(screen.getByText(/^Finished: 1 of 1 sent\.$/)).toBeInTheDocument(), { timeout: 30_000 })
  expect(within(await screen.findByRole("list", { name: "Who it went to" }, { timeout: 20_000 })).getByText(/^reader@example\.co\.uk: handed to the mail service$/)).toBeInTheDocument()
  await waitFor(() => expect(screen.getByRole("heading", { name: "Send it" })).toHaveFocus())

  // The reader's letter and her test: one each.
  const mails = (await firestore().collection(MAIL).get()).docs.map((doc) => doc.data() as { to: string[]; message: { text: string } })
  expect(mails.filter((mail) => mail.to.includes("reader@example.co.uk"))).toHaveLength(1)
  expect(mails.filter((mail) => mail.to.includes(site.email) && mail.message.text.includes("For everyone who asked me at the workshop."))).toHaveLength(1)
})
