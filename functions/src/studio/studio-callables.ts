/** The studio's callables: each checks the coach on the server first, then the request's shape. */
import { onCall, type CallableRequest } from "firebase-functions/v2/https"
import type {
  InboxPage,
  ListPostsResult,
  PublishPostResult,
  PublishResult,
  SaveDraftResult,
  SavePostDraftResult,
  StudioStory,
} from "../../../contract/studio-api"
import { ENFORCE_APP_CHECK } from "../enquiries/submit-enquiry"
import { firestore } from "../firestore"
import { BUILD_HOOK_TOKEN, buildHooksPerHour, configuredBuildHook } from "./build-hook"
import type { PublishSettings } from "./drafts"
import { projectImageSources, projectPhotoHeaders } from "./publish-checks"
import { listEnquiries, markEnquiry } from "./enquiry-inbox"
import { requireCoach } from "./require-coach"
import {
  listEnquiriesRequest,
  markEnquiryRequest,
  parseRequest,
  publishPostRequest,
  publishRequest,
  saveDraftRequest,
  savePostDraftRequest,
} from "./studio-requests"
import { listStudioPosts, publishPost, savePostDraft, unpublishPost } from "./studio-posts"
import type { PostDraft } from "../../../contract/post-input"
import { listStudioStories, publishStory, saveDraft, unpublishStory } from "./studio-stories"
import type { StoryDraft } from "../../../contract/studio-api"

const publishSettings = (): PublishSettings => ({
  hook: configuredBuildHook(),
  buildsPerHour: buildHooksPerHour(),
  sources: projectImageSources(),
  readPhotoHeader: projectPhotoHeaders(),
})

export const handlers = {
  listEnquiries: async (request: CallableRequest<unknown>): Promise<InboxPage> => {
    requireCoach(request)
    return listEnquiries(firestore(), parseRequest(listEnquiriesRequest, request.data ?? {}))
  },
  markEnquiry: async (request: CallableRequest<unknown>): Promise<{ ok: true }> => {
    requireCoach(request)
    await markEnquiry(firestore(), parseRequest(markEnquiryRequest, request.data))
    return { ok: true }
  },
  listStories: async (request: CallableRequest<unknown>): Promise<{ stories: StudioStory[] }> => {
    requireCoach(request)
    return { stories: await listStudioStories(firestore()) }
  },
  saveStoryDraft: async (request: CallableRequest<unknown>): Promise<SaveDraftResult> => {
    requireCoach(request)
    const { storyId, baseRevision, draft } = parseRequest(saveDraftRequest, request.data)
    // The request schema checked it is an object of the story's own fields; the checklist judges the values.
    return saveDraft(firestore(), { storyId, baseRevision, draft: draft as unknown as StoryDraft })
  },
  publishStory: async (request: CallableRequest<unknown>): Promise<PublishResult> => {
    requireCoach(request)
    return publishStory(firestore(), parseRequest(publishRequest, request.data), publishSettings())
  },
  unpublishStory: async (request: CallableRequest<unknown>): Promise<PublishResult> => {
    requireCoach(request)
    return unpublishStory(firestore(), parseRequest(publishRequest, request.data), publishSettings())
  },
  listPosts: async (request: CallableRequest<unknown>): Promise<ListPostsResult> => {
    requireCoach(request)
    return listStudioPosts(firestore())
  },
  savePostDraft: async (request: CallableRequest<unknown>): Promise<SavePostDraftResult> => {
    requireCoach(request)
    const { postId, baseRevision, draft } = parseRequest(savePostDraftRequest, request.data)
    // The request schema checked it is an object of the post's own fields; the checklist judges the values.
    return savePostDraft(firestore(), { postId, baseRevision, draft: draft as PostDraft }, projectImageSources())
  },
  publishPost: async (request: CallableRequest<unknown>): Promise<PublishPostResult> => {
    requireCoach(request)
    return publishPost(firestore(), parseRequest(publishPostRequest, request.data), publishSettings())
  },
  unpublishPost: async (request: CallableRequest<unknown>): Promise<PublishResult> => {
    requireCoach(request)
    return unpublishPost(firestore(), parseRequest(publishPostRequest, request.data), publishSettings())
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
export const studioPublishPost = onCall(withHookToken, handlers.publishPost)
export const studioUnpublishPost = onCall(withHookToken, handlers.unpublishPost)
