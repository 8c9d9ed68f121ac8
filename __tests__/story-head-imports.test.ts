/**
 * A story's AMP document writes its own head; react-helmet (the site pages' head manager) has no
 * place in it, so the module that builds that head must not even load it.
 */
jest.mock("react-helmet", () => {
  throw new Error("the story head loaded react-helmet")
})

it("builds the story head without loading react-helmet", async () => {
  const { ampStoryHead } = await import("../src/stories/amp-head")
  expect(typeof ampStoryHead).toBe("function")
})
