/**
 * @jest-environment node
 *
 * Stories from Firestore name their images by https:// address; the build downloads each one to
 * measure it. A slow, huge, missing or non-image answer stops the build, naming the story and the
 * field, instead of hanging it. A server on 127.0.0.1 plays every kind of bad answer.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { validateStories } from "../gatsby/stories/load-stories"
import type { RawStory } from "../shared/story-input"
import { writeImage } from "./helpers/story-images"

let root: string
let server: Server
let base: string
let poster: Buffer
const LIMITS = { timeoutMs: 1_000, maxBytes: 200_000 }

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "remote-images-"))
  await writeImage(join(root, "stories", "publisher-logo.png"), 192, 192)
  await writeImage(join(root, "poster.jpg"), 720, 960, "jpeg")
  poster = readFileSync(join(root, "poster.jpg"))
  server = createServer((req, res) => {
    switch (req.url) {
      case "/poster.jpg":
        return void res.writeHead(200, { "content-type": "image/jpeg" }).end(poster)
      case "/slow.jpg":
        // Headers at once, then the body never finishes.
        res.writeHead(200, { "content-type": "image/jpeg" })
        return void res.write(poster.subarray(0, 100))
      case "/silent.jpg":
        return undefined // never answers at all
      case "/huge-declared.jpg":
        return void res.writeHead(200, { "content-type": "image/jpeg", "content-length": String(50_000_000) }).end()
      case "/huge-streamed.jpg": {
        res.writeHead(200, { "content-type": "image/jpeg" })
        const chunk = Buffer.alloc(64 * 1024)
        for (let i = 0; i < 8; i += 1) res.write(chunk)
        return void res.end()
      }
      case "/page.html":
        return void res.writeHead(200, { "content-type": "text/html" }).end("<p>Not an image</p>")
      case "/mislabelled.jpg":
        return void res.writeHead(200, { "content-type": "image/jpeg" }).end("plain text, not a picture")
      default:
        return void res.writeHead(404).end()
    }
  })
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((done) => server.close(done))
  rmSync(root, { recursive: true, force: true })
})

/** A Firestore story whose poster is the given address. */
const storyWithPoster = (src: string): RawStory => ({
  id: "remote-poster",
  origin: "Firestore stories/remote-poster",
  imageDir: null,
  data: {
    title: "Learning to delegate",
    description: "How a founder handed over the work she loved.",
    publishedDate: "2026-06-01",
    poster: { src, alt: "A path up a hill" },
    pages: ["One", "Two", "Three"].map((heading) => ({ heading, body: "A short sentence.", background: { color: "#0f172a" } })),
  },
})

const site = () => ({ storiesDir: join(root, "stories"), publicDir: join(root, "public"), remoteLimits: LIMITS })

const failure = async (path: string): Promise<string> => {
  try {
    await validateStories([storyWithPoster(`${base}${path}`)], site())
  } catch (error) {
    return (error as Error).message
  }
  throw new Error(`${path} was accepted`)
}

describe("remote story images", () => {
  it("are measured and published with the site when the answer is a real image within the limits", async () => {
    const [story] = await validateStories([storyWithPoster(`${base}/poster.jpg`)], site())
    expect(story.poster).toEqual({ url: expect.stringMatching(/^\/stories\/images\/[0-9a-f]{20}\.jpg$/), width: 720, height: 960, alt: "A path up a hill" })
    expect(readFileSync(join(root, "public", story.poster.url))).toEqual(poster)
  })

  it.each([
    ["/slow.jpg", /did not arrive within 1 s/],
    ["/silent.jpg", /did not arrive within 1 s/],
    ["/huge-declared.jpg", /is larger than the 0\.2 MB allowed/],
    ["/huge-streamed.jpg", /is larger than the 0\.2 MB allowed/],
    ["/missing.jpg", /could not be downloaded from .*\(HTTP 404\)/],
    ["/page.html", /is not an image: .* answered with text\/html/],
    ["/mislabelled.jpg", /must be a raster image|unsupported image format|Input buffer/i],
  ])("%s stops the build naming the story and the field", async (path, reason) => {
    const started = Date.now()
    const message = await failure(path)
    expect(message).toMatch(/remote-poster/)
    expect(message).toMatch(/poster\.src/)
    expect(message).toMatch(reason)
    // Cut off at the deadline, not left to hang.
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})
