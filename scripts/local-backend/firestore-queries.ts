/**
 * Queries as Firestore answers them (https://firebase.google.com/docs/firestore/query-data/order-limit-data
 * and https://firebase.google.com/docs/firestore/manage-data/data-types#value_type_ordering), where
 * the package beneath the stand-in sorts before it filters, keeps documents that lack an ordered
 * field (Firestore leaves them out), orders ties and unordered results as they were inserted
 * (Firestore by document name), cannot order by `__name__` or read a nested field, and compares
 * values of different types as equal.
 */
import type { FirestoreState, FirestoreStateDocument } from "@firestore-emulator/server"
import type { Value } from "@firestore-emulator/proto/dist/google/firestore/v1/document"
import type { StructuredQuery, StructuredQueryFilter } from "@firestore-emulator/proto/dist/google/firestore/v1/query"

/** A stored value as the package keeps it: its kind (the protocol's field name) and its content. */
export interface StoredValue {
  type: string
  value?: unknown
}

const packageDir = require.resolve("@firestore-emulator/server")
const { convertV1DocumentField } = require(require.resolve("@firestore-emulator/server/dist/FirestoreState/field", { paths: [packageDir] })) as {
  convertV1DocumentField(value: Value): StoredValue
}

// The protocol's enums (google/firestore/v1/query.proto).
const DESCENDING = 2
const AND = 1
const OR = 2
const FIELD_OPERATORS = { 1: "<", 2: "<=", 3: ">", 4: ">=", 5: "==", 6: "!=", 7: "array-contains", 8: "in", 9: "array-contains-any", 10: "not-in" } as const
const UNARY_OPERATORS = { 2: "is-nan", 3: "is-null", 4: "is-not-nan", 5: "is-not-null" } as const

/** Firestore's order of value types, numbers of both kinds together. */
const TYPE_ORDER: Record<string, number> = {
  null_value: 0,
  boolean_value: 1,
  integer_value: 2,
  double_value: 2,
  timestamp_value: 3,
  string_value: 4,
  bytes_value: 5,
  reference_value: 6,
  geo_point_value: 7,
  array_value: 8,
  map_value: 9,
}

const sign = (difference: number): number => (difference < 0 ? -1 : difference > 0 ? 1 : 0)
const utf8 = (text: string): Buffer => Buffer.from(text, "utf8")

/** Firestore's total order of values: by type first, then within the type (strings by their UTF-8 bytes). */
export const compareValues = (a: StoredValue, b: StoredValue): number => {
  const byType = sign((TYPE_ORDER[a.type] ?? 99) - (TYPE_ORDER[b.type] ?? 99))
  if (byType !== 0) return byType
  switch (a.type) {
    case "null_value":
      return 0
    case "boolean_value":
      return sign(Number(a.value) - Number(b.value))
    case "integer_value":
    case "double_value": {
      const [x, y] = [Number(a.value), Number(b.value)]
      // NaN first, equal to itself.
      if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) && Number.isNaN(y) ? 0 : Number.isNaN(x) ? -1 : 1
      return sign(x - y)
    }
    case "timestamp_value": {
      const [x, y] = [a.value, b.value] as Array<{ seconds: number; nanos: number }>
      return sign(x.seconds - y.seconds) || sign(x.nanos - y.nanos)
    }
    case "string_value":
      return Buffer.compare(utf8(a.value as string), utf8(b.value as string))
    case "bytes_value":
      return Buffer.compare(Buffer.from(a.value as Uint8Array), Buffer.from(b.value as Uint8Array))
    case "reference_value":
      return compareNames(a.value as string, b.value as string)
    case "geo_point_value": {
      const [x, y] = [a.value, b.value] as Array<{ latitude: number; longitude: number }>
      return sign(x.latitude - y.latitude) || sign(x.longitude - y.longitude)
    }
    case "array_value": {
      const [x, y] = [a.value, b.value] as StoredValue[][]
      for (let at = 0; at < Math.min(x.length, y.length); at += 1) {
        const order = compareValues(x[at], y[at])
        if (order !== 0) return order
      }
      return sign(x.length - y.length)
    }
    case "map_value": {
      const [x, y] = [a.value, b.value] as Array<Record<string, StoredValue>>
      const [xKeys, yKeys] = [Object.keys(x).sort(), Object.keys(y).sort()]
      for (let at = 0; at < Math.min(xKeys.length, yKeys.length); at += 1) {
        const order = Buffer.compare(utf8(xKeys[at]), utf8(yKeys[at])) || compareValues(x[xKeys[at]], y[yKeys[at]])
        if (order !== 0) return order
      }
      return sign(xKeys.length - yKeys.length)
    }
    default:
      throw new Error(`The Firestore stand-in cannot compare values of type ${a.type}`)
  }
}

/** Document names (and references) segment by segment. */
const compareNames = (a: string, b: string): number => {
  const [x, y] = [a.split("/"), b.split("/")]
  for (let at = 0; at < Math.min(x.length, y.length); at += 1) {
    const order = Buffer.compare(utf8(x[at]), utf8(y[at]))
    if (order !== 0) return order
  }
  return sign(x.length - y.length)
}

const isNumber = (value: StoredValue): boolean => value.type === "integer_value" || value.type === "double_value"
const sameKind = (a: StoredValue, b: StoredValue): boolean => TYPE_ORDER[a.type] === TYPE_ORDER[b.type]
const equal = (a: StoredValue, b: StoredValue): boolean => sameKind(a, b) && compareValues(a, b) === 0
const isNaNValue = (value: StoredValue): boolean => isNumber(value) && Number.isNaN(Number(value.value))

/** The value at a field path (`a.b`, `` `a.b` ``), `__name__` being the document's own name. */
export const fieldOf = (document: FirestoreStateDocument, path: string): StoredValue | undefined => {
  if (path === "__name__") return { type: "reference_value", value: document.getPath() }
  const segments = [...path.matchAll(/`((?:[^`\\]|\\.)*)`|[^.]+/g)].map(([whole, quoted]) => (quoted === undefined ? whole : quoted.replace(/\\(.)/g, "$1")))
  let value: StoredValue | undefined = { type: "map_value", value: Reflect.get(document, "fields") as Record<string, StoredValue> }
  for (const segment of segments) value = value?.type === "map_value" ? (value.value as Record<string, StoredValue>)[segment] : undefined
  return value
}

/** Whether a document passes a filter; range filters match values of the filter's own type only. */
const passes = (document: FirestoreStateDocument, filter: StructuredQueryFilter): boolean => {
  if (filter.has_composite_filter) {
    const { op, filters } = filter.composite_filter
    if (op === AND) return filters.every((inner) => passes(document, inner))
    if (op === OR) return filters.some((inner) => passes(document, inner))
    throw new Error(`The Firestore stand-in does not know the composite filter ${op}`)
  }
  if (filter.has_unary_filter) {
    const value = fieldOf(document, filter.unary_filter.field.field_path)
    const operator = UNARY_OPERATORS[filter.unary_filter.op as keyof typeof UNARY_OPERATORS]
    if (!value) return false
    if (operator === "is-null") return value.type === "null_value"
    if (operator === "is-not-null") return value.type !== "null_value"
    if (operator === "is-nan") return isNaNValue(value)
    if (operator === "is-not-nan") return value.type !== "null_value" && !isNaNValue(value)
    throw new Error(`The Firestore stand-in does not know the unary filter ${filter.unary_filter.op}`)
  }
  const { field, op, value: given } = filter.field_filter
  const value = fieldOf(document, field.field_path)
  const wanted = convertV1DocumentField(given)
  const operator = FIELD_OPERATORS[op as keyof typeof FIELD_OPERATORS]
  if (!value) return false
  const listed = (wanted.value as StoredValue[] | undefined) ?? []
  switch (operator) {
    case "==":
      return equal(value, wanted)
    case "!=":
      return value.type !== "null_value" && !equal(value, wanted)
    case "<":
      return sameKind(value, wanted) && compareValues(value, wanted) < 0
    case "<=":
      return sameKind(value, wanted) && compareValues(value, wanted) <= 0
    case ">":
      return sameKind(value, wanted) && compareValues(value, wanted) > 0
    case ">=":
      return sameKind(value, wanted) && compareValues(value, wanted) >= 0
    case "in":
      return listed.some((item) => equal(value, item))
    case "not-in":
      return value.type !== "null_value" && !listed.some((item) => equal(value, item))
    case "array-contains":
      return value.type === "array_value" && (value.value as StoredValue[]).some((item) => equal(item, wanted))
    case "array-contains-any":
      return value.type === "array_value" && (value.value as StoredValue[]).some((item) => listed.some((other) => equal(item, other)))
    default:
      throw new Error(`The Firestore stand-in does not know the field filter ${op}`)
  }
}

/** The fields a filter compares by range or inequality, which Firestore orders by when the query names no order. */
const inequalityFields = (filter: StructuredQueryFilter | undefined): string[] => {
  if (!filter) return []
  if (filter.has_composite_filter) return filter.composite_filter.filters.flatMap(inequalityFields)
  if (!filter.has_field_filter) return []
  const operator = FIELD_OPERATORS[filter.field_filter.op as keyof typeof FIELD_OPERATORS]
  return ["<", "<=", ">", ">=", "!=", "not-in"].includes(operator) ? [filter.field_filter.field.field_path] : []
}

/**
 * The documents a structured query answers, in Firestore's order: the query's own orderings, then
 * the fields of its inequality filters it did not order by, then the document name, in the
 * direction of the last ordering. A document lacking an ordered field is not in the answer.
 */
export const runStructuredQuery = (state: FirestoreState, parent: string, query: StructuredQuery): FirestoreStateDocument[] => {
  if (query.from.length !== 1 || query.from[0].all_descendants) throw new Error("The Firestore stand-in answers queries of one collection only (no collection groups)")
  if (query.has_start_at || query.has_end_at) throw new Error("The Firestore stand-in does not take query cursors (startAt, startAfter, endAt, endBefore)")
  const explicit = query.order_by.map((order) => ({ path: order.field.field_path, descending: order.direction === DESCENDING }))
  const named = new Set(explicit.map((order) => order.path))
  const last = explicit.at(-1)?.descending ?? false
  const implicit = [...new Set(inequalityFields(query.has_where ? query.where : undefined))].filter((path) => !named.has(path)).sort().map((path) => ({ path, descending: last }))
  const orders = [...explicit, ...implicit].filter((order) => order.path !== "__name__")
  const byName = explicit.find((order) => order.path === "__name__")?.descending ?? last

  const collection = state.getCollection(`${parent}/${query.from[0].collection_id}`)
  const documents = collection
    .getAllDocuments()
    .filter((document) => document.metadata.hasExist)
    .filter((document) => orders.every((order) => fieldOf(document, order.path) !== undefined))
    .filter((document) => !query.has_where || passes(document, query.where))
    .sort((a, b) => {
      for (const { path, descending } of orders) {
        const order = compareValues(fieldOf(a, path) as StoredValue, fieldOf(b, path) as StoredValue)
        if (order !== 0) return descending ? -order : order
      }
      const order = compareNames(a.getPath(), b.getPath())
      return byName ? -order : order
    })
  const from = query.offset ?? 0
  return documents.slice(from, query.has_limit ? from + query.limit.value : undefined)
}
