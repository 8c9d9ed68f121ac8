/** Booking a call in the browser tests: the coach's calls to the booking functions, and a visitor booking on /contact/. */
import type { Page } from "@playwright/test"
import { FUNCTIONS_REGION } from "../../contract/firebase-settings"
import { contactFile } from "../../test-support/contact-copy"
import { standInFirestore } from "./enquiries"
import { backendUrl, expect } from "./fixtures"
import { addCoach, authHost, COACH, emulatorPorts } from "./studio-coach"

const { booking: copy, form: formCopy } = contactFile()
/** A first call of a function starts it cold in the emulator. */
export const SERVER = { timeout: 45_000 }

/** The coach's ID token from a password sign-in, or null when the Auth emulator has no such account. */
const coachIdToken = async (): Promise<string | null> => {
  const signIn = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=local`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...COACH, returnSecureToken: true }),
  })
  return signIn.ok ? ((await signIn.json()) as { idToken: string }).idToken : null
}

/**
 * Calls a function of the local backend as the browser SDK would, with the coach's ID token. Her
 * account is made only when it is missing: making it again resets her password and signs her out
 * everywhere, which would end the sessions of the studio tests running beside this one.
 */
export const callAsCoach = async (name: string, data: unknown): Promise<unknown> => {
  let idToken = await coachIdToken()
  if (!idToken) {
    await addCoach()
    idToken = await coachIdToken()
  }
  if (!idToken) throw new Error(`the coach ${COACH.email} cannot sign in to the local backend`)
  const url = backendUrl(`http://127.0.0.1:${emulatorPorts().functions.port}/${process.env.E2E_PROJECT_ID}/${FUNCTIONS_REGION}/${name}`)
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${idToken}` }, body: JSON.stringify({ data }) })
  const body = (await response.json()) as { result?: unknown; error?: unknown }
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${JSON.stringify(body.error)}`)
  return body.result
}

/** Every day from 09:00 to 17:00 London time for the next two weeks: free times whatever day the test runs. */
export const openDiary = () =>
  callAsCoach("studioSaveAvailability", {
    availability: {
      weeklyHours: Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [day, [{ from: "09:00", to: "17:00" }]])),
      horizonWeeks: 2,
      maxCallsPerDay: 16,
    },
  })

export const bookingSection = (page: Page) => page.getByRole("region", { name: copy.heading })
export const detailsForm = (page: Page) => page.getByRole("form", { name: copy.details.heading })

/** Opens /contact/ and starts booking: the free times are listed. */
export const startBooking = async (page: Page) => {
  await page.goto("/contact/")
  const start = bookingSection(page).getByRole("button", { name: copy.start })
  await expect(start).toBeEnabled(SERVER)
  await start.click()
  await expect(page.getByRole("heading", { name: copy.times.heading })).toBeFocused(SERVER)
}

/** The first free time button listed. */
export const firstTime = (page: Page) => bookingSection(page).getByRole("list").first().getByRole("button").first()

/** The visitor's details, by phone, the consent ticked. */
export const fillDetails = async (page: Page, name: string, email: string) => {
  const form = detailsForm(page)
  await form.getByLabel(formCopy.fields.name.label).fill(name)
  await form.getByLabel(formCopy.fields.email.label).fill(email)
  await form.getByLabel(formCopy.fields.topic.label).selectOption({ label: formCopy.topics[0].label })
  await form.getByLabel(formCopy.fields.message.label).fill("I have just become chief executive and would like to talk about my first hundred days.")
  await form.getByLabel(copy.way.phone).check()
  await form.getByLabel(copy.phone.label).fill("+1 212 555 0142")
  await form.getByLabel(copy.consent.label).check()
}

/** The calls booked with this e-mail address, as the Firestore stand-in holds them. */
export const callsOf = async (email: string) => (await standInFirestore().collection("calls").where("email", "==", email).get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }))
