/**
 * @jest-environment ./test-support/jsdom-with-network.js
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * Her terms of engagement edited in the studio's Pages screen: the studio's own desk, editor and
 * callable client, talking to the functions' own page callables (for the signed-in coach) on a
 * Firestore stand-in of this file's own. She opens "Terms of engagement", finds the file's terms,
 * sees an emptied heading named and kept from publishing, changes a section's text and publishes;
 * the next proposal she sends carries her words, and one sent before keeps the file's.
 */
// First: the Admin SDK needs Node's globals that jsdom leaves out.
import "./helpers/node-globals"
import { randomUUID } from "node:crypto"
import * as React from "react"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import terms from "../content/engagement-terms.json"
import { ENGAGEMENTS } from "../contract/firebase-settings"
import type { ProposalInput } from "../contract/engagement-schema"
import { termsSchema, type Terms } from "../contract/engagement-terms"
import { PAGE_CALLABLES } from "../contract/studio-pages-api"
import type { FirebaseSetup } from "../src/firebase/config"
import { handlers as engagementHandlers } from "../functions/src/engagements/engagement-functions"
import { firestore } from "../functions/src/firestore"
import { pageHandlers, studioListPages } from "../functions/src/studio/page-callables"
import { usePagesDesk } from "../studio/pages/pages-desk"
import { filePages } from "../test-support/content-files"
import { CALLABLE_HEADERS, withLoopbackCallable } from "./helpers/loopback-callable"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"
import { renderThemed } from "./helpers/render"
import { startRecordingBuildHook, type RecordingBuildHook } from "./helpers/recording-build-hook"

jest.setTimeout(120_000)

// jsdom lays nothing out, so it has no scrolling; "Fix" scrolls to the field it focuses.
Element.prototype.scrollIntoView = () => undefined

type CallableRequest = Parameters<typeof studioListPages.run>[0]
const NAMES = Object.fromEntries(Object.entries(PAGE_CALLABLES).map(([key, name]) => [name, key])) as Record<string, keyof typeof pageHandlers>

const asCoach = (data: unknown) =>
  ({ data, rawRequest: { headers: {} }, acceptsStreaming: false, auth: { uid: "coach", token: { uid: "coach", coach: true, email_verified: true }, rawToken: "verified" } }) as unknown as CallableRequest

/** The Functions endpoint for the studio's client: each call runs the functions' own handler, for the coach. */
const backend = withLoopbackCallable((req, body, res) => {
  if (req.method === "OPTIONS") {
    res.writeHead(204, { ...CALLABLE_HEADERS, "access-control-allow-headers": "*", "access-control-allow-methods": "POST" }).end()
    return
  }
  const handler = NAMES[(req.url ?? "").split("/").pop() ?? ""]
  pageHandlers[handler](asCoach((JSON.parse(body) as { data: unknown }).data)).then(
    (result) => res.writeHead(200, CALLABLE_HEADERS).end(JSON.stringify({ result })),
    (error: { httpErrorCode?: { status: number }; toJSON?: () => unknown }) =>
      res.writeHead(error.httpErrorCode?.status ?? 500, CALLABLE_HEADERS).end(JSON.stringify({ error: error.toJSON?.() ?? { status: "INTERNAL", message: String(error) } })),
  )
})

let hook: RecordingBuildHook

withFunctionsFirestore(async () => {
  hook = await startRecordingBuildHook()
})

afterAll(() => {
  hook.server.close()
  delete process.env.BUILD_HOOK_URL
  delete process.env.BUILD_HOOK_TOKEN
})

const Desk: React.FC<{ setup: FirebaseSetup }> = ({ setup }) => {
  const files = React.useMemo(() => filePages(), [])
  const pages = usePagesDesk(setup, files)
  return <>{pages.editor || pages.lists}</>
}

const fileTerms = termsSchema.parse(terms)

/** Sends a proposal as the studio does; answers a reader of the terms it is stored with. */
const sendProposal = async () => {
  const proposalId = randomUUID()
  const proposal: ProposalInput = {
    client: { name: "Priya Raman", email: `${proposalId.slice(0, 8)}.terms@example.co.uk` },
    payer: { kind: "client" },
    programme: { title: "Leadership programme", sessions: 8, sessionMinutes: 90, feePence: 480_000 },
    paymentPlan: { kind: "full" },
    startDate: "2027-01-11",
  }
  await engagementHandlers.sendProposal(asCoach({ proposalId, proposal }))
  return async () => ((await firestore().collection(ENGAGEMENTS).doc(proposalId).get()).get("terms.content") as Terms)
}

const MOVING = fileTerms.sections.findIndex((section) => /cancel/i.test(section.heading))
const HER_TEXT = "Give me at least 72 hours' notice to move a session."

it("edits her terms as a page: a bad field named, her words published for the next proposal, an earlier one keeping its own", async () => {
  const user = userEvent.setup()
  window.localStorage.clear()
  const earlier = await sendProposal()
  renderThemed(<Desk setup={backend.setup()} />)
  await user.click(await within(await screen.findByRole("list", { name: "Pages" })).findByRole("button", { name: /^Terms of engagement/ }))

  // The file's terms, a section a group of its heading and text.
  expect(screen.getByLabelText("Title")).toHaveValue(fileTerms.title)
  await user.click(screen.getByRole("button", { name: new RegExp(`^Section ${MOVING + 1}:`), expanded: false }))
  const section = screen.getByRole("group", { name: new RegExp(`^Section ${MOVING + 1}`) })
  const heading = within(section).getByLabelText("Heading")
  expect(heading).toHaveValue(fileTerms.sections[MOVING].heading)
  const text = within(section).getByLabelText("Text")
  expect(text).toHaveValue(fileTerms.sections[MOVING].text)

  // An emptied heading is named and keeps the terms from being published; her new text stays.
  await user.clear(text)
  await user.type(text, HER_TEXT)
  await user.clear(heading)
  await user.click(screen.getByRole("button", { name: /^Check and publish \(1 to fix\)/ }))
  expect(screen.getByRole("list", { name: "Still to fix" })).toHaveTextContent(`Section ${MOVING + 1} › Heading must not be empty`)
  expect(screen.getByRole("button", { name: /^Publish/ })).toBeDisabled()
  await user.click(screen.getByRole("button", { name: `Fix: Section ${MOVING + 1} › Heading` }))
  const again = within(screen.getByRole("group", { name: new RegExp(`^Section ${MOVING + 1}`) }))
  await waitFor(() => expect(again.getByLabelText("Heading")).toHaveFocus())
  expect(again.getByLabelText("Text")).toHaveValue(HER_TEXT)
  await user.type(again.getByLabelText("Heading"), "Moving a session")

  await user.click(screen.getByRole("button", { name: /^Check and publish/ }))
  await user.click(screen.getByRole("button", { name: /^Publish/ }))
  await waitFor(
    () => expect(screen.getAllByRole("status").map((status) => status.textContent).join(" ")).toMatch(/Published\. Every proposal you send from now on carries these terms; each proposal already sent keeps the terms it was sent with\./),
    { timeout: 15_000 },
  )

  const next = await sendProposal()
  const carried = await next()
  expect(carried.sections[MOVING]).toEqual({ heading: "Moving a session", text: HER_TEXT })
  expect(carried.sections.filter((_, index) => index !== MOVING)).toEqual(fileTerms.sections.filter((_, index) => index !== MOVING))
  expect(await earlier()).toEqual(fileTerms)
})
