import { useCallback, useEffect, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { readJson, removeJson, writeJson } from "../../src/lib/local-json"
import { CLIENT_PATH } from "../../contract/routes"
import { isClientToken, sendSignInLinkSchema } from "../../contract/client-room-api"
import { askForSignInLink } from "../callables/client-callables"
import { describeLinkError, describeSendError } from "./sign-in-errors"

export type ClientSession =
  | { state: "checking" }
  /** Opened from the e-mailed link: signing in with it. */
  | { state: "completing" }
  /** The link was opened where the address was not typed (another device, another browser): it is asked again. */
  | { state: "confirm-email" }
  | { state: "signed-out"; notice?: string }
  /** A link is on its way to `email`, if the address is one she has sent a proposal to. */
  | { state: "link-sent"; email: string }
  | { state: "client"; email: string }

/** Where the room keeps the address it asked a link for, so the link opened on this device needs nothing typed. */
export const SIGN_IN_EMAIL_KEY = "client.signInEmail"

const isText = (value: unknown): value is string => typeof value === "string"

/** Auth for the room, loaded once it runs (never in a page's first JavaScript). */
const authSdk = async (setup: FirebaseSetup) => {
  const [{ getAuthService }, sdk] = await Promise.all([import("../../src/firebase/auth"), import("firebase/auth")])
  return { service: getAuthService(setup), sdk }
}


const NO_ROOM = "This account has no client's room, so it has been signed out."

/** The link's codes leave the address once used: a reload, a bookmark or a shared screen must not carry them. */
const forgetLinkInAddress = () => window.history.replaceState(window.history.state, "", CLIENT_PATH)

/**
 * Who is in the room. A client signs in with a link mailed to their address (Firebase's e-mail
 * link sign-in): asked for here, completed when the page is opened from it. Auth keeps the session
 * on the device; an account without the client claim is told so and signed out.
 */
export const useClientSession = (setup: FirebaseSetup) => {
  const [session, setSession] = useState<ClientSession>({ state: "checking" })
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [linkAddress, setLinkAddress] = useState<string | null>(null)

  /** Signs in with the link the page was opened from, for `email` (typed in the form: it stays there while this runs). */
  const complete = useCallback(
    async (email: string, link: string, typed = false) => {
      setBusy(true)
      setMessage(null)
      if (!typed) setSession({ state: "completing" })
      try {
        const { service, sdk } = await authSdk(setup)
        await sdk.signInWithEmailLink(service, email.trim(), link)
        removeJson(SIGN_IN_EMAIL_KEY)
        forgetLinkInAddress()
        setLinkAddress(null)
        // The listener takes it from here, with the account's claims.
        setSession((current) => (current.state === "client" ? current : { state: "checking" }))
      } catch (error) {
        const wrongAddress = (error as { code?: unknown } | null)?.code === "auth/invalid-email"
        if (wrongAddress) {
          // Asked again, with what was typed kept in the form.
          setSession((current) => (current.state === "confirm-email" ? current : { state: "confirm-email" }))
          setMessage(describeLinkError(error))
        } else {
          forgetLinkInAddress()
          setLinkAddress(null)
          setSession({ state: "signed-out", notice: describeLinkError(error) })
        }
      } finally {
        setBusy(false)
      }
    },
    [setup],
  )

  useEffect(() => {
    let unsubscribe = (): void => undefined
    let live = true
    void authSdk(setup).then(({ service, sdk }) => {
      if (!live) return
      const href = window.location.href
      if (sdk.isSignInWithEmailLink(service, href)) {
        setLinkAddress(href)
        const stored = readJson(SIGN_IN_EMAIL_KEY, isText)
        if (stored.ok && stored.value) void complete(stored.value, href)
        else setSession({ state: "confirm-email" })
      }
      unsubscribe = sdk.onAuthStateChanged(service, (user) => {
        if (!user) {
          // Signed out elsewhere (another tab) ends the room here too; a link being completed or asked for stays.
          setSession((current) => (current.state === "checking" || current.state === "client" ? { state: "signed-out" } : current))
          return
        }
        void user.getIdTokenResult().then(
          (token) => {
            if (isClientToken(token.claims)) setSession({ state: "client", email: user.email ?? "" })
            else void sdk.signOut(service).then(() => setSession({ state: "signed-out", notice: NO_ROOM }))
          },
          () => setSession({ state: "signed-out", notice: "Your room could not confirm who you are. Please ask for a new link." }),
        )
      })
    })
    return () => {
      live = false
      unsubscribe()
    }
  }, [setup, complete])

  /** Asks for a link to `email`; the answer is the same for every address. */
  const sendLink = useCallback(
    async (email: string) => {
      const checked = sendSignInLinkSchema.safeParse({ email })
      if (!checked.success) {
        setMessage(checked.error.issues[0]?.message ?? "That does not look like an e-mail address.")
        return
      }
      setBusy(true)
      setMessage(null)
      try {
        await askForSignInLink(setup, checked.data)
        writeJson(SIGN_IN_EMAIL_KEY, checked.data.email)
        setSession({ state: "link-sent", email: checked.data.email })
      } catch (error) {
        setMessage(describeSendError(error))
      } finally {
        setBusy(false)
      }
    },
    [setup],
  )

  /** The address typed again for a link opened on another device. */
  const confirmEmail = useCallback(
    (email: string) => {
      if (linkAddress) void complete(email, linkAddress, true)
    },
    [linkAddress, complete],
  )

  /** Back to the form, to ask for a link again or to another address. */
  const startAgain = useCallback(() => {
    setMessage(null)
    setSession({ state: "signed-out" })
  }, [])

  const signOut = useCallback(async () => {
    const { service, sdk } = await authSdk(setup)
    await sdk.signOut(service)
    setSession({ state: "signed-out", notice: "You have signed out." })
  }, [setup])

  return { session, busy, message, sendLink, confirmEmail, startAgain, signOut }
}
