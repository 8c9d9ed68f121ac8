/** The studio's calls to its callables, through the site's one callable client. Browser only. */
import type { FirebaseSetup } from "../../firebase/config"
import { callFunction } from "../../firebase/callable"
import {
  STUDIO_CALLABLES,
  type InboxEnquiry,
  type MarkEnquiryRequest,
  type PublishRequest,
  type PublishResult,
  type SaveDraftRequest,
  type SaveDraftResult,
  type StudioStory,
} from "./studio-api"

export const fetchEnquiries = async (setup: FirebaseSetup): Promise<InboxEnquiry[]> =>
  (await callFunction<Record<string, never>, { enquiries: InboxEnquiry[] }>(setup, STUDIO_CALLABLES.listEnquiries, {})).enquiries

export const markEnquiry = (setup: FirebaseSetup, request: MarkEnquiryRequest): Promise<unknown> =>
  callFunction<MarkEnquiryRequest, { ok: true }>(setup, STUDIO_CALLABLES.markEnquiry, request)

export const fetchStories = async (setup: FirebaseSetup): Promise<StudioStory[]> =>
  (await callFunction<Record<string, never>, { stories: StudioStory[] }>(setup, STUDIO_CALLABLES.listStories, {})).stories

export const saveStoryDraft = (setup: FirebaseSetup, request: SaveDraftRequest): Promise<SaveDraftResult> =>
  callFunction<SaveDraftRequest, SaveDraftResult>(setup, STUDIO_CALLABLES.saveStoryDraft, request)

export const publishStory = (setup: FirebaseSetup, request: PublishRequest): Promise<PublishResult> =>
  callFunction<PublishRequest, PublishResult>(setup, STUDIO_CALLABLES.publishStory, request)

export const unpublishStory = (setup: FirebaseSetup, request: PublishRequest): Promise<PublishResult> =>
  callFunction<PublishRequest, PublishResult>(setup, STUDIO_CALLABLES.unpublishStory, request)
