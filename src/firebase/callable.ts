import { httpsCallable, type HttpsCallableOptions } from "firebase/functions"
import type { FirebaseSetup } from "./config"
import { getFunctionsService } from "./functions"

/**
 * Calls a Cloud Function through the SDK's callable client: POST `{ data }`, the signed-in user's
 * ID token as `Authorization: Bearer` once Auth exists on the page, the App Check token when App
 * Check runs, and the answer read from `data`. Failures arrive as the SDK's FunctionsError; turn
 * them into words with `describeCallError`.
 */
export const callFunction = async <Input, Output>(setup: FirebaseSetup, name: string, input: Input, options?: HttpsCallableOptions): Promise<Output> => {
  const call = httpsCallable<Input, Output>(getFunctionsService(setup), name, options)
  const { data } = await call(input)
  return data
}
