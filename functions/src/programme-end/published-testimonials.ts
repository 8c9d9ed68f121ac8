/**
 * Her testimonials as the site builds them (the `testimonials` page: the home and services pages
 * show its items), changed by a client's testimonial: added when she publishes it, taken off when
 * the client changes their words or the record is erased. Both her published page (PAGES) and her
 * studio draft (STUDIO_PAGES) get the same change under a new revision, so her next publish from
 * the Pages screen keeps it; then one rebuild is asked for, as any page's publish asks.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { FieldValue, type Firestore, type Transaction } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { parse } from "yaml"
import { testimonialsFileSchema, type Testimonial, type TestimonialsFile } from "../../../contract/content-schema"
import { CLIENT_TESTIMONIALS, PAGES, STUDIO_PAGES } from "../../../contract/firebase-settings"
import type { PublishSettings } from "../studio/drafts"
import { requestBuild } from "../studio/site-rebuilds"

export const TESTIMONIALS_PAGE = "testimonials"

/** The file's testimonials, which the build shows until she publishes her own: copied beside the functions by their build. */
const TESTIMONIALS_FILE = join(__dirname, "..", "..", "..", "content", "testimonials.yaml")

const fileTestimonials = (): TestimonialsFile => testimonialsFileSchema.parse(parse(readFileSync(TESTIMONIALS_FILE, "utf8")))

/** The reference a published item carries to the record of its permission. */
export const permissionRecordOf = (engagementId: string, wordingHash: string): string => `${CLIENT_TESTIMONIALS}/${engagementId}#${wordingHash}`

const isFromRecord = (item: Testimonial, engagementId: string): boolean => item.permission?.record?.startsWith(`${CLIENT_TESTIMONIALS}/${engagementId}#`) === true

/** The page's content with this engagement's item replaced by `item`, or taken off when null. */
const withItem = (content: TestimonialsFile, engagementId: string, item: Testimonial | null): TestimonialsFile => {
  const others = content.items.filter((each) => !isFromRecord(each, engagementId))
  return { ...content, items: item ? [item, ...others] : others }
}

type BuildSettings = Pick<PublishSettings, "hook" | "buildsPerHour">

/**
 * Sets this engagement's item on her testimonials, in the caller's transaction (its reads come
 * first, so the caller may write after). The change starts from her published page, or the file's
 * when she has none, and is made to her studio draft too. Taking off the only item left marks her
 * page unpublished, so the file's are built again. Answers the revision to build, or null when
 * nothing changed.
 */
export const setTestimonialItem = async (db: Firestore, transaction: Transaction, engagementId: string, item: Testimonial | null): Promise<number | null> => {
  const liveRef = db.collection(PAGES).doc(TESTIMONIALS_PAGE)
  const draftRef = db.collection(STUDIO_PAGES).doc(TESTIMONIALS_PAGE)
  const [live, draft] = await Promise.all([transaction.get(liveRef), transaction.get(draftRef)])
  const liveContent = live.get("published") === true ? testimonialsFileSchema.safeParse(live.get("content")) : null
  const base = liveContent?.success ? liveContent.data : fileTestimonials()
  const wasThere = base.items.some((each) => isFromRecord(each, engagementId))
  if (!item && !wasThere) return null
  const next = withItem(base, engagementId, item)
  const revision = (typeof draft.get("revision") === "number" ? (draft.get("revision") as number) : 0) + 1
  const draftContent = draft.exists ? testimonialsFileSchema.safeParse(draft.get("draft")) : null
  const nextDraft = draftContent?.success ? withItem(draftContent.data, engagementId, item) : next
  const inStep = !draft.exists || (draft.get("published") === true && draft.get("publishedRevision") === draft.get("revision"))
  if (next.items.length === 0) {
    // Nothing of hers left: the file's are built again, as after her unpublish.
    transaction.set(liveRef, { published: false }, { merge: true })
  } else {
    const checked = testimonialsFileSchema.safeParse(next)
    if (!checked.success) throw new HttpsError("failed-precondition", "Your testimonials page would not build with this testimonial.", { problems: checked.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })) })
    transaction.set(liveRef, { content: checked.data, published: true, revision, publishedAt: FieldValue.serverTimestamp() })
  }
  transaction.set(
    draftRef,
    { draft: nextDraft, revision, updatedAt: FieldValue.serverTimestamp(), published: next.items.length > 0, publishedRevision: inStep ? revision : (draft.get("publishedRevision") ?? null) },
    { merge: true },
  )
  return revision
}

/** The rebuild that shows the change; "not-needed" when nothing changed. */
export const buildTestimonials = async (db: Firestore, revision: number | null, action: "publish" | "unpublish", settings: BuildSettings) =>
  revision === null ? ("not-needed" as const) : requestBuild(db.collection(STUDIO_PAGES).doc(TESTIMONIALS_PAGE), { kind: "page", action, id: TESTIMONIALS_PAGE }, revision, settings.hook, settings.buildsPerHour)
