/**
 * The second step at sign-in and what enrolling a phone shares with it: a code sent by text message
 * to the coach's mobile, through Firebase Auth's multi-factor API (Identity Platform in the real
 * project; the Auth emulator keeps the texts and prints their codes instead of sending them). Auth
 * asks for a reCAPTCHA before it sends a text: an invisible one, drawn in an element the screen gives
 * (against the emulator the SDK uses a stand-in that always passes). Enrolling and removing a phone
 * are the account screen's (studio/account/second-factor.ts).
 */
import type { MultiFactorResolver, PhoneInfoOptions, PhoneMultiFactorInfo } from "firebase/auth"
import type { FirebaseSetup } from "../../src/firebase/config"
import { authSdk } from "./auth-sdk"

/** What a sign-in that needs the second step carries until the code is typed. */
export interface SecondFactorChallenge {
  resolver: MultiFactorResolver
  hint: PhoneMultiFactorInfo
}

/** The last digits, which is all the studio shows of a number once it is stored. */
export const phoneEnding = (number: string): string => number.replace(/\D/g, "").slice(-4)

/** Sends a code by text message; resolves to the id the typed code is checked against. */
export const sendCode = async (setup: FirebaseSetup, holder: HTMLElement, options: PhoneInfoOptions): Promise<string> => {
  const { service, sdk } = await authSdk(setup)
  // A fresh element each time: a reCAPTCHA cannot be drawn twice in one.
  const box = document.createElement("div")
  holder.append(box)
  const verifier = new sdk.RecaptchaVerifier(service, box, { size: "invisible" })
  try {
    return await new sdk.PhoneAuthProvider(service).verifyPhoneNumber(options, verifier)
  } finally {
    verifier.clear()
    box.remove()
  }
}

/** The typed code as Auth checks it, for signing in or enrolling. */
export const codeAssertion = async (setup: FirebaseSetup, verificationId: string, code: string) => {
  const { sdk } = await authSdk(setup)
  return sdk.PhoneMultiFactorGenerator.assertion(sdk.PhoneAuthProvider.credential(verificationId, code.replace(/\s/g, "")))
}

/** The second step a refused password sign-in asks for, or null when the refusal is something else. */
export const secondFactorChallenge = async (setup: FirebaseSetup, error: unknown): Promise<SecondFactorChallenge | null> => {
  if ((error as { code?: unknown } | null)?.code !== "auth/multi-factor-auth-required") return null
  const { service, sdk } = await authSdk(setup)
  const resolver = sdk.getMultiFactorResolver(service, error as Parameters<typeof sdk.getMultiFactorResolver>[1])
  const hint = resolver.hints.find((factor): factor is PhoneMultiFactorInfo => factor.factorId === sdk.PhoneMultiFactorGenerator.FACTOR_ID)
  return hint ? { resolver, hint } : null
}

export const sendSignInCode = (setup: FirebaseSetup, holder: HTMLElement, { resolver, hint }: SecondFactorChallenge): Promise<string> =>
  sendCode(setup, holder, { multiFactorHint: hint, session: resolver.session })

/** Finishes signing in with the typed code. */
export const confirmSignIn = async (setup: FirebaseSetup, { resolver }: SecondFactorChallenge, verificationId: string, code: string): Promise<void> => {
  await resolver.resolveSignIn(await codeAssertion(setup, verificationId, code))
}
