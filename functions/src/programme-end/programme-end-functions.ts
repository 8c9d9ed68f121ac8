/**
 * The callables of a programme's end. Hers (coach only): list the records, end a programme, ask for
 * a testimonial, suggest other words for it, publish it as permitted, export a record as one zip, erase one. The client's (their
 * own engagements only): read and give their testimonial, ask for erasure. Who is calling is
 * checked before the request's shape.
 */
import { getApps, initializeApp } from "firebase-admin/app"
import { getAuth } from "firebase-admin/auth"
import { HttpsError, onCall, type CallableRequest } from "firebase-functions/v2/https"
import { logger } from "firebase-functions"
import {
  engagementRequestSchema,
  eraseClientRecordSchema,
  exportClientRecordSchema,
  giveTestimonialSchema,
  listClientRecordsSchema,
  publishTestimonialSchema,
  requestErasureSchema,
  suggestWordingSchema,
  type ProgrammeEndResult,
  type EraseClientRecordResult,
  type ExportClientRecordResult,
  type ListClientRecordsResult,
  type MyTestimonialResult,
  type PublishTestimonialResult,
} from "../../../contract/programme-end-api"
import { ENFORCE_APP_CHECK } from "../common/app-check"
import { printQueuedMails } from "../common/local-terminal"
import { requireClient } from "../client-room/require-client"
import { firestore } from "../firestore"
import { refreshSiteIdentity } from "../site/site-identity"
import { requireCoach } from "../studio/require-coach"
import { BUILD_HOOK_TOKEN, buildHooksPerHour, configuredBuildHook } from "../studio/site-rebuilds"
import { parseRequest } from "../studio/studio-requests"
import { clientRecordOf, listClientRecords, myTestimonial } from "./client-records"
import { buildTestimonials } from "./published-testimonials"
import { eraseConfirmed, requestErasure } from "./record-erasure"
import { exportRecord } from "./record-export"
import { askTestimonial, endProgramme, giveTestimonial, publishTestimonial, suggestWording } from "./testimonials"

const auth = () => getAuth(getApps()[0] ?? initializeApp())
const buildSettings = () => ({ hook: configuredBuildHook(), buildsPerHour: buildHooksPerHour() })

const recordResult = async (engagementId: string): Promise<ProgrammeEndResult> => {
  const db = firestore()
  const record = await clientRecordOf(db, engagementId, (await refreshSiteIdentity(db)).clientRecordMonths)
  if (!record) throw new HttpsError("not-found", "There is no such programme.")
  return { record }
}

export const clientRecordHandlers = {
  listClientRecords: async (request: CallableRequest<unknown>): Promise<ListClientRecordsResult> => {
    requireCoach(request)
    parseRequest(listClientRecordsSchema, request.data)
    const db = firestore()
    const { clientRecordMonths } = await refreshSiteIdentity(db)
    return { records: await listClientRecords(db, clientRecordMonths), clientRecordMonths }
  },
  endProgramme: async (request: CallableRequest<unknown>, now = new Date()): Promise<ProgrammeEndResult> => {
    requireCoach(request)
    const { engagementId } = parseRequest(engagementRequestSchema, request.data)
    await endProgramme(firestore(), engagementId, now)
    return recordResult(engagementId)
  },
  askTestimonial: async (request: CallableRequest<unknown>, now = new Date()): Promise<ProgrammeEndResult> => {
    requireCoach(request)
    const { engagementId } = parseRequest(engagementRequestSchema, request.data)
    const db = firestore()
    const mail = await askTestimonial(db, engagementId, await refreshSiteIdentity(db), now)
    if (mail) printQueuedMails([mail])
    return recordResult(engagementId)
  },
  suggestWording: async (request: CallableRequest<unknown>): Promise<ProgrammeEndResult> => {
    requireCoach(request)
    const suggesting = parseRequest(suggestWordingSchema, request.data)
    const db = firestore()
    const mail = await suggestWording(db, suggesting, await refreshSiteIdentity(db))
    if (mail) printQueuedMails([mail])
    return recordResult(suggesting.engagementId)
  },
  publishTestimonial: async (request: CallableRequest<unknown>): Promise<PublishTestimonialResult> => {
    requireCoach(request)
    const { engagementId, wordingHash } = parseRequest(publishTestimonialSchema, request.data)
    const db = firestore()
    const { revision } = await publishTestimonial(db, engagementId, wordingHash)
    const build = await buildTestimonials(db, revision, "publish", buildSettings())
    logger.info("Testimonial published", { engagementId })
    return { ...(await recordResult(engagementId)), build }
  },
  exportClientRecord: async (request: CallableRequest<unknown>): Promise<ExportClientRecordResult> => {
    requireCoach(request)
    const { engagementId, includeNotes } = parseRequest(exportClientRecordSchema, request.data)
    const db = firestore()
    const { filename, zip } = await exportRecord(db, engagementId, await refreshSiteIdentity(db), includeNotes)
    return { filename, contentType: "application/zip", base64: zip.toString("base64") }
  },
  eraseClientRecord: async (request: CallableRequest<unknown>, now = new Date()): Promise<EraseClientRecordResult> => {
    requireCoach(request)
    const { engagementId, confirmName } = parseRequest(eraseClientRecordSchema, request.data)
    const result = await eraseConfirmed(firestore(), auth(), engagementId, confirmName, now)
    // The log names the engagement's id only: the person is gone.
    logger.info("Client record erased", { engagementId, ...result })
    return result
  },
  myTestimonial: async (request: CallableRequest<unknown>): Promise<MyTestimonialResult> => {
    const clientEmail = requireClient(request)
    const { engagementId } = parseRequest(engagementRequestSchema, request.data)
    return myTestimonial(firestore(), clientEmail, engagementId)
  },
  giveTestimonial: async (request: CallableRequest<unknown>): Promise<MyTestimonialResult> => {
    const clientEmail = requireClient(request)
    const giving = parseRequest(giveTestimonialSchema, request.data)
    const db = firestore()
    const { withdrawnRevision } = await giveTestimonial(db, clientEmail, giving)
    // Changed words take the old ones off the site until she publishes the new.
    await buildTestimonials(db, withdrawnRevision, "unpublish", buildSettings())
    return myTestimonial(db, clientEmail, giving.engagementId)
  },
  requestErasure: async (request: CallableRequest<unknown>, now = new Date()): Promise<MyTestimonialResult> => {
    const clientEmail = requireClient(request)
    const { engagementId, reason } = parseRequest(requestErasureSchema, request.data)
    const db = firestore()
    const mail = await requestErasure(db, clientEmail, engagementId, reason, await refreshSiteIdentity(db), now)
    if (mail) printQueuedMails([mail])
    return myTestimonial(db, clientEmail, engagementId)
  },
}

const options = { enforceAppCheck: ENFORCE_APP_CHECK }
// Only those that may change her published testimonials are given the build hook's token.
const withHookToken = { ...options, secrets: [BUILD_HOOK_TOKEN] }

export const studioListClientRecords = onCall(options, (request) => clientRecordHandlers.listClientRecords(request))
export const studioEndProgramme = onCall(options, (request) => clientRecordHandlers.endProgramme(request))
export const studioAskTestimonial = onCall(options, (request) => clientRecordHandlers.askTestimonial(request))
export const studioSuggestTestimonialWording = onCall(options, (request) => clientRecordHandlers.suggestWording(request))
export const studioPublishTestimonial = onCall(withHookToken, (request) => clientRecordHandlers.publishTestimonial(request))
export const studioExportClientRecord = onCall({ ...options, memory: "512MiB" }, (request) => clientRecordHandlers.exportClientRecord(request))
export const studioEraseClientRecord = onCall(options, (request) => clientRecordHandlers.eraseClientRecord(request))
export const clientGetTestimonial = onCall(options, (request) => clientRecordHandlers.myTestimonial(request))
export const clientGiveTestimonial = onCall(withHookToken, (request) => clientRecordHandlers.giveTestimonial(request))
export const clientRequestErasure = onCall(options, (request) => clientRecordHandlers.requestErasure(request))
