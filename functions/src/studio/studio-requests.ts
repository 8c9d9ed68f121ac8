/** Parsing a callable's request with its schema (contract/studio-*-api.ts, contract/booking-api.ts). */
import type { z } from "zod"
import { HttpsError } from "firebase-functions/v2/https"
import { requestProblems } from "../../../contract/studio-api"

/** Parses a request or throws invalid-argument listing each field and its problem. */
export const parseRequest = <T>(schema: z.ZodType<T>, data: unknown): T => {
  const parsed = schema.safeParse(data)
  if (parsed.success) return parsed.data
  throw new HttpsError("invalid-argument", "The request is not one the studio sends.", { problems: requestProblems(parsed.error) })
}
