/**
 * @jest-environment node
 *
 * Raw HTML in a blog post is cut down to a safe allow-list; what Markdown itself produces is kept.
 */
import { createPostHtmlResolver } from "../gatsby/content/post-html-resolver"
import { sanitisePostHtml, sanitiserRemoves } from "../contract/sanitise-post-html"
import { LOCAL_PROJECT_ID } from "../scripts/local-backend/site-env"

/** What gatsby-transformer-remark makes of the Markdown the posts use. */
const MARKDOWN_HTML = [
  '<h2 id="what-changed">What changed</h2>',
  "<p>Some <strong>strong</strong>, <em>emphasised</em> and <del>struck</del> words, and <code>code</code>.</p>",
  '<p><a href="/contact/">Get in touch</a>, <a href="https://example.com/report" title="The report">read the report</a> or <a href="mailto:hello@example.com">write</a>.</p>',
  "<ul>\n<li>One</li>\n<li>Two</li>\n</ul>",
  '<ol start="3">\n<li>Three</li>\n</ol>',
  "<blockquote>\n<p>A quotation.</p>\n</blockquote>",
  '<pre><code class="language-ts">const a = 1\n</code></pre>',
  '<table>\n<thead>\n<tr>\n<th align="left">Week</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td align="left">One</td>\n</tr>\n</tbody>\n</table>',
  '<p><img src="/static/abc/cover.jpg" alt="A cover" title="Cover"></p>',
  "<hr>",
].join("\n")

/** The same markup as the sanitiser writes it: void elements closed XHTML-style, ids prefixed as every post's are, nothing else changed. */
const closedVoids = (html: string): string => html.replace(/<(img|hr)([^>]*)>/g, "<$1$2 />").replace(/ id="/g, ' id="user-content-')

describe("a post's HTML", () => {
  it("keeps everything Markdown produces, as it was", () => {
    expect(sanitisePostHtml(MARKDOWN_HTML)).toBe(closedVoids(MARKDOWN_HTML))
  })

  it.each([
    ["a script", '<p>Hi</p><script>alert("x")</script>', "<p>Hi</p>"],
    ["an event handler", '<img src="/a.jpg" alt="a" onerror="alert(1)">', '<img src="/a.jpg" alt="a" />'],
    ["a javascript: link", '<a href="javascript:alert(1)">click</a>', "<a>click</a>"],
    ["a data: image", '<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="">', '<img alt="" />'],
    ["a protocol-relative link", '<a href="//elsewhere.example/">there</a>', "<a>there</a>"],
    ["a frame", '<iframe src="https://elsewhere.example/"></iframe><p>after</p>', "<p>after</p>"],
    ["a style block and attribute", '<style>body{display:none}</style><p style="display:none">text</p>', "<p>text</p>"],
    ["a form", '<form action="https://elsewhere.example/"><input name="card"></form>', ""],
    ["an SVG with script", '<svg><script>alert(1)</script></svg><p>ok</p>', "<p>ok</p>"],
  ])("drops %s", (_what, html, expected) => {
    expect(sanitisePostHtml(html)).toBe(expected)
  })

  it("says it would remove nothing from what Markdown produces, nor from a comment", () => {
    expect(sanitiserRemoves(MARKDOWN_HTML)).toBe(false)
    expect(sanitiserRemoves("<!-- more -->")).toBe(false)
  })

  it.each([
    ["a script", "<script>alert(1)</script>"],
    ["an event handler", '<b onmouseover="alert(1)">'],
    ["a javascript: link", '<a href="javascript:alert(1)">'],
    ["a frame", '<iframe src="https://elsewhere.example/"></iframe>'],
    ["a style attribute", '<p style="color: red">Red</p>'],
    ["a class outside the allow-list", '<div class="callout">Note</div>'],
  ])("says it would remove %s", (_what, html) => {
    expect(sanitiserRemoves(html)).toBe(true)
  })

  describe("in a studio running against the local backend", () => {
    const local = { localPhotoOrigin: "http://127.0.0.1:9199" }
    const photo = `http://127.0.0.1:9199/v0/b/${LOCAL_PROJECT_ID}.appspot.com/o/posts%2Fa%2Fb.jpg?alt=media&amp;token=t`

    it("shows its photos, which the build never sees (it serves its own copies)", () => {
      expect(sanitisePostHtml(`<img src="${photo}" alt="A desk">`, local)).toBe(`<img src="${photo}" alt="A desk" />`)
      expect(sanitiserRemoves(`<img src="${photo}" alt="A desk">`, local)).toBe(false)
      expect(sanitisePostHtml(`<img src="${photo}" alt="A desk">`)).toBe('<img alt="A desk" />')
    })

    it.each([
      ["another port", "http://127.0.0.1:9198/a.jpg"],
      ["another host", "http://elsewhere.example/a.jpg"],
      ["a user name before the host", "http://127.0.0.1:9199@elsewhere.example/a.jpg"],
      ["a capitalised scheme", "HTTP://elsewhere.example/a.jpg"],
      ["a tab in the scheme", "ht\ttp://elsewhere.example/a.jpg"],
      ["a comment in the scheme", "ht<!-- -->tp://elsewhere.example/a.jpg"],
      ["a javascript: address", "javascript:alert(1)"],
    ])("still drops any other image address: %s", (_what, src) => {
      expect(sanitisePostHtml(`<img src="${src}" alt="x">`, local)).toBe('<img alt="x" />')
    })

    it("keeps the https:// and site images as everywhere, and drops a srcset", () => {
      expect(sanitisePostHtml('<img src="https://storage.example/a.jpg" alt="a"><img src="/b.jpg" srcset="http://elsewhere.example/b.jpg 2x" alt="b">', local)).toBe(
        '<img src="https://storage.example/a.jpg" alt="a" /><img src="/b.jpg" alt="b" />',
      )
    })
  })

  it("is sanitised for every query of MarkdownRemark.html (the post page and the feed)", async () => {
    const createResolvers = jest.fn()
    createPostHtmlResolver({ createResolvers })
    const { resolve } = createResolvers.mock.calls[0][0].MarkdownRemark.html
    const post = { internal: { type: "MarkdownRemark", content: "Hello\n\n<script>alert(1)</script>", contentDigest: "hello" } }
    await expect(resolve(post, {}, {}, {})).resolves.toBe("<p>Hello</p>\n")
  })
})
