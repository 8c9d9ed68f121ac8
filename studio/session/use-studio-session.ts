import { useCallback, useEffect, useRef, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { describeAuthError } from "./auth-errors"
import { authSdk } from "./auth-sdk"
import { secondFactorChallenge, type SecondFactorChallenge } from "./second-factor-challenge"

export type Session =
  | { state: "checking" }
  | { state: "signed-out"; notice?: string }
  | { state: "coach"; email: string }

/** A kind of draft the studio keeps on the device (studio/editing/device-drafts.ts), as signing out needs it. */
export interface KeptDrafts {
  hasUnsaved: () => boolean
  forgetAll: () => void
}

const NO_ACCESS = "This account has no access to the studio, so it has been signed out. Ask the site's owner if you think it should."

const auth = authSdk

/** The coach-claim check, fetched beside the Auth SDK: its module brings zod, which the sign-in form need not wait for. */
const coachCheck = async () => (await import("../../contract/studio-api")).isCoachToken

/**
 * Who is at the studio. Auth keeps the session on this device (IndexedDB first), so a reload finds
 * the coach still signed in; anyone whose token lacks the coach claim is told so and signed out.
 * `deviceDrafts`: every kind of draft kept on the device, which signing out forgets (handed in by
 * the app, so the session knows no kind of draft).
 */
export const useStudioSession = (setup: FirebaseSetup, deviceDrafts: readonly KeptDrafts[]) => {
  const [session, setSession] = useState<Session>({ state: "checking" })
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  /** Her password was right and the account asks for the code sent to her phone. */
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null)
  /** She is signing in on this page: the token Auth then gives is new, its claims current. */
  const signingIn = useRef(false)

  useEffect(() => {
    let unsubscribe = (): void => undefined
    let live = true
    void Promise.all([auth(setup), coachCheck()]).then(([{ service, sdk }, isCoachToken]) => {
      if (!live) return
      unsubscribe = sdk.onAuthStateChanged(service, (user) => {
        if (!user) {
          setSession((current) => (current.state === "signed-out" ? current : { state: "signed-out" }))
          return
        }
        setChallenge(null)
        // Fresh claims: a claim granted after this device signed in counts at once. A token the
        // sign-in on this page has just brought has them already; asking again costs her a round trip.
        const fresh = signingIn.current
        signingIn.current = false
        void user.getIdTokenResult(!fresh).then(
          (token) => {
            if (isCoachToken(token.claims)) setSession({ state: "coach", email: user.email ?? "" })
            else void sdk.signOut(service).then(() => setSession({ state: "signed-out", notice: NO_ACCESS }))
          },
          (error: unknown) => setSession({ state: "signed-out", notice: describeAuthError(error) }),
        )
      })
    })
    return () => {
      live = false
      unsubscribe()
    }
  }, [setup])

  const signIn = useCallback(
    async (email: string, password: string) => {
      setBusy(true)
      setMessage(null)
      try {
        const { service, sdk } = await auth(setup)
        signingIn.current = true
        await sdk.signInWithEmailAndPassword(service, email.trim(), password)
        // Auth may have told the listener, and its claim check answered, before this line runs.
        setSession((current) => (current.state === "coach" ? current : { state: "checking" }))
      } catch (error) {
        const secondStep = await secondFactorChallenge(setup, error)
        if (secondStep) setChallenge(secondStep)
        else {
          signingIn.current = false
          setMessage(describeAuthError(error))
        }
      } finally {
        setBusy(false)
      }
    },
    [setup],
  )

  const resetPassword = useCallback(
    async (email: string) => {
      if (!email.trim()) {
        setMessage("Enter your e-mail address first, then choose “Forgot your password?” again.")
        return
      }
      setBusy(true)
      try {
        const { service, sdk } = await auth(setup)
        await sdk.sendPasswordResetEmail(service, email.trim())
        // The same words whether or not the address has an account: nobody learns who the coach is.
        setMessage(`If ${email.trim()} has an account, a link to choose a new password is on its way. Check your inbox.`)
      } catch (error) {
        setMessage(describeAuthError(error))
      } finally {
        setBusy(false)
      }
    },
    [setup],
  )

  /** True while the studio asks whether to sign out although changes have not reached the server. */
  const [unsavedAtSignOut, setUnsavedAtSignOut] = useState(false)

  /** Signs out and forgets the drafts kept on this device; asks first when some are not on the server yet. */
  const signOut = useCallback(
    async ({ discardUnsaved = false }: { discardUnsaved?: boolean } = {}) => {
      if (!discardUnsaved && deviceDrafts.some((drafts) => drafts.hasUnsaved())) {
        setUnsavedAtSignOut(true)
        return
      }
      setUnsavedAtSignOut(false)
      const { service, sdk } = await auth(setup)
      await sdk.signOut(service)
      for (const drafts of deviceDrafts) drafts.forgetAll()
      setSession({ state: "signed-out", notice: "You have signed out." })
    },
    [setup, deviceDrafts],
  )

  const staySignedIn = useCallback(() => setUnsavedAtSignOut(false), [])

  /** Back from the second step to the password. */
  const cancelSecondStep = useCallback(() => setChallenge(null), [])

  return { session, busy, message, signIn, resetPassword, signOut, unsavedAtSignOut, staySignedIn, challenge, cancelSecondStep }
}
