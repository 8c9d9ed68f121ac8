/**
 * Her phone as the second step of signing in: the phones enrolled, enrolling one (a code texted to
 * it, as at sign-in: studio/session/second-factor-challenge.ts) and removing it. The studio enrols
 * one phone at a time.
 */
import type { PhoneMultiFactorInfo } from "firebase/auth"
import type { FirebaseSetup } from "../../src/firebase/config"
import { authSdk } from "../session/auth-sdk"
import { codeAssertion, sendCode } from "../session/second-factor-challenge"

/** A phone enrolled as her second factor, as the studio shows it. */
export interface EnrolledPhone {
  uid: string
  name: string
  /** As Auth gives it back: the whole number in the session that enrolled it, otherwise masked. */
  phoneNumber: string
  enrolled: string
}

const signedOut = () => Object.assign(new Error("Nobody is signed in."), { code: "auth/user-signed-out" })

const currentUser = async (setup: FirebaseSetup) => {
  const { service, sdk } = await authSdk(setup)
  if (!service.currentUser) throw signedOut()
  return { user: service.currentUser, service, sdk }
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
  await sdk.multiFactor(user).enroll(await codeAssertion(setup, verificationId, code), name)
}

export const removePhone = async (setup: FirebaseSetup, uid: string): Promise<void> => {
  const { user, sdk } = await currentUser(setup)
  await sdk.multiFactor(user).unenroll(uid)
}
