/**
 * Story photos in the studio: where an upload is stored, what the coach is told when it fails, and
 * what the pre-publish checklist says about a photo's description and a poster's size and shape,
 * by the build's own schema and limits.
 */
import { STORY_LIMITS } from "../contract/story"
import { fieldControlId, fieldName, problemControlId } from "../studio/stories/story-checklist-lines"
import {
  editPage,
  removeBackgroundPhoto,
  removePosterPhoto,
  setBackgroundAlt,
  setBackgroundPhoto,
  setDrawnPoster,
  setPosterAlt,
  setPosterPhoto,
  setTitle,
} from "../studio/stories/story-edits"
import { publishableStory, storyProblems } from "../contract/story-checklist"
import { photoPath, storyOwner, uploadProblem, wasCancelled } from "../studio/photos/photo-files"
import { STORY_PALETTE } from "../src/theme/story-palette"
import { validDraft } from "./helpers/studio-cases"

const DATE = "2026-11-23"
const URL = "https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/stories%2Fa%2Fx.jpg?alt=media&token=t"
const photo = (width: number, height: number) => ({ src: URL, width, height })
const lines = (draft: Parameters<typeof storyProblems>[0]) => storyProblems(draft, DATE).map(({ field, message }) => `${fieldName(field)}: ${message}`)

describe("where a photo is stored", () => {
  it("goes under stories/{storyId}/ with a fresh name and the JPEG extension", () => {
    expect(photoPath(storyOwner("saying-no-to-a-board"), "0b4c2a")).toBe("stories/saying-no-to-a-board/0b4c2a.jpg")
  })
})

describe("a page's background photo", () => {
  it("blocks publishing until it is described, then the build accepts the story", () => {
    let draft = editPage(validDraft(), 1, (page) => setBackgroundPhoto(page, photo(2000, 1333)))
    expect(draft.pages[1].background).toEqual({ image: { src: URL, width: 2000, height: 1333, alt: "" } })
    expect(lines(draft)).toEqual(["Page 2 photo description: must not be empty"])
    expect(publishableStory(draft, DATE)).toBeNull()

    draft = editPage(draft, 1, (page) => setBackgroundAlt(page, "Two people talking across a desk"))
    expect(lines(draft)).toEqual([])
    expect(publishableStory(draft, DATE)?.pages[1].background.image).toMatchObject({ src: URL, alt: "Two people talking across a desk" })
  })

  it("keeps its description when replaced, and goes back to a brand colour when removed", () => {
    let draft = editPage(validDraft(), 0, (page) => setBackgroundAlt(setBackgroundPhoto(page, photo(1200, 1600)), "A quiet office"))
    draft = editPage(draft, 0, (page) => setBackgroundPhoto(page, { ...photo(1600, 1200), src: `${URL}2` }))
    expect(draft.pages[0].background.image).toEqual({ src: `${URL}2`, width: 1600, height: 1200, alt: "A quiet office" })
    draft = editPage(draft, 0, removeBackgroundPhoto)
    expect(draft.pages[0].background).toEqual({ color: STORY_PALETTE[0].color })
    // The words on the page are untouched by any of it.
    expect(draft.pages[0].heading).toBe(validDraft().pages[0].heading)
  })
})

describe("an uploaded poster", () => {
  const { minWidth, minHeight } = STORY_LIMITS.poster

  it("must be portrait 3:4 and at least the build's minimum size", () => {
    const described = (width: number, height: number) => setPosterAlt(setPosterPhoto(validDraft(), photo(width, height)), "The coach at a whiteboard")
    expect(lines(described(2000, 1500))).toEqual(["Poster photo: must be portrait 3:4 (it is 2000×1500)"])
    expect(lines(described(480, 640))).toEqual([`Poster photo: must be at least ${minWidth}×${minHeight} (it is 480×640)`])
    expect(lines(described(minWidth, minHeight))).toEqual([])
    expect(lines(described(1500, 2000))).toEqual([])
  })

  it("needs its own description; a drawn poster's follows the title again once the photo goes", () => {
    let draft = setPosterPhoto(setDrawnPoster(validDraft(), STORY_PALETTE[1].color), photo(1500, 2000))
    expect(lines(draft)).toEqual(["Poster description: must not be empty"])
    draft = setTitle(setPosterAlt(draft, "The coach at a whiteboard"), "Saying no, kindly")
    expect(draft.poster).toEqual({ ...photo(1500, 2000), alt: "The coach at a whiteboard" })
    draft = removePosterPhoto(draft)
    expect(draft.poster).toEqual({ color: STORY_PALETTE[0].color, alt: "Saying no, kindly" })
    expect(lines(draft)).toEqual([])
  })

  it("sends the coach to the control that fixes each photo problem", () => {
    expect(problemControlId({ field: "pages[2].background.image.alt", message: "" })).toBe(`${fieldControlId("pages[2].background.image")}-alt`)
    expect(problemControlId({ field: "pages[2].background.image.src", message: "" })).toBe(fieldControlId("pages[2].background.image"))
    expect(problemControlId({ field: "poster.src", message: "" })).toBe(fieldControlId("poster.src"))
  })
})

describe("when an upload goes wrong", () => {
  it("says what happened in words, by the SDK's error code", () => {
    expect(uploadProblem({ code: "storage/unauthorized", message: "Firebase Storage: User does not have permission" })).toMatch(/may not upload photos/)
    expect(uploadProblem({ code: "storage/retry-limit-exceeded" })).toMatch(/connection dropped/)
    expect(uploadProblem(new Error("boom"))).toBe("The photo could not be uploaded. Check you are online, then try again.")
  })

  it("treats the coach's own Cancel as no failure", () => {
    expect(wasCancelled({ code: "storage/canceled" })).toBe(true)
    expect(wasCancelled(new DOMException("stopped", "AbortError"))).toBe(true)
    expect(wasCancelled({ code: "storage/unknown" })).toBe(false)
  })
})
