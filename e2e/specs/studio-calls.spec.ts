/**
 * The coach's "Calls and availability" in the studio, at phone size, against the production build
 * and the local backend: she sets her hours (a mistake named at its field, nothing typed lost), a
 * visitor books a time on /contact/, she sees the call (the visitor's time beside hers, the newest
 * marked), makes and replaces her calendar's private address (the old one stops, the new one
 * serves the call), cancels the call with a message (the visitor's e-mail carries it, and the time
 * is free again for visitors) and blocks a time; she adds her own calendar, served from this
 * machine, and a visitor is not offered the time it has taken. axe on every new screen at 375 and 1280 px.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import type { Page } from "@playwright/test"
import { Timestamp as AdminTimestamp, type Timestamp } from "firebase-admin/firestore"
import { DateTime } from "luxon"
import { bookingSection, callAsCoach, callsOf, detailsForm, fillDetails, firstTime, openDiary, SERVER, startBooking } from "../support/booking"
import type { ListTimesResult } from "../../contract/booking-api"
import { emulators, standInFirestore } from "../support/enquiries"
import { backendUrl, expect as baseExpect, test } from "../support/fixtures"
import { axeAtBothWidths, COACH, openScreen, PHONE, signIn } from "../support/studio-coach"
import { contactFile } from "../../test-support/contact-copy"

// Each callable starts cold in the Functions emulator: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 })
const { booking: copy } = contactFile()

test.describe.configure({ mode: "serial", timeout: 300_000 })
test.use({ viewport: PHONE, timezoneId: "America/New_York" })
test.beforeEach(() => emulators("hold"))
test.afterEach(() => emulators("release"))

const openCalls = async (page: Page) => {
  await openScreen(page, "Calls")
  await expect(page.getByRole("heading", { name: "Calls and availability" })).toBeFocused()
}

const availabilityForm = (page: Page) => page.getByRole("form", { name: "Availability" })
const day = (page: Page, name: string) => availabilityForm(page).getByRole("group", { name, exact: true })

/** Her hours on one day: one period, added if the day has none. */
const setHours = async (page: Page, name: string, from: string, to: string) => {
  const hours = day(page, name)
  if ((await hours.getByLabel(`${name}, hours 1: from`).count()) === 0) await hours.getByRole("button", { name: `Add hours on ${name}` }).click()
  await hours.getByLabel(`${name}, hours 1: from`).fill(from)
  await hours.getByLabel(`${name}, hours 1: until`).fill(to)
}

const feedStatus = async (url: string) => (await fetch(backendUrl(url))).status

test("the coach sets her hours, sees a call a visitor booked, replaces her calendar address, cancels the call with a message and blocks a time", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"])
  const scripts: string[] = []
  page.on("response", async (response) => {
    if (response.url().endsWith(".js")) scripts.push(await response.text().catch(() => ""))
  })
  await signIn(page, COACH)
  await expect(page.getByText(`Signed in as ${COACH.email}`)).toBeVisible()
  await page.waitForLoadState("networkidle")
  // The screen's code comes when she opens it, not with the studio (the desk's next calls bring luxon, for her times).
  expect(scripts.filter((text) => text.includes("Loading your availability"))).toEqual([])
  await openCalls(page)
  // Its text is read once the response is in, which can come after the screen's heading.
  await expect.poll(() => scripts.some((text) => text.includes("Loading your availability"))).toBe(true)
  const form = availabilityForm(page)
  await expect(form).toBeVisible()

  // Every day 09:00 to 17:00 London time, an hour's notice, two weeks ahead: free times whenever the test runs.
  for (const name of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]) await setHours(page, name, "09:00", "17:00")
  await form.getByLabel("Least notice (hours)").fill("1")
  await form.getByLabel("How far ahead visitors may book (weeks)").fill("2")
  await form.getByLabel("Most calls in a day").fill("16")

  // Two mistakes: each named at its field, the summary links to them, and what she typed stays.
  await form.getByLabel("Length of a call (minutes)").fill("7")
  await day(page, "Monday").getByLabel("Monday, hours 1: until").fill("08:00")
  await form.getByRole("button", { name: "Save availability" }).click()
  const summary = form.getByRole("alert")
  await expect(summary).toContainText("2 things need changing first")
  await expect(summary.getByRole("link", { name: /Length of a call \(minutes\): must be at least 15 minutes/ })).toBeVisible()
  await expect(summary.getByRole("link", { name: "Monday, hours 1: until: must end after it starts" })).toBeVisible()
  await expect(form.getByLabel("Monday, hours 1: until")).toBeFocused()
  await expect(form.getByLabel("Monday, hours 1: until")).toHaveAccessibleDescription(/must end after it starts/)
  await expect(form.getByLabel("Length of a call (minutes)")).toHaveValue("7")
  await expect(form.getByLabel("Least notice (hours)")).toHaveValue("1")
  expect(await axeAtBothWidths(page), "availability with mistakes").toEqual([])

  await form.getByLabel("Length of a call (minutes)").fill("30")
  await day(page, "Monday").getByLabel("Monday, hours 1: until").fill("17:00")
  await form.getByRole("button", { name: "Save availability" }).click()
  await expect(form.getByRole("status")).toHaveText(/^Saved\./)
  const saved = (await standInFirestore().doc("bookingSettings/availability").get()).get("availability") as { noticeHours: number; weeklyHours: Record<string, unknown[]> }
  expect(saved.noticeHours).toBe(1)
  expect(saved.weeklyHours.sunday).toEqual([{ from: "09:00", to: "17:00" }])

  // A visitor in New York books the first free time.
  const visitor = await context.newPage()
  const email = `studio-calls-${Date.now()}@example.com`
  await startBooking(visitor)
  const wanted = (await firstTime(visitor).textContent()) ?? ""
  await firstTime(visitor).click()
  await fillDetails(visitor, "Aisha Bello", email)
  await detailsForm(visitor).getByRole("button", { name: copy.submit }).click()
  await expect(visitor.getByRole("region", { name: copy.booked.heading })).toBeVisible(SERVER)
  const [call] = await callsOf(email)

  // Her desk leads with it, before her content.
  await page.getByRole("button", { name: "Back to the studio" }).click()
  await expect(page).toHaveURL(/\/studio\/#desk$/)
  const next = page.getByRole("list", { name: "Your next calls" }).getByRole("listitem").filter({ hasText: "Aisha Bello" })
  await expect(next).toBeVisible()
  const above = async (first: string, second: string) => {
    const [a, b] = await Promise.all([first, second].map((name) => page.getByRole("heading", { name, exact: true }).boundingBox()))
    return Boolean(a && b && a.y < b.y)
  }
  expect(await above("Next calls", "Your content")).toBe(true)

  // She sees it: who, when in London with the visitor's own time beside, by phone with the number, what about, marked newest.
  await openCalls(page)
  const row = page.getByRole("list", { name: "Your calls" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: /Aisha Bello/ }) })
  await expect(row).toContainText("Newest booking")
  await expect(row).toContainText("New York time for them")
  await expect(row).toContainText("By phone: +1 212 555 0142")
  await expect(row).toContainText("I have just become chief executive")
  // The stand-in keeps the call's start and end as timestamps.
  const stored = call as unknown as { start: Timestamp; end: Timestamp }
  const start = DateTime.fromJSDate(stored.start.toDate(), { zone: "Europe/London" })
  const end = DateTime.fromJSDate(stored.end.toDate(), { zone: "Europe/London" })
  const booked = { start: start.toUTC().toISO({ suppressMilliseconds: true }), end: end.toUTC().toISO({ suppressMilliseconds: true }) }
  await expect(row).toContainText(`${start.setLocale("en-GB").toFormat("cccc d LLLL")}, ${start.toFormat("HH:mm")}`)
  expect(await axeAtBothWidths(page), "the calls").toEqual([])

  // Her calendar: a private address to copy, which serves the call; replacing it stops the old one.
  const feed = page.getByRole("region", { name: "Your calendar" })
  await feed.getByRole("button", { name: "Make my calendar address" }).click()
  const address = feed.getByLabel("Your private calendar address")
  await expect(address).toHaveValue(/\/calendarFeed\/[A-Za-z0-9_-]{43}\.ics$/)
  const first = await address.inputValue()
  await feed.getByRole("button", { name: "Copy the address" }).click()
  await expect(feed.getByRole("status")).toContainText("Copied.")
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first)
  const served = await fetch(backendUrl(first))
  expect(served.status).toBe(200)
  expect(await served.text()).toContain("Aisha Bello")
  await feed.getByRole("button", { name: "Replace address" }).click()
  const replace = feed.getByRole("group", { name: "Replace your calendar address?" })
  await expect(replace).toContainText("The old address stops working at once")
  expect(await axeAtBothWidths(page), "replacing the calendar address").toEqual([])
  await replace.getByRole("button", { name: "Replace the address" }).click()
  await expect(address).not.toHaveValue(first)
  const second = await address.inputValue()
  expect(await feedStatus(first)).toBe(404)
  const fresh = await fetch(backendUrl(second))
  expect(fresh.status).toBe(200)
  expect(await fresh.text()).toContain("Aisha Bello")

  // She cancels the call with a message, after confirming.
  await row.getByRole("button", { name: /^Cancel the call with Aisha Bello/ }).click()
  const confirm = row.getByRole("group", { name: "Cancel the call with Aisha Bello?" })
  await expect(confirm.getByRole("heading")).toBeFocused()
  expect(await axeAtBothWidths(page), "cancelling a call").toEqual([])
  await confirm.getByLabel("Your message to Aisha Bello (optional)").fill("I am so sorry: I am needed in Edinburgh that day. Could you book another time?")
  await confirm.getByRole("button", { name: "Cancel the call and tell them" }).click()
  await expect(page.getByRole("status").filter({ hasText: "The call with Aisha Bello is cancelled" })).toBeVisible()
  await expect(row).toContainText("Cancelled")
  await expect(row.getByRole("button", { name: /^Cancel the call/ })).toHaveCount(0)
  expect((await callsOf(email))[0]).toMatchObject({ status: "cancelled" })
  const mail = (await standInFirestore().collection("mail").doc(`call-${call.id}-cancelled-by-coach-1-visitor`).get()).data() as { message: { text: string } }
  expect(mail.message.text).toContain("I am needed in Edinburgh that day")

  // The time is free again for visitors.
  await startBooking(visitor)
  await expect(firstTime(visitor)).toHaveText(wanted)

  // She blocks that very time: a mistake first, then the time.
  const block = page.getByRole("form", { name: "Block a time" })
  const date = start.toISODate() ?? ""
  await block.getByLabel("Day").fill(date)
  await block.getByLabel("From").fill("9am")
  await block.getByLabel("Until").fill(end.toFormat("HH:mm"))
  await block.getByRole("button", { name: "Block this time" }).click()
  await expect(block.getByRole("alert")).toContainText("From: must be a time of day such as 09:00")
  await expect(block.getByLabel("From")).toBeFocused()
  expect(await axeAtBothWidths(page), "blocking a time").toEqual([])
  await block.getByLabel("From").fill(start.toFormat("HH:mm"))
  await block.getByLabel("Note for yourself (optional)").fill("School play")
  await block.getByRole("button", { name: "Block this time" }).click()
  await expect(page.getByRole("status").filter({ hasText: "That time is blocked" })).toBeVisible()
  const blocked = (await standInFirestore().doc("bookingSettings/availability").get()).get("availability") as { blocked: { from: string; to: string; note?: string }[] }
  expect(blocked.blocked).toContainEqual({ from: booked.start, to: booked.end, note: "School play" })
  // That time is no longer offered to visitors.
  await startBooking(visitor)
  await expect(firstTime(visitor)).not.toHaveText(wanted)
  // She sees it among her blocked times, and unblocks it: visitors may book it again.
  const blockedList = page.getByRole("list", { name: "Times you have blocked" })
  await expect(blockedList).toContainText(`${start.setLocale("en-GB").toFormat("cccc d LLLL")}, ${start.toFormat("HH:mm")}–${end.toFormat("HH:mm")}: School play`)
  expect(await axeAtBothWidths(page), "the blocked times").toEqual([])
  await blockedList.getByRole("button", { name: `Unblock ${start.setLocale("en-GB").toFormat("cccc d LLLL")}, ${start.toFormat("HH:mm")}–${end.toFormat("HH:mm")}` }).click()
  await expect(page.getByRole("status").filter({ hasText: "is no longer blocked" })).toBeVisible()
  await startBooking(visitor)
  await expect(firstTime(visitor)).toHaveText(wanted)
})

test("a time her own calendar, served from this machine, has taken is not offered to a visitor; a calendar that cannot be read is named with since when and why", async ({ page, context }) => {
  await openDiary()
  const { times } = (await callAsCoach("bookingListTimes", {})) as ListTimesResult
  const [taken] = times
  // Her calendar, as Google exports it, with a client session over the first free time.
  const secret = `private-${Date.now().toString(16)}`
  const ics = [
    "BEGIN:VCALENDAR",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "VERSION:2.0",
    "BEGIN:VEVENT",
    `DTSTART:${taken.start.replace(/[-:]/g, "")}`,
    `DTEND:${taken.end.replace(/[-:]/g, "")}`,
    "DTSTAMP:20260101T000000Z",
    "UID:client-session-1@google.com",
    "SUMMARY:Client session",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n")
  const calendar = createServer((request, response) =>
    request.url === `/calendar/ical/${secret}/basic.ics` ? response.writeHead(200, { "Content-Type": "text/calendar" }).end(ics) : response.writeHead(404).end(),
  )
  await new Promise<void>((done) => calendar.listen(0, "127.0.0.1", done))
  try {
    const address = `http://127.0.0.1:${(calendar.address() as AddressInfo).port}/calendar/ical/${secret}/basic.ics`
    const visitor = await context.newPage()
    await startBooking(visitor)
    const wanted = (await firstTime(visitor).textContent()) ?? ""

    await signIn(page, COACH)
    await openCalls(page)
    const panel = page.getByRole("region", { name: "Your own calendars" })
    const form = panel.getByRole("form", { name: "Add a calendar" })
    // A mistake first: named at its field, nothing typed lost.
    await form.getByLabel("Name", { exact: true }).fill("Work (Google)")
    await form.getByLabel("Private address").fill("calendar.google.com/secret")
    await form.getByRole("button", { name: "Add calendar" }).click()
    await expect(form.getByLabel("Private address")).toBeFocused()
    await expect(form.getByLabel("Private address")).toHaveAccessibleDescription(/must be the calendar's private address/)
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Work (Google)")
    await form.getByLabel("Private address").fill(address)
    await form.getByRole("button", { name: "Add calendar" }).click()
    await expect(panel.getByRole("status").filter({ hasText: "Added “Work (Google)”" })).toBeVisible()
    const listed = panel.getByRole("list", { name: "Your calendars" }).getByRole("listitem")
    await expect(listed).toContainText("Kept at 127.0.0.1/…")
    await expect(listed).toContainText("1 busy time in the weeks visitors can book")
    await expect(form.getByLabel("Private address")).toHaveValue("")
    expect(await page.content()).not.toContain(secret)
    expect(await axeAtBothWidths(page), "her own calendars").toEqual([])

    // The visitor is no longer offered that time.
    await startBooking(visitor)
    await expect(firstTime(visitor)).not.toHaveText(wanted)
    await expect(bookingSection(visitor)).not.toContainText(wanted)

    // The calendar stops answering: the last good copy still keeps the time, and she is told which, since when and why.
    const stored = standInFirestore().doc("bookingSettings/busyCalendars")
    const [kept] = (await stored.get()).get("calendars") as Record<string, unknown>[]
    const since = DateTime.fromISO("2026-11-02T14:05:00Z")
    await stored.set({ calendars: [{ ...kept, triedAt: AdminTimestamp.fromDate(since.toJSDate()), failure: { since: AdminTimestamp.fromDate(since.toJSDate()), reason: "it answered 500" } }] })
    await page.getByRole("button", { name: "Back to the studio" }).click()
    await openCalls(page)
    await expect(listed).toContainText(`Could not be read since ${since.setZone("Europe/London").toFormat("HH:mm")} on 2 November: it answered 500.`)
    await expect(listed).toContainText("still keep those times free")
    expect(await axeAtBothWidths(page), "a calendar that cannot be read").toEqual([])
    await startBooking(visitor)
    await expect(bookingSection(visitor)).not.toContainText(wanted)

    // Removed: the time is offered again.
    await listed.getByRole("button", { name: "Remove “Work (Google)”" }).click()
    await expect(panel.getByRole("status").filter({ hasText: "Removed “Work (Google)”" })).toBeVisible()
    await startBooking(visitor)
    await expect(firstTime(visitor)).toHaveText(wanted)
  } finally {
    await new Promise((done) => calendar.close(done))
  }
})
