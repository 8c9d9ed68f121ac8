/** What a failed call of her invoices means to the coach, by the error's code (never its message). */
import { callErrorKind } from "../../src/firebase/call-errors"
import { fieldProblem } from "../common/field-problem"

/** The code of a refusal the catalogue of call-errors.ts does not name (failed-precondition). */
const codeOf = (error: unknown): string =>
  error && typeof error === "object" && "code" in error ? String((error as { code: unknown }).code).replace(/^functions\//, "") : ""

const common = (error: unknown): string | null => {
  const kind = callErrorKind(error)
  if (kind === "network") return "You are offline. Nothing was changed; try again when you are back online."
  if (kind === "unauthenticated" || kind === "permission-denied") return "The studio could not confirm it is you. Please sign in again; nothing was changed."
  if (kind === "not-found") return "That invoice is no longer on the server. The list has been refreshed."
  return null
}

/** Marking one paid failed. */
export const markPaidProblem = (error: unknown, number: string): string => {
  const known = common(error)
  if (known) return known
  const day = fieldProblem(error, "paidOn")
  if (day) return `Invoice ${number} was not marked paid: the date it was paid ${day}.`
  if (codeOf(error) === "failed-precondition") {
    return `Invoice ${number} can no longer be marked paid on that day: it was voided, or marked paid on another day, since the list was loaded. The list now shows it as it is.`
  }
  return `Invoice ${number} could not be marked paid just now, and nothing was changed. Please try again in a moment.`
}

/** Voiding one failed. */
export const voidProblem = (error: unknown, number: string): string => {
  const known = common(error)
  if (known) return known
  if (callErrorKind(error) === "invalid-argument") return `Invoice ${number} was not voided: the reason must be one line of at most 200 characters.`
  if (codeOf(error) === "failed-precondition") {
    return `Invoice ${number} cannot be voided: it has been marked paid since the list was loaded. The list now shows it as it is.`
  }
  return `Invoice ${number} could not be voided just now, and no credit note was issued. Please try again in a moment.`
}

/** The CSV could not be made. */
export const exportProblem = (error: unknown): string => {
  const kind = callErrorKind(error)
  if (kind === "network") return "You are offline, so the CSV was not made. Try again when you are back online."
  if (kind === "unauthenticated" || kind === "permission-denied") return "The studio could not confirm it is you. Please sign in again, then download the CSV."
  return "The CSV could not be made just now. Please try again in a moment."
}

/** Loading her invoices failed. */
export const invoicesListProblem = (error: unknown): string => {
  const kind = callErrorKind(error)
  if (kind === "network") return "You are offline, so your invoices cannot be shown. They will be when you are back online."
  if (kind === "unauthenticated" || kind === "permission-denied") return "The studio could not confirm it is you. Please sign in again to see your invoices."
  return "Your invoices could not be loaded just now. Please try again in a moment."
}
