/**
 * The site's pages and settings in the studio: drafts saved revision by revision in STUDIO_PAGES
 * (a save from an older revision is a clash, as for posts: drafts.ts), and the published page,
 * exactly as its schema parsed it, in PAGES under the page's id, which the build reads instead of
 * the page's file. Unpublishing or resetting leaves the file to be built again.
 */
import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { issueProblems, type FieldProblem } from "../../../contract/field-messages"
import { PAGES, STUDIO_PAGES } from "../../../contract/firebase-settings"
import { FILE_PHOTO, photoFieldPaths, valueAt } from "../../../contract/page-photo"
import { pageImageObject, STORY_IMAGE_SOURCE_RULE, type StoryImageSources } from "../../../contract/story-image-sources"
import { SETTINGS_PAGE, SITE_PAGES, type PageContent, type PageId, type SettingsPage } from "../../../contract/site-pages"
import type { PublishResult } from "../../../contract/studio-api"
import type {
  ListPagesResult,
  PublishPageRequest,
  ResetPageRequest,
  ResetPageResult,
  SavePageDraftRequest,
  SavePageDraftResult,
  StudioPage,
} from "../../../contract/studio-pages-api"
import { keepVersion } from "./revisions"
import { projectImageSources } from "./publish-checks"
import { pendingAddress, printAddressRequest, requestAddressChange, type AddressRequest } from "../site/notification-address"
import { draftRecord, readRevision, saveRevision, unpublishRevision, type DraftKind, type PublishSettings } from "./drafts"
import { requestBuild } from "./site-rebuilds"
import { permittedTestimonialProblems } from "../programme-end/permitted-testimonials"
import { TESTIMONIALS_PAGE } from "../programme-end/published-testimonials"
import type { TestimonialsFile } from "../../../contract/content-schema"

const toStudioPage = (doc: DocumentSnapshot): StudioPage => ({ ...draftRecord(doc, (doc.get("draft") ?? {}) as PageContent), pageId: doc.id as PageId })

export const PAGE: DraftKind<StudioPage> = {
  noun: "page",
  toItem: toStudioPage,
  created: { published: false, publishedRevision: null },
  live: PAGES,
}

/** Her page's photos that are neither a file's image nor one of hers in the project's photo storage (the page's folder, or a post's or story's reused): the build would leave the page out. */
const photoProblems = (pageId: PageId, content: unknown, sources: StoryImageSources): FieldProblem[] =>
  photoFieldPaths(SITE_PAGES[pageId]).flatMap((path) => {
    const src = valueAt(content, [...path, "src"])
    const elsewhere = typeof src === "string" && !FILE_PHOTO.test(src) && pageImageObject(src, sources) === null
    return elsewhere ? [{ field: [...path, "src"].join("."), message: STORY_IMAGE_SOURCE_RULE }] : []
  })

/** What the page's schema (the build's) finds wrong with its words, and which photo the build would refuse, each naming the field. */
export const pageProblems = (pageId: PageId, content: unknown, sources: StoryImageSources = projectImageSources()) => {
  const parsed = SITE_PAGES[pageId].safeParse(content)
  if (!parsed.success) return { content: null, problems: issueProblems(parsed.error) }
  const photos = photoProblems(pageId, parsed.data, sources)
  return photos.length ? { content: null, problems: photos } : { content: parsed.data as PageContent, problems: [] }
}

/**
 * pageProblems, and on her testimonials page each client's testimonial checked against the
 * permission they gave in their room (read in the caller's transaction when it gives one).
 */
const publishableProblems = async (db: Firestore, pageId: PageId, draft: unknown, transaction?: Transaction) => {
  const checked = pageProblems(pageId, draft)
  if (!checked.content || pageId !== TESTIMONIALS_PAGE) return checked
  const problems = await permittedTestimonialProblems(db, (checked.content as TestimonialsFile).items, transaction)
  return problems.length ? { content: null, problems } : checked
}

/** The pages she has saved at least once, the last changed first. */
export const listStudioPages = async (db: Firestore, now = new Date()): Promise<ListPagesResult> => {
  const [snapshot, addressChange] = await Promise.all([db.collection(STUDIO_PAGES).orderBy("updatedAt", "desc").get(), pendingAddress(db, now)])
  return { pages: snapshot.docs.map(toStudioPage), addressChange }
}

/** Saves a draft if nobody saved since its revision (a clash otherwise), and answers with what the schema finds wrong. */
export const savePageDraft = async (db: Firestore, { pageId, baseRevision, draft }: SavePageDraftRequest): Promise<SavePageDraftResult> => {
  const saved = await saveRevision(db.collection(STUDIO_PAGES).doc(pageId), PAGE, baseRevision, draft)
  return { revision: saved.revision, updatedAt: saved.updatedAt, problems: (await publishableProblems(db, pageId, draft)).problems }
}

/**
 * Publishes the revision the coach checked if the page's schema accepts it (refused otherwise, each
 * problem naming its field, as the build would name it), then asks for one rebuild. Settings with
 * a new e-mail address leave the address in force until the new one confirms it and the one in
 * force approves (site/notification-address.ts); `confirmBase` is where the functions answer
 * their links, and `approvedBySecondFactor` says she signed in with her second step just now.
 */
export const publishPage = async (
  db: Firestore,
  { pageId, revision }: PublishPageRequest,
  { hook, buildsPerHour, confirmBase, approvedBySecondFactor = false }: Pick<PublishSettings, "hook" | "buildsPerHour"> & { confirmBase: string; approvedBySecondFactor?: boolean },
): Promise<PublishResult> => {
  const ref = db.collection(STUDIO_PAGES).doc(pageId)
  let addressRequest: AddressRequest | undefined
  const draft = await db.runTransaction(async (transaction) => {
    const { current } = await readRevision(transaction, ref, PAGE, revision)
    const { content, problems } = await publishableProblems(db, pageId, current.draft, transaction)
    if (!content) throw new HttpsError("invalid-argument", "The site's build would not take this page as it is.", { problems })
    if (pageId === SETTINGS_PAGE) {
      const { email, name } = content as SettingsPage
      addressRequest = await requestAddressChange(db, transaction, { email, siteName: name, confirmBase, approvedBySecondFactor })
    }
    // The build reads this document: the page exactly as the schema parsed it, with the revision it came from.
    transaction.set(db.collection(PAGES).doc(pageId), { content, published: true, revision, publishedAt: FieldValue.serverTimestamp() })
    transaction.update(ref, { published: true, publishedRevision: revision })
    return current.draft
  })
  if (addressRequest) printAddressRequest(addressRequest)
  // Her words as she wrote them at this revision, so a restore brings back exactly those.
  await keepVersion(db, { kind: "page", id: pageId }, revision, draft, "published")
  const build = await requestBuild(ref, { kind: "page", action: "publish", id: pageId }, revision, hook, buildsPerHour)
  return { published: true, build }
}

/** Takes her version off the site (the file's is built again); her draft stays. */
export const unpublishPage = async (db: Firestore, { pageId, revision }: PublishPageRequest, settings: Pick<PublishSettings, "hook" | "buildsPerHour">): Promise<PublishResult> =>
  unpublishRevision(db.collection(STUDIO_PAGES).doc(pageId), PAGE, revision, settings)

/**
 * Back to the file: her draft becomes the file's words (sent by the studio, which the build gave
 * them) as a new revision, and her published version, if any, is taken off the site with one rebuild.
 */
export const resetPage = async (
  db: Firestore,
  { pageId, revision, draft }: ResetPageRequest,
  { hook, buildsPerHour }: Pick<PublishSettings, "hook" | "buildsPerHour">,
): Promise<ResetPageResult> => {
  const ref = db.collection(STUDIO_PAGES).doc(pageId)
  const wasLive = await db.runTransaction(async (transaction) => {
    const { current } = await readRevision(transaction, ref, PAGE, revision)
    if (current.published) transaction.set(db.collection(PAGES).doc(pageId), { published: false }, { merge: true })
    transaction.update(ref, { draft, revision: revision + 1, updatedAt: FieldValue.serverTimestamp(), published: false, publishedRevision: null })
    return current.published
  })
  if (!wasLive) return { build: "not-needed", revision: revision + 1 }
  const build = await requestBuild(ref, { kind: "page", action: "unpublish", id: pageId }, revision + 1, hook, buildsPerHour)
  return { build, revision: revision + 1 }
}
