import { useCallback, useEffect, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { callErrorKind } from "../../src/firebase/call-errors"
import { giveTestimonialSchema, requestErasureSchema, type MyTestimonialResult, type NamingKind } from "../../contract/programme-end-api"
import { askForErasure, fetchMyTestimonial, giveTestimonial } from "../callables/testimonial-callables"

/** What the client types: kept whatever the answer, so nothing is lost to a refusal. */
export interface TestimonialDraft {
  wording: string
  naming: NamingKind
  role: string
  company: string
  permitted: boolean
}

/** A refusal: a sentence, and each field's own problem by its name (wording, role, company, permitted). */
export interface TestimonialProblem {
  message: string
  fields: Partial<Record<"wording" | "role" | "company" | "permitted" | "naming" | "reason", string>>
}

export type MyTestimonialState = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; mine: MyTestimonialResult }

const fieldOf = (path: readonly PropertyKey[]): keyof TestimonialProblem["fields"] | null => {
  const last = String(path[path.length - 1] ?? "")
  return ["wording", "role", "company", "permitted", "naming", "reason"].includes(last) ? (last as keyof TestimonialProblem["fields"]) : null
}

const problemOf = (issues: readonly { path: readonly PropertyKey[]; message: string }[]): TestimonialProblem => {
  const fields: TestimonialProblem["fields"] = {}
  for (const issue of issues) {
    const field = fieldOf(issue.path)
    if (field && !fields[field]) fields[field] = issue.message
  }
  return { message: "Please see the problems marked below; nothing you typed has been lost.", fields }
}

const sendProblem = (error: unknown): TestimonialProblem => {
  const kind = callErrorKind(error)
  if (kind === "network") return { message: "You appear to be offline, so nothing was sent. Your words are still here: try again once you are back online.", fields: {} }
  // The room's refusals (not asked for yet, no longer theirs) are worded for the client by the callable.
  const refused = (error as { code?: unknown } | null)?.code === "functions/failed-precondition" || kind === "not-found"
  // The SDK ends the message with the HTTP status ("… [400]"), which is not theirs to read.
  const message = error instanceof Error && refused ? error.message.replace(/ \[\d+\]$/, "") : "That could not be saved just now. Your words are still here: please try again in a moment."
  return { message, fields: {} }
}

/** The request a draft makes, with only the lines its naming asks for. */
export const givingOf = (engagementId: string, draft: TestimonialDraft) => ({
  engagementId,
  wording: draft.wording,
  naming:
    draft.naming === "full"
      ? { kind: "full" as const, role: draft.role, company: draft.company }
      : draft.naming === "first-name-role"
        ? { kind: "first-name-role" as const, role: draft.role }
        : { kind: "anonymous" as const, role: draft.role },
  permitted: draft.permitted,
})

/**
 * One accepted engagement's testimonial in the room: loaded, given (checked here first with the
 * schema the callable uses, each problem at its field), and the client's request for erasure.
 */
export const useMyTestimonial = (setup: FirebaseSetup, engagementId: string) => {
  const [loaded, setLoaded] = useState<MyTestimonialState>({ state: "loading" })
  const [sending, setSending] = useState(false)

  useEffect(() => {
    let live = true
    fetchMyTestimonial(setup, engagementId).then(
      (mine) => live && setLoaded({ state: "ready", mine }),
      () => live && setLoaded({ state: "failed", message: "This part of your room could not be loaded just now. Reload the page to try again." }),
    )
    return () => {
      live = false
    }
  }, [setup, engagementId])

  const send = useCallback(
    async (request: () => Promise<MyTestimonialResult>): Promise<TestimonialProblem | null> => {
      setSending(true)
      try {
        setLoaded({ state: "ready", mine: await request() })
        return null
      } catch (error) {
        return sendProblem(error)
      } finally {
        setSending(false)
      }
    },
    [],
  )

  const give = useCallback(
    (draft: TestimonialDraft): Promise<TestimonialProblem | null> => {
      const checked = giveTestimonialSchema.safeParse(givingOf(engagementId, draft))
      if (!checked.success) return Promise.resolve(problemOf(checked.error.issues))
      return send(() => giveTestimonial(setup, checked.data))
    },
    [engagementId, send, setup],
  )

  const requestErasure = useCallback(
    (reason: string): Promise<TestimonialProblem | null> => {
      const checked = requestErasureSchema.safeParse({ engagementId, reason })
      if (!checked.success) return Promise.resolve(problemOf(checked.error.issues))
      return send(() => askForErasure(setup, { engagementId, reason }))
    },
    [engagementId, send, setup],
  )

  return { loaded, sending, give, requestErasure }
}
