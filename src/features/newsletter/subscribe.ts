/**
 * The subscribe form's submit path, fetched when the visitor first touches the form: the request
 * checked with the schema the function parses it with (a problem is shown at its field and never
 * sent), then the `subscribeToNewsletter` callable with a fresh single-use App Check token, as an
 * enquiry is sent. Firebase is imported here, on demand, so it is never in a page's first JavaScript.
 */
import { enquiryRefusalSchema } from "../../../contract/enquiry-schema"
import { NEWSLETTER_CALLABLES, subscribeSchema, type SubscribeErrors, type SubscribeInput, type SubscribeProblem, type SubscribeResult } from "../../../contract/newsletter-api"
import { callErrorKind } from "../../firebase/call-errors"
import { firebaseSetup, type FirebaseSetup } from "../../firebase/config"
import { SEND_OPTIONS } from "../contact/send-enquiry"
import type { SignupCopy, SignupField, SignupValues, Subscribe, SubscribeOutcome } from "./subscribe-outcome"

/** The form's sentence for a field's problem. */
const sentence = (copy: SignupCopy, problem: SubscribeProblem): string => {
  const { errors } = copy.form
  if (problem === "required") return errors.emailRequired
  if (problem === "invalid-email") return errors.emailInvalid
  if (problem === "too-long") return errors.emailTooLong
  if (problem === "not-accepted") return errors.consentNotAccepted
  return errors.failed
}

/** The first field to fix, in the form's order; a problem with a field the visitor cannot see is no field's. */
const firstProblem = (errors: SubscribeErrors, copy: SignupCopy): SubscribeOutcome | null => {
  for (const field of ["email", "consent"] as const satisfies SignupField[]) {
    const problem = errors[field]
    if (problem) return { state: "invalid", field, message: sentence(copy, problem) }
  }
  return null
}

const failed = (copy: SignupCopy): SubscribeOutcome => ({ state: "problem", message: copy.form.errors.failed })

/** The request as the function takes it: the trap left out when empty, as a person leaves it. */
const requestOf = ({ email, consent, place, page, trap }: SignupValues): SubscribeInput => ({
  email,
  // Unticked is sent as the schema's refusal would have it, so it is named at the tick box.
  consent: consent as true,
  place,
  page,
  ...(trap ? { website: trap } : {}),
})

/** What a refused call means to the visitor: the limit and how long to wait, a field to fix, or try again. */
const refused = (error: unknown, copy: SignupCopy): SubscribeOutcome => {
  const details = error && typeof error === "object" && "details" in error ? error.details : undefined
  const kind = callErrorKind(error)
  // The limits answer as the enquiry's do: how long to wait is in the details, never the message.
  const refusal = kind === "resource-exhausted" || kind === "unavailable" ? enquiryRefusalSchema.safeParse(details) : null
  if (refusal?.success) return { state: "limit", message: copy.limit.replace("{minutes}", String(refusal.data.retryAfterMinutes)) }
  if (kind === "invalid-argument" && details && typeof details === "object" && "fields" in details) {
    return firstProblem(details.fields as SubscribeErrors, copy) ?? failed(copy)
  }
  return failed(copy)
}

/** Subscribes through the given Firebase project (or the local backend); null is demo mode, where nothing can be sent. */
export const subscribeWith =
  (setup: FirebaseSetup | null): Subscribe =>
  async (values, copy) => {
    const parsed = subscribeSchema.safeParse(requestOf(values))
    if (!parsed.success) {
      const errors: SubscribeErrors = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof SubscribeErrors
        errors[field] ??= issue.message as SubscribeProblem
      }
      return firstProblem(errors, copy) ?? failed(copy)
    }
    if (!setup) return failed(copy)
    try {
      const { callFunction } = await import("../../firebase/callable")
      await callFunction<SubscribeInput, SubscribeResult>(setup, NEWSLETTER_CALLABLES.subscribe, requestOf(values), SEND_OPTIONS)
      return { state: "waiting" }
    } catch (error) {
      return refused(error, copy)
    }
  }

/** The site's own: its Firebase project, from the build's variables. */
export const subscribe: Subscribe = subscribeWith(firebaseSetup())
