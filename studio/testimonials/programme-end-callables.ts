/** The studio's calls about a programme's end (contract/programme-end-api.ts). Browser only. */
import type { FirebaseSetup } from "../../src/firebase/config"
import { callFunction } from "../../src/firebase/callable"
import {
  PROGRAMME_END_CALLABLES,
  type ProgrammeEndResult,
  type EngagementRequest,
  type EraseClientRecordRequest,
  type EraseClientRecordResult,
  type ExportClientRecordRequest,
  type ExportClientRecordResult,
  type ListClientRecordsResult,
  type PublishTestimonialRequest,
  type PublishTestimonialResult,
  type SuggestWordingRequest,
} from "../../contract/programme-end-api"

export const fetchClientRecords = (setup: FirebaseSetup): Promise<ListClientRecordsResult> =>
  callFunction<Record<string, never>, ListClientRecordsResult>(setup, PROGRAMME_END_CALLABLES.listClientRecords, {})

export const endProgramme = (setup: FirebaseSetup, request: EngagementRequest): Promise<ProgrammeEndResult> =>
  callFunction<EngagementRequest, ProgrammeEndResult>(setup, PROGRAMME_END_CALLABLES.endProgramme, request)

export const askTestimonial = (setup: FirebaseSetup, request: EngagementRequest): Promise<ProgrammeEndResult> =>
  callFunction<EngagementRequest, ProgrammeEndResult>(setup, PROGRAMME_END_CALLABLES.askTestimonial, request)

export const suggestWording = (setup: FirebaseSetup, request: SuggestWordingRequest): Promise<ProgrammeEndResult> =>
  callFunction<SuggestWordingRequest, ProgrammeEndResult>(setup, PROGRAMME_END_CALLABLES.suggestWording, request)

export const publishTestimonial = (setup: FirebaseSetup, request: PublishTestimonialRequest): Promise<PublishTestimonialResult> =>
  callFunction<PublishTestimonialRequest, PublishTestimonialResult>(setup, PROGRAMME_END_CALLABLES.publishTestimonial, request)

export const exportClientRecord = (setup: FirebaseSetup, request: ExportClientRecordRequest): Promise<ExportClientRecordResult> =>
  callFunction<ExportClientRecordRequest, ExportClientRecordResult>(setup, PROGRAMME_END_CALLABLES.exportClientRecord, request)

export const eraseClientRecord = (setup: FirebaseSetup, request: EraseClientRecordRequest): Promise<EraseClientRecordResult> =>
  callFunction<EraseClientRecordRequest, EraseClientRecordResult>(setup, PROGRAMME_END_CALLABLES.eraseClientRecord, request)
