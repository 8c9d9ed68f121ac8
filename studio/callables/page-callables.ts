/** The studio's calls to the pages' and settings' callables (contract/studio-pages-api.ts). Browser only. */
import type { FirebaseSetup } from "../../src/firebase/config"
import { callFunction } from "../../src/firebase/callable"
import type { PublishResult } from "../../contract/studio-api"
import {
  PAGE_CALLABLES,
  publishPageSchema,
  resetPageSchema,
  savePageDraftSchema,
  type ListPagesResult,
  type PublishPageRequest,
  type ResetPageRequest,
  type ResetPageResult,
  type SavePageDraftRequest,
  type SavePageDraftResult,
} from "../../contract/studio-pages-api"
import { callChecked } from "./studio-callables"

export const fetchPages = (setup: FirebaseSetup): Promise<ListPagesResult> => callFunction<Record<string, never>, ListPagesResult>(setup, PAGE_CALLABLES.listPages, {})

export const savePageDraft = (setup: FirebaseSetup, request: SavePageDraftRequest): Promise<SavePageDraftResult> =>
  callChecked<SavePageDraftRequest, SavePageDraftResult>(setup, PAGE_CALLABLES.savePageDraft, savePageDraftSchema, request)

export const publishPage = (setup: FirebaseSetup, request: PublishPageRequest): Promise<PublishResult> =>
  callChecked<PublishPageRequest, PublishResult>(setup, PAGE_CALLABLES.publishPage, publishPageSchema, request)

export const unpublishPage = (setup: FirebaseSetup, request: PublishPageRequest): Promise<PublishResult> =>
  callChecked<PublishPageRequest, PublishResult>(setup, PAGE_CALLABLES.unpublishPage, publishPageSchema, request)

export const resetPage = (setup: FirebaseSetup, request: ResetPageRequest): Promise<ResetPageResult> =>
  callChecked<ResetPageRequest, ResetPageResult>(setup, PAGE_CALLABLES.resetPage, resetPageSchema, request)
