/**
 * `npm run enquiries`: the enquiries the running local backend has stored, newest first: when,
 * who, topic and the message's first line. Reads FIRESTORE_EMULATOR_HOST, or the port named in
 * firebase.json.
 */
import { resolve } from "node:path"
import { initializeApp } from "firebase-admin/app"
import { getFirestore, type Timestamp } from "firebase-admin/firestore"
import { coachFields, type EnquiryFields } from "../contract/enquiry-schema"
import { ENQUIRIES } from "../contract/firebase-settings"
import { emulatorsBlock } from "./local-backend/ports"
import { LOCAL_PROJECT_ID } from "./local-backend/site-env"

const firestoreHost = (): string => {
  if (process.env.FIRESTORE_EMULATOR_HOST) return process.env.FIRESTORE_EMULATOR_HOST
  const { firestore } = emulatorsBlock()
  return `${firestore.host}:${firestore.port}`
}

const firstLine = (text: unknown, max = 70): string => {
  const line = String(text ?? "").split("\n")[0].trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

const when = (timestamp: Timestamp | undefined): string =>
  timestamp?.toDate
    ? timestamp.toDate().toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" })
    : "(time not recorded)"

/**
 * One enquiry on one line, from the fields the table marks as listed, in its order: the name, the
 * e-mail address in <>, other details after commas, the topic in [] and the message's first line.
 */
export const enquiryLine = (e: Record<string, unknown>, fields?: EnquiryFields): string => {
  let line = ""
  for (const [key, field] of coachFields(fields).filter(([, f]) => f.coach.listed)) {
    const value = e[key]
    if (field.coach.place === "title") line += `${String(value)}`
    else if (field.coach.place === "body") line += `  ${firstLine(value)}`
    else if (field.control === "email") line += ` <${String(value)}>`
    else if (field.control === "choice") line += `  [${String(value)}]`
    else if (value) line += `, ${String(value)}`
  }
  return line
}

/** The lines to print, newest enquiry first. */
export const listEnquiries = async (host = firestoreHost()): Promise<string[]> => {
  process.env.FIRESTORE_EMULATOR_HOST = host
  process.env.METADATA_SERVER_DETECTION ??= "none"
  const db = getFirestore(initializeApp({ projectId: LOCAL_PROJECT_ID }, `enquiries-${Date.now()}`))
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`no local backend answers at ${host}; start it with npm run develop or npm run backend`)), 5000),
  )
  try {
    const snapshot = await Promise.race([db.collection(ENQUIRIES).orderBy("receivedAt", "desc").get(), timeout])
    return snapshot.docs.map((doc) => {
      const e = doc.data()
      return `${when(e.receivedAt as Timestamp | undefined)}  ${enquiryLine(e)}`
    })
  } finally {
    await db.terminate().catch(() => {})
  }
}

if (process.argv[1] && resolve(process.argv[1]) === __filename) {
  listEnquiries()
    .then((lines) => {
      console.log(lines.length ? lines.join("\n") : "No enquiries yet.")
      process.exit(0)
    })
    .catch((error: unknown) => {
      console.error(`Could not list the enquiries: ${error instanceof Error ? error.message : String(error)}`)
      process.exit(1)
    })
}
