/** The room's calls about a programme's end: the testimonial and asking for erasure. Browser only. */
import type { FirebaseSetup } from "../../src/firebase/config"
import { callFunction } from "../../src/firebase/callable"
import {
  CLIENT_TESTIMONIAL_CALLABLES,
  type EngagementRequest,
  type GiveTestimonialRequest,
  type MyTestimonialResult,
  type RequestErasureRequest,
} from "../../contract/programme-end-api"

export const fetchMyTestimonial = (setup: FirebaseSetup, engagementId: string): Promise<MyTestimonialResult> =>
  callFunction<EngagementRequest, MyTestimonialResult>(setup, CLIENT_TESTIMONIAL_CALLABLES.myTestimonial, { engagementId })

export const giveTestimonial = (setup: FirebaseSetup, request: GiveTestimonialRequest): Promise<MyTestimonialResult> =>
  callFunction<GiveTestimonialRequest, MyTestimonialResult>(setup, CLIENT_TESTIMONIAL_CALLABLES.giveTestimonial, request)

export const askForErasure = (setup: FirebaseSetup, request: RequestErasureRequest): Promise<MyTestimonialResult> =>
  callFunction<RequestErasureRequest, MyTestimonialResult>(setup, CLIENT_TESTIMONIAL_CALLABLES.requestErasure, request)
