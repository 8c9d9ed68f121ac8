/**
 * The stand-in's Firestore service: the package's, with its transactions, commits and queries
 * answered here as Firestore answers the server SDKs
 * (https://firebase.google.com/docs/firestore/transaction-data-contention,
 * https://firebase.google.com/docs/firestore/manage-data/transactions). The package hands out one
 * fixed transaction id, checks no read and applies a commit's writes one by one, keeping those
 * before one that fails. Here:
 *
 * - each transaction has its own id and remembers the version of every document it read and the
 *   answer of every query it ran (queries inside a transaction work);
 * - a read in a transaction, and its commit, fail with ABORTED once anything it read has changed
 *   since, so its reads are consistent and it commits only over what it saw; the Admin SDK then
 *   runs the transaction again by itself. That is Firestore's OPTIMISTIC concurrency mode: where
 *   the PESSIMISTIC mode (a Standard edition database's default) makes a write to a document a
 *   transaction has read wait for it, here the write goes first and the transaction starts again;
 * - a commit applies all its writes or none (a create of a taken name refuses the whole commit),
 *   and a write's `lastUpdateTime` precondition is checked (the package ignores it);
 * - every commit that changed documents is told to `onCommit` with each document before and after.
 */
import { randomBytes } from "node:crypto"
import type { FirestoreState, FirestoreStateDocument } from "@firestore-emulator/server"
import type { Document } from "@firestore-emulator/proto/dist/google/firestore/v1/document"
import type { TransactionOptions } from "@firestore-emulator/proto/dist/google/firestore/v1/common"
import type {
  BatchGetDocumentsRequest,
  BeginTransactionRequest,
  CommitRequest,
  RollbackRequest,
  RunAggregationQueryRequest,
  RunQueryRequest,
} from "@firestore-emulator/proto/dist/google/firestore/v1/firestore"
import type { StructuredQuery } from "@firestore-emulator/proto/dist/google/firestore/v1/query"
import type { Write } from "@firestore-emulator/proto/dist/google/firestore/v1/write"
import { runStructuredQuery } from "./firestore-queries"

const packageDir = require.resolve("@firestore-emulator/server")
const fromPackage = <T>(request: string): T => require(require.resolve(request, { paths: [packageDir] })) as T

interface Message {
  serializeBinary(): Uint8Array
}
interface MessageClass {
  fromObject(data: Record<string, unknown>): Message
}
const protocol = fromPackage<Record<"BatchGetDocumentsResponse" | "BeginTransactionResponse" | "CommitResponse" | "RunQueryResponse" | "RunAggregationQueryResponse", MessageClass>>(
  "@firestore-emulator/proto/dist/google/firestore/v1/firestore",
)
const { Empty } = fromPackage<{ Empty: MessageClass }>("@firestore-emulator/proto/dist/google/protobuf/empty")

/** The package's own service: what is not answered here is answered by it. */
type Handler = (call: never, callback?: never) => void
interface ServiceClass {
  new (state: FirestoreState): Record<string, Handler>
  definition: Record<string, unknown>
}
const { FirestoreServiceV1Impl } = fromPackage<{ FirestoreServiceV1Impl: ServiceClass }>("@firestore-emulator/server/dist/server/FirestoreServiceV1Impl")

// gRPC status codes (https://grpc.github.io/grpc/core/md_doc_statuscodes.html).
const INVALID_ARGUMENT = 3
const FAILED_PRECONDITION = 9
const ABORTED = 10
const UNIMPLEMENTED = 12

interface StatusError {
  code: number
  details: string
  message: string
}
const statusError = (code: number, details: string): StatusError => ({ code, details, message: details })
/** Firestore's own words for a transaction it gave up on. */
const contention = (): StatusError =>
  statusError(
    ABORTED,
    "Aborted due to cross-transaction contention. This occurs when multiple transactions attempt to access the same data, requiring Firestore to abort at least one in order to enforce serializability.",
  )
/** The SDK runs a transaction again on these words (its retry rule matches "transaction has expired"). */
const expired = (): StatusError => statusError(INVALID_ARGUMENT, "The referenced transaction has expired or is no longer valid (transaction has expired).")

const { Metadata } = fromPackage<{ Metadata: new () => unknown }>("@grpc/grpc-js")

interface UnaryCall<Request> {
  request: Request
}
type Callback = (error: StatusError | null, response?: Message) => void
interface StreamCall<Request> {
  request: Request
  write(message: Message): void
  end(): void
  emit(event: "error", error: StatusError): void
  sendMetadata(metadata: unknown): void
}

/**
 * Ends a stream with an error as Firestore does, after its headers: an error sent alone
 * ("trailers-only") can reach the Admin SDK as an empty answer, whose query then never ends.
 */
const fail = (call: StreamCall<unknown>, error: StatusError): void => {
  call.sendMetadata(new Metadata())
  call.emit("error", error)
}

/** A document before or after a commit, as Firestore's events carry it (null: it did not exist). */
export interface DocumentChange {
  path: string
  before: Document | null
  after: Document | null
}
export type CommitListener = (change: { commitTime: Date; changes: DocumentChange[] }) => void

interface OpenTransaction {
  readOnly: boolean
  startedAt: number
  /** The version of each document read, 0 for one that did not exist. */
  documents: Map<string, number>
  /** Each query run, with what it answered. */
  queries: Array<{ parent: string; query: StructuredQuery; answer: string }>
}

/** Firestore ends a transaction after 270 seconds. */
const TRANSACTION_LIFETIME_MS = 270_000

const pathOf = (write: Write): string => (write.has_delete ? write.delete : write.update.name)

const timestampOf = (date: Date) => ({ seconds: Math.floor(date.getTime() / 1000), nanos: (date.getTime() % 1000) * 1e6 })

export interface IsolatingService {
  definition: Record<string, unknown>
  implementation: Record<string, Handler>
  onCommit: (listener: CommitListener) => void
}

export const isolatingService = (state: FirestoreState): IsolatingService => {
  const base = new FirestoreServiceV1Impl(state)
  const open = new Map<string, OpenTransaction>()
  const versions = new Map<string, number>()
  const listeners: CommitListener[] = []
  let clock = 0

  const versionOf = (path: string): number => versions.get(path) ?? 0
  const answerOf = (documents: FirestoreStateDocument[]): string => documents.map((document) => `${document.getPath()}@${versionOf(document.getPath())}`).join("\n")
  const unchanged = (transaction: OpenTransaction): boolean =>
    [...transaction.documents].every(([path, version]) => versionOf(path) === version) &&
    transaction.queries.every(({ parent, query, answer }) => answerOf(runStructuredQuery(state, parent, query)) === answer)

  const begin = (options: TransactionOptions | undefined): [Uint8Array, OpenTransaction] => {
    const now = Date.now()
    for (const [id, transaction] of open) if (now - transaction.startedAt > TRANSACTION_LIFETIME_MS) open.delete(id)
    const id = randomBytes(16)
    const transaction: OpenTransaction = { readOnly: Boolean(options?.has_read_only), startedAt: now, documents: new Map(), queries: [] }
    open.set(Buffer.from(id).toString("hex"), transaction)
    return [id, transaction]
  }

  /** The transaction a read names or starts, or the reason it cannot go on; none for a read outside one. */
  const transactionFor = (request: {
    has_new_transaction: boolean
    new_transaction: TransactionOptions
    has_transaction: boolean
    transaction: Uint8Array
    has_read_time: boolean
  }): { transaction?: OpenTransaction; started?: Uint8Array; refused?: StatusError } => {
    if (request.has_read_time) return { refused: statusError(UNIMPLEMENTED, "The Firestore stand-in keeps no past versions: reads at a read time are not answered") }
    if (request.has_new_transaction) {
      const [started, transaction] = begin(request.new_transaction)
      return { transaction, started }
    }
    if (!request.has_transaction) return {}
    const id = Buffer.from(request.transaction).toString("hex")
    const transaction = open.get(id)
    if (!transaction) return { refused: expired() }
    if (!unchanged(transaction)) {
      open.delete(id)
      return { refused: contention() }
    }
    return { transaction }
  }

  const BeginTransaction = (call: UnaryCall<BeginTransactionRequest>, callback: Callback) => {
    const [transaction] = begin(call.request.has_options ? call.request.options : undefined)
    callback(null, protocol.BeginTransactionResponse.fromObject({ transaction }))
  }

  const Rollback = (call: UnaryCall<RollbackRequest>, callback: Callback) => {
    open.delete(Buffer.from(call.request.transaction).toString("hex"))
    callback(null, Empty.fromObject({}))
  }

  const BatchGetDocuments = (call: StreamCall<BatchGetDocumentsRequest>) => {
    const { transaction, started, refused } = transactionFor(call.request)
    if (refused) return fail(call, refused)
    const readTime = timestampOf(new Date())
    if (started) call.write(protocol.BatchGetDocumentsResponse.fromObject({ transaction: started }))
    for (const path of call.request.documents) {
      const document = state.getDocument(path)
      transaction?.documents.set(path, versionOf(path))
      const found = document.metadata.hasExist ? { found: document.toV1DocumentObject() } : { missing: path }
      call.write(protocol.BatchGetDocumentsResponse.fromObject({ ...found, read_time: readTime }))
    }
    call.end()
  }

  /** Runs a query, remembering its answer in its transaction. */
  const query = (call: StreamCall<RunQueryRequest | RunAggregationQueryRequest>, parent: string, structured: StructuredQuery, answer: (documents: FirestoreStateDocument[], started?: Uint8Array) => void) => {
    const { transaction, started, refused } = transactionFor(call.request)
    if (refused) return fail(call, refused)
    let documents: FirestoreStateDocument[]
    try {
      documents = runStructuredQuery(state, parent, structured)
    } catch (error) {
      return fail(call, statusError(INVALID_ARGUMENT, error instanceof Error ? error.message : String(error)))
    }
    transaction?.queries.push({ parent, query: structured, answer: answerOf(documents) })
    answer(documents, started)
    call.end()
  }

  const RunQuery = (call: StreamCall<RunQueryRequest>) =>
    query(call, call.request.parent, call.request.structured_query, (documents, started) => {
      const readTime = timestampOf(new Date())
      const first = started ? { transaction: started } : {}
      if (documents.length === 0) call.write(protocol.RunQueryResponse.fromObject({ ...first, done: true, read_time: readTime, skipped_results: 0 }))
      documents.forEach((document, at) =>
        call.write(
          protocol.RunQueryResponse.fromObject({
            ...(at === 0 ? first : {}),
            document: document.toV1DocumentObject(),
            done: at === documents.length - 1,
            read_time: readTime,
            skipped_results: 0,
          }),
        ),
      )
    })

  const RunAggregationQuery = (call: StreamCall<RunAggregationQueryRequest>, callback?: never) => {
    const { structured_aggregation_query: aggregation } = call.request
    // The package's own answers sum() and avg() outside transactions; count() is what the functions use.
    if (!aggregation.aggregations.every((each) => each.has_count)) return base.RunAggregationQuery(call as never, callback)
    query(call, call.request.parent, aggregation.structured_query, (documents, started) => {
      const fields = Object.fromEntries(
        aggregation.aggregations.map((each) => [each.alias, { integer_value: each.count.has_up_to ? Math.min(documents.length, each.count.up_to.value) : documents.length }]),
      )
      call.write(protocol.RunAggregationQueryResponse.fromObject({ ...(started ? { transaction: started } : {}), result: { aggregate_fields: fields }, read_time: timestampOf(new Date()) }))
    })
  }

  const Commit = (call: UnaryCall<CommitRequest>, callback: Callback) => {
    const { writes, transaction: id } = call.request
    if (id.length > 0) {
      const key = Buffer.from(id).toString("hex")
      const transaction = open.get(key)
      open.delete(key)
      if (!transaction) return callback(expired())
      if (!unchanged(transaction)) return callback(contention())
    }
    const stale = writes.find((write) => write.has_current_document && write.current_document.has_update_time && !updatedAt(state.getDocument(pathOf(write)), write.current_document.update_time))
    if (stale) return callback(statusError(FAILED_PRECONDITION, `${pathOf(stale)} has been changed since the update time its write names (or is gone)`))
    const commitTime = new Date()
    const paths = [...new Set(writes.map(pathOf))]
    const before = new Map(paths.map((path) => [path, keep(state.getDocument(path))]))
    let results: Message[]
    try {
      results = writes.map((write) => state.writeV1Document(commitTime, write) as unknown as Message)
    } catch (error) {
      // All or nothing: the writes before the one refused are undone.
      for (const [path, kept] of before) restore(state.getDocument(path), kept)
      const code = (error as { code?: unknown }).code
      return callback(statusError(typeof code === "number" ? code : INVALID_ARGUMENT, error instanceof Error ? error.message : String(error)))
    }
    for (const path of paths) versions.set(path, (clock += 1))
    callback(null, protocol.CommitResponse.fromObject({ commit_time: timestampOf(commitTime), write_results: results.map((result) => (result as unknown as { toObject(): unknown }).toObject()) }))
    if (paths.length === 0 || listeners.length === 0) return
    const changes = paths.map((path) => {
      const document = state.getDocument(path)
      return { path, before: before.get(path)?.document ?? null, after: document.metadata.hasExist ? document.toV1Document() : null }
    })
    for (const listener of listeners) listener({ commitTime, changes })
  }

  const answered: Record<string, Handler> = { BeginTransaction, Rollback, BatchGetDocuments, RunQuery, RunAggregationQuery, Commit } as unknown as Record<string, Handler>
  const implementation = Object.fromEntries(Object.keys(FirestoreServiceV1Impl.definition).map((name) => [name, answered[name] ?? base[name].bind(base)]))
  return { definition: FirestoreServiceV1Impl.definition, implementation, onCommit: (listener) => void listeners.push(listener) }
}

/** Whether the document exists and was last written at `time` (the package keeps milliseconds). */
const updatedAt = (document: FirestoreStateDocument, time: { seconds: number; nanos: number }): boolean =>
  document.metadata.hasExist && document.metadata.updatedAt.getTime() === time.seconds * 1000 + Math.floor(time.nanos / 1e6)

interface Kept {
  fields: unknown
  metadata: FirestoreStateDocument["metadata"]
  document: Document | null
}

// The package keeps a document's fields in a private property, replaced (frozen), never changed in place.
const keep = (document: FirestoreStateDocument): Kept => ({
  fields: Reflect.get(document, "fields"),
  metadata: document.metadata,
  document: document.metadata.hasExist ? document.toV1Document() : null,
})
const restore = (document: FirestoreStateDocument, kept: Kept): void => {
  Reflect.set(document, "fields", kept.fields)
  document.metadata = kept.metadata
}
