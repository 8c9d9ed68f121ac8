/**
 * Saves values in the browser's local storage as JSON and reads them back. Nothing here throws into
 * the page: bad JSON, a full quota, storage blocked by the browser or a private window, or no
 * localStorage at all come back as a failed result, so the caller can fall back.
 */

export type ReadResult<T> = { ok: true; value: T | null } | { ok: false; reason: StorageFailure }
export type WriteResult = { ok: true } | { ok: false; reason: StorageFailure }
export type StorageFailure = "unavailable" | "bad-json" | "rejected" | "write-failed"

/** The page's localStorage, or null where there is none or reading the property itself throws. */
const storage = (): Storage | null => {
  try {
    return typeof window !== "undefined" && window.localStorage ? window.localStorage : null
  } catch {
    // Blocked storage throws a SecurityError on access.
    return null
  }
}

/**
 * Reads the value saved under `key`: `{ ok: true, value: null }` when nothing is saved. `accept`
 * checks the parsed value is the shape the caller expects (data from an older version may not be).
 */
export const readJson = <T>(key: string, accept: (value: unknown) => value is T): ReadResult<T> => {
  const store = storage()
  if (!store) return { ok: false, reason: "unavailable" }
  let raw: string | null
  try {
    raw = store.getItem(key)
  } catch {
    return { ok: false, reason: "unavailable" }
  }
  if (raw === null) return { ok: true, value: null }
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return { ok: false, reason: "bad-json" }
  }
  return accept(parsed) ? { ok: true, value: parsed } : { ok: false, reason: "rejected" }
}

/** Saves `value` as JSON under `key`. */
export const writeJson = (key: string, value: unknown): WriteResult => {
  const store = storage()
  if (!store) return { ok: false, reason: "unavailable" }
  try {
    store.setItem(key, JSON.stringify(value))
    return { ok: true }
  } catch {
    // QuotaExceededError, a value JSON cannot hold (a cycle), or storage blocked mid-session.
    return { ok: false, reason: "write-failed" }
  }
}

/** Forgets what is saved under `key`. */
export const removeJson = (key: string): WriteResult => {
  const store = storage()
  if (!store) return { ok: false, reason: "unavailable" }
  try {
    store.removeItem(key)
    return { ok: true }
  } catch {
    return { ok: false, reason: "write-failed" }
  }
}

/** The keys saved under `prefix` (none where storage is unavailable). */
export const keysWithPrefix = (prefix: string): string[] => {
  const store = storage()
  if (!store) return []
  try {
    return Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key): key is string => key?.startsWith(prefix) ?? false)
  } catch {
    return []
  }
}
