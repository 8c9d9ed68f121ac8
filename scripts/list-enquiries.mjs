#!/usr/bin/env node
/**
 * `npm run enquiries`: the enquiries the running local backend has stored, newest first: when,
 * who, topic and the message's first line. Reads FIRESTORE_EMULATOR_HOST, or the port named in
 * firebase.json.
 */
import { readFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { initializeApp } from "firebase-admin/app"
import { getFirestore } from "firebase-admin/firestore"
import { tsImport } from "tsx/esm/api"

// The enquiry's fields come from the shared contract, which is TypeScript: tsx compiles it on the fly.
const { coachFields } = await tsImport("../contract/enquiry-schema.ts", import.meta.url)

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..")
const LOCAL_PROJECT_ID = "demo-coach-stories"

const firestoreHost = () => {
  if (process.env.FIRESTORE_EMULATOR_HOST) return process.env.FIRESTORE_EMULATOR_HOST
  const { emulators } = JSON.parse(readFileSync(join(root, "firebase.json"), "utf8"))
  return `${emulators.firestore.host}:${emulators.firestore.port}`
}

const firstLine = (text, max = 70) => {
  const line = String(text ?? "").split("\n")[0].trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

const when = (timestamp) =>
  timestamp?.toDate
    ? timestamp.toDate().toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" })
    : "(time not recorded)"

/**
 * One enquiry on one line, from the fields the table marks as listed, in its order: the name, the
 * e-mail address in <>, other details after commas, the topic in [] and the message's first line.
 */
export const enquiryLine = (e, fields) => {
  let line = ""
  for (const [key, field] of coachFields(fields).filter(([, f]) => f.coach.listed)) {
    const value = e[key]
    if (field.coach.place === "title") line += `${value}`
    else if (field.coach.place === "body") line += `  ${firstLine(value)}`
    else if (field.control === "email") line += ` <${value}>`
    else if (field.control === "choice") line += `  [${value}]`
    else if (value) line += `, ${value}`
  }
  return line
}

/** The lines to print, newest enquiry first. */
export const listEnquiries = async (host = firestoreHost()) => {
  process.env.FIRESTORE_EMULATOR_HOST = host
  process.env.METADATA_SERVER_DETECTION ??= "none"
  const db = getFirestore(initializeApp({ projectId: LOCAL_PROJECT_ID }, `enquiries-${Date.now()}`))
  const timeout = new Promise((_, reject) =>
    setTimeout(() => reject(new Error(`no local backend answers at ${host}; start it with npm run develop or npm run backend`)), 5000),
  )
  try {
    const snapshot = await Promise.race([db.collection("enquiries").orderBy("receivedAt", "desc").get(), timeout])
    return snapshot.docs.map((doc) => {
      const e = doc.data()
      return `${when(e.receivedAt)}  ${enquiryLine(e)}`
    })
  } finally {
    await db.terminate().catch(() => {})
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  listEnquiries()
    .then((lines) => {
      console.log(lines.length ? lines.join("\n") : "No enquiries yet.")
      process.exit(0)
    })
    .catch((error) => {
      console.error(`Could not list the enquiries: ${error.message}`)
      process.exit(1)
    })
}
