/**
 * @jest-environment ./test-support/jsdom-with-network.js
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * The coach edits her site's pages in the studio: the studio's own desk, editor and callable client,
 * talking to the functions' own page callables (for the signed-in coach) on the Firestore stand-in,
 * and the build's own sourcing reading what she published. She changes the home page's heading and
 * a fee, adds a testimonial with the client's permission, previews and publishes; the build takes
 * her words and fee; she resets the home page and the build takes the file's words again.
 * (The same journey in Chromium against a built site is not yet in the browser suite.)
 */
// First: the Admin SDK needs Node's globals that jsdom leaves out.
import "./helpers/node-globals"
import { cpSync, mkdirSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import * as React from "react"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { firestore } from "../functions/src/firestore"
import { pageHandlers, studioListPages } from "../functions/src/studio/page-callables"
import { PAGES } from "../contract/firebase-settings"
import { PAGE_CALLABLES } from "../contract/studio-pages-api"
import type { FirebaseSetup } from "../src/firebase/config"
import { builtPage } from "../gatsby/pages/page-resolvers"
import { sourcedPages } from "./helpers/page-nodes"
import { usePagesDesk } from "../studio/pages/pages-desk"
import { dataFile, filePages } from "../test-support/content-files"
import { CALLABLE_HEADERS, withLoopbackCallable } from "./helpers/loopback-callable"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"
import { renderThemed } from "./helpers/render"
import { startRecordingBuildHook, type RecordingBuildHook } from "./helpers/recording-build-hook"

jest.setTimeout(120_000)

// jsdom lays nothing out, so it has no scrolling; "Fix" scrolls to the field it focuses.
Element.prototype.scrollIntoView = () => undefined

type CallableRequest = Parameters<typeof studioListPages.run>[0]
const NAMES = Object.fromEntries(Object.entries(PAGE_CALLABLES).map(([key, name]) => [name, key])) as Record<string, keyof typeof pageHandlers>

/** The Functions endpoint for the studio's client: each call runs the functions' own handler, for the coach, as the runtime would after checking her token. */
const backend = withLoopbackCallable((req, body, res) => {
  if (req.method === "OPTIONS") {
    res.writeHead(204, { ...CALLABLE_HEADERS, "access-control-allow-headers": "*", "access-control-allow-methods": "POST" }).end()
    return
  }
  const handler = NAMES[(req.url ?? "").split("/").pop() ?? ""]
  const request = {
    data: (JSON.parse(body) as { data: unknown }).data,
    rawRequest: { headers: {} },
    acceptsStreaming: false,
    auth: { uid: "coach", token: { uid: "coach", coach: true, email_verified: true }, rawToken: "verified" },
  } as unknown as CallableRequest
  pageHandlers[handler](request).then(
    (result) => res.writeHead(200, CALLABLE_HEADERS).end(JSON.stringify({ result })),
    // The functions' HttpsError, as the runtime sends it (its class is the functions' own copy of the package).
    (error: { httpErrorCode?: { status: number }; toJSON?: () => unknown }) =>
      res.writeHead(error.httpErrorCode?.status ?? 500, CALLABLE_HEADERS).end(JSON.stringify({ error: error.toJSON?.() ?? { status: "INTERNAL", message: String(error) } })),
  )
})

let hook: RecordingBuildHook
let root: string

withFunctionsFirestore(async () => {
  hook = await startRecordingBuildHook()
  root = mkdtempSync(join(tmpdir(), "studio-pages-"))
  mkdirSync(join(root, "content"))
  // The data files and their images: the build places each page's photo (page-photos.ts).
  cpSync(join(__dirname, "..", "content"), join(root, "content"), { recursive: true, filter: (source) => !/[\\/]content[\\/](blog|stories)$/.test(source) })
})

afterAll(() => {
  hook.server.close()
  rmSync(root, { recursive: true, force: true })
  delete process.env.BUILD_HOOK_URL
  delete process.env.BUILD_HOOK_TOKEN
})

/** A site build's sourcing against the stand-in: the pages it builds with her published words. */
const build = async () => {
  const { pages, warnings } = await sourcedPages(root)
  return {
    warnings,
    home: builtPage("home", () => dataFile("home"), pages) as ReturnType<typeof dataFile<"home">>,
    services: builtPage("services", () => dataFile("services"), pages) as ReturnType<typeof dataFile<"services">>,
    testimonials: builtPage("testimonials", () => dataFile("testimonials"), pages) as ReturnType<typeof dataFile<"testimonials">>,
  }
}

/** The coach's desk as the studio shows it: the lists of pages and settings, or the page she opened. */
const Desk: React.FC<{ setup: FirebaseSetup }> = ({ setup }) => {
  const files = React.useMemo(() => filePages(), [])
  const pages = usePagesDesk(setup, files)
  return <>{pages.editor || pages.lists}</>
}

it("says, under Settings, which new address waits for its confirmation link", async () => {
  const coach = (data: unknown) =>
    ({ data, rawRequest: { headers: {} }, acceptsStreaming: false, auth: { uid: "coach", token: { uid: "coach", coach: true, email_verified: true }, rawToken: "verified" } }) as unknown as CallableRequest
  const saved = await pageHandlers.savePageDraft(coach({ pageId: "settings", baseRevision: 0, draft: { ...filePages().settings, email: "eleanor@whitcombe-leadership.co.uk" } }))
  await pageHandlers.publishPage(coach({ pageId: "settings", revision: saved.revision }))
  renderThemed(<Desk setup={backend.setup()} />)
  const settings = await screen.findByRole("region", { name: "Settings" })
  expect(
    await within(settings).findByText(/^Waiting for confirmation at eleanor@whitcombe-leadership\.co\.uk: enquiries and bookings go to your current address until the link sent there is followed/, undefined, { timeout: 15_000 }),
  ).toHaveAttribute("role", "status")
  // Back to the file's settings, and no build counted, for the test after.
  await pageHandlers.unpublishPage(coach({ pageId: "settings", revision: saved.revision }))
  await firestore().collection("studioPages").doc("settings").delete()
  hook.calls.length = 0
})

const NEW_HEADING = "Lead without holding every thread"

it("publishes her heading, fee and testimonial for the build, and resets the home page to the file's words", async () => {
  const user = userEvent.setup()
  window.localStorage.clear()
  renderThemed(<Desk setup={backend.setup()} />)
  const pagesList = await screen.findByRole("list", { name: "Pages" })
  const open = async (name: string) => user.click(await within(await screen.findByRole("list", { name: "Pages" })).findByRole("button", { name: new RegExp(`^${name}`) }))
  const publish = async () => {
    await user.click(screen.getByRole("button", { name: /^Check and publish/ }))
    await user.click(screen.getByRole("button", { name: /^Publish/ }))
    await waitFor(() => expect(screen.getAllByRole("status").map((status) => status.textContent).join(" ")).toMatch(/Published. The site is rebuilding/), { timeout: 15_000 })
  }
  /** Back to the list, once it has loaded again and says her words are live. */
  const back = async (name: string) => {
    await user.click(screen.getByRole("button", { name: "Back to all pages" }))
    const row = await within(await screen.findByRole("list", { name: "Pages" })).findByRole("button", { name: new RegExp(`^${name}`) })
    await waitFor(() => expect(row).toHaveTextContent("Your words are live"), { timeout: 15_000 })
  }
  expect(within(pagesList).getByRole("button", { name: /^Home/ })).toHaveTextContent("The site's own words")

  // The home page's heading.
  await open("Home")
  const heading = screen.getByLabelText("Heading", { selector: "#page-hero-heading" })
  await user.clear(heading)
  await user.type(heading, NEW_HEADING)
  await publish()
  await back("Home")

  // A fee on the services page.
  await open("Services")
  // The services open folded: the first is opened to reach its fee.
  await user.click(screen.getByRole("button", { name: /^Service 1:/, expanded: false }))
  const fee = screen.getByRole("textbox", { name: "Fee from (£)" })
  await user.clear(fee)
  await user.type(fee, "4750")
  await publish()
  await back("Services")

  // A testimonial: not publishable until the client's permission is recorded.
  await open("Testimonials")
  const count = dataFile("testimonials").items.length
  await user.click(screen.getByRole("button", { name: "Add a testimonial" }))
  const added = screen.getByRole("group", { name: `Testimonial ${count + 1}` })
  await user.type(within(added).getByLabelText("Quote"), "Eleanor made our board meetings worth having.")
  await user.type(within(added).getByLabelText("Name"), "Amira Shah")
  await user.type(within(added).getByLabelText("Role"), "Founder")
  await user.type(within(added).getByLabelText("Company"), "Kestrel Labs")
  await user.click(screen.getByRole("button", { name: /^Check and publish \(1 to fix\)/ }))
  expect(screen.getByRole("list", { name: "Still to fix" })).toHaveTextContent(`Testimonial ${count + 1} › Permission is missing: Amira Shah's words cannot be published`)
  expect(screen.getByRole("button", { name: /^Publish/ })).toBeDisabled()
  await user.click(screen.getByRole("button", { name: `Fix: Testimonial ${count + 1} › Permission` }))
  const entry = screen.getByRole("group", { name: `Testimonial ${count + 1}: Amira Shah` })
  await waitFor(() => expect(within(entry).getByRole("group", { name: "Permission" })).toHaveFocus())
  await user.click(within(entry).getByRole("switch", { name: "The client agreed to be quoted" }))
  await user.type(within(entry).getByLabelText("Date they agreed"), "2026-11-20")
  // The preview draws her words with the site's own testimonial list.
  await user.click(screen.getByRole("button", { name: "Preview" }))
  // In a frame of the preview's width (preview-frame.tsx), so the sections lay out for that width.
  const framed = (region: HTMLElement) => region.querySelector("iframe")?.contentDocument?.body
  await waitFor(() => expect(framed(screen.getByRole("region", { name: /Preview of the testimonials page at 375 pixels/ }))).toHaveTextContent("Eleanor made our board meetings worth having."))
  await user.click(screen.getByRole("button", { name: "Desktop (1280 px)" }))
  await waitFor(() => expect(framed(screen.getByRole("region", { name: /at 1280 pixels/ }))).toHaveTextContent("Amira Shah"))
  await publish()
  await back("Testimonials")

  // One rebuild asked per publish; the build takes her words.
  expect(hook.calls.map((call) => (JSON.parse(call) as { client_payload: unknown }).client_payload)).toEqual([{ pageId: "home" }, { pageId: "services" }, { pageId: "testimonials" }])
  const published = await build()
  expect(published.warnings).toEqual([])
  expect(published.home.hero.heading).toBe(NEW_HEADING)
  expect(published.services.items[0].fee.from).toBe(4750)
  expect(published.testimonials.items.at(-1)).toEqual({
    quote: "Eleanor made our board meetings worth having.",
    name: "Amira Shah",
    role: "Founder",
    company: "Kestrel Labs",
    permission: { given: true, on: "2026-11-20" },
  })

  // Reset: the file's words come back, in the editor and in the build.
  await open("Home")
  await user.click(screen.getByRole("button", { name: /^Check and publish/ }))
  await user.click(screen.getByRole("button", { name: "Reset to the site's own words" }))
  await user.click(screen.getByRole("button", { name: "Reset the page" }))
  await screen.findByText(/Back to the site's own words. The site is rebuilding/)
  expect(screen.getByLabelText("Heading", { selector: "#page-hero-heading" })).toHaveValue(dataFile("home").hero.heading)
  expect((await firestore().collection(PAGES).doc("home").get()).get("published")).toBe(false)
  expect(hook.calls).toHaveLength(4)
  const reset = await build()
  expect(reset.home.hero.heading).toBe(dataFile("home").hero.heading)
  expect(reset.services.items[0].fee.from).toBe(4750)
})

