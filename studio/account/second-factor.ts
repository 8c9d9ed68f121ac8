/**
 * The second step at sign-in: a code sent by text message to the coach's mobile, through Firebase
 * Auth's multi-factor API (Identity Platform in the real project; the Auth emulator keeps the texts
 * and prints their codes instead of sending them). The studio enrols one phone at a time. Auth asks
 * for a reCAPTCHA before it sends a text: an invisible one, drawn in an element the screen gives
 * (against the emulator the SDK uses a stand-in that always passes).
 */
import type { MultiFactorResolver, PhoneInfoOptions, PhoneMultiFactorInfo } from "firebase/auth"
import type { FirebaseSetup } from "../../src/firebase/config"
import { authSdk } from "../session/auth-sdk"

/** A phone enrolled as her second factor, as the studio shows it. */
export interface EnrolledPhone {
  uid: string
  name: string
  /** As Auth gives it back: the whole number in the session that enrolled it, otherwise masked. */
  phoneNumber: string
  enrolled: string
}

/** What a sign-in that needs the second step carries until the code is typed. */
export interface SecondFactorChallenge {
  resolver: MultiFactorResolver
  hint: PhoneMultiFactorInfo
}

const signedOut = () => Object.assign(new Error("Nobody is signed in."), { code: "auth/user-signed-out" })

const currentUser = async (setup: FirebaseSetup) => {
  const { service, sdk } = await authSdk(setup)
  if (!service.currentUser) throw signedOut()
  return { user: service.currentUser, service, sdk }
}

/** Sends a code by text message; resolves to the id the typed code is checked against. */
const sendCode = async (setup: FirebaseSetup, holder: HTMLElement, options: PhoneInfoOptions): Promise<string> => {
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

const assertion = async (setup: FirebaseSetup, verificationId: string, code: string) => {
  const { sdk } = await authSdk(setup)
  return sdk.PhoneMultiFactorGenerator.assertion(sdk.PhoneAuthProvider.credential(verificationId, code.replace(/\s/g, "")))
}

export const enrolledPhones = async (setup: FirebaseSetup): Promise<EnrolledPhone[]> => {
  const { user, sdk } = await currentUser(setup)
  return sdk
    .multiFactor(user)
    .enrolledFactors.filter((factor): factor is PhoneMultiFactorInfo => factor.factorId === sdk.PhoneMultiFactorGenerator.FACTOR_ID)
    .map((factor) => ({ uid: factor.uid, name: factor.displayName ?? "", phoneNumber: factor.phoneNumber, enrolled: factor.enrollmentTime }))
}

/** Texts a code to the number (E.164) she is adding. */
export const sendEnrolmentCode = async (setup: FirebaseSetup, holder: HTMLElement, phoneNumber: string): Promise<string> => {
  const { user, sdk } = await currentUser(setup)
  const session = await sdk.multiFactor(user).getSession()
  return sendCode(setup, holder, { phoneNumber, session })
}

/** Adds the phone once its code is right; from then on, signing in asks for a code. */
export const confirmEnrolment = async (setup: FirebaseSetup, verificationId: string, code: string, name: string): Promise<void> => {
  const { user, sdk } = await currentUser(setup)
  await sdk.multiFactor(user).enroll(await assertion(setup, verificationId, code), name)
}

export const removePhone = async (setup: FirebaseSetup, uid: string): Promise<void> => {
  const { user, sdk } = await currentUser(setup)
  await sdk.multiFactor(user).unenroll(uid)
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
  await resolver.resolveSignIn(await assertion(setup, verificationId, code))
}
