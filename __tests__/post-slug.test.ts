/**
 * @jest-environment node
 *
 * A post's address is refused at publish, with the field named, when the build could not give it:
 * taken by a post written as a file, by another published post, by the blog's own pages or photos,
 * or not an address at all.
 */
import { pagedPath } from "../contract/paging"
import { postSlugProblem, RESERVED_POST_SLUGS, type TakenSlugs } from "../contract/post-slug"
import { POST_IMAGES_DIR, postPath } from "../contract/routes"

const TAKEN: TakenSlugs = { filePosts: ["delegation-is-a-design-problem"], publishedPosts: ["notes-from-an-awayday"] }

describe("a post's slug", () => {
  it.each(["what-we-decided", "first-90-days", "q3"])("%s is free", (slug) => {
    expect(postSlugProblem(slug, TAKEN)).toBeNull()
  })

  it.each(["Notes", "notes from an awayday", "notes-", "-notes", "notes--awayday", "notes_awayday", "", "caf\u00e9"])(
    "%j is refused: not an address",
    (slug) => {
      expect(postSlugProblem(slug, TAKEN)).toEqual({ field: "slug", message: "must be lower-case words joined by hyphens, e.g. notes-from-an-awayday" })
    },
  )

  const OWN_ADDRESSES = "(/blog/page/, /blog/images/)"

  it("is refused when the paged list uses it", () => {
    // The second page of the blog lives under /blog/page/: a post there would be overwritten.
    expect(pagedPath("/blog/", 2)).toBe(`/blog/${RESERVED_POST_SLUGS[0]}/2/`)
    expect(postSlugProblem("page", TAKEN)).toEqual({ field: "slug", message: `"page" is taken by the blog's own addresses ${OWN_ADDRESSES}; choose another` })
  })

  it("is refused where the build publishes the posts' photos", () => {
    // The studio's posts' photos are served from /blog/images/<hash>.jpg: a post there would have its page among them.
    expect(`/${POST_IMAGES_DIR}/`).toBe(postPath("images"))
    expect(postSlugProblem("images", TAKEN)).toEqual({ field: "slug", message: `"images" is taken by the blog's own addresses ${OWN_ADDRESSES}; choose another` })
  })

  it("is refused when a post written as a file has it", () => {
    expect(postSlugProblem("delegation-is-a-design-problem", TAKEN)).toEqual({
      field: "slug",
      message: `"delegation-is-a-design-problem" is already the address of a post written as a file; choose another`,
    })
  })

  it("is refused when another published post has it", () => {
    expect(postSlugProblem("notes-from-an-awayday", TAKEN)).toEqual({
      field: "slug",
      message: `"notes-from-an-awayday" is already the address of another published post; choose another`,
    })
  })

  it("is free again for the post that has it, which the caller leaves out of the published ones", () => {
    expect(postSlugProblem("notes-from-an-awayday", { ...TAKEN, publishedPosts: [] })).toBeNull()
  })
})
