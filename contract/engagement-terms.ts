/**
 * The coach's terms of engagement: what every proposal is sent with and a client accepts. Their
 * words are content/engagement-terms.json until she publishes her own from the studio's Pages
 * screen (the page "terms", contract/site-pages.ts); a proposal keeps the exact terms it was sent
 * with, and their content hash (functions/src/engagements/terms.ts).
 */
import { z } from "zod"
import "./zod-jitless"
import { described, isOneLine, text } from "./schema-fields"

/** A title or heading: printed as one on the agreement's PDF, so one line. */
const line = (max: number) => text(max).refine(isOneLine, { error: "must be one line" })

export const termsSchema = z.strictObject({
  title: described({ label: "Title", help: "Printed above the terms, in the client's room and on the signed agreement." }, line(120)),
  /** The day these words were last changed (YYYY-MM-DD), as the terms print it. */
  updated: described({ label: "Last changed", help: "As YYYY-MM-DD, e.g. 2026-12-01: the terms are printed \"as of\" this day." }, z.iso.date({ error: "must be a date (YYYY-MM-DD)" })),
  sections: described(
    { label: "Sections", item: "Section", help: "Each with its heading and its text; a blank line starts a new paragraph." },
    z
      .array(z.strictObject({ heading: described({ label: "Heading" }, line(120)), text: described({ label: "Text", long: true }, text(4000)) }))
      .min(1, { error: "must have at least one section" })
      .max(30, { error: "must have at most 30 sections" }),
  ),
})

export type Terms = z.infer<typeof termsSchema>
