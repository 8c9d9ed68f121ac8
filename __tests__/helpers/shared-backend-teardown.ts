/** Jest's global teardown: stops the run's shared local backend, if the global setup started one. */
import { SHARED_BACKEND_VARIABLE, type LocalBackendProcess } from "./local-backend"
import { RUNNING } from "./shared-backend-setup"

export default async (): Promise<void> => {
  const holder = globalThis as typeof globalThis & { [RUNNING]?: LocalBackendProcess }
  await holder[RUNNING]?.stop()
  delete holder[RUNNING]
  delete process.env[SHARED_BACKEND_VARIABLE]
}
