/**
 * The local data folder: what `npm run develop` and `npm run backend` keep between runs (the Auth
 * emulator's accounts, the Firestore stand-in's documents, the Storage stand-in's photos, the demo
 * coach's sign-in), so enquiries, drafts and her account are still there after a restart. It is
 * under the project and gitignored; deleting it starts afresh. The tests use none: each starts empty.
 */
import { join } from "node:path"
import { projectRoot } from "../project-root"

/** The folder's name under the project (and in .gitignore). */
export const LOCAL_DATA_FOLDER = ".local-backend"

export const defaultDataFolder = (): string => join(projectRoot, LOCAL_DATA_FOLDER)

/** Where each part of the backend keeps its own. */
export const dataFiles = (folder: string) => ({
  /** The Auth emulator's export (`--import`/`--export-on-exit`). */
  auth: join(folder, "auth"),
  firestore: join(folder, "firestore.json"),
  storage: join(folder, "storage"),
  demoCoach: join(folder, "demo-coach.json"),
})
