/**
 * The coach's terms of engagement: what every proposal is sent with and a client accepts. Their
 * words are content/engagement-terms.json until the studio edits them as a page; a proposal keeps
 * the exact terms it was sent with, and their content hash (functions/src/engagements/terms.ts).
 */
import { z } from "zod"
import "./zod-jitless"
import { text } from "./schema-fields"

export const termsSchema = z.strictObject({
  title: text(120),
  /** The day these words were last changed (YYYY-MM-DD), as the terms print it. */
  updated: z.iso.date({ error: "must be a date (YYYY-MM-DD)" }),
  sections: z
    .array(z.strictObject({ heading: text(120), text: text(4000) }))
    .min(1, { error: "must have at least one section" })
    .max(30, { error: "must have at most 30 sections" }),
})

export type Terms = z.infer<typeof termsSchema>
