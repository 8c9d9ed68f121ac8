/**
 * @jest-environment node
 *
 * A post's HTML sits inside the site's page, whose own elements have ids (Gatsby's root and focus
 * wrapper, the skip link's target, the list of pages). Every id a post carries is prefixed, as
 * GitHub prefixes user content, so no post can take one of them; the post's own in-page links
 * (footnotes, a link to a heading) are rewritten with it and still arrive where they pointed.
 */
import { JSDOM } from "jsdom"
import { postChecklist } from "../contract/post-checklist"
import { postHtml } from "../contract/post-markdown"
import { POST_ID_PREFIX, sanitisePostHtml, sanitiserRemoves } from "../contract/sanitise-post-html"

const PAGE_IDS = ["___gatsby", "gatsby-focus-wrapper", "gatsby-announcer", "site-pages", "main", "content"]

const documentOf = (html: string) => new JSDOM(`<!doctype html><body>${html}</body>`).window.document

describe("ids in a post's HTML", () => {
  it("are prefixed, so the page's own ids stay the page's", () => {
    expect(POST_ID_PREFIX).toBe("user-content-")
    const html = postHtml(PAGE_IDS.map((id) => `<div id="${id}">Taken</div>`).join("\n\n"))
    const ids = [...documentOf(html).querySelectorAll("[id]")].map((element) => element.id)
    expect(ids).toEqual(PAGE_IDS.map((id) => `user-content-${id}`))
  })

  it("keep footnotes working: each note's link reaches its note, and each note's way back reaches its mark", () => {
    const html = postHtml("A claim.[^1] And an inline note.^[Said in passing.]\n\n[^1]: The source of the claim.")
    const document = documentOf(html)
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
    expect(links.map((link) => link.getAttribute("href"))).toEqual(["#user-content-fn-1", "#user-content-fn-2", "#user-content-fnref-1", "#user-content-fnref-2"])
    for (const link of links) expect(document.getElementById(link.getAttribute("href")!.slice(1))).not.toBeNull()
    expect(document.getElementById("user-content-fn-1")?.textContent).toContain("The source of the claim.")
  })

  it("keep a link to a heading the post names itself working", () => {
    const document = documentOf(postHtml('<h2 id="what-we-decided">What we decided</h2>\n\nSee [what we decided](#what-we-decided).'))
    const link = document.querySelector("a")!
    expect(link.getAttribute("href")).toBe("#user-content-what-we-decided")
    expect(document.getElementById("user-content-what-we-decided")?.textContent).toBe("What we decided")
  })

  it("are prefixed once however often the HTML is sanitised (the feed sanitises an excerpt twice)", () => {
    const once = sanitisePostHtml('<p id="note"><a href="#note">Here</a></p>')
    expect(once).toBe('<p id="user-content-note"><a href="#user-content-note">Here</a></p>')
    expect(sanitisePostHtml(once)).toBe(once)
  })

  it("leave other addresses alone", () => {
    expect(sanitisePostHtml('<a href="/contact/#form">Contact</a> <a href="https://example.com/#top">There</a>')).toBe(
      '<a href="/contact/#form">Contact</a> <a href="https://example.com/#top">There</a>',
    )
  })

  it("are not something the checklist reports as removed", () => {
    expect(sanitiserRemoves('<h2 id="what-we-decided">What we decided</h2>')).toBe(false)
    expect(sanitiserRemoves('<a href="#what-we-decided">Up</a>')).toBe(false)
    const body = 'Opening.\n\n<h2 id="what-we-decided">What we decided</h2>\n\nSee [above](#what-we-decided).'
    expect(postChecklist({ slug: "a", title: "T", date: "2026-01-01", description: "D.", tags: ["t"], body }, { filePosts: [], publishedPosts: [] })).toEqual([])
  })
})
