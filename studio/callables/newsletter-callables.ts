/** The studio's calls to the newsletter's callables (her list, and sending a post to it). Browser only. */
import type { FirebaseSetup } from "../../src/firebase/config"
import {
  NEWSLETTER_CALLABLES,
  newsletterExportSchema,
  newsletterImportSchema,
  newsletterListSchema,
  newsletterPreviewSchema,
  newsletterRemoveSchema,
  newsletterSendSchema,
  newsletterSendStatusSchema,
  newsletterSendTestSchema,
  type NewsletterExportResult,
  type NewsletterImportRequest,
  type NewsletterImportResult,
  type NewsletterLetter,
  type NewsletterListPage,
  type NewsletterListRequest,
  type NewsletterPreviewRequest,
  type NewsletterRemoveResult,
  type NewsletterSendRequest,
  type NewsletterSendResult,
  type NewsletterSendStatus,
  type NewsletterSendStatusRequest,
  type NewsletterSendTestResult,
} from "../../contract/newsletter-api"
import { callChecked } from "./studio-callables"

export const fetchSubscribers = (setup: FirebaseSetup, request: NewsletterListRequest = {}): Promise<NewsletterListPage> =>
  callChecked<NewsletterListRequest, NewsletterListPage>(setup, NEWSLETTER_CALLABLES.list, newsletterListSchema, request)

export const removeSubscriber = (setup: FirebaseSetup, id: string): Promise<NewsletterRemoveResult> =>
  callChecked<{ id: string }, NewsletterRemoveResult>(setup, NEWSLETTER_CALLABLES.remove, newsletterRemoveSchema, { id })

export const exportSubscribers = (setup: FirebaseSetup): Promise<NewsletterExportResult> =>
  callChecked<Record<string, never>, NewsletterExportResult>(setup, NEWSLETTER_CALLABLES.exportList, newsletterExportSchema, {})

export const importSubscribers = (setup: FirebaseSetup, request: NewsletterImportRequest): Promise<NewsletterImportResult> =>
  callChecked<NewsletterImportRequest, NewsletterImportResult>(setup, NEWSLETTER_CALLABLES.importList, newsletterImportSchema, request)

export const previewLetter = (setup: FirebaseSetup, request: NewsletterPreviewRequest): Promise<NewsletterLetter> =>
  callChecked<NewsletterPreviewRequest, NewsletterLetter>(setup, NEWSLETTER_CALLABLES.preview, newsletterPreviewSchema, request)

export const sendTestLetter = (setup: FirebaseSetup, request: NewsletterPreviewRequest): Promise<NewsletterSendTestResult> =>
  callChecked<NewsletterPreviewRequest, NewsletterSendTestResult>(setup, NEWSLETTER_CALLABLES.sendTest, newsletterSendTestSchema, request)

export const sendLetter = (setup: FirebaseSetup, request: NewsletterSendRequest): Promise<NewsletterSendResult> =>
  callChecked<NewsletterSendRequest, NewsletterSendResult>(setup, NEWSLETTER_CALLABLES.send, newsletterSendSchema, request)

export const fetchSendStatus = (setup: FirebaseSetup, request: NewsletterSendStatusRequest = {}): Promise<NewsletterSendStatus> =>
  callChecked<NewsletterSendStatusRequest, NewsletterSendStatus>(setup, NEWSLETTER_CALLABLES.sendStatus, newsletterSendStatusSchema, request)
