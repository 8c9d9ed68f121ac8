/** The studio's calls to its callables, through the site's one callable client. Browser only. */
import type { z } from "zod"
import type { FirebaseSetup } from "../../src/firebase/config"
import { callFunction } from "../../src/firebase/callable"
import { type DeleteDraftResult, requestProblems, STUDIO_CALLABLES, type PublishResult } from "../../contract/studio-api"
import { deletePostDraftSchema, type DeletePostDraftRequest, publishPostSchema, savePostDraftSchema, takeFilePostSchema, type ListPostsResult, type PublishPostRequest, type PublishPostResult, type SavePostDraftRequest, type SavePostDraftResult, type StudioPost, type TakeFilePostRequest } from "../../contract/studio-posts-api"
import { deleteStoryDraftSchema, type DeleteStoryDraftRequest, publishSchema, saveDraftSchema, takeFileStorySchema, type PublishRequest, type SaveDraftRequest, type SaveDraftResult, type StudioStory, type TakeFileStoryRequest } from "../../contract/studio-stories-api"
import { listPhotosSchema, type ListPhotosRequest, type ListPhotosResult } from "../../contract/studio-photos-api"
import { listRevisionsSchema, restoreRevisionSchema, type ListRevisionsRequest, type ListRevisionsResult, type RestoreRevisionRequest, type RestoreRevisionResult } from "../../contract/studio-revisions-api"
import { listEnquiriesSchema, markEnquirySchema, type InboxPage, type ListEnquiriesRequest, type MarkEnquiryRequest } from "../../contract/studio-inbox-api"

/**
 * Calls a callable with its request checked first by the schema the callable parses it with: one
 * the callable would refuse is refused here as the callable would answer (invalid-argument, each
 * field and its problem) and never sent.
 */
export const callChecked = async <Request, Result>(setup: FirebaseSetup, name: string, schema: z.ZodType<Request>, request: Request): Promise<Result> => {
  const parsed = schema.safeParse(request)
  if (!parsed.success) {
    throw Object.assign(new Error("The request is not one the studio sends."), { code: "functions/invalid-argument", details: { problems: requestProblems(parsed.error) } })
  }
  return callFunction<Request, Result>(setup, name, parsed.data)
}

/** One page of the inbox: the newest without a cursor, older ones from the last page's `next`. */
export const fetchEnquiries = (setup: FirebaseSetup, request: ListEnquiriesRequest = {}): Promise<InboxPage> =>
  callChecked<ListEnquiriesRequest, InboxPage>(setup, STUDIO_CALLABLES.listEnquiries, listEnquiriesSchema, request)

export const markEnquiry = (setup: FirebaseSetup, request: MarkEnquiryRequest): Promise<unknown> =>
  callChecked<MarkEnquiryRequest, { ok: true }>(setup, STUDIO_CALLABLES.markEnquiry, markEnquirySchema, request)

export const fetchStories = async (setup: FirebaseSetup): Promise<StudioStory[]> =>
  (await callFunction<Record<string, never>, { stories: StudioStory[] }>(setup, STUDIO_CALLABLES.listStories, {})).stories

export const saveStoryDraft = (setup: FirebaseSetup, request: SaveDraftRequest): Promise<SaveDraftResult> =>
  callChecked<SaveDraftRequest, SaveDraftResult>(setup, STUDIO_CALLABLES.saveStoryDraft, saveDraftSchema, request)

export const takeFileStory = (setup: FirebaseSetup, request: TakeFileStoryRequest): Promise<StudioStory> =>
  callChecked<TakeFileStoryRequest, StudioStory>(setup, STUDIO_CALLABLES.takeFileStory, takeFileStorySchema, request)

export const publishStory = (setup: FirebaseSetup, request: PublishRequest): Promise<PublishResult> =>
  callChecked<PublishRequest, PublishResult>(setup, STUDIO_CALLABLES.publishStory, publishSchema, request)

export const unpublishStory = (setup: FirebaseSetup, request: PublishRequest): Promise<PublishResult> =>
  callChecked<PublishRequest, PublishResult>(setup, STUDIO_CALLABLES.unpublishStory, publishSchema, request)

export const fetchPosts = (setup: FirebaseSetup): Promise<ListPostsResult> =>
  callFunction<Record<string, never>, ListPostsResult>(setup, STUDIO_CALLABLES.listPosts, {})

export const savePostDraft = (setup: FirebaseSetup, request: SavePostDraftRequest): Promise<SavePostDraftResult> =>
  callChecked<SavePostDraftRequest, SavePostDraftResult>(setup, STUDIO_CALLABLES.savePostDraft, savePostDraftSchema, request)

export const takeFilePost = (setup: FirebaseSetup, request: TakeFilePostRequest): Promise<StudioPost> =>
  callChecked<TakeFilePostRequest, StudioPost>(setup, STUDIO_CALLABLES.takeFilePost, takeFilePostSchema, request)

export const publishPost = (setup: FirebaseSetup, request: PublishPostRequest): Promise<PublishPostResult> =>
  callChecked<PublishPostRequest, PublishPostResult>(setup, STUDIO_CALLABLES.publishPost, publishPostSchema, request)

export const unpublishPost = (setup: FirebaseSetup, request: PublishPostRequest): Promise<PublishResult> =>
  callChecked<PublishPostRequest, PublishResult>(setup, STUDIO_CALLABLES.unpublishPost, publishPostSchema, request)

export const deletePostDraft = (setup: FirebaseSetup, request: DeletePostDraftRequest): Promise<DeleteDraftResult> =>
  callChecked<DeletePostDraftRequest, DeleteDraftResult>(setup, STUDIO_CALLABLES.deletePostDraft, deletePostDraftSchema, request)

export const deleteStoryDraft = (setup: FirebaseSetup, request: DeleteStoryDraftRequest): Promise<DeleteDraftResult> =>
  callChecked<DeleteStoryDraftRequest, DeleteDraftResult>(setup, STUDIO_CALLABLES.deleteStoryDraft, deleteStoryDraftSchema, request)

export const fetchPhotos = (setup: FirebaseSetup, request: ListPhotosRequest): Promise<ListPhotosResult> =>
  callChecked<ListPhotosRequest, ListPhotosResult>(setup, STUDIO_CALLABLES.listPhotos, listPhotosSchema, request)

export const fetchRevisions = (setup: FirebaseSetup, request: ListRevisionsRequest): Promise<ListRevisionsResult> =>
  callChecked<ListRevisionsRequest, ListRevisionsResult>(setup, STUDIO_CALLABLES.listRevisions, listRevisionsSchema, request)

export const restoreRevision = (setup: FirebaseSetup, request: RestoreRevisionRequest): Promise<RestoreRevisionResult> =>
  callChecked<RestoreRevisionRequest, RestoreRevisionResult>(setup, STUDIO_CALLABLES.restoreRevision, restoreRevisionSchema, request)
