/** What an HttpsError thrown by one of the functions' handlers carries to the caller. */
export interface CallableError {
  code: string
  message: string
  details?: unknown
}

/** The HttpsError a handler's promise rejects with; fails the test if it resolves or throws anything else. */
export const rejection = async (promise: Promise<unknown>): Promise<CallableError> => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof Error && "code" in error && "httpErrorCode" in error)) throw new Error(`expected an HttpsError, got ${String(error)}`)
  return error as unknown as CallableError
}
