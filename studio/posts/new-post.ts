/** A new blog post: its id, an address made from its title, and the draft the coach starts from. */
import type { PostDraft } from "../../contract/post-input"
import { postSlugProblem, type TakenSlugs } from "../../contract/post-slug"
import { today } from "../../contract/story-checklist"
import { addressFromTitle } from "../editing/address-from-title"

/** A post's id never changes (its address may): random, and by the rule of addresses, so a safe Storage folder too. */
export const newPostId = (): string => crypto.randomUUID()

/** "Notes from an awayday" -> "notes-from-an-awayday"; an address another post has gets -2, -3 ... */
export const postSlugFor = (title: string, taken: TakenSlugs): string => {
  const base = addressFromTitle(title, "post")
  let slug = base
  for (let n = 2; postSlugProblem(slug, taken); n += 1) slug = `${base}-${n}`
  return slug
}

/** A post dated today with the title the coach gave it; the rest is hers to write. */
export const newPostDraft = (title: string, taken: TakenSlugs, date = today()): PostDraft => ({
  title: title.trim(),
  slug: postSlugFor(title, taken),
  date,
  description: "",
  tags: [],
  body: "",
})
