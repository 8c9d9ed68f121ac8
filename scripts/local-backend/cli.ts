/** `npm run backend [-- --verbose]`: the local backend in the foreground until Ctrl-C, keeping its data in the local data folder. */
import { defaultDataFolder, DEVELOP_SERVER_PORT, LOCAL_PROJECT_ID, publishingNote, signInNote, startLocalBackend, submitEnquiryUrl } from "./index"

const runInForeground = async () => {
  const verbose = process.argv.includes("--verbose")
  console.log("Starting the local backend (Firestore and Storage stand-ins, Auth and Functions emulators)...")
  const backend = await startLocalBackend({ verbose, buildHook: {}, dataFolder: defaultDataFolder() })
  console.log(`Local backend ready, project ${LOCAL_PROJECT_ID}:`)
  console.log(`  Functions  ${submitEnquiryUrl(backend.env.GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST)}`)
  console.log(`  Auth       http://${backend.env.GATSBY_FIREBASE_AUTH_EMULATOR_HOST}`)
  console.log(`  Firestore  ${backend.env.FIRESTORE_EMULATOR_HOST} (npm run enquiries lists what arrived)`)
  console.log(`  Storage    http://${backend.env.FIREBASE_STORAGE_EMULATOR_HOST} (the studio's photos)`)
  console.log(`  Build hook http://127.0.0.1:${backend.ports.buildHook}/ (the functions' BUILD_HOOK_URL)`)
  console.log(publishingNote(backend.ports.liveSite))
  if (backend.demoCoach) console.log(signInNote(backend.demoCoach, DEVELOP_SERVER_PORT))
  console.log(`Accounts, enquiries, drafts and photos are kept in ${defaultDataFolder()} between runs.`)
  console.log("Each enquiry received prints a line here. Ctrl-C stops everything.")
  const shutdown = async () => {
    await backend.stop()
    process.exit(0)
  }
  process.once("SIGINT", shutdown)
  process.once("SIGTERM", shutdown)
}

runInForeground().catch((error: unknown) => {
  console.error(`The local backend could not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
