import { useCallback, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { describeAuthError } from "../session/auth-errors"
import { useLoaded } from "../common/use-loaded"
import { phoneEnding } from "../session/second-factor-challenge"
import { phoneNumber } from "./phone-number"
import { confirmEnrolment, enrolledPhones, removePhone, sendEnrolmentCode, type EnrolledPhone } from "./second-factor"

/** Where adding a phone has got to. */
export type Enrolment = { step: "number" } | { step: "code"; e164: string; verificationId: string }

/** What went wrong, at the field it is about (the mobile number, the code) or for the screen as a whole. */
export interface SecurityProblem {
  field: "number" | "code" | null
  message: string
}

const DEFAULT_PROBLEM = "That did not work just now. Please try again."

/** The coach's second step: the phone it texts, adding one (number, then the code sent to it) and removing it. */
const describeProblem = (error: unknown) => describeAuthError(error, DEFAULT_PROBLEM)

export const useAccountSecurity = (setup: FirebaseSetup) => {
  const load = useCallback(() => enrolledPhones(setup), [setup])
  const { data: phones, problem: loadProblem, reload } = useLoaded<EnrolledPhone[]>(load, describeProblem)
  const [enrolment, setEnrolment] = useState<Enrolment>({ step: "number" })
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<SecurityProblem | null>(null)
  const [done, setDone] = useState<string | null>(null)

  const run = async (field: SecurityProblem["field"], action: () => Promise<void>) => {
    if (busy) return
    setBusy(true)
    setProblem(null)
    setDone(null)
    try {
      await action()
    } catch (error) {
      setProblem({ field, message: describeProblem(error) })
    } finally {
      setBusy(false)
    }
  }

  /** Texts a code to the number typed; `holder` is where the invisible reCAPTCHA is drawn. */
  const sendCode = (typed: string, holder: HTMLElement) => {
    const number = phoneNumber(typed)
    if (!number.ok) {
      setProblem({ field: "number", message: number.message })
      return Promise.resolve()
    }
    return run("number", async () => {
      const verificationId = await sendEnrolmentCode(setup, holder, number.e164)
      setEnrolment({ step: "code", e164: number.e164, verificationId })
    })
  }

  const confirm = (code: string) => {
    if (enrolment.step !== "code") return Promise.resolve()
    if (!code.trim()) {
      setProblem({ field: "code", message: "Enter the six-digit code from the text message." })
      return Promise.resolve()
    }
    return run("code", async () => {
      await confirmEnrolment(setup, enrolment.verificationId, code, `Mobile ending ${phoneEnding(enrolment.e164)}`)
      setEnrolment({ step: "number" })
      await reload()
      setDone("Done: from now on, signing in asks for a code texted to this phone.")
    })
  }

  const cancel = () => {
    setEnrolment({ step: "number" })
    setProblem(null)
  }

  const remove = (uid: string) =>
    run(null, async () => {
      await removePhone(setup, uid)
      await reload()
      setDone("The phone has been removed: signing in now asks for your password alone.")
    })

  return { phones, enrolment, busy, problem: problem ?? (loadProblem ? { field: null, message: loadProblem } : null), done, sendCode, confirm, cancel, remove }
}
