import { Timestamp } from "firebase-admin/firestore"
import site from "../../../content/site.json"
import { expiryAfter, retentionSchema } from "../../../contract/retention"

/**
 * The retention period from content/site.json, as it was when the functions were built: tsc compiles
 * the file into the functions' bundle (as it does for the coach's address). The period she publishes
 * in the studio's Settings goes over it (site/site-identity.ts). Checked here too, naming the file
 * and field.
 */
const parsed = retentionSchema.safeParse((site as { retention?: unknown }).retention)
if (!parsed.success) {
  const issue = parsed.error.issues[0]
  throw new Error(`content/site.json: retention${issue.path.length ? `.${issue.path.join(".")}` : ""} ${issue.message}`)
}

export const RETENTION = parsed.data

/** When an enquiry (and its e-mail) received at `receivedAt` is deleted: the field the TTL policy reads. */
export const enquiryExpiry = (receivedAt: Date, keepDays: number): Timestamp =>
  Timestamp.fromDate(expiryAfter(receivedAt, keepDays))
