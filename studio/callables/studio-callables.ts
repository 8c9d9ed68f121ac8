/** The studio's calls to its callables, through the site's one callable client. Browser only. */
import type { FirebaseSetup } from "../../src/firebase/config"
import { callFunction } from "../../src/firebase/callable"
import {
  STUDIO_CALLABLES,
  type InboxPage,
  type ListEnquiriesRequest,
  type MarkEnquiryRequest,
  type PublishRequest,
  type PublishResult,
  type SaveDraftRequest,
  type SaveDraftResult,
  type StudioStory,
  type ListPostsResult,
  type PublishPostRequest,
  type PublishPostResult,
  type SavePostDraftRequest,
  type SavePostDraftResult,
} from "../../contract/studio-api"

/** One page of the inbox: the newest without a cursor, older ones from the last page's `next`. */
export const fetchEnquiries = (setup: FirebaseSetup, request: ListEnquiriesRequest = {}): Promise<InboxPage> =>
  callFunction<ListEnquiriesRequest, InboxPage>(setup, STUDIO_CALLABLES.listEnquiries, request)

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

export const fetchPosts = (setup: FirebaseSetup): Promise<ListPostsResult> =>
  callFunction<Record<string, never>, ListPostsResult>(setup, STUDIO_CALLABLES.listPosts, {})

export const savePostDraft = (setup: FirebaseSetup, request: SavePostDraftRequest): Promise<SavePostDraftResult> =>
  callFunction<SavePostDraftRequest, SavePostDraftResult>(setup, STUDIO_CALLABLES.savePostDraft, request)

export const publishPost = (setup: FirebaseSetup, request: PublishPostRequest): Promise<PublishPostResult> =>
  callFunction<PublishPostRequest, PublishPostResult>(setup, STUDIO_CALLABLES.publishPost, request)

export const unpublishPost = (setup: FirebaseSetup, request: PublishPostRequest): Promise<PublishResult> =>
  callFunction<PublishPostRequest, PublishResult>(setup, STUDIO_CALLABLES.unpublishPost, request)
