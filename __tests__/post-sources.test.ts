/**
 * @jest-environment node
 *
 * Blog posts published from the studio, as the build reads them: the Firestore stand-in holds the
 * published posts, a loopback server plays the Storage emulator, and the build's post source writes
 * each usable post as a file post (its photos downloaded and served from the site) or leaves it out
 * with the post and the field named. Then a file post and a studio post go through the real
 * transformer, the blog's page creation and the feed side by side.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Firestore } from "firebase-admin/firestore"
import type { Node, Reporter, SourceNodesArgs } from "gatsby"
import config from "../gatsby-config"
import { firestoreEnv, openFirestore } from "../gatsby/published/open-firestore"
import { recordBuildStart } from "../gatsby/published/build-record"
import { loadStudioPosts, sourcePosts } from "../gatsby/posts/source-posts"
import { FILE_POST_TYPE, STUDIO_POST_TYPE } from "../gatsby/posts/post-nodes"
import { watchFilePosts } from "../gatsby/posts/watch-file-posts"
import { createBlogPages } from "../gatsby/content/create-blog-pages"
import { blogFeed, feedItems, type FeedNode } from "../gatsby/content/blog-feed"
import { startFirestoreEmulator, type RunningEmulator } from "./helpers/firestore-emulator"
import { serveImages, TEST_BUCKET, writeImage } from "./helpers/story-images"
import { markdownNode, siteFields } from "./helpers/remark-transformer"

/** The file watcher gatsby-source-filesystem walks a folder with: its own copy, so the test walks as the plugin does. */
interface Watcher {
  on: (event: string, listener: (path: string) => void) => Watcher
  close: () => Promise<void>
}
const { watch } = require(require.resolve("chokidar", { paths: [require.resolve("gatsby-source-filesystem")] })) as {
  watch: (path: string, options: { ignored: unknown[]; persistent: boolean }) => Watcher
}

// A plain CommonJS plugin without types of its own.
const { onPostBuild } = require("gatsby-plugin-feed/gatsby-node") as { onPostBuild: (args: object, options: object) => Promise<void> }

jest.setTimeout(30_000)

let root: string
let hosted: string
let images: Awaited<ReturnType<typeof serveImages>>
let imageBase: string
let emulator: RunningEmulator
let db: Firestore
const warnings: string[] = []
const reporter = { info: () => undefined, warn: (message: string) => warnings.push(message) } as unknown as Reporter

/** A post photo's download address in the Storage emulator's form. */
const photo = (name: string, bucket = TEST_BUCKET) => `${imageBase}/v0/b/${bucket}/o/${encodeURIComponent(`posts/${name}`)}?alt=media&token=test-token`

const postData = (slug: string, overrides: Record<string, unknown> = {}) => ({
  slug,
  title: "Notes from an awayday",
  date: "2026-11-20",
  description: "What a leadership team decided on a day away from the office, and how they made it stick.",
  tags: ["teams", "strategy"],
  cover: photo("p1/cover.jpg"),
  coverAlt: "The team around a table by a window",
  body: ["A day away is worth it only if the team comes back with decisions.", "", "<!-- more -->", "", "## What we decided", "", `![The whiteboard at the end](${photo("p1/board.jpg")})`].join("\n"),
  ...overrides,
})

/** Firestore holding exactly these published posts (id -> fields). */
const seed = async (posts: Record<string, Record<string, unknown>>) => {
  for (const doc of (await db.collection("posts").get()).docs) await doc.ref.delete()
  for (const [id, data] of Object.entries(posts)) {
    // Firestore has no undefined: a field left out is absent.
    const fields = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined))
    await db.collection("posts").doc(id).set({ ...fields, published: true, revision: 2 })
  }
}

/** A project folder with one file post, content/blog/delegation-is-a-design-problem/index.md. */
const project = (name: string): string => {
  const dir = join(root, name)
  const post = join(dir, "content", "blog", "delegation-is-a-design-problem")
  mkdirSync(post, { recursive: true })
  writeFileSync(
    join(post, "index.md"),
    ["---", "title: Delegation is a design problem", "date: 2026-09-02", "description: How to delegate outcomes.", "tags: [delegation]", "---", "", "Delegate outcomes, not tasks.", "", "<!-- more -->", "", "## Why"].join("\n"),
  )
  return dir
}

const env = () => ({
  FIRESTORE_EMULATOR_HOST: emulator.host,
  STORIES_FIREBASE_PROJECT_ID: "demo-stories",
  STORIES_STORAGE_BUCKET: TEST_BUCKET,
  FIREBASE_STORAGE_EMULATOR_HOST: new URL(imageBase).host,
  METADATA_SERVER_DETECTION: "none",
})

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "posts-"))
  hosted = join(root, "hosted")
  await writeImage(join(hosted, "posts", "p1", "cover.jpg"), 1600, 900, "jpeg")
  await writeImage(join(hosted, "posts", "p1", "board.jpg"), 800, 600, "jpeg")
  writeFileSync(join(hosted, "posts", "p1", "not-an-image.jpg"), "plain text, not a picture")
  images = await serveImages((url) => {
    const prefix = `/v0/b/${TEST_BUCKET}/o/`
    const path = (url ?? "").split("?")[0]
    return path.startsWith(prefix) ? join(hosted, decodeURIComponent(path.slice(prefix.length))) : null
  })
  imageBase = images.base
  emulator = await startFirestoreEmulator()
  // firebase-admin finds the stand-in through the process's environment.
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host
  process.env.METADATA_SERVER_DETECTION = "none"
  db = await openFirestore(firestoreEnv(env())!)
}, 30_000)

afterAll(async () => {
  await db?.terminate()
  emulator?.stop()
  await images.close()
  delete process.env.METADATA_SERVER_DETECTION
  delete process.env.FIRESTORE_EMULATOR_HOST
  rmSync(root, { recursive: true, force: true })
})

beforeEach(() => {
  warnings.length = 0
})

/** The nodes the build's sourceNodes makes of the project's posts (gatsby/posts/post-nodes.ts), by type. */
const sourcedNodes = async (dir: string) => {
  const nodes: Node[] = []
  const args = {
    actions: { createNode: (node: Node) => void nodes.push(node) },
    createNodeId: (seed: string) => `id:${seed}`,
    createContentDigest: (value: unknown) => JSON.stringify(value),
    reporter,
  } as unknown as SourceNodesArgs
  const loaded = await sourcePosts(args, dir, env())
  const ofType = (type: string) => nodes.filter((node) => node.internal.type === type)
  return { loaded, files: ofType(FILE_POST_TYPE), studio: ofType(STUDIO_POST_TYPE), covers: ofType("File") }
}

/** A post node's Markdown, as the transformer is given it. */
const markdownOf = (node: Node): string => String(node.internal.content)

describe("the build's source of studio posts", () => {
  it("makes a published post a node holding a file post's Markdown, its cover a File beside its photos served from the site", async () => {
    await seed({ p1: postData("notes-from-an-awayday") })
    const dir = project("good")
    const { loaded, studio, covers } = await sourcedNodes(dir)
    expect(loaded.skipped).toEqual([])
    expect(loaded.carried.map(({ raw, slug }) => [raw.postId, slug, raw.revision])).toEqual([["p1", "notes-from-an-awayday", 2]])
    expect(warnings).toEqual([])

    expect(studio).toHaveLength(1)
    const [node] = studio
    expect(node).toMatchObject({ slug: "notes-from-an-awayday", postId: "p1", revision: 2, origin: "Firestore posts/p1", internal: { mediaType: "text/markdown" } })
    const source = markdownOf(node)
    expect(source).toMatch(/^---\ntitle: "Notes from an awayday"\ndate: 2026-11-20\n/)
    // The cover is the site's own copy, a File the image plugins make the post's sizes from.
    const cover = /^cover: ([0-9a-f]{20}\.jpg)$/m.exec(source)?.[1]
    expect(covers.map((file) => (file as unknown as { absolutePath: string }).absolutePath)).toEqual([join(dir, "public", "blog", "images", cover!)])
    expect((node as unknown as { dir: string }).dir).toBe(join(dir, "public", "blog", "images"))
    // No address of the photo storage is left: the page loads its photos from the site itself.
    expect(source).not.toContain(imageBase)
    const copy = /!\[The whiteboard at the end\]\(\/blog\/images\/([0-9a-f]{20}\.jpg)\)/.exec(source)?.[1]
    expect(readdirSync(join(dir, "public", "blog", "images"))).toContain(copy)
    // Nothing of the post is written for the build to read back.
    expect(existsSync(join(dir, ".cache"))).toBe(false)

    const html = String(await (await siteFields())("html", await markdownNode(source, "", "notes-from-an-awayday")))
    expect(html).toContain(`<img src="/blog/images/${copy}" alt="The whiteboard at the end" />`)
    expect(html).toContain("What we decided")
  })

  it("leaves out each post it cannot use, naming the post and the field, and builds the rest", async () => {
    await seed({
      good: postData("a-good-post"),
      "no-title": postData("no-title", { title: " " }),
      "long-description": postData("long-description", { description: "x".repeat(201) }),
      "no-tags": postData("no-tags", { tags: [] }),
      "bad-date": postData("bad-date", { date: "2026-02-30" }),
      "no-cover-alt": postData("no-cover-alt", { coverAlt: undefined }),
      "file-address": postData("delegation-is-a-design-problem"),
      "same-address": postData("a-good-post"),
      "foreign-cover": postData("foreign-cover", { cover: photo("p1/cover.jpg", "someone-else.appspot.com") }),
      "missing-photo": postData("missing-photo", { body: `Words.\n\n![A chart](${photo("p1/board.jpg")})\n\n![A window](${photo("p1/gone.jpg")})` }),
      "not-a-photo": postData("not-a-photo", { cover: photo("p1/not-an-image.jpg") }),
    })
    const dir = project("bad")
    const { carried, skipped } = await loadStudioPosts(reporter, dir, env())
    expect(carried.map(({ slug }) => slug)).toEqual(["a-good-post"])
    const byId = Object.fromEntries(skipped.map(({ raw, problems }) => [raw.postId, problems]))
    expect(byId).toEqual({
      "no-title": [{ field: "title", message: "must not be empty" }],
      "long-description": [{ field: "description", message: "should be at most 200 characters so search results show it whole" }],
      "no-tags": [{ field: "tags", message: "needs at least one tag" }],
      "bad-date": [{ field: "date", message: "must be a real date written as YYYY-MM-DD, e.g. 2025-03-14" }],
      "no-cover-alt": [{ field: "coverAlt", message: "is required when a cover image is set" }],
      "file-address": [{ field: "slug", message: `is "delegation-is-a-design-problem", the address of a post written as a file, which keeps it` }],
      "same-address": [{ field: "slug", message: `is "a-good-post", the address of another published post (Firestore posts/good)` }],
      "foreign-cover": [{ field: "cover", message: "must be a photo uploaded in the studio (an address in the site's own photo storage)" }],
      "missing-photo": [{ field: "body", message: "image 2 of the post could not be downloaded from the photo storage: posts/p1/gone.jpg (HTTP 404)" }],
      // sharp says what it could not read, as it does for a story's photo.
      "not-a-photo": [{ field: "cover", message: expect.stringMatching(/unsupported image format|must be a raster image/) }],
    })
    // The build log names the post and the field.
    expect(warnings.join("\n")).toContain('Firestore posts/no-title: field "title" must not be empty')
    expect(warnings.join("\n")).toContain('Firestore posts/foreign-cover: field "cover" must be a photo uploaded in the studio')
    expect(warnings).toHaveLength(10)

    // The build's record tells the studio what was carried and left out, and the file posts' slugs.
    await recordBuildStart(db, { carried: [], skipped: [], files: [] }, reporter, { SITE_BUILD_ID: "posts-record" })
    const record = (await db.collection("siteBuilds").doc("posts-record").get()).data()
    expect(record).toMatchObject({
      carriedPosts: { good: 2 },
      skippedPosts: { "no-title": { revision: 2, problems: [{ field: "title", message: "must not be empty" }] } },
      filePostSlugs: ["delegation-is-a-design-problem"],
      filePostTags: ["delegation"],
    })
  })

  it("leaves no post of an earlier build behind once it is unpublished", async () => {
    const dir = project("unpublished")
    await seed({ p1: postData("notes-from-an-awayday") })
    expect((await sourcedNodes(dir)).studio).toHaveLength(1)
    await db.collection("posts").doc("p1").set({ published: false }, { merge: true })
    const { loaded, studio } = await sourcedNodes(dir)
    expect(loaded.carried).toEqual([])
    expect(studio).toEqual([])
  })
})

describe("a file post taken into the studio", () => {
  const fileSlug = "delegation-is-a-design-problem"
  /** content/'s source as gatsby-config.ts declares it. */
  const contentIgnore = (): unknown[] => {
    const source = (config.plugins ?? []).find((plugin) => typeof plugin === "object" && plugin.resolve === "gatsby-source-filesystem" && plugin.options?.name === "content")
    return (source as { options?: { ignore?: unknown[] } } | undefined)?.options?.ignore ?? []
  }
  /**
   * The Markdown files content/'s source reads: walked as gatsby-source-filesystem walks them (chokidar,
   * with the plugin's options' `ignore`), from the project's folder, as Gatsby runs.
   */
  const sourcedFiles = async (dir: string): Promise<string[]> => {
    const cwd = process.cwd()
    process.chdir(dir)
    try {
      const watcher = watch(join(dir, "content"), { ignored: contentIgnore(), persistent: false })
      const added: string[] = []
      watcher.on("add", (path) => added.push(path))
      await new Promise<void>((resolve) => watcher.on("ready", () => resolve()))
      await watcher.close()
      return added.filter((path) => path.endsWith(".md")).sort()
    } finally {
      process.chdir(cwd)
    }
  }
  const copyData = (overrides: Record<string, unknown> = {}) =>
    postData(fileSlug, { title: "Delegation is a design problem, not a character flaw", date: "2026-09-02", replacesFile: fileSlug, ...overrides })

  it("is built in the file's place once published: one post at the address, with her words, and the file again once unpublished", async () => {
    const dir = project("taken")
    const newer = join(dir, "content", "blog", "first-ninety-days", "index.md")
    mkdirSync(join(newer, ".."), { recursive: true })
    writeFileSync(newer, ["---", "title: Your first ninety days", "date: 2026-10-01", "description: The first ninety days.", "tags: [transitions]", "---", "", "Start by listening."].join("\n"))
    // A post that asks for the file's address without being its copy is still refused it.
    await seed({ copy: copyData(), "not-a-copy": postData(fileSlug) })
    const { loaded, files, studio } = await sourcedNodes(dir)
    expect(loaded.carried.map(({ raw, slug }) => [raw.postId, slug])).toEqual([["copy", fileSlug]])
    expect(loaded.replacedFiles).toEqual([fileSlug])
    expect(loaded.skipped.map(({ raw, problems }) => [raw.postId, problems])).toEqual([
      ["not-a-copy", [{ field: "slug", message: `is "${fileSlug}", the address of a post written as a file, which keeps it` }]],
    ])
    // The replaced file gets no node, the other file post is a post as ever; content/'s own source reads no post.
    expect(files.map((node) => (node as unknown as { absolutePath: string }).absolutePath)).toEqual([newer])
    expect(studio.map((node) => (node as unknown as { slug: string }).slug)).toEqual([fileSlug])
    expect(await sourcedFiles(dir)).toEqual([])

    const nodes = [
      { ...(await markdownNode(markdownOf(files[0]), newer, "first-ninety-days")), id: "newer-file", parent: { origin: "content/blog/first-ninety-days/index.md" } },
      { ...(await markdownNode(markdownOf(studio[0]), "", fileSlug)), id: "copy", parent: { origin: "Firestore posts/copy" } },
    ]
    const pages: Array<{ path: string; context: Record<string, unknown> }> = []
    await createBlogPages({
      graphql: async () => ({ data: { allMarkdownRemark: { nodes } } }),
      actions: { createPage: (page: { path: string; context: Record<string, unknown> }) => pages.push(page) },
      reporter: { panicOnBuild: (message: string) => { throw new Error(message) } },
    } as never)
    expect(pages.map((page) => page.path)).toEqual(["/blog/first-ninety-days/", `/blog/${fileSlug}/`, "/blog/"])
    expect(pages[1].context).toMatchObject({ id: "copy", newerId: "newer-file", olderId: null })
    type Post = (typeof nodes)[number] & { frontmatter: FeedNode["frontmatter"] & { date: string | Date } }
    const feed = feedItems((nodes as Post[]).map((node) => ({ excerpt: "", fields: node.fields, frontmatter: { ...node.frontmatter, date: new Date(node.frontmatter.date).toISOString().slice(0, 10) } })))
    expect(feed.map((item) => item.title)).toEqual(["Your first ninety days", "Delegation is a design problem, not a character flaw"])

    // Unpublished, the copy is no longer built and the file is the post again.
    await seed({})
    const after = await sourcedNodes(dir)
    expect(after.loaded.replacedFiles).toEqual([])
    expect(after.studio).toEqual([])
    expect(after.files.map((node) => (node as unknown as { absolutePath: string }).absolutePath).sort()).toEqual([join(dir, "content", "blog", fileSlug, "index.md"), newer].sort())
  })

  it("publishes every file post's words and cover for the studio to take a copy of", async () => {
    const dir = project("words")
    const post = join(dir, "content", "blog", fileSlug)
    writeFileSync(join(post, "index.md"), ["---", "title: Delegation is a design problem", "date: 2026-09-02", "description: How to delegate outcomes.", "tags: [delegation]", "cover: cover.jpg", "coverAlt: A desk", "---", "", "Delegate outcomes, not tasks.", "", "<!-- more -->", "", "## Why"].join("\n"))
    await writeImage(join(post, "cover.jpg"), 1200, 630, "jpeg")
    await seed({})
    await loadStudioPosts(reporter, dir, env())
    const copy = JSON.parse(readFileSync(join(dir, "public", "studio", "site-files", "posts", `${fileSlug}.json`), "utf8"))
    expect(copy).toEqual({
      slug: fileSlug,
      title: "Delegation is a design problem",
      date: "2026-09-02",
      description: "How to delegate outcomes.",
      tags: ["delegation"],
      body: "Delegate outcomes, not tasks.\n\n<!-- more -->\n\n## Why",
      cover: `/studio/site-files/posts/${fileSlug}/cover.jpg`,
      coverAlt: "A desk",
    })
    expect(readFileSync(join(dir, "public", "studio", "site-files", "posts", fileSlug, "cover.jpg"))).toEqual(readFileSync(join(post, "cover.jpg")))
  })
})

describe("a file post and a studio post on the blog", () => {
  it("are listed, linked and fed alike, newest first", async () => {
    await seed({ p1: postData("notes-from-an-awayday") })
    const dir = project("together")
    const { files, studio } = await sourcedNodes(dir)
    const filePath = join(dir, "content", "blog", "delegation-is-a-design-problem", "index.md")
    const nodes = [
      { ...(await markdownNode(markdownOf(files[0]), filePath, "delegation-is-a-design-problem")), id: "file-post", parent: { origin: "content/blog/delegation-is-a-design-problem/index.md" } },
      { ...(await markdownNode(markdownOf(studio[0]), "", "notes-from-an-awayday")), id: "studio-post", parent: { origin: "Firestore posts/p1" } },
    ]
    type Post = (typeof nodes)[number] & { frontmatter: FeedNode["frontmatter"] & { date: string | Date } }
    const dated = (node: Post) => new Date(node.frontmatter.date).toISOString().slice(0, 10)
    // What the blog's queries ask for: newest first by the frontmatter's date.
    const newestFirst = [...(nodes as Post[])].sort((a, b) => dated(b).localeCompare(dated(a)))

    const pages: Array<{ path: string; context: Record<string, unknown> }> = []
    await createBlogPages({
      graphql: async () => ({ data: { allMarkdownRemark: { nodes: newestFirst } } }),
      actions: { createPage: (page: { path: string; context: Record<string, unknown> }) => pages.push(page) },
      reporter: { panicOnBuild: (message: string) => { throw new Error(message) } },
    } as never)
    expect(pages.map((page) => page.path)).toEqual(["/blog/notes-from-an-awayday/", "/blog/delegation-is-a-design-problem/", "/blog/"])
    expect(pages[0].context).toMatchObject({ id: "studio-post", newerId: null, olderId: "file-post" })
    expect(pages[1].context).toMatchObject({ id: "file-post", newerId: "studio-post", olderId: null })

    const field = await siteFields()
    const feedNodes: FeedNode[] = await Promise.all(
      newestFirst.map(async (node) => ({ excerpt: String(await field("excerpt", node, { format: "HTML" })), fields: node.fields, frontmatter: { ...node.frontmatter, date: dated(node) } })),
    )
    expect(feedItems(feedNodes).map((item) => item.title)).toEqual(["Notes from an awayday", "Delegation is a design problem"])

    const graphql = async (query: string) =>
      query.includes("allMarkdownRemark")
        ? { data: { allMarkdownRemark: { nodes: feedNodes } } }
        : { data: { site: { siteMetadata: { ...config.siteMetadata, site_url: config.siteMetadata?.siteUrl } } } }
    const cwd = process.cwd()
    try {
      process.chdir(dir)
      await onPostBuild({ graphql, reporter: { warn: (message: string) => { throw new Error(message) } } }, { feeds: [blogFeed] })
    } finally {
      process.chdir(cwd)
    }
    const feed = readFileSync(join(dir, "public", "rss.xml"), "utf8")
    expect(feed.indexOf("Notes from an awayday")).toBeLessThan(feed.indexOf("Delegation is a design problem"))
    expect(feed).toContain("A day away is worth it only if the team comes back with decisions.")
    expect(feed).toContain("/blog/notes-from-an-awayday/")
    expect(feed).not.toContain("What we decided")
  })
})

describe("a file post saved while `npm run develop` runs", () => {
  it("is sourced again: an edit changes its node, a new file makes one, a deleted file's goes, and a studio copy still wins", async () => {
    const dir = project("develop")
    const nodes = new Map<string, Node>()
    const args = {
      actions: { createNode: (node: Node) => void nodes.set(node.id, node), deleteNode: (node: Node) => void nodes.delete(node.id) },
      getNode: (id: string) => nodes.get(id),
      getNodesByType: (type: string) => [...nodes.values()].filter((node) => node.internal.type === type),
      createNodeId: (seed: string) => `id:${seed}`,
      createContentDigest: (value: unknown) => JSON.stringify(value),
      reporter,
    } as unknown as SourceNodesArgs
    const taken = join(dir, "content", "blog", "taken-by-the-studio", "index.md")
    mkdirSync(join(taken, ".."), { recursive: true })
    writeFileSync(taken, ["---", "title: Taken", "date: 2026-08-01", "description: D.", "tags: [a]", "---", "", "The file's words."].join("\n"))
    const watcher = watchFilePosts(args, ["taken-by-the-studio"], dir, "develop")
    expect(watcher).not.toBeNull()
    const bodies = () => args.getNodesByType(FILE_POST_TYPE).map((node) => markdownOf(node).split("\n").pop()).sort()
    /** The posts' last lines once the watcher has caught up with the files (or the test's patience has run out). */
    const settled = async (expected: string[]) => {
      for (let waited = 0; waited < 5_000 && JSON.stringify(bodies()) !== JSON.stringify(expected); waited += 50) await new Promise((resolve) => setTimeout(resolve, 50))
      return bodies()
    }
    try {
      await new Promise((resolve) => setTimeout(resolve, 300))
      const file = join(dir, "content", "blog", "delegation-is-a-design-problem", "index.md")
      writeFileSync(file, `${readFileSync(file, "utf8")}\n\nOne more thought.`)
      expect(await settled(["One more thought."])).toEqual(["One more thought."])
      const added = join(dir, "content", "blog", "a-new-post", "index.md")
      mkdirSync(join(added, ".."), { recursive: true })
      writeFileSync(added, ["---", "title: New", "date: 2026-10-01", "description: D.", "tags: [a]", "---", "", "Fresh words."].join("\n"))
      expect(await settled(["Fresh words.", "One more thought."])).toEqual(["Fresh words.", "One more thought."])
      rmSync(file)
      expect(await settled(["Fresh words."])).toEqual(["Fresh words."])
    } finally {
      await watcher?.close()
    }
    expect(watchFilePosts(args, [], dir, "build")).toBeNull()
  })
})
