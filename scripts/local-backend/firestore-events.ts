/**
 * Firestore's document events, delivered to the Functions emulator as the official Firestore
 * emulator delivers them, so each function made with onDocumentCreated, onDocumentUpdated,
 * onDocumentWritten or onDocumentDeleted runs locally, its own code in the Functions emulator:
 *
 * - the Functions emulator registers each such trigger with its Firestore emulator:
 *   `POST /emulator/v1/projects/<project>/eventarcTrigger?eventarcTriggerId=<key>`, with the
 *   event type, database, namespace and document pattern (firebase-tools' functionsEmulator.js,
 *   getV2FirestoreAttributes);
 * - after each commit, every document it changed that a trigger's pattern and event type match is
 *   posted to `/functions/projects/<project>/triggers/<key>` as a CloudEvent in binary mode: the
 *   attributes Firestore's events carry (https://firebase.google.com/docs/functions/firestore-events)
 *   in `ce-` headers, and the data, as Eventarc delivers it in production, a DocumentEventData
 *   protobuf (the document after, before, and the mask of the fields an update changed), base64
 *   encoded as the Functions emulator reads it from its Firestore emulator.
 *
 * Events are delivered once each, in commit order, and not retried (a function deployed without
 * retries gets the same). Triggers of first-generation functions (`functions.firestore`) are refused.
 */
import { randomUUID } from "node:crypto"
import type { IncomingMessage, ServerResponse } from "node:http"
import type { Document } from "@firestore-emulator/proto/dist/google/firestore/v1/document"
import type { CommitListener, DocumentChange } from "./firestore-transactions"

interface Trigger {
  project: string
  eventType: string
  database: string
  namespace: string
  document: string
  exact: boolean
}

export interface DocumentEvents {
  /** Answers the Functions emulator's requests to the Firestore emulator. */
  handle: (request: IncomingMessage, response: ServerResponse) => void
  /** Delivers a commit's events to the triggers registered. */
  deliver: CommitListener
  /** Where the Functions emulator listens (host:port); no events are sent until it is known. */
  sendTo: (functionsHost: string) => void
}

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    request.on("error", reject)
  })

/** Whether a document path (`mail/abc`) matches a trigger's pattern (`mail/{mailId}`, `{path=**}`). */
const matches = (trigger: Trigger, document: string): boolean => {
  if (trigger.exact) return document === trigger.document
  const [pattern, path] = [trigger.document.split("/"), document.split("/")]
  for (let at = 0; at < pattern.length; at += 1) {
    if (/^\{[^}]*=\*\*\}$/.test(pattern[at])) return true
    if (at >= path.length) return false
    if (!/^\{[^}]*\}$/.test(pattern[at]) && pattern[at] !== path[at]) return false
  }
  return pattern.length === path.length
}

/** The change's kind, as Firestore's event types name it. */
const kindOf = ({ before, after }: DocumentChange): "created" | "updated" | "deleted" =>
  before === null ? "created" : after === null ? "deleted" : "updated"

const wants = (trigger: Trigger, change: DocumentChange): boolean => {
  const wanted = /^google\.cloud\.firestore\.document\.v1\.(created|updated|deleted|written)(\.withAuthContext)?$/.exec(trigger.eventType)?.[1]
  return wanted === "written" || wanted === kindOf(change)
}

// Protocol buffers' wire format, for the three fields of DocumentEventData (google/events/cloud/firestore/v1/data.proto).
const varint = (value: number): Buffer => {
  const bytes: number[] = []
  let rest = value
  while (rest > 127) {
    bytes.push((rest & 127) | 128)
    rest >>>= 7
  }
  bytes.push(rest)
  return Buffer.from(bytes)
}
const lengthDelimited = (field: number, bytes: Uint8Array): Buffer => Buffer.concat([varint((field << 3) | 2), varint(bytes.length), bytes])

/** The top-level fields an update changed, added or removed. */
const changedFields = (before: Document, after: Document): string[] => {
  const encoded = (document: Document, name: string) => {
    const value = document.fields.get(name)
    return value ? Buffer.from(value.serializeBinary()).toString("base64") : undefined
  }
  const names = new Set([...before.fields.keys(), ...after.fields.keys()])
  return [...names].filter((name) => encoded(before, name) !== encoded(after, name)).sort()
}

const eventData = (change: DocumentChange): Buffer => {
  const mask = change.before && change.after ? Buffer.concat(changedFields(change.before, change.after).map((path) => lengthDelimited(1, Buffer.from(path, "utf8")))) : null
  return Buffer.concat([
    ...(change.after ? [lengthDelimited(1, change.after.serializeBinary())] : []),
    ...(change.before ? [lengthDelimited(2, change.before.serializeBinary())] : []),
    ...(mask ? [lengthDelimited(3, mask)] : []),
  ])
}

export const documentEvents = ({ warn }: { warn: (message: string) => void }): DocumentEvents => {
  const triggers = new Map<string, Trigger>()
  let functionsHost: string | undefined

  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    const url = new URL(request.url ?? "/", "http://localhost")
    const answer = (status: number, body: unknown = {}): void => void response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body))
    const registration = /^\/emulator\/v1\/projects\/([^/]+)\/eventarcTrigger$/.exec(url.pathname)
    if (request.method === "POST" && registration) {
      void readBody(request).then((body) => {
        const key = url.searchParams.get("eventarcTriggerId")
        const bundle = JSON.parse(body) as { eventType: string; database: string; namespace: string; document: { value: string; matchType: string } }
        if (!key) {
          answer(400, { error: "eventarcTriggerId is required" })
          return
        }
        triggers.set(key, { project: registration[1], eventType: bundle.eventType, database: bundle.database, namespace: bundle.namespace, document: bundle.document.value, exact: bundle.document.matchType === "EXACT" })
        answer(200)
      }, () => answer(400))
      return
    }
    if (/^\/emulator\/v1\/projects\/[^/]+\/triggers\//.test(url.pathname)) return answer(501, { error: "The local Firestore delivers events to second-generation functions only (firebase-functions/v2/firestore)" })
    // The CLI's export on exit: the stand-in keeps its documents itself (firestore-stand-in.ts).
    if (request.method === "POST" && /^\/emulator\/v1\/projects\/[^/]+:export$/.test(url.pathname)) return answer(200)
    answer(404, { error: `not served: ${request.method} ${url.pathname}` })
  }

  const post = (key: string, trigger: Trigger, change: DocumentChange, commitTime: Date, [project, database, document]: string[]) => {
    const headers = {
      "content-type": "application/protobuf",
      "ce-specversion": "1.0",
      "ce-id": randomUUID(),
      "ce-type": trigger.eventType,
      "ce-source": `//firestore.googleapis.com/projects/${project}/databases/${database}`,
      "ce-subject": `documents/${document}`,
      "ce-time": commitTime.toISOString(),
      "ce-project": project,
      "ce-database": database,
      "ce-namespace": trigger.namespace,
      "ce-document": document,
      ...(trigger.eventType.endsWith(".withAuthContext") ? { "ce-authtype": "unknown", "ce-authid": "" } : {}),
    }
    fetch(`http://${functionsHost}/functions/projects/${trigger.project}/triggers/${key}`, { method: "POST", headers, body: eventData(change).toString("base64") })
      .then(async (response) => {
        if (!response.ok) warn(`The ${trigger.eventType} event of ${document} was refused by the Functions emulator (${response.status}): ${await response.text()}`)
      })
      .catch((error: unknown) => warn(`The ${trigger.eventType} event of ${document} could not reach the Functions emulator: ${String(error)}`))
  }

  const deliver: CommitListener = ({ commitTime, changes }) => {
    if (!functionsHost) return
    for (const change of changes) {
      const [, project, database, document] = /^projects\/([^/]+)\/databases\/([^/]+)\/documents\/(.+)$/.exec(change.path) ?? []
      for (const [key, trigger] of triggers)
        if (trigger.project === project && trigger.database === database && matches(trigger, document) && wants(trigger, change)) post(key, trigger, change, commitTime, [project, database, document])
    }
  }

  return { handle, deliver, sendTo: (host) => void (functionsHost = host) }
}
