/**
 * The build's own content checks, driven through the hooks gatsby-node calls: a coach's mistake
 * fails the build with a message naming the file and the field.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { CreateNodeArgs, CreatePagesArgs, Node } from "gatsby"
import { checkContentNode } from "../gatsby/content/check-content-node"
import { CONTENT_SOURCE } from "../gatsby/content/content-file"
import { createBlogPages } from "../gatsby/content/create-blog-pages"
import { postSlug } from "../gatsby/content/post-slug"
import { addPostSlug } from "../gatsby/posts/post-address"
import { checkFilePost } from "../gatsby/posts/check-file-post"
import { readFilePosts } from "../gatsby/posts/file-posts"
import { createFilePostNodes } from "../gatsby/posts/post-nodes"
import { isDataFileName, writtenDate } from "../gatsby/content/validate-content"
import config from "../gatsby-config"
import { faqs, pageCopy, service } from "./helpers/content-fixtures"
import { contactFile } from "../test-support/contact-copy"

const dir = mkdtempSync(join(tmpdir(), "content-"))

const fileNode = (relativePath: string, source = ""): Node => {
  const absolutePath = join(dir, relativePath.replace(/\//g, "_"))
  writeFileSync(absolutePath, source)
  const name = relativePath.split("/").pop()!.replace(/\.\w+$/, "")
  const relativeDirectory = relativePath.includes("/") ? relativePath.slice(0, relativePath.lastIndexOf("/")) : ""
  return {
    id: `file ${relativePath}`,
    parent: null,
    children: [],
    internal: { type: "File", contentDigest: "x", owner: "gatsby-source-filesystem" },
    sourceInstanceName: CONTENT_SOURCE,
    relativePath,
    relativeDirectory,
    absolutePath,
    name,
  } as unknown as Node
}

/** Runs the onCreateNode hooks (as gatsby-node.ts does) for one node made from a file; returns what the build was told. */
const check = (file: Node, type: string, fields: Record<string, unknown>) => {
  const node = { id: `${file.id} child`, parent: file.id, children: [], internal: { type, contentDigest: "y", owner: "t" }, ...fields }
  const panicOnBuild = jest.fn()
  const createNodeField = jest.fn()
  const args = {
    node,
    getNode: (id: string) => (id === file.id ? file : undefined),
    actions: { createNodeField },
    reporter: { panicOnBuild },
  } as unknown as CreateNodeArgs
  addPostSlug(args)
  checkFilePost(args)
  checkContentNode(args)
  return { panic: panicOnBuild.mock.calls.map((call) => String(call[0])).join("\n"), createNodeField }
}

/** The FilePost node the build makes of a post written at content/<relativePath> (gatsby/posts/post-nodes.ts). */
const postFileNode = (relativePath: string, source: string): Node => {
  const root = mkdtempSync(join(dir, "post-"))
  const file = join(root, "content", relativePath)
  mkdirSync(join(file, ".."), { recursive: true })
  writeFileSync(file, source)
  const made: Node[] = []
  const actions = { createNode: (node: Node) => void made.push(node) }
  createFilePostNodes({ actions, createNodeId: (seed: string) => seed, createContentDigest: () => "d" } as never, readFilePosts(join(root, "content", "blog")).posts, root)
  return made[0]
}

const servicesFile = (items: unknown[]) => ({
  page: pageCopy("Services"),
  items,
  howWeWork: { heading: "How we work", lead: "In order.", steps: [{ title: "Talk", text: "First." }, { title: "Agree", text: "Then." }] },
  pricesHidden: "Fees on request.",
  feeTax: "plus VAT",
})

const post = (frontmatter: string, body = "Text.") => `---\n${frontmatter}\n---\n\n${body}\n`

describe("data files", () => {
  it("accepts a complete services file", () => {
    const { panic } = check(fileNode("services.yaml"), "ServicesYaml", servicesFile([service("executive-coaching", "Executive coaching")]))
    expect(panic).toBe("")
  })

  it("names the file and the field when a required field is missing", () => {
    const broken = service("executive-coaching", "Executive coaching") as Partial<ReturnType<typeof service>>
    delete broken.forWhom
    const { panic } = check(fileNode("services.yaml"), "ServicesYaml", servicesFile([broken]))
    expect(panic).toContain('content/services.yaml: field "items[0].forWhom" is required but missing')
  })

  it("names the field when a fee is not a number", () => {
    const item = { ...service("founder-mentoring", "Founder mentoring"), fee: { from: "£1,200", unit: "a month", sample: "Two sessions." } }
    const { panic } = check(fileNode("services.yaml"), "ServicesYaml", servicesFile([item]))
    expect(panic).toMatch(/content\/services\.yaml: field "items\[0\]\.fee\.from" has the wrong kind of value/)
  })

  it("refuses two FAQ entries with the same slug", () => {
    const { panic } = check(fileNode("faq.yaml"), "FaqYaml", { page: pageCopy("FAQ"), items: [faqs[0], { ...faqs[1], slug: faqs[0].slug }] })
    expect(panic).toContain('content/faq.yaml: field "items[1].slug" duplicates the slug "confidentiality" of entry 1')
  })

  it("names a missing page description in a books file", () => {
    const { page, ...rest } = { page: pageCopy("Books"), items: [{ slug: "grove", title: "High Output Management", author: "Andrew S. Grove", theme: "Management", why: "Clear." }] }
    const { panic } = check(fileNode("books.yaml"), "BooksYaml", { ...rest, page: { ...page, description: "" } })
    expect(panic).toContain('content/books.yaml: field "page.description" must not be empty')
  })

  // The files the coach really has, and the type gatsby-transformer-yaml really gives each (its option in gatsby-config).
  const yamlOptions = (config.plugins ?? []).find(
    (plugin): plugin is { resolve: string; options: { typeName: (args: { node: { name: string } }) => string } } =>
      typeof plugin === "object" && plugin.resolve === "gatsby-transformer-yaml",
  )!.options
  const dataFiles = readdirSync("content").filter((file) => file.endsWith(".yaml"))

  it("has a schema for every data file in content/", () => {
    expect(dataFiles.length).toBeGreaterThanOrEqual(10)
    expect(dataFiles.filter((file) => !isDataFileName(file.replace(/\.yaml$/, "")))).toEqual([])
  })

  it.each(dataFiles)("rejects an empty %s, naming the file and its first field", (file) => {
    const name = file.replace(/\.yaml$/, "")
    const firstField = /^(\w+):/m.exec(readFileSync(join("content", file), "utf8"))![1]
    const { panic } = check(fileNode(file), yamlOptions.typeName({ node: { name } }), {})
    expect(panic).toContain(`content/${file}: field "${firstField}" is required but missing`)
  })

  it("refuses a 404 link whose words are not in its text", () => {
    const file = { title: "Page not found", text: "Try the home page.", links: [{ words: "contact me", to: "/contact/" }] }
    const { panic } = check(fileNode("not-found.yaml"), "NotFoundYaml", file)
    expect(panic).toContain('content/not-found.yaml: field "links[0].words" must appear word for word in the text')
  })

  it("names a missing problem sentence and a missing topic of the enquiry form in contact.yaml", () => {
    const file = contactFile()
    const form = {
      ...file.form,
      errors: { ...file.form.errors, email: { required: "Please enter your e-mail address.", tooLong: "Too long." } },
      topics: file.form.topics.slice(1),
    }
    const { panic } = check(fileNode("contact.yaml"), "ContactYaml", { ...file, form })
    expect(panic).toContain('content/contact.yaml: field "form.errors.email.invalidEmail" is required but missing')
    expect(panic).toContain('content/contact.yaml: field "form.topics" must list each of executive-coaching, startup-mentoring, team-coaching, something-else once')
  })

  it("accepts the contact.yaml the site ships", () => {
    expect(check(fileNode("contact.yaml"), "ContactYaml", contactFile()).panic).toBe("")
  })

  it("leaves files outside the coach's content alone", () => {
    const stray = { ...fileNode("notes.yaml"), sourceInstanceName: "stories" } as unknown as Node
    expect(check(stray, "NotesYaml", {}).panic).toBe("")
  })
})

describe("blog posts", () => {
  const good = 'title: Delegation\ndate: 2026-09-02\ndescription: Why delegation fails.\ntags: [delegation]'

  it("accepts a complete post and gives it its folder's name as its address", () => {
    const file = postFileNode("blog/delegation/index.md", post(good))
    const { panic, createNodeField } = check(file, "MarkdownRemark", {
      frontmatter: { title: "Delegation", date: "2026-09-02T00:00:00.000Z", description: "Why delegation fails.", tags: ["delegation"] },
    })
    expect(panic).toBe("")
    expect(createNodeField).toHaveBeenCalledWith(expect.objectContaining({ name: "slug", value: "delegation" }))
  })

  it("rejects an impossible date the Markdown parser would quietly roll over", () => {
    const file = postFileNode("blog/board/index.md", post(good.replace("2026-09-02", "2026-02-30")))
    // What the parser makes of 2026-02-30: 2 March.
    const { panic } = check(file, "MarkdownRemark", {
      frontmatter: { title: "Delegation", date: "2026-03-02T00:00:00.000Z", description: "Why.", tags: ["delegation"] },
    })
    expect(panic).toContain('content/blog/board/index.md: field "date" must be a real date written as YYYY-MM-DD')
  })

  it("rejects a date written in words", () => {
    const file = postFileNode("blog/words/index.md", post(good.replace("2026-09-02", "next Tuesday")))
    const { panic } = check(file, "MarkdownRemark", {
      frontmatter: { title: "Delegation", date: "next Tuesday", description: "Why.", tags: ["delegation"] },
    })
    expect(panic).toContain('content/blog/words/index.md: field "date" must be a real date')
  })

  it("names a missing title", () => {
    const file = postFileNode("blog/untitled/index.md", post("date: 2026-01-05\ndescription: D.\ntags: [a]"))
    const { panic } = check(file, "MarkdownRemark", { frontmatter: { date: "2026-01-05", description: "D.", tags: ["a"] } })
    expect(panic).toContain('content/blog/untitled/index.md: field "title" is required but missing')
  })

  it("asks for a description of the cover image for readers who cannot see it", () => {
    const file = postFileNode("blog/covered/index.md", post("title: T\ndate: 2026-01-05\ndescription: D.\ntags: [a]\ncover: cover.jpg"))
    const { panic } = check(file, "MarkdownRemark", { frontmatter: { title: "T", date: "2026-01-05", description: "D.", tags: ["a"], cover: "cover.jpg" } })
    expect(panic).toContain('content/blog/covered/index.md: field "coverAlt" is required when a cover image is set')
  })

  it("refuses an address longer than 80 characters, from the frontmatter or from the folder's name", () => {
    const long = "notes-from-a-long-awayday-".repeat(4).slice(0, 81)
    const frontmatter = { title: "Delegation", date: "2026-09-02", description: "Why.", tags: ["delegation"] }
    const fromSlug = check(postFileNode("blog/short/index.md", post(`${good}\nslug: ${long}`)), "MarkdownRemark", { frontmatter: { ...frontmatter, slug: long } })
    expect(fromSlug.panic).toContain('content/blog/short/index.md: field "slug" must be at most 80 characters (it has 81); shorten it')
    const fromFolder = check(postFileNode(`blog/${long}/index.md`, post(good)), "MarkdownRemark", { frontmatter })
    expect(fromFolder.panic).toContain(`content/blog/${long}/index.md: field "slug" (the folder's name) must be at most 80 characters (it has 81); shorten it`)
  })

  it("fails the build when two posts share an address, naming both files", async () => {
    const panicOnBuild = jest.fn()
    const createPage = jest.fn()
    const nodes = [
      { id: "a", fields: { slug: "delegation" }, parent: { origin: "content/blog/delegation/index.md" } },
      { id: "b", fields: { slug: "delegation" }, parent: { origin: "content/blog/delegation-again/index.md" } },
    ]
    await createBlogPages({
      graphql: async () => ({ data: { allMarkdownRemark: { nodes } } }),
      actions: { createPage },
      reporter: { panicOnBuild },
    } as unknown as CreatePagesArgs)
    expect(String(panicOnBuild.mock.calls[0][0])).toContain(
      'content/blog/delegation/index.md, content/blog/delegation-again/index.md: field "slug" gives the same address /blog/delegation/',
    )
    expect(createPage).not.toHaveBeenCalled()
  })

  it("pages the blog list past ten posts and links each post to its neighbours", async () => {
    const createPage = jest.fn()
    const nodes = Array.from({ length: 12 }, (_, i) => ({ id: `p${i}`, fields: { slug: `post-${i}` }, parent: { origin: `content/blog/post-${i}/index.md` } }))
    await createBlogPages({
      graphql: async () => ({ data: { allMarkdownRemark: { nodes } } }),
      actions: { createPage },
      reporter: { panicOnBuild: jest.fn() },
    } as unknown as CreatePagesArgs)
    const paths = createPage.mock.calls.map((call) => call[0].path)
    expect(paths).toEqual(expect.arrayContaining(["/blog/", "/blog/page/2/", "/blog/post-0/", "/blog/post-11/"]))
    expect(paths).not.toContain("/blog/page/3/")
    const second = createPage.mock.calls.find((call) => call[0].path === "/blog/post-1/")![0]
    expect(second.context).toEqual({ id: "p1", newerId: "p0", olderId: "p2" })
  })
})

describe("helpers", () => {
  it("reads the date as written, quoted or not", () => {
    expect(writtenDate(post("title: A\ndate: 2026-02-30"))).toBe("2026-02-30")
    expect(writtenDate(post('title: A\ndate: "2026-03-01"'))).toBe("2026-03-01")
    expect(writtenDate(post("title: A"))).toBeUndefined()
  })

  it("prefers a frontmatter slug to the folder name", () => {
    expect(postSlug("first-ninety-days/index.md")).toBe("first-ninety-days")
    expect(postSlug("a-note.md")).toBe("a-note")
    expect(postSlug("first-ninety-days/index.md", "ninety-days")).toBe("ninety-days")
  })
})
