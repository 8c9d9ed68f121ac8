/**
 * How long personal data sent through the contact form is kept, as the coach sets it in
 * content/site.json ("retention"). The build checks the file with this schema (contract/site-schema.ts)
 * and the functions, which compile content/site.json into their own bundle, read it with the same one.
 */
import { z } from "zod"
import { described } from "./schema-fields"

const days = (what: string) =>
  z
    .number({ error: "must be a whole number of days" })
    .int({ error: "must be a whole number of days" })
    .min(1, { error: `must keep ${what} for at least 1 day` })
    .max(3650, { error: "must be at most 3650 days (ten years)" })

export const retentionSchema = z.strictObject({
  /** Enquiries and their notification e-mails are deleted this many days after they arrive. */
  enquiryDays: described(
    { label: "Days enquiries are kept", help: "Enquiries, booked calls and their e-mails are deleted this many days after they arrive (a call: after it ends). Say the same in your privacy words." },
    days("enquiries"),
  ),
  /** An unsent message kept on the visitor's device is dropped this many days after it was last changed. */
  contactDraftDays: described({ label: "Days an unsent message is kept on the visitor's device" }, days("a draft")),
})

export type Retention = z.infer<typeof retentionSchema>

// Where a deletion is due, in a module of its own (no zod) for the browser's drafts.
export { expiryAfter } from "./expiry"
