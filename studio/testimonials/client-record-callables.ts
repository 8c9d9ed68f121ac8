/** The studio's calls about a programme's end (contract/client-record-api.ts). Browser only. */
import type { FirebaseSetup } from "../../src/firebase/config"
import { callFunction } from "../../src/firebase/callable"
import {
  CLIENT_RECORD_CALLABLES,
  type ClientRecordResult,
  type EngagementRequest,
  type EraseClientRecordRequest,
  type EraseClientRecordResult,
  type ExportClientRecordRequest,
  type ExportClientRecordResult,
  type ListClientRecordsResult,
  type PublishTestimonialRequest,
  type PublishTestimonialResult,
} from "../../contract/client-record-api"

export const fetchClientRecords = (setup: FirebaseSetup): Promise<ListClientRecordsResult> =>
  callFunction<Record<string, never>, ListClientRecordsResult>(setup, CLIENT_RECORD_CALLABLES.listClientRecords, {})

export const endProgramme = (setup: FirebaseSetup, request: EngagementRequest): Promise<ClientRecordResult> =>
  callFunction<EngagementRequest, ClientRecordResult>(setup, CLIENT_RECORD_CALLABLES.endProgramme, request)

export const askTestimonial = (setup: FirebaseSetup, request: EngagementRequest): Promise<ClientRecordResult> =>
  callFunction<EngagementRequest, ClientRecordResult>(setup, CLIENT_RECORD_CALLABLES.askTestimonial, request)

export const publishTestimonial = (setup: FirebaseSetup, request: PublishTestimonialRequest): Promise<PublishTestimonialResult> =>
  callFunction<PublishTestimonialRequest, PublishTestimonialResult>(setup, CLIENT_RECORD_CALLABLES.publishTestimonial, request)

export const exportClientRecord = (setup: FirebaseSetup, request: ExportClientRecordRequest): Promise<ExportClientRecordResult> =>
  callFunction<ExportClientRecordRequest, ExportClientRecordResult>(setup, CLIENT_RECORD_CALLABLES.exportClientRecord, request)

export const eraseClientRecord = (setup: FirebaseSetup, request: EraseClientRecordRequest): Promise<EraseClientRecordResult> =>
  callFunction<EraseClientRecordRequest, EraseClientRecordResult>(setup, CLIENT_RECORD_CALLABLES.eraseClientRecord, request)
