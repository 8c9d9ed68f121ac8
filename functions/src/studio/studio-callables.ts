/** The studio's callables: each checks the coach on the server first, then the request's shape. */
import { onCall, type CallableRequest } from "firebase-functions/v2/https"
import type { InboxPage, PublishResult, SaveDraftResult, StudioStory } from "../../../src/features/studio/studio-api"
import { ENFORCE_APP_CHECK } from "../enquiries/submit-enquiry"
import { firestore } from "../firestore"
import { configuredBuildHook } from "./build-hook"
import { listEnquiries, markEnquiry } from "./enquiry-inbox"
import { requireCoach } from "./require-coach"
import { listEnquiriesRequest, markEnquiryRequest, parseRequest, publishRequest, saveDraftRequest } from "./studio-requests"
import { listStudioStories, publishStory, saveDraft, unpublishStory } from "./studio-stories"
import type { StoryDraft } from "../../../src/features/studio/studio-api"

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
    return publishStory(firestore(), parseRequest(publishRequest, request.data), configuredBuildHook())
  },
  unpublishStory: async (request: CallableRequest<unknown>): Promise<PublishResult> => {
    requireCoach(request)
    return unpublishStory(firestore(), parseRequest(publishRequest, request.data), configuredBuildHook())
  },
}

const options = { enforceAppCheck: ENFORCE_APP_CHECK }

export const studioListEnquiries = onCall(options, handlers.listEnquiries)
export const studioMarkEnquiry = onCall(options, handlers.markEnquiry)
export const studioListStories = onCall(options, handlers.listStories)
export const studioSaveStoryDraft = onCall(options, handlers.saveStoryDraft)
export const studioPublishStory = onCall(options, handlers.publishStory)
export const studioUnpublishStory = onCall(options, handlers.unpublishStory)
