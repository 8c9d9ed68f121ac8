/**
 * @jest-environment node
 *
 * The studio checks each request with the schema its callable parses it with (contract/studio-api.ts)
 * before sending it: one the callable would refuse is refused here the same way (invalid-argument,
 * each field and its problem, which the editors show as the server's answer) and never sent; one it
 * would take is sent as it is. The callables' own refusals are in studio-callables.test.ts.
 */
import { CALLABLE_HEADERS, withLoopbackCallable } from "./helpers/loopback-callable"
import { validDraft, validPostDraft } from "./helpers/studio-cases"
import { MAX_DRAFT_BYTES, type StoryDraft } from "../contract/studio-stories-api"
import { callErrorKind } from "../src/firebase/call-errors"
import { markEnquiry, saveStoryDraft, savePostDraft } from "../studio/callables/studio-callables"

const received: unknown[] = []
const backend = withLoopbackCallable((_req, body, res) => {
  received.push(JSON.parse(body))
  res.writeHead(200, CALLABLE_HEADERS).end(JSON.stringify({ result: { revision: 1, updatedAt: "2026-03-01T09:00:00.000Z", problems: [] } }))
})

beforeEach(() => {
  received.length = 0
})

const refusal = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!error) throw new Error("the request was sent")
  return error as { details?: unknown }
}

test("a story draft too large for the callable is refused in the studio, as the callable would, and not sent", async () => {
  const draft: StoryDraft = { ...validDraft(), title: "x".repeat(MAX_DRAFT_BYTES) }
  const error = await refusal(saveStoryDraft(backend.setup(), { storyId: "saying-no", baseRevision: 0, draft }))
  expect(callErrorKind(error)).toBe("invalid-argument")
  expect(error.details).toEqual({ problems: [{ field: "draft", message: "is too large" }] })
  expect(received).toEqual([])
})

test("a post's address that breaks the rule of addresses, and an enquiry id that is not one, are refused before sending", async () => {
  const post = await refusal(savePostDraft(backend.setup(), { postId: "Not A Slug", baseRevision: 0, draft: validPostDraft("x") }))
  expect(callErrorKind(post)).toBe("invalid-argument")
  expect(post.details).toMatchObject({ problems: [{ field: "postId" }] })
  const mark = await refusal(markEnquiry(backend.setup(), { enquiryId: "no-such-enquiry", read: true }))
  expect(mark.details).toEqual({ problems: [{ field: "enquiryId", message: "must be the id of an enquiry" }] })
  expect(received).toEqual([])
})

test("a request the callable would take is sent as it is", async () => {
  const request = { storyId: "saying-no", baseRevision: 0, draft: validDraft() }
  await expect(saveStoryDraft(backend.setup(), request)).resolves.toMatchObject({ revision: 1 })
  expect(received).toEqual([{ data: request }])
})
