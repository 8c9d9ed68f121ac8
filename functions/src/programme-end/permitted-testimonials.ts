/**
 * Her testimonials page quotes each client who gave their words in their room exactly as they
 * permitted them: the words, and the name, role and company their chosen naming gives. She may
 * move such a testimonial or take it off; a change to it is a problem at its field, at save and
 * refused at publish, since new words need the client's permission again, given in their room
 * (she may suggest them from the Clients screen).
 */
import type { Firestore, Transaction } from "firebase-admin/firestore"
import { fieldPath, type FieldProblem } from "../../../contract/field-messages"
import { firstNameOf, publishedNaming } from "../../../contract/programme-end-api"
import type { Testimonial } from "../../../contract/content-schema"
import { CLIENT_TESTIMONIALS } from "../../../contract/firebase-settings"
import { testimonialOf } from "./testimonials"

/** The record an item names (`clientTestimonials/<id>#<wording hash>`), or null for one she typed herself. */
const recordOf = (item: Testimonial): { engagementId: string; wordingHash: string } | null => {
  const match = new RegExp(`^${CLIENT_TESTIMONIALS}/([^/#]+)#([0-9a-f]{64})$`).exec(item.permission?.record ?? "")
  return match ? { engagementId: match[1] as string, wordingHash: match[2] as string } : null
}

const NAMED = ["name", "role", "company"] as const

/**
 * What differs, in the items of her testimonials page that came from a client's room, from the
 * permission recorded for them. Read in the caller's transaction when it gives one.
 */
export const permittedTestimonialProblems = async (db: Firestore, items: readonly Testimonial[], transaction?: Transaction): Promise<FieldProblem[]> => {
  const problems = await Promise.all(
    items.map(async (item, index): Promise<FieldProblem[]> => {
      const record = recordOf(item)
      if (!record) return []
      const ref = db.collection(CLIENT_TESTIMONIALS).doc(record.engagementId)
      const current = testimonialOf(await (transaction ? transaction.get(ref) : ref.get()))?.current ?? null
      const at = (field: string) => fieldPath(["items", index, field])
      if (!current || current.wordingHash !== record.wordingHash) {
        return [{ field: at("permission"), message: "is no longer the client's permission: they have changed their words or their record was erased. Take this testimonial off, and publish their new words from the Clients screen if they gave some." }]
      }
      const who = firstNameOf(current.acceptanceName)
      const again = `to change it, suggest new words from the Clients screen for ${who} to agree to in their room`
      const found: FieldProblem[] = []
      if (item.quote !== current.wording) found.push({ field: at("quote"), message: `must be exactly the words ${who} permitted; ${again}` })
      const permitted = publishedNaming(current)
      for (const field of NAMED) {
        if ((item[field] ?? "") !== (permitted[field] ?? "")) {
          found.push({ field: at(field), message: permitted[field] ? `must be "${permitted[field]}", as ${who} permitted; ${again}` : `must be empty: ${who} did not permit it; ${again}` })
        }
      }
      return found
    }),
  )
  return problems.flat()
}
