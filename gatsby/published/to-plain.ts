import { DocumentReference, GeoPoint, Timestamp } from "firebase-admin/firestore"

/**
 * Firestore hands back its own classes; a Gatsby node and the story schema want plain JSON.
 * Timestamps become ISO strings, references their document path, geo points two numbers.
 */
export const toPlain = (value: unknown): unknown => {
  if (value instanceof Timestamp) return value.toDate().toISOString()
  if (value instanceof Date) return value.toISOString()
  if (value instanceof DocumentReference) return value.path
  if (value instanceof GeoPoint) return { latitude: value.latitude, longitude: value.longitude }
  if (Array.isArray(value)) return value.map(toPlain)
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toPlain(inner)]))
  }
  return value
}
