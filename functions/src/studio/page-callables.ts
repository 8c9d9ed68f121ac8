/** The callables of the studio's pages and settings: each checks the coach on the server first, then the request's shape. */
import { onCall, type CallableRequest } from "firebase-functions/v2/https"
import type { PublishResult } from "../../../contract/studio-api"
import {
  publishPageSchema,
  resetPageSchema,
  savePageDraftSchema,
  type ListPagesResult,
  type ResetPageResult,
  type SavePageDraftResult,
} from "../../../contract/studio-pages-api"
import { functionsBase } from "../booking/studio-booking"
import { ENFORCE_APP_CHECK } from "../common/app-check"
import { firestore } from "../firestore"
import { BUILD_HOOK_TOKEN, buildHooksPerHour, configuredBuildHook } from "./site-rebuilds"
import { requireCoach } from "./require-coach"
import { parseRequest } from "./studio-requests"
import { listStudioPages, publishPage, resetPage, savePageDraft, unpublishPage } from "./studio-pages"
import { freshSecondFactor } from "../site/notification-address"

const buildSettings = () => ({ hook: configuredBuildHook(), buildsPerHour: buildHooksPerHour() })

export const pageHandlers = {
  listPages: async (request: CallableRequest<unknown>): Promise<ListPagesResult> => {
    requireCoach(request)
    return listStudioPages(firestore())
  },
  savePageDraft: async (request: CallableRequest<unknown>): Promise<SavePageDraftResult> => {
    requireCoach(request)
    // The request schema checks the draft is an object; the page's schema judges its words.
    return savePageDraft(firestore(), parseRequest(savePageDraftSchema, request.data))
  },
  publishPage: async (request: CallableRequest<unknown>): Promise<PublishResult> => {
    requireCoach(request)
    return publishPage(firestore(), parseRequest(publishPageSchema, request.data), {
      ...buildSettings(),
      confirmBase: functionsBase(request.rawRequest),
      approvedBySecondFactor: freshSecondFactor(request.auth?.token),
    })
  },
  unpublishPage: async (request: CallableRequest<unknown>): Promise<PublishResult> => {
    requireCoach(request)
    return unpublishPage(firestore(), parseRequest(publishPageSchema, request.data), buildSettings())
  },
  resetPage: async (request: CallableRequest<unknown>): Promise<ResetPageResult> => {
    requireCoach(request)
    return resetPage(firestore(), parseRequest(resetPageSchema, request.data), buildSettings())
  },
}

const options = { enforceAppCheck: ENFORCE_APP_CHECK }
// Only those that call the build hook are given its token.
const withHookToken = { ...options, secrets: [BUILD_HOOK_TOKEN] }

export const studioListPages = onCall(options, pageHandlers.listPages)
export const studioSavePageDraft = onCall(options, pageHandlers.savePageDraft)
export const studioPublishPage = onCall(withHookToken, pageHandlers.publishPage)
export const studioUnpublishPage = onCall(withHookToken, pageHandlers.unpublishPage)
export const studioResetPage = onCall(withHookToken, pageHandlers.resetPage)
