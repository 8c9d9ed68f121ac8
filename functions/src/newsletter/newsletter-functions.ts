/**
 * The newsletter's deployed functions: the visitor's callable and the plain form's, confirm and
 * unsubscribe pages (HTTP), the coach's callables (each checks her first, then the request's
 * shape), and the scheduled runs that send the next batches and delete what has expired.
 */
import { logger } from "firebase-functions"
import { onCall, onRequest, type CallableRequest } from "firebase-functions/v2/https"
import { onSchedule } from "firebase-functions/v2/scheduler"
import {
  newsletterExportSchema,
  newsletterImportSchema,
  newsletterListSchema,
  newsletterPreviewSchema,
  newsletterRemoveSchema,
  newsletterSendSchema,
  newsletterSendStatusSchema,
  newsletterSendTestSchema,
  type NewsletterExportResult,
  type NewsletterImportResult,
  type NewsletterLetter,
  type NewsletterListPage,
  type NewsletterRemoveResult,
  type NewsletterSendResult,
  type NewsletterSendStatus,
  type NewsletterSendTestResult,
} from "../../../contract/newsletter-api"
import { MAIL } from "../../../contract/firebase-settings"
import { expiryAfter } from "../../../contract/retention"
import { Timestamp } from "firebase-admin/firestore"
import { functionsBase } from "../booking/studio-booking"
import { ENFORCE_APP_CHECK, submitEnquiryOptions } from "../common/app-check"
import { firestore } from "../firestore"
import { printQueuedMails } from "../common/local-terminal"
import { enquiryKeepDays, refreshSiteIdentity } from "../site/site-identity"
import { requireCoach } from "../studio/require-coach"
import { parseRequest } from "../studio/studio-requests"
import { deleteExpiredNewsletterRecords } from "./clean-up"
import { forReader, unsubscribeAddress, unsubscribeHeaders } from "./letter"
import { serveConfirm, serveUnsubscribe } from "./link-pages"
import { newsletterCopy } from "./newsletter-copy"
import { exportReaders, importReaders, listReaders } from "./reader-list"
import { advanceSends, batchSettings, letterFor, sendStatus, startSend, type LetterContext } from "./sending"
import { handleSubscribe, serveSubscribe } from "./subscribe-request"
import { leaveList } from "./subscribers"

const rawOf = (request: CallableRequest<unknown>) => request.rawRequest

const letterContext = async (): Promise<LetterContext> => {
  const db = firestore()
  const [site, copy] = await Promise.all([refreshSiteIdentity(db), newsletterCopy(db)])
  return { copy, site: { name: site.name, company: site.company, siteUrl: site.siteUrl } }
}

/** The letter as a reader would get it, with a link in place of theirs that does nothing. */
const sample = (letter: NewsletterLetter, base: string): { letter: NewsletterLetter; link: string } => {
  const link = unsubscribeAddress(base, "sample")
  return { letter: forReader(letter, link), link }
}

export const newsletterHandlers = {
  list: async (request: CallableRequest<unknown>): Promise<NewsletterListPage> => {
    requireCoach(request)
    return listReaders(firestore(), parseRequest(newsletterListSchema, request.data))
  },
  remove: async (request: CallableRequest<unknown>): Promise<NewsletterRemoveResult> => {
    requireCoach(request)
    const { id } = parseRequest(newsletterRemoveSchema, request.data)
    await refreshSiteIdentity(firestore())
    return { removed: await leaveList(firestore(), id, "removed", new Date(), enquiryKeepDays()) }
  },
  exportList: async (request: CallableRequest<unknown>): Promise<NewsletterExportResult> => {
    requireCoach(request)
    parseRequest(newsletterExportSchema, request.data)
    return exportReaders(firestore(), new Date())
  },
  importList: async (request: CallableRequest<unknown>): Promise<NewsletterImportResult> => {
    const by = requireCoach(request)
    const { csv, consentSource } = parseRequest(newsletterImportSchema, request.data)
    return importReaders(firestore(), { csv, consentSource, by, now: new Date() })
  },
  preview: async (request: CallableRequest<unknown>): Promise<NewsletterLetter> => {
    requireCoach(request)
    const { slug, note } = parseRequest(newsletterPreviewSchema, request.data)
    return sample(await letterFor(firestore(), slug, note, await letterContext()), functionsBase(rawOf(request))).letter
  },
  sendTest: async (request: CallableRequest<unknown>): Promise<NewsletterSendTestResult> => {
    requireCoach(request)
    const { slug, note } = parseRequest(newsletterSendTestSchema, request.data)
    const db = firestore()
    const context = await letterContext()
    const { letter, link } = sample(await letterFor(db, slug, note, context), functionsBase(rawOf(request)))
    // Her address in force (the confirmed notification address), as every e-mail to her.
    const to = (await refreshSiteIdentity(db)).email
    const ref = db.collection(MAIL).doc()
    const mail = { to: [to], message: letter, headers: unsubscribeHeaders(link) }
    await ref.create({ ...mail, expiresAt: Timestamp.fromDate(expiryAfter(new Date(), enquiryKeepDays())) })
    printQueuedMails([{ id: ref.id, mail }])
    return { to }
  },
  send: async (request: CallableRequest<unknown>): Promise<NewsletterSendResult> => {
    const by = requireCoach(request)
    const { slug, note, sendId } = parseRequest(newsletterSendSchema, request.data)
    return startSend(
      firestore(),
      { sendId, slug, note, base: functionsBase(rawOf(request)), by, now: new Date(), keepDays: enquiryKeepDays(), settings: batchSettings() },
      await letterContext(),
    )
  },
  sendStatus: async (request: CallableRequest<unknown>): Promise<NewsletterSendStatus> => {
    requireCoach(request)
    await refreshSiteIdentity(firestore())
    return sendStatus(firestore(), parseRequest(newsletterSendStatusSchema, request.data), { now: new Date(), settings: batchSettings(), keepDays: enquiryKeepDays() })
  },
}

const studio = { enforceAppCheck: ENFORCE_APP_CHECK }

export const subscribeToNewsletter = onCall(submitEnquiryOptions, handleSubscribe)
export const studioNewsletterList = onCall(studio, newsletterHandlers.list)
export const studioNewsletterRemove = onCall(studio, newsletterHandlers.remove)
export const studioNewsletterExport = onCall(studio, newsletterHandlers.exportList)
export const studioNewsletterImport = onCall(studio, newsletterHandlers.importList)
export const studioNewsletterPreview = onCall(studio, newsletterHandlers.preview)
export const studioNewsletterSendTest = onCall(studio, newsletterHandlers.sendTest)
export const studioNewsletterSend = onCall({ ...studio, timeoutSeconds: 300 }, newsletterHandlers.send)
export const studioNewsletterSendStatus = onCall(studio, newsletterHandlers.sendStatus)

export const newsletterSubscribe = onRequest(async (request, response) => {
  await serveSubscribe(firestore(), request, response)
})
export const newsletterConfirm = onRequest(async (request, response) => {
  await serveConfirm(firestore(), request, response)
})
export const newsletterUnsubscribe = onRequest(async (request, response) => {
  await serveUnsubscribe(firestore(), request, response)
})

/** Every minute: the next batch of each send whose pause is over (a send interrupted resumes here). */
export const sendNewsletterBatches = onSchedule({ schedule: "every 1 minutes", timeZone: "Europe/London", timeoutSeconds: 300 }, async () => {
  const db = firestore()
  await refreshSiteIdentity(db)
  const queued = await advanceSends(db, new Date(), batchSettings(), enquiryKeepDays())
  if (queued > 0) logger.info("Newsletter letters queued", { queued })
})

/** Every night, London time: the newsletter's records past her keeping period. */
export const deleteExpiredNewsletter = onSchedule({ schedule: "every day 03:30", timeZone: "Europe/London" }, async () => {
  const db = firestore()
  const deleted = await deleteExpiredNewsletterRecords(db)
  logger.info("Expired newsletter records deleted", { deleted })
})
