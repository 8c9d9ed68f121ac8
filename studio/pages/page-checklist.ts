/** A page's checklist: what its schema (the build's) finds wrong, named as the form names the fields. */
import type { z } from "zod"
import { issueProblems } from "../../contract/field-messages"
import type { PageContent } from "../../contract/site-pages"
import type { ChecklistLine } from "../editing/publish-checklist"
import { fieldAt, type FormField } from "./form-fields"

export const pageChecklist = (schema: z.ZodType, draft: PageContent): ChecklistLine[] => {
  const parsed = schema.safeParse(draft)
  return parsed.success ? [] : issueProblems(parsed.error).map((problem) => ({ ...problem, blocking: true }))
}

/** "Services › Fee › Fee from (£)" for "items[2].fee.from": the labels the form shows, each entry by its place. */
export const pageFieldName = (fields: readonly FormField[], field: string): string => {
  const found = fieldAt(fields, field)
  if (!found.length) return "The page"
  const places = (field.match(/\[(\d+)\]/g) ?? []).map((place) => Number(place.slice(1, -1)) + 1)
  return found
    .map((step) => (step.kind === "list" && places.length ? `${step.itemName === "Entry" ? step.label : step.itemName} ${places.shift()}` : step.label))
    .join(" › ")
}
