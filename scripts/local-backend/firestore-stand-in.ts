/**
 * Firestore for the local backend and the tests: `@firestore-emulator/server` (the official
 * emulator needs Java 21 and a download), bound to 127.0.0.1 in this process, its writes made to
 * replace documents as Firestore's do (below), its transactions, commits and queries answered as
 * Firestore's (firestore-transactions.ts, firestore-queries.ts).
 *
 * Given a `file`, it keeps its documents there between runs, as the official emulator's
 * `--import`/`--export-on-exit` would: it loads them on start and writes them a moment after each
 * change and on stop, so even a run that is killed loses at most that moment. The tests give none
 * and start empty.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { dirname } from "node:path"
import { FirestoreState, type FirestoreStateDocument } from "@firestore-emulator/server"
import { isolatingService, type CommitListener } from "./firestore-transactions"
import { documentEvents } from "./firestore-events"
import { sharePort } from "./shared-port"

export interface FirestoreStandIn {
  port: number
  stop: () => void
  /** Called after each commit that changed documents, with each one before and after (the document events). */
  onCommit: (listener: CommitListener) => void
  /** Sends the document events of the triggers the Functions emulator registers to it, at `host` (firestore-events.ts). */
  sendEventsTo: (host: string) => void
}

interface GrpcServer {
  addService(definition: unknown, implementation: unknown): void
  bindAsync(address: string, credentials: unknown, done: (error: Error | null, port: number) => void): void
  forceShutdown(): void
}

// The package's own classes, reached through its files (it exports the state but not its protobuf codec).
interface Timestamp {
  seconds: number
  nanos: number
}
interface V1Document {
  name: string
  fields: Map<string, unknown>
  create_time: Timestamp
  update_time: Timestamp
  serializeBinary(): Uint8Array
}
interface JsonNode {
  path?: string
  projects?: Record<string, JsonNode>
  databases?: Record<string, JsonNode>
  collections?: Record<string, JsonNode>
  documents?: Record<string, JsonNode>
}
/** A document's fields as the state keeps them. */
type StateField = Parameters<FirestoreStateDocument["set"]>[1][string]
type StateFields = Record<string, StateField>
/** A write as the package receives it, and a value in it. */
type V1Write = Parameters<FirestoreState["writeV1Document"]>[1]
type V1Value = V1Write["update"]["fields"] extends Map<string, infer Value> ? Value : never

const packageDir = dirname(require.resolve("@firestore-emulator/server"))
const fromPackage = <T>(request: string): T => require(require.resolve(request, { paths: [packageDir] })) as T
const { Document } = fromPackage<{ Document: { deserializeBinary(bytes: Uint8Array): V1Document } }>("@firestore-emulator/proto/dist/google/firestore/v1/document")
const { convertV1DocumentField, FirestoreStateDocumentMapField: MapFieldClass, FirestoreStateDocumentTimestampField: TimestampField } = fromPackage<{
  convertV1DocumentField(value: unknown): StateField
  FirestoreStateDocumentMapField: new (value: StateFields) => StateField
  FirestoreStateDocumentTimestampField: { fromDate(date: Date): StateField }
}>("@firestore-emulator/server/dist/FirestoreState/field")

/** A document's path (projects/.../documents/...) from the state's JSON, for every document that exists. */
const documentPaths = (node: JsonNode, found: string[] = []): string[] => {
  for (const child of [node.projects, node.databases, node.collections].flatMap((group) => Object.values(group ?? {}))) documentPaths(child, found)
  for (const document of Object.values(node.documents ?? {})) {
    if (document.path) found.push(document.path)
    documentPaths(document, found)
  }
  return found
}

const dateOf = (time: Timestamp): Date => new Date(time.seconds * 1000 + Math.floor(time.nanos / 1e6))

/** The documents as the Firestore protocol encodes them (exact: timestamps, integers, bytes and references survive). */
const saveState = (state: FirestoreState, file: string): void => {
  const documents = documentPaths(state.toJSON())
    .map((path) => state.getDocument(path))
    .filter((document) => document.metadata.hasExist)
    .map((document) => Buffer.from(document.toV1Document().serializeBinary()).toString("base64"))
  mkdirSync(dirname(file), { recursive: true })
  // Written beside and renamed, so a run killed mid-write leaves the last whole copy.
  writeFileSync(`${file}.partial`, JSON.stringify({ documents }))
  renameSync(`${file}.partial`, file)
}

const loadState = (state: FirestoreState, file: string): void => {
  if (!existsSync(file)) return
  const { documents } = JSON.parse(readFileSync(file, "utf8")) as { documents: string[] }
  for (const encoded of documents) {
    const saved = Document.deserializeBinary(Buffer.from(encoded, "base64"))
    const document = state.getDocument(saved.name)
    document.set(dateOf(saved.create_time), Object.fromEntries([...saved.fields].map(([name, value]) => [name, convertV1DocumentField(value)])))
    document.metadata = { hasExist: true, createdAt: dateOf(saved.create_time), updatedAt: dateOf(saved.update_time) }
  }
}

/** A field path of an update mask (`a.b`, `` `a.b`.c ``) as its segments. */
const pathSegments = (path: string): string[] =>
  [...path.matchAll(/`((?:[^`\\]|\\.)*)`|[^.]+/g)].map(([whole, quoted]) => (quoted === undefined ? whole : quoted.replace(/\\(.)/g, "$1")))

/** The fields less the one at `segments` (a copy; the package's records are frozen). */
const withoutField = (fields: StateFields, [first, ...rest]: string[]): StateFields => {
  const field = fields[first]
  if (!field) return fields
  if (rest.length === 0) return Object.fromEntries(Object.entries(fields).filter(([name]) => name !== first))
  if (field.type !== "map_value") return fields
  // A map field of the package's own class (its methods encode it), holding the smaller map.
  const MapField = field.constructor as new (value: StateFields) => StateField
  return { ...fields, [first]: new MapField(withoutField(field.value as StateFields, rest)) }
}

/** The fields with `value` at `segments`, the maps on the way made or copied (the package's records are frozen). */
const withField = (fields: StateFields, [first, ...rest]: string[], value: StateField): StateFields => {
  if (rest.length === 0) return { ...fields, [first]: value }
  const field = fields[first]
  const inner = field?.type === "map_value" ? (field.value as StateFields) : {}
  return { ...fields, [first]: new MapFieldClass(withField(inner, rest, value)) }
}

/** Whether the write's fields hold a value at `segments`. */
const writeHolds = (fields: Map<string, V1Value>, [first, ...rest]: string[]): boolean => {
  const value = fields.get(first)
  if (value === undefined) return false
  if (rest.length === 0) return true
  return value.has_map_value && writeHolds(value.map_value.fields, rest)
}

// The package keeps a document's fields in a private property, replaced (frozen), never changed in place.
const fieldsOf = (document: FirestoreStateDocument): StateFields => Reflect.get(document, "fields") as StateFields
const setFields = (document: FirestoreStateDocument, fields: StateFields): void => void Reflect.set(document, "fields", fields)

/**
 * The package merges every write into the document, where Firestore replaces it: a `set()` without
 * `merge` leaves the document holding only what was written, and a field named in the update mask
 * but absent from the write (`FieldValue.delete()`) is removed. Those fields go before the package
 * writes, so the write's transforms then see the document as Firestore would. The package also
 * applies only the first of a write's server timestamps, so each transform is applied on its own,
 * and transforms no field inside a map, so a server timestamp there is set here.
 * (A write refused by its precondition is undone with its whole commit: firestore-transactions.ts.)
 */
const replaceAsFirestoreDoes = (state: FirestoreState): void => {
  const write = state.writeV1Document.bind(state)
  state.writeV1Document = (date, change) => {
    if (!change.has_update) return write(date, change)
    const document = state.getDocument(change.update.name)
    if (document.metadata.hasExist) {
      if (!change.has_update_mask) setFields(document, {})
      else
        for (const path of change.update_mask.field_paths.map(pathSegments))
          if (!writeHolds(change.update.fields, path)) setFields(document, withoutField(fieldsOf(document), path))
    }
    const transforms = change.update_transforms
    // The package transforms top-level fields only; a server timestamp in a map is set here.
    const nested = transforms.filter((transform) => pathSegments(transform.field_path).length > 1)
    if (transforms.length < 2 && nested.length === 0) return write(date, change)
    change.update_transforms = []
    const result = write(date, change)
    for (const transform of transforms) {
      if (!nested.includes(transform)) document.v1Transform(date, [transform])
      else if (transform.has_set_to_server_value) setFields(document, withField(fieldsOf(document), pathSegments(transform.field_path), TimestampField.fromDate(date)))
      else throw new Error(`The Firestore stand-in transforms no field in a map but a server timestamp (${transform.field_path})`)
    }
    return result
  }
}

/** A change is written this long after it, so a burst of writes costs one file write. */
const SAVE_DELAY_MS = 200

/**
 * Starts the stand-in on 127.0.0.1:`port` (0: a port the OS picks), gRPC and the emulator's HTTP
 * requests on that one port (shared-port.ts). With `file`, its documents are read from it and kept in it.
 */
export const startFirestore = async (port: number, { file, warn = console.warn }: { file?: string; warn?: (message: string) => void } = {}): Promise<FirestoreStandIn> => {
  // Its failures are reported below in one sentence; grpc's own log line would only repeat them.
  process.env.GRPC_VERBOSITY ??= "NONE"
  const state = new FirestoreState()
  replaceAsFirestoreDoes(state)
  if (file) loadState(state, file)
  const service = isolatingService(state)
  // The gRPC server and its credentials come from the copy of grpc-js the package uses.
  const { Server, ServerCredentials } = fromPackage<{ Server: new () => GrpcServer; ServerCredentials: { createInsecure(): unknown } }>("@grpc/grpc-js")
  // Not the package's FirestoreServer: its start() would bind every interface, and its service is the one wrapped here.
  const server = new Server()
  server.addService(service.definition, service.implementation)
  // gRPC on a port of its own, reached through the shared one.
  const grpcPort = await new Promise<number>((resolveBound, reject) =>
    server.bindAsync("127.0.0.1:0", ServerCredentials.createInsecure(), (error, actual) =>
      error ? reject(new Error(`Firestore stand-in could not listen on 127.0.0.1: ${error.message}`)) : resolveBound(actual),
    ),
  )
  const events = documentEvents({ warn })
  service.onCommit(events.deliver)
  const front = await sharePort(port, grpcPort, events.handle).catch((error: unknown) => {
    server.forceShutdown()
    throw error
  })
  let pending: NodeJS.Timeout | undefined
  const saveNow = () => {
    clearTimeout(pending)
    pending = undefined
    if (file) saveState(state, file)
  }
  if (file) {
    for (const event of ["create-document", "update-document", "delete-document"] as const) {
      state.emitter.on(event, () => {
        pending ??= setTimeout(saveNow, SAVE_DELAY_MS)
      })
    }
  }
  let stopped = false
  return {
    port: front.port,
    onCommit: service.onCommit,
    sendEventsTo: events.sendTo,
    stop: () => {
      if (stopped) return
      stopped = true
      front.close()
      server.forceShutdown()
      if (pending) saveNow()
    },
  }
}
