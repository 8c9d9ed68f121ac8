/**
 * @jest-environment node
 *
 * The pre-publish checklist of a post: each rule passes a good draft and names what is wrong with
 * a bad one, the field it is in and whether it stops publishing.
 */
import { postChecklist, publishablePost, readyToPublish, TITLE_SEARCH_CHARS, type PostChecklistLine } from "../contract/post-checklist"
import type { PostDraft } from "../contract/post-input"
import type { TakenSlugs } from "../contract/post-slug"
import { SEARCH_DESCRIPTION_MAX_CHARS } from "../contract/schema-fields"
import { LOCAL_PROJECT_ID } from "../scripts/local-backend/site-env"

const TAKEN: TakenSlugs = { filePosts: ["delegation-is-a-design-problem"], publishedPosts: ["board-meetings"] }

const BODY = [
  "A day away is worth it only if the team comes back with [decisions](/blog/decisions/).",
  "",
  "<!-- more -->",
  "",
  "## What we decided",
  "",
  "![The team around a table](https://storage.example/team.jpg)",
  "",
  "### Who owns what",
  "",
  "- One owner each, [written down](https://example.com/template)",
  "- A date each.[^1]",
  "",
  "## What we will not do",
  "",
  "> Say no to something every quarter.",
  "",
  "Questions? [Write to me](mailto:coach@example.com) or read <sup>more</sup> on <a href=\"/contact/\">the contact page</a>.",
  "",
  "| Week | Owner |",
  "| --- | --- |",
  "| One | Anna |",
  "",
  "[^1]: Dates slip less when they are written down.",
].join("\n")

const draft = (change: PostDraft = {}): PostDraft => ({
  slug: "notes-from-an-awayday",
  title: "Notes from an awayday",
  date: "2026-06-02",
  description: "What a leadership team learnt in a day away from the office.",
  tags: ["teams"],
  body: BODY,
  ...change,
})

const lines = (change: PostDraft = {}) => postChecklist(draft(change), TAKEN)
const bodyWith = (markdown: string) => lines({ body: `Opening paragraph.\n\n${markdown}` })
const blocking = (field: string, message: string | RegExp): PostChecklistLine =>
  expect.objectContaining({ field, blocking: true, message: typeof message === "string" ? message : expect.stringMatching(message) })

describe("a post's pre-publish checklist", () => {
  it("is clear for a complete post, which is then published as the build will read it", () => {
    expect(lines()).toEqual([])
    expect(readyToPublish(lines())).toBe(true)
    expect(publishablePost(draft(), TAKEN)).toMatchObject({ slug: "notes-from-an-awayday", body: BODY })
  })

  it("blocks an empty draft, naming each field to fill", () => {
    const found = postChecklist({}, TAKEN)
    expect(found.map((line) => line.field)).toEqual(["slug", "title", "date", "description", "tags", "body"])
    expect(found.every((line) => line.blocking)).toBe(true)
    expect(publishablePost({}, TAKEN)).toBeNull()
  })

  describe("title and description", () => {
    it("blocks an empty title", () => {
      expect(lines({ title: " " })).toEqual([blocking("title", "must not be empty")])
    })

    it("advises, without blocking, on a title longer than search results show", () => {
      const title = "x".repeat(TITLE_SEARCH_CHARS + 1)
      const found = lines({ title })
      expect(found).toEqual([{ field: "title", blocking: false, message: `has ${TITLE_SEARCH_CHARS + 1} characters; search results show about ${TITLE_SEARCH_CHARS}, so the end may be cut short` }])
      expect(readyToPublish(found)).toBe(true)
      expect(publishablePost(draft({ title }), TAKEN)).not.toBeNull()
      expect(lines({ title: "x".repeat(TITLE_SEARCH_CHARS) })).toEqual([])
    })

    it("blocks a description longer than the build allows, and takes one at the limit", () => {
      expect(SEARCH_DESCRIPTION_MAX_CHARS).toBe(200)
      expect(lines({ description: "x".repeat(201) })).toEqual([blocking("description", "should be at most 200 characters so search results show it whole")])
      expect(lines({ description: "x".repeat(200) })).toEqual([])
    })
  })

  describe("the cover", () => {
    it("blocks a cover without its description", () => {
      expect(lines({ cover: "https://storage.example/cover.jpg" })).toEqual([blocking("coverAlt", "is required when a cover image is set")])
    })

    it("is clear with its description, or with no cover at all", () => {
      expect(lines({ cover: "https://storage.example/cover.jpg", coverAlt: "A path up a hill" })).toEqual([])
      expect(lines({ cover: undefined, coverAlt: undefined })).toEqual([])
    })
  })

  describe("images in the body", () => {
    it("blocks an image without a description, in Markdown or in HTML", () => {
      expect(bodyWith("![](https://storage.example/a.jpg)")).toEqual([blocking("body", /^line 3: the image "https:\/\/storage\.example\/a\.jpg" needs a description/)])
      expect(bodyWith("![  ](https://storage.example/a.jpg)")).toEqual([blocking("body", /needs a description/)])
      expect(bodyWith('<img src="https://storage.example/b.jpg">')).toEqual([blocking("body", /^line 3: the image "https:\/\/storage\.example\/b\.jpg" needs a description/)])
    })

    it("is clear when every image is described", () => {
      expect(bodyWith('![A cover](https://storage.example/a.jpg)\n\n<img src="/static/b.jpg" alt="A desk">')).toEqual([])
    })

    it("blocks an image from an address the site will not show", () => {
      expect(bodyWith("![A desk](http://example.com/desk.jpg)")).toEqual([blocking("body", /the image "http:\/\/example\.com\/desk\.jpg" must be a photo uploaded in the studio or an https:\/\/ address/)])
    })

    it("accepts a photo in the local backend's photo storage only where the studio runs against it", () => {
      const photo = `http://127.0.0.1:9199/v0/b/${LOCAL_PROJECT_ID}.appspot.com/o/posts%2Fa%2Fb.jpg?alt=media&token=t`
      const body = `Opening paragraph.\n\n![A desk](${photo})\n\n<img src="${photo}" alt="A desk">`
      const local = { localPhotoOrigin: "http://127.0.0.1:9199" }
      expect(postChecklist(draft({ body }), TAKEN, local)).toEqual([])
      expect(publishablePost(draft({ body }), TAKEN, local)).not.toBeNull()
      // Against a real project the same address is refused, in Markdown and in HTML.
      expect(postChecklist(draft({ body }), TAKEN)).toEqual([blocking("body", /^line 3: the image .* must be a photo uploaded/), blocking("body", /^line 5: /), blocking("body", /^line 5: /)])
      for (const other of ["http://127.0.0.1:9198/v0/b/x/o/y", "http://127.0.0.1:9199@elsewhere.example/a.jpg", "http://elsewhere.example/a.jpg"]) {
        expect(postChecklist(draft({ body: `Opening.\n\n![A desk](${other})` }), TAKEN, local)).toEqual([blocking("body", /must be a photo uploaded in the studio/)])
      }
    })
  })

  describe("headings", () => {
    it("is clear when headings go down one level at a time and come back up", () => {
      expect(bodyWith("## One\n\n### One a\n\n#### One a i\n\n## Two\n\n### Two a")).toEqual([])
    })

    it("blocks a jump from level 2 to level 4", () => {
      expect(bodyWith("## One\n\n#### Too deep")).toEqual([
        blocking("body", 'line 5: the heading "Too deep" is level 4 straight after level 2; make it level 3 (###), as headings go down one level at a time'),
      ])
    })

    it("blocks a first heading below level 2, as the title is level 1", () => {
      expect(bodyWith("### Straight in")).toEqual([blocking("body", /the heading "Straight in" is level 3 straight after level 1; make it level 2 \(##\)/)])
    })

    it("blocks a main heading, in Markdown or in HTML: the title is the page's one", () => {
      expect(bodyWith("# Another title")).toEqual([blocking("body", /the heading "Another title" is a main heading/)])
      expect(bodyWith("<h1>Another title</h1>")).toEqual([blocking("body", /the heading "Another title" is a main heading/)])
    })
  })

  describe("links", () => {
    it("is clear for site paths, https:// and mailto: addresses and footnotes", () => {
      expect(bodyWith("[a](/services/) [b](https://example.com/) [c](mailto:coach@example.com) [d][ref] e.[^n]\n\n[ref]: /faq/\n\n[^n]: A note.")).toEqual([])
    })

    it.each([
      ["http://example.com/", "[plain](http://example.com/)"],
      ["http://www.example.com", "Read www.example.com"],
      ["javascript:alert(1)", "[run](javascript:alert(1))"],
      ["//elsewhere.example/", "[elsewhere](//elsewhere.example/)"],
      ["contact/", "[relative](contact/)"],
      ["ftp://files.example/", "[files](ftp://files.example/)"],
    ])("blocks a link to %s", (href, markdown) => {
      expect(bodyWith(markdown)).toContainEqual(blocking("body", `line 3: the link ${JSON.stringify(markdown.match(/\[(\w+)\]/)?.[1] ?? "www.example.com")} goes to "${href}": links may only go to a site path such as /contact/, an https:// address or a mailto: address`))
    })

    it("blocks a link in HTML as one in Markdown", () => {
      expect(bodyWith('<a href="http://example.com/">plain</a>')).toContainEqual(blocking("body", /the link "plain" goes to "http:\/\/example\.com\/"/))
    })
  })

  describe("raw HTML", () => {
    it("is clear for HTML the site keeps, and for the excerpt separator", () => {
      expect(bodyWith('Some <sup>raised</sup> and <del>struck</del> text.\n\n<!-- more -->\n\n<table><tr><td align="left">One</td></tr></table>')).toEqual([])
    })

    it.each([
      ["a script", '<script>alert("x")</script>'],
      ["an event handler", '<p onclick="alert(1)">Click</p>'],
      ["a frame", '<iframe src="https://elsewhere.example/"></iframe>'],
      ["a style block", "<style>body { display: none }</style>"],
      ["a style attribute", '<p style="color: red">Red</p>'],
      ["a form", '<form action="https://elsewhere.example/"><input name="card"></form>'],
    ])("blocks %s, which the sanitiser would remove", (_what, html) => {
      expect(bodyWith(html)).toContainEqual(blocking("body", /^line 3: this HTML would be removed when the post is published: /))
    })

    it("blocks inline HTML the sanitiser would change", () => {
      expect(bodyWith('Text with <b onmouseover="alert(1)">bold</b> words.')).toEqual([blocking("body", /^line 3: this HTML would be removed when the post is published: "<b onmouseover=/)])
    })
  })

  describe("the slug", () => {
    it("blocks a slug another post has, once, naming the field", () => {
      expect(lines({ slug: "delegation-is-a-design-problem" })).toEqual([blocking("slug", /is already the address of a post written as a file/)])
      expect(lines({ slug: "board-meetings" })).toEqual([blocking("slug", /is already the address of another published post/)])
    })

    it("blocks a reserved or malformed slug once, not once per rule", () => {
      expect(lines({ slug: "page" })).toEqual([blocking("slug", /is taken by the blog's own addresses/)])
      expect(lines({ slug: "images" })).toEqual([blocking("slug", /is taken by the blog's own addresses/)])
      expect(lines({ slug: "Notes From" })).toEqual([blocking("slug", "must be lower-case words joined by hyphens, e.g. notes-from-an-awayday")])
    })
  })

  it("lists the body's problems top to bottom, each with its line", () => {
    const found = bodyWith("#### Deep\n\n![](https://storage.example/a.jpg)\n\n<iframe></iframe>\n\n[x](http://example.com/)")
    expect(found.map((line) => line.message.slice(0, 8))).toEqual(["line 3: ", "line 5: ", "line 7: ", "line 9: "])
  })
})
