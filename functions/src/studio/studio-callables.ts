/** The studio's callables: each checks the coach on the server first, then the request's shape. */
import { HttpsError, onCall, type CallableRequest } from "firebase-functions/v2/https"
import { logger } from "firebase-functions"
import { onSchedule } from "firebase-functions/v2/scheduler"
import { type DeleteDraftResult, PublishResult } from "../../../contract/studio-api"
import { deletePostDraftSchema, publishPostSchema, savePostDraftSchema, takeFilePostSchema, ListPostsResult, PublishPostResult, SavePostDraftResult, StudioPost } from "../../../contract/studio-posts-api"
import { deleteStoryDraftSchema, publishSchema, saveDraftSchema, takeFileStorySchema, SaveDraftResult, StudioStory } from "../../../contract/studio-stories-api"
import { listPhotosSchema, type ListPhotosResult } from "../../../contract/studio-photos-api"
import { listRevisionsSchema, restoreRevisionSchema, type ListRevisionsResult, type RestoreRevisionResult } from "../../../contract/studio-revisions-api"
import { listEnquiriesSchema, markEnquirySchema, type InboxPage } from "../../../contract/studio-inbox-api"
import { ENFORCE_APP_CHECK } from "../common/app-check"
import { firestore } from "../firestore"
import { BUILD_HOOK_TOKEN, buildHooksPerHour, configuredBuildHook } from "./site-rebuilds"
import type { PublishSettings } from "./drafts"
import { projectImageSources, projectPhotoHeaders } from "./publish-checks"
import { listEnquiries, markEnquiry } from "./enquiry-inbox"
import { requireCoach } from "./require-coach"
import { listPhotos } from "./photo-uses"
import { listVersions, restoreVersion } from "./revisions"
import { STUDIO_PAGES, STUDIO_POSTS, STUDIO_STORIES } from "../../../contract/firebase-settings"
import { isPageId } from "../../../contract/site-pages"
import { PAGE } from "./studio-pages"
import { parseRequest } from "./studio-requests"
import { deletePostDraft, POST, listStudioPosts, publishPost, scheduledPosts, savePostDraft, takeFilePost, unpublishPost } from "./studio-posts"
import { deleteStoryDraft, STORY, listStudioStories, publishStory, saveDraft, scheduledStories, takeFileStory, unpublishStory } from "./studio-stories"
import { publishDue } from "./scheduled-publishing"

const publishSettings = (): PublishSettings => ({
  hook: configuredBuildHook(),
  buildsPerHour: buildHooksPerHour(),
  sources: projectImageSources(),
  readPhotoHeader: projectPhotoHeaders(),
})

export const handlers = {
  listEnquiries: async (request: CallableRequest<unknown>): Promise<InboxPage> => {
    requireCoach(request)
    return listEnquiries(firestore(), parseRequest(listEnquiriesSchema, request.data ?? {}))
  },
  markEnquiry: async (request: CallableRequest<unknown>): Promise<{ ok: true }> => {
    requireCoach(request)
    await markEnquiry(firestore(), parseRequest(markEnquirySchema, request.data))
    return { ok: true }
  },
  listStories: async (request: CallableRequest<unknown>): Promise<{ stories: StudioStory[] }> => {
    requireCoach(request)
    return { stories: await listStudioStories(firestore()) }
  },
  saveStoryDraft: async (request: CallableRequest<unknown>): Promise<SaveDraftResult> => {
    requireCoach(request)
    // The request schema checks the draft is an object of the story's own fields; the checklist judges the values.
    return saveDraft(firestore(), parseRequest(saveDraftSchema, request.data))
  },
  publishStory: async (request: CallableRequest<unknown>): Promise<PublishResult> => {
    requireCoach(request)
    return publishStory(firestore(), parseRequest(publishSchema, request.data), publishSettings())
  },
  unpublishStory: async (request: CallableRequest<unknown>): Promise<PublishResult> => {
    requireCoach(request)
    return unpublishStory(firestore(), parseRequest(publishSchema, request.data), publishSettings())
  },
  listPosts: async (request: CallableRequest<unknown>): Promise<ListPostsResult> => {
    requireCoach(request)
    return listStudioPosts(firestore())
  },
  savePostDraft: async (request: CallableRequest<unknown>): Promise<SavePostDraftResult> => {
    requireCoach(request)
    // The request schema checks the draft is an object of the post's own fields; the checklist judges the values.
    return savePostDraft(firestore(), parseRequest(savePostDraftSchema, request.data), projectImageSources())
  },
  takeFileStory: async (request: CallableRequest<unknown>): Promise<StudioStory> => {
    requireCoach(request)
    return takeFileStory(firestore(), parseRequest(takeFileStorySchema, request.data))
  },
  takeFilePost: async (request: CallableRequest<unknown>): Promise<StudioPost> => {
    requireCoach(request)
    return takeFilePost(firestore(), parseRequest(takeFilePostSchema, request.data))
  },
  publishPost: async (request: CallableRequest<unknown>): Promise<PublishPostResult> => {
    requireCoach(request)
    return publishPost(firestore(), parseRequest(publishPostSchema, request.data), publishSettings())
  },
  unpublishPost: async (request: CallableRequest<unknown>): Promise<PublishResult> => {
    requireCoach(request)
    return unpublishPost(firestore(), parseRequest(publishPostSchema, request.data), publishSettings())
  },
  deletePostDraft: async (request: CallableRequest<unknown>): Promise<DeleteDraftResult> => {
    requireCoach(request)
    return deletePostDraft(firestore(), parseRequest(deletePostDraftSchema, request.data))
  },
  deleteStoryDraft: async (request: CallableRequest<unknown>): Promise<DeleteDraftResult> => {
    requireCoach(request)
    return deleteStoryDraft(firestore(), parseRequest(deleteStoryDraftSchema, request.data))
  },
  listPhotos: async (request: CallableRequest<unknown>): Promise<ListPhotosResult> => {
    requireCoach(request)
    return { photos: await listPhotos(firestore(), parseRequest(listPhotosSchema, request.data), projectImageSources()) }
  },
  listRevisions: async (request: CallableRequest<unknown>): Promise<ListRevisionsResult> => {
    requireCoach(request)
    return { versions: await listVersions(firestore(), parseRequest(listRevisionsSchema, request.data)) }
  },
  restoreRevision: async (request: CallableRequest<unknown>): Promise<RestoreRevisionResult> => {
    requireCoach(request)
    const restore = parseRequest(restoreRevisionSchema, request.data)
    if (restore.kind === "page") {
      if (!isPageId(restore.id)) throw new HttpsError("not-found", "The site has no such page.")
      return restoreVersion(firestore(), restore, PAGE, STUDIO_PAGES)
    }
    return restore.kind === "post"
      ? restoreVersion(firestore(), restore, POST, STUDIO_POSTS)
      : restoreVersion(firestore(), restore, STORY, STUDIO_STORIES)
  },
}

const options = { enforceAppCheck: ENFORCE_APP_CHECK }

export const studioListEnquiries = onCall(options, handlers.listEnquiries)
export const studioMarkEnquiry = onCall(options, handlers.markEnquiry)
export const studioListStories = onCall(options, handlers.listStories)
export const studioSaveStoryDraft = onCall(options, handlers.saveStoryDraft)
// Only those that call the build hook are given its token.
const withHookToken = { ...options, secrets: [BUILD_HOOK_TOKEN] }
export const studioPublishStory = onCall(withHookToken, handlers.publishStory)
export const studioUnpublishStory = onCall(withHookToken, handlers.unpublishStory)
export const studioListPosts = onCall(options, handlers.listPosts)
export const studioSavePostDraft = onCall(options, handlers.savePostDraft)
export const studioTakeFilePost = onCall(options, handlers.takeFilePost)
export const studioTakeFileStory = onCall(options, handlers.takeFileStory)
export const studioPublishPost = onCall(withHookToken, handlers.publishPost)
export const studioUnpublishPost = onCall(withHookToken, handlers.unpublishPost)
export const studioDeletePostDraft = onCall(options, handlers.deletePostDraft)
export const studioDeleteStoryDraft = onCall(options, handlers.deleteStoryDraft)
export const studioListPhotos = onCall(options, handlers.listPhotos)
export const studioListRevisions = onCall(options, handlers.listRevisions)
export const studioRestoreRevision = onCall(options, handlers.restoreRevision)

/** Every morning, London time: the scheduled posts and stories whose day has come go live, with one rebuild. */
export const publishScheduled = onSchedule({ schedule: "every day 00:10", timeZone: "Europe/London", secrets: [BUILD_HOOK_TOKEN] }, async (event) => {
  // The moment the run was due, so a late start still publishes what that day's run would.
  const due = new Date(event.scheduleTime)
  const db = firestore()
  const result = await publishDue(db, publishSettings(), [scheduledPosts(db), scheduledStories(db)], Number.isNaN(due.getTime()) ? new Date() : due)
  logger.info("Scheduled posts and stories published", { ...result })
})
