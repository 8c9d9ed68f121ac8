/**
 * The programme after acceptance, at phone size, against the production build and the local
 * backend: a client with an accepted programme answers her intake questions in their room, books
 * two sessions from the balance, cancels one with her notice and sees it back; she writes a private
 * note on a session and shares an action; the client sees the action and not the note; she ends the
 * programme and asks for a testimonial, the client gives it with their role, and she publishes it to
 * her testimonials, which the home page shows once built (publish-programme.spec.ts, in the publish
 * project's one build); she then suggests shorter words, which the room offers the client to use,
 * the published words staying until they agree. axe at 375 and 1280 px on every new screen.
 */
import { randomUUID } from "node:crypto"
import type { Locator, Page } from "@playwright/test"
import { callAsCoach } from "../support/booking"
import { localContext, test } from "../support/fixtures"
import { asEngagementSpec, engagementExpect, signInToRoom } from "../support/client-room"
import { PROGRAMME_CLIENT, PROGRAMME_TESTIMONIAL } from "../support/programme"
import { axeAtBothWidths, COACH, openScreen, PHONE, signIn } from "../support/studio-coach"
import type { ProposalInput } from "../../contract/engagement-schema"

const expect = engagementExpect

asEngagementSpec()

const RUN = Date.now().toString(36)
const CLIENT = { ...PROGRAMME_CLIENT, email: `nadia.farouk-${RUN}@example.co.uk` }
const TITLE = "Leading through growth"
const GOAL = "To stop being the bottleneck on every decision my team takes."
const NOTE = `Nadia named the weekly pricing call as the decision she most wants to hand over (${RUN}).`
const SUGGESTED = "Six sessions with Eleanor gave me back my Fridays."
const ACTION = "Write down the three decisions only you can make, and bring them to our next session."

const noViolations = async (page: Page) => expect(await axeAtBothWidths(page)).toEqual([])

/** Picks the first free time of the `day`th day the open picker shows (0 is the first; it shows three at a time, and the third is always more than her notice ahead). */
const pickTime = async (section: Locator, day: number) => {
  const picker = section.getByRole("group", { name: /^Choose a time/ })
  const heading = picker.getByRole("heading", { level: 5 }).nth(day)
  const list = picker.getByRole("list", { name: (await heading.textContent()) ?? "" })
  await list.getByRole("button").first().click()
}

const clientRow = (page: Page) => page.getByRole("list", { name: "Your proposals" }).getByRole("listitem").filter({ hasText: CLIENT.email })

test("a client with an accepted programme answers intake, books two sessions and cancels one with notice; she writes a note and an action, ends the programme and publishes the testimonial they give", async ({ page, browser }) => {
  const proposal: ProposalInput = {
    client: { name: CLIENT.name, email: CLIENT.email },
    payer: { kind: "client" },
    programme: { title: TITLE, sessions: 6, sessionMinutes: 60, feePence: 360_000 },
    paymentPlan: { kind: "full" },
    startDate: "2027-02-01",
  }
  await callAsCoach("studioSendProposal", { proposalId: randomUUID(), proposal })

  const clientContext = await localContext(browser, { viewport: PHONE })
  try {
    // The client signs in to their room and accepts.
    const room = await clientContext.newPage()
    await signInToRoom(room, CLIENT.email)
    await expect(room.getByRole("article", { name: `Your proposal: ${TITLE}` })).toBeVisible()
    await room.getByLabel("Your full name").fill(CLIENT.name)
    await room.getByLabel("I agree to these terms").check()
    await room.getByRole("button", { name: "Accept the proposal" }).click()
    await expect(room.getByRole("article", { name: `Your programme: ${TITLE}` })).toBeVisible()

    // Intake, saved as they type.
    const intake = room.locator("section").filter({ has: room.getByRole("heading", { name: "Before your first session" }) })
    await intake.getByLabel("What would you like to be different by the end of our programme?").fill(GOAL)
    await expect(intake.getByRole("status")).toContainText("Saved")
    await noViolations(room)

    // Two sessions from the balance; one cancelled with notice comes back.
    const sessions = room.locator("section").filter({ has: room.getByRole("heading", { name: "Your sessions" }) })
    await expect(sessions.getByText("6 of 6 sessions left", { exact: true })).toBeVisible()
    await expect(sessions).toContainText("You can cancel or move a session up to 24 hours before it starts and have it back; later, it counts as used.")
    for (const [day, left] of [
      [2, 5],
      [2, 4],
    ]) {
      await sessions.getByRole("button", { name: "Book a session" }).click()
      await pickTime(sessions, day)
      await noViolations(room)
      await sessions.getByRole("button", { name: "Book this session" }).click()
      await expect(sessions.getByRole("status")).toHaveText(`Booked. You have ${left} of 6 sessions left.`)
    }
    const upcoming = sessions.getByRole("list", { name: "Sessions coming up" })
    await expect(upcoming.getByRole("listitem")).toHaveCount(2)
    await upcoming.getByRole("button", { name: `Cancel Session 2 of 6: ${TITLE}` }).click()
    await expect(sessions.getByRole("group", { name: `Cancel Session 2 of 6: ${TITLE}?` })).toBeVisible()
    await noViolations(room)
    await sessions.getByRole("button", { name: "Cancel the session" }).click()
    await expect(sessions.getByRole("status")).toHaveText("Cancelled. The session is back in your balance. You have 5 of 6 sessions left.")
    await expect(sessions.getByText("5 of 6 sessions left", { exact: true })).toBeVisible()
    await noViolations(room)

    // She reads the intake, writes a private note on the session and shares an action.
    await signIn(page, COACH)
    await openScreen(page, "Clients")
    const row = clientRow(page)
    await row.getByText("Intake, session notes and actions").click()
    await expect(row.getByText(GOAL)).toBeVisible()
    await row.getByLabel(/^Your notes on the session of/).first().fill(NOTE)
    await row.getByRole("button", { name: /^Save your notes on the session of/ }).first().click()
    await expect(row.getByText("Your notes are saved. Only you can read them.")).toBeVisible()
    await row.getByLabel(`A new action for ${CLIENT.name}`).fill(ACTION)
    await row.getByRole("button", { name: "Add the action" }).click()
    await expect(row.getByText(`Added to the client's room: ${ACTION}`)).toBeVisible()
    // Her view of the balance agrees with the client's.
    await expect(row.getByText("Sessions: 5 of 6 sessions left")).toBeVisible()
    await noViolations(page)

    // The client sees the action, and nothing of her note.
    await room.reload()
    const actions = room.getByRole("list", { name: "Your actions" })
    await actions.getByRole("checkbox", { name: ACTION }).check()
    await expect(actions.getByRole("checkbox", { name: ACTION })).toBeChecked()
    await expect(room.locator("body")).not.toContainText(NOTE)
    await noViolations(room)

    // At the end she asks for a testimonial.
    await row.getByText("End of programme, testimonial and record").click()
    await row.getByRole("button", { name: "End the programme" }).click()
    await expect(row.getByText("The programme is marked as ended.")).toBeVisible()
    await row.getByRole("button", { name: `Ask ${CLIENT.name} for a testimonial` }).click()
    await expect(row.getByText(/has been e-mailed to ask for a testimonial/)).toBeVisible()
    await noViolations(page)

    // The client gives it, named by first name and role.
    await room.reload()
    // The form is named "A few words for …" until given, then "Your testimonial".
    const giving = room.getByRole("region", { name: "Your testimonial and your record" }).locator("form")
    await expect(giving.getByRole("heading", { name: /^A few words for / })).toBeVisible()
    await giving.getByLabel("Your words").fill(PROGRAMME_TESTIMONIAL)
    await giving.getByRole("radio", { name: "My first name and role" }).check()
    await giving.getByLabel("Your role").fill(CLIENT.role)
    await expect(giving.getByText(/The site would name you as:/)).toHaveText(`The site would name you as: ${CLIENT.firstName}, ${CLIENT.role}`)
    await giving.getByRole("checkbox", { name: /may publish these words on her site, named as I chose/ }).check()
    await noViolations(room)
    await giving.getByRole("button", { name: "Give my testimonial" }).click()
    await expect(giving.getByRole("status")).toHaveText("Thank you: your words and your permission are recorded.")
    await noViolations(room)

    // She publishes exactly what was permitted.
    await openScreen(page, "Desk")
    await openScreen(page, "Clients")
    await clientRow(page).getByText("End of programme, testimonial and record").click()
    await expect(clientRow(page).getByText(/^Named on the site as:/)).toHaveText(`Named on the site as: ${CLIENT.firstName}, ${CLIENT.role}`)
    await clientRow(page).getByRole("button", { name: "Publish to your testimonials" }).click()
    await expect(clientRow(page).getByText(/^Published to your testimonials: the site shows it after its next build\./)).toBeVisible()
    await noViolations(page)

    // She suggests shorter words; the room asks the client, and the published words stay until they agree.
    await clientRow(page).getByRole("button", { name: "Suggest other words" }).click()
    await clientRow(page).getByLabel("Your suggested words").fill(SUGGESTED)
    await noViolations(page)
    await clientRow(page).getByRole("button", { name: `Send to ${CLIENT.firstName} to agree` }).click()
    await expect(clientRow(page).getByText(/^Sent: /)).toHaveText(`Sent: ${CLIENT.firstName} is asked to agree to these words in their room. Your site keeps the words they permitted until they do.`)
    await room.reload()
    const suggestion = room.getByRole("region", { name: "Your testimonial and your record" })
    await expect(suggestion.getByText(SUGGESTED)).toBeVisible()
    await suggestion.getByRole("button", { name: "Use these words" }).click()
    await expect(suggestion.getByLabel("Your words")).toHaveValue(SUGGESTED)
    await noViolations(room)
  } finally {
    await clientContext.close()
  }
})
