/**
 * @jest-environment ./test-support/jsdom-with-network.js
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * The studio's screens: each has an address under /studio/ (its menu link), the browser's Back and
 * Forward move between them, an address the table does not know is the desk, and the desk opens on
 * what needs the coach (her new enquiries, the proposals waiting for an answer, then her next
 * calls, a build that failed) before her content; "Propose a programme" on a call or an enquiry opens the Clients screen on a proposal to
 * that person. The desk's own code and the callables' client are the studio's; the Functions endpoint
 * is a loopback server answering each list as the callables would.
 */
import * as React from "react"
import { act, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { STUDIO_CALLABLES } from "../contract/studio-api"
import { PAGE_CALLABLES } from "../contract/studio-pages-api"
import { BOOKING_CALLABLES, type ListCallsResult, type StudioCall } from "../contract/booking-api"
import { availabilitySchema } from "../contract/booking-availability"
import type { InboxEnquiry, InboxPage } from "../contract/studio-inbox-api"
import type { ListPostsResult, StudioPost } from "../contract/studio-posts-api"
import type { ListPagesResult } from "../contract/studio-pages-api"
import type { StudioStory } from "../contract/studio-stories-api"
import { ENGAGEMENT_CALLABLES, type ListProposalsResult, type ProposalSummary } from "../contract/engagement-api"
import { proposalSchema, type ProposalState } from "../contract/engagement-schema"
import type { FirebaseSetup } from "../src/firebase/config"
import { screenAddress, screenOfAddress, useScreenAddress } from "../studio/common/screen-address"
import { ScreenMenu } from "../studio/screens/screen-menu"
import { ScreenHost } from "../studio/common/screen-host"
import { SCREENS, screenRow } from "../studio/screens/screen-table"
import { filePages } from "../test-support/content-files"
import { CALLABLE_HEADERS, withLoopbackCallable } from "./helpers/loopback-callable"
import { renderThemed } from "./helpers/render"

jest.setTimeout(60_000)

const HOUR = 60 * 60 * 1000
const at = (fromNow: number) => new Date(Date.now() + fromNow).toISOString()

const enquiry = (id: string, name: string, ago: number, read: boolean): InboxEnquiry =>
  ({ id, name, email: `${id}@example.org`, topic: "executive", message: "Could we talk about coaching?", receivedAt: at(-ago), read, handled: false, suspectedSpam: false, mail: "sent" }) as InboxEnquiry

const INBOX: InboxPage = {
  enquiries: [enquiry("e1", "Amara Okoye", HOUR, false), enquiry("e2", "Tom Reilly", 2 * HOUR, false), enquiry("e3", "Priya Shah", 3 * HOUR, true)],
  next: null,
}

const call = (callId: string, name: string, fromNow: number, status: StudioCall["status"] = "booked"): StudioCall => ({
  callId,
  name,
  email: `${callId}@example.org`,
  message: "A first call about mentoring.",
  way: "video",
  time: { start: at(fromNow), end: at(fromNow + HOUR / 2) },
  status,
  bookedAt: at(-HOUR),
  suspectedSpam: false,
  details: [{ key: "topic", label: "What about", value: "Startup mentoring" }],
})

const CALLS: ListCallsResult = {
  calls: [call("c0", "Long Gone", -20 * HOUR), call("c1", "Sofia Martins", 26 * HOUR), call("c2", "Cancelled Caller", 30 * HOUR, "cancelled"), call("c3", "Ben Adeyemi", 50 * HOUR)],
  newest: "c3",
  suspected: [],
  limitReached: null,
}

const proposal = (proposalId: string, name: string, state: ProposalState, title = "Leadership programme"): ProposalSummary => ({
  proposalId,
  state,
  proposal: proposalSchema.parse({
    client: { name, email: `${proposalId}@example.org` },
    payer: { kind: "client" },
    programme: { title, sessions: 8, sessionMinutes: 90, feePence: 480_000 },
    paymentPlan: { kind: "full" },
    startDate: "2027-01-11",
  }),
  termsHash: "0".repeat(64),
  createdAt: at(-HOUR),
  sentAt: at(-HOUR),
  expiresAt: "2027-01-01T12:00:00.000Z",
  sends: 1,
  schedule: null,
})

const PROPOSALS: ListProposalsResult = {
  proposals: [
    proposal("p1", "Priya Raman", "sent", "The First 100 Days"),
    proposal("p2", "Won Already", "accepted"),
    proposal("p3", "Tom Okafor", "opened"),
    proposal("p4", "Gone Quiet", "expired"),
    proposal("p5", "Taken Back", "withdrawn"),
  ],
  proposalDays: 30,
}

const published = { published: true, publishedRevision: 3, revision: 3, updatedAt: at(-HOUR) }
const POST: StudioPost = {
  ...published,
  postId: "p1",
  publishedSlug: "leading-through-change",
  fromFile: null,
  draft: { title: "Leading through change" },
  lastBuild: { outcome: "failed", revision: 3, at: at(-HOUR), problems: [] },
} as StudioPost
const STORY: StudioStory = { ...published, storyId: "s1", draft: { title: "Five habits", pages: [] }, lastBuild: { outcome: "live", revision: 3, at: at(-HOUR), problems: [] } } as unknown as StudioStory

const ANSWERS: Record<string, unknown> = {
  [STUDIO_CALLABLES.listEnquiries]: INBOX,
  [BOOKING_CALLABLES.listCalls]: CALLS,
  [BOOKING_CALLABLES.getAvailability]: { availability: null, defaults: availabilitySchema.parse({}), calendarFeedSince: null },
  [STUDIO_CALLABLES.listStories]: { stories: [STORY] },
  [STUDIO_CALLABLES.listPosts]: { posts: [POST], filePostSlugs: [], tags: [] } satisfies ListPostsResult,
  [PAGE_CALLABLES.listPages]: { pages: [], addressChange: null } satisfies ListPagesResult,
  [ENGAGEMENT_CALLABLES.listProposals]: PROPOSALS,
}

const backend = withLoopbackCallable((req, _body, res) => {
  if (req.method === "OPTIONS") {
    res.writeHead(204, { ...CALLABLE_HEADERS, "access-control-allow-headers": "*", "access-control-allow-methods": "POST" }).end()
    return
  }
  const name = (req.url ?? "").split("/").pop() ?? ""
  if (name in ANSWERS) res.writeHead(200, CALLABLE_HEADERS).end(JSON.stringify({ result: ANSWERS[name] }))
  else res.writeHead(404, CALLABLE_HEADERS).end(JSON.stringify({ error: { status: "NOT_FOUND", message: "no such function" } }))
})

const TOPICS = { executive: "Executive coaching", startup: "Startup mentoring" }

/** The studio's frame as the app draws it once she is signed in: the menu and the screen the address names. */
const Screens: React.FC<{ setup: FirebaseSetup }> = ({ setup }) => {
  const { screen: id, go } = useScreenAddress()
  const row = screenRow(id)
  return (
    <>
      <ScreenMenu current={id} />
      <ScreenHost key={row.id} row={row} props={{ setup, topics: TOPICS, filePages: filePages(), onClose: () => go("desk") }} />
    </>
  )
}

const hashChange = () => new Promise<void>((done) => window.addEventListener("hashchange", () => done(), { once: true }))

beforeEach(() => {
  window.history.replaceState(null, "", "/studio/")
  window.localStorage.clear()
})

describe("the address of each screen", () => {
  it("is #<id> under /studio/, and an address the table does not know is the desk", () => {
    expect(SCREENS.map((row) => screenOfAddress(screenAddress(row.id)))).toEqual(SCREENS.map((row) => row.id))
    expect(screenOfAddress("")).toBe("desk")
    expect(screenOfAddress("#")).toBe("desk")
    expect(screenOfAddress("#no-such-screen")).toBe("desk")
    expect(screenOfAddress("#posts/some-post")).toBe("posts")
    expect(screenOfAddress("#%E0%A4%A")).toBe("desk")
  })

  it("opens from the menu, marks it as current, and Back and Forward move between screens", async () => {
    const user = userEvent.setup()
    renderThemed(<Screens setup={backend.setup()} />)
    const menu = screen.getByRole("navigation", { name: "Studio" })
    expect(within(menu).getByRole("link", { name: "Desk" })).toHaveAttribute("aria-current", "page")
    // The first time, each screen's code is read and compiled for the test: allow for it.
    expect(await screen.findByRole("heading", { name: "Your desk" }, { timeout: 15_000 })).toBeVisible()

    const opened = hashChange()
    await user.click(within(menu).getByRole("link", { name: "Enquiries" }))
    await act(() => opened)
    expect(window.location.pathname + window.location.hash).toBe("/studio/#enquiries")
    expect(within(menu).getByRole("link", { name: "Enquiries" })).toHaveAttribute("aria-current", "page")
    expect(within(menu).getByRole("link", { name: "Desk" })).not.toHaveAttribute("aria-current")
    expect(await screen.findByRole("heading", { name: "Enquiries (2 new)" }, { timeout: 15_000 })).toBeVisible()
    expect(screen.queryByRole("heading", { name: "Your desk" })).not.toBeInTheDocument()

    const back = hashChange()
    act(() => window.history.back())
    await act(() => back)
    expect(await screen.findByRole("heading", { name: "Your desk" })).toBeVisible()
    expect(within(menu).getByRole("link", { name: "Desk" })).toHaveAttribute("aria-current", "page")

    const forward = hashChange()
    act(() => window.history.forward())
    await act(() => forward)
    expect(await screen.findByRole("heading", { name: "Enquiries (2 new)" })).toBeVisible()
  })

  it("opens the screen the address names, as a reload does, and the desk for an address it does not know", async () => {
    window.history.replaceState(null, "", "/studio/#calls")
    const { unmount } = renderThemed(<Screens setup={backend.setup()} />)
    expect(await screen.findByRole("heading", { name: "Calls and availability" }, { timeout: 15_000 })).toBeVisible()
    expect(within(screen.getByRole("navigation", { name: "Studio" })).getByRole("link", { name: "Calls" })).toHaveAttribute("aria-current", "page")
    unmount()

    window.history.replaceState(null, "", "/studio/#an-old-bookmark")
    renderThemed(<Screens setup={backend.setup()} />)
    expect(await screen.findByRole("heading", { name: "Your desk" })).toBeVisible()
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
  })
})

describe("the desk", () => {
  it("lists her new enquiries, the proposals waiting for an answer, then her next calls and a build that failed, and only then her content", async () => {
    renderThemed(<Screens setup={backend.setup()} />)
    const desk = await screen.findByRole("region", { name: "Your desk" })
    const enquiries = await within(desk).findByRole("list", { name: "Newest enquiries" })
    // The new ones, newest first; the one she has read is in the inbox only.
    expect(within(enquiries).getAllByRole("listitem").map((item) => item.querySelector("strong")?.firstChild?.textContent)).toEqual(["Amara Okoye", "Tom Reilly"])
    expect(within(desk).getByRole("link", { name: "Read your enquiries (2 new)" })).toHaveAttribute("href", "#enquiries")

    // Sent or opened, the latest sent first: not the accepted, expired or withdrawn ones.
    const proposals = await within(desk).findByRole("list", { name: "Proposals waiting for an answer" })
    expect(within(proposals).getAllByRole("listitem").map((item) => item.querySelector("strong")?.firstChild?.textContent)).toEqual(["Priya Raman", "Tom Okafor"])
    expect(within(proposals).getAllByRole("listitem")[0]).toHaveTextContent(/SentThe First 100 Days, open until 1 January 2027/)
    expect(within(proposals).getAllByRole("listitem")[1]).toHaveTextContent(/Opened/)
    expect(within(desk).getByRole("link", { name: "Your clients and proposals (2 waiting)" })).toHaveAttribute("href", "#clients")

    const calls = await within(desk).findByRole("list", { name: "Your next calls" }, { timeout: 15_000 })
    // Booked calls still ahead, soonest first: not the past one, not the cancelled one.
    expect(within(calls).getAllByRole("listitem").map((item) => item.querySelector("strong")?.textContent)).toEqual(["Sofia Martins", "Ben Adeyemi"])
    expect(within(calls).getAllByRole("listitem")[0]).toHaveTextContent(/about Startup mentoring/)

    const builds = await within(desk).findByRole("list", { name: "Published, not on the site" })
    expect(within(builds).getAllByRole("listitem")).toHaveLength(1)
    expect(within(builds).getByRole("link", { name: "Leading through change" })).toHaveAttribute("href", "#posts")
    expect(builds).toHaveTextContent(/failed, so the live site is unchanged/)

    // In the order she reads them: enquiries, calls, builds, then her content by kind.
    const order = ["New enquiries (2)", "Proposals waiting for an answer (2)", "Next calls", "Not on the site yet", "Your content"].map((name) => within(desk).getByRole("heading", { name }))
    for (const [index, heading] of order.slice(1).entries()) expect(order[index].compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const kinds = within(desk).getByRole("list", { name: "Your content by kind" })
    expect(within(kinds).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Blog posts", "#posts"],
      ["Web stories", "#stories"],
      ["Pages and settings", "#pages"],
    ])
  })

  it("says when nothing is new and no call is booked, and has no builds to tell of when they went well", async () => {
    const saved = { ...ANSWERS }
    ANSWERS[STUDIO_CALLABLES.listEnquiries] = { enquiries: [INBOX.enquiries[2]], next: null }
    ANSWERS[BOOKING_CALLABLES.listCalls] = { ...CALLS, calls: [] }
    ANSWERS[STUDIO_CALLABLES.listPosts] = { posts: [{ ...POST, lastBuild: { ...POST.lastBuild, outcome: "live" } }], filePostSlugs: [], tags: [] }
    ANSWERS[ENGAGEMENT_CALLABLES.listProposals] = { proposals: PROPOSALS.proposals.filter(({ state }) => state !== "sent" && state !== "opened"), proposalDays: 30 }
    try {
      renderThemed(<Screens setup={backend.setup()} />)
      const desk = await screen.findByRole("region", { name: "Your desk" })
      expect(await within(desk).findByText("No new enquiries.")).toBeVisible()
      expect(await within(desk).findByText("No proposals waiting for an answer.")).toBeVisible()
      expect(within(desk).getByRole("link", { name: "Your clients and proposals" })).toHaveAttribute("href", "#clients")
      expect(await within(desk).findByText("No calls booked ahead.", undefined, { timeout: 15_000 })).toBeVisible()
      await waitFor(() => expect(within(desk).queryByRole("status")).not.toBeInTheDocument())
      expect(within(desk).queryByRole("heading", { name: "Not on the site yet" })).toBeNull()
    } finally {
      Object.assign(ANSWERS, saved)
    }
  })
})

describe("proposing a programme to someone she has spoken to", () => {
  it("opens the Clients screen on a proposal to the person of a booked call, and of an enquiry, keeping the first", async () => {
    const user = userEvent.setup()
    window.history.replaceState(null, "", "/studio/#calls")
    renderThemed(<Screens setup={backend.setup()} />)
    const opened = hashChange()
    await user.click(await screen.findByRole("button", { name: "Propose a programme to Sofia Martins" }, { timeout: 15_000 }))
    await act(() => opened)
    expect(window.location.hash).toBe("#clients")
    const toSofia = await screen.findByRole("form", { name: "Proposal to Sofia Martins" }, { timeout: 15_000 })
    expect(within(toSofia).getByLabelText("Client's name")).toHaveValue("Sofia Martins")
    expect(within(toSofia).getByLabelText("Client's e-mail address")).toHaveValue("c1@example.org")
    // Their name and address travel on the device, never in the address bar or the history.
    expect(window.location.href).not.toMatch(/Sofia|c1@/)

    const inbox = hashChange()
    act(() => void (window.location.hash = "#enquiries"))
    await act(() => inbox)
    await user.click(await screen.findByRole("button", { name: /^Amara Okoye/ }, { timeout: 15_000 }))
    const clients = hashChange()
    await user.click(screen.getByRole("button", { name: "Propose a programme" }))
    await act(() => clients)
    const toAmara = await screen.findByRole("form", { name: "Proposal to Amara Okoye" })
    expect(within(toAmara).getByLabelText("Client's e-mail address")).toHaveValue("e1@example.org")

    // The proposal to Sofia is still on the device, not sent, for her to go back to.
    await user.click(within(toAmara).getByRole("button", { name: "Back to your clients" }))
    const kept = await screen.findByRole("list", { name: "Proposals not sent yet" })
    expect(within(kept).getAllByRole("listitem").map((item) => item.querySelector("span")?.textContent).sort()).toEqual(["To Amara Okoye", "To Sofia Martins"])
    await user.click(within(kept).getByRole("button", { name: "Continue the proposal to Sofia Martins" }))
    expect(await screen.findByRole("form", { name: "Proposal to Sofia Martins" })).toBeVisible()
  })
})
