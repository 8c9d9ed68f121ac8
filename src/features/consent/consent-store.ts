/**
 * The visitor's analytics choice, kept on the device with the storage helper, and the one place the
 * banner, the footer link and the analytics reporter read and change it. Browser only.
 */
import { readJson, writeJson } from "../../lib/local-json"

export type ConsentChoice = "granted" | "denied"

export interface ConsentState {
  /** null: not asked yet (or the choice could not be read back). */
  choice: ConsentChoice | null
  /** The visitor opened the banner again from the footer. */
  reopened: boolean
}

export const CONSENT_KEY = "analytics.consent"

const isChoice = (value: unknown): value is ConsentChoice => value === "granted" || value === "denied"

let state: ConsentState | null = null
const listeners = new Set<() => void>()

const read = (): ConsentState => {
  const saved = readJson(CONSENT_KEY, isChoice)
  return { choice: saved.ok ? saved.value : null, reopened: false }
}

const update = (next: ConsentState): void => {
  state = next
  listeners.forEach((listener) => listener())
}

export const consentStore = {
  get: (): ConsentState => (state ??= read()),
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Records the choice; if it cannot be saved it still holds for this page. */
  choose: (choice: ConsentChoice): void => {
    writeJson(CONSENT_KEY, choice)
    update({ choice, reopened: false })
  },
  reopen: (): void => update({ ...consentStore.get(), reopened: true }),
}

/** What the server render and hydration see: nothing decided, nothing shown. */
export const SERVER_CONSENT: ConsentState = { choice: null, reopened: false }
