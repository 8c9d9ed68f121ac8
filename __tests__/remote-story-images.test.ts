/**
 * @jest-environment node
 *
 * Stories from Firestore name their images by address in the project's photo storage; the build
 * downloads each one to measure it. A slow, huge, missing or non-image answer stops the build,
 * naming the story and the field, instead of hanging it. Any other address is refused before a
 * request is made, redirects are not followed, the downloads are capped in total and in number at
 * once, and no address or answer of the server's reaches the message. A server on 127.0.0.1 plays
 * the local Storage emulator and every kind of bad answer.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { validateStories } from "../gatsby/stories/load-stories"
import { REMOTE_IMAGE_LIMITS } from "../gatsby/published/published-images"
import { storyImageObject, storyImageSources, type StoryImageSources } from "../contract/story-image-sources"
import type { RawStory } from "../contract/story-input"
import { requestedFile, storageAddress, TEST_BUCKET, writeImage } from "./helpers/story-images"

let root: string
let server: Server
let base: string
let poster: Buffer
let emulatorHost: string
const LIMITS = { timeoutMs: 1_000, maxBytes: 200_000 }
/** Every request the server was sent, by file, and the most it was answering at once. */
const seen: string[] = []
let inFlight = 0
let mostInFlight = 0
const SERVER_SECRET = "db-password=hunter2"

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "remote-images-"))
  await writeImage(join(root, "stories", "publisher-logo.png"), 192, 192)
  await writeImage(join(root, "poster.jpg"), 720, 960, "jpeg")
  poster = readFileSync(join(root, "poster.jpg"))
  server = createServer((req, res) => {
    const file = requestedFile(req.url)
    seen.push(file)
    if (file.startsWith("/held-")) {
      // Answered after a while, so requests overlap if the build sends them together.
      inFlight += 1
      mostInFlight = Math.max(mostInFlight, inFlight)
      return void setTimeout(() => {
        inFlight -= 1
        res.writeHead(200, { "content-type": "image/jpeg" }).end(poster)
      }, 150)
    }
    if (/^\/copy-\d+\.jpg$/.test(file)) return void res.writeHead(200, { "content-type": "image/jpeg" }).end(poster)
    switch (file) {
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
      case "/redirect.jpg":
        // To an address the build would accept, even: a redirect is still not followed.
        return void res.writeHead(302, { location: storageAddress(base, "poster.jpg") }).end()
      case "/internal-error.jpg":
        return void res.writeHead(500, { "content-type": "text/plain" }).end(SERVER_SECRET)
      case "/chatty.jpg":
        return void res.writeHead(200, { "content-type": `text/html; ${SERVER_SECRET}` }).end(SERVER_SECRET)
      default:
        return void res.writeHead(404).end()
    }
  })
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready))
  emulatorHost = `127.0.0.1:${(server.address() as AddressInfo).port}`
  base = `http://${emulatorHost}`
})

beforeEach(() => {
  seen.length = 0
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((done) => server.close(done))
  rmSync(root, { recursive: true, force: true })
})

/** A Firestore story whose poster is the given address. */
const storyWithPoster = (src: string, id = "remote-poster"): RawStory => ({
  id,
  origin: `Firestore stories/${id}`,
  imageDir: null,
  data: {
    title: "Learning to delegate",
    description: "How a founder handed over the work she loved.",
    publishedDate: "2026-06-01",
    poster: { src, alt: "A path up a hill" },
    pages: ["One", "Two", "Three"].map((heading) => ({ heading, body: "A short sentence.", background: { color: "#0f172a" } })),
  },
})

/** A local build's site: its bucket, and the emulator on 127.0.0.1 (a demo- project). */
const site = (limits: Partial<typeof REMOTE_IMAGE_LIMITS> = LIMITS, sources: StoryImageSources = { bucket: TEST_BUCKET, emulatorHost }) => ({
  storiesDir: join(root, "stories"),
  publicDir: join(root, "public"),
  remoteLimits: limits,
  sources,
})

const rejectionOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise
  } catch (error) {
    return (error as Error).message
  }
  throw new Error("the story was accepted")
}

const failure = (path: string): Promise<string> => rejectionOf(validateStories([storyWithPoster(storageAddress(base, path.slice(1)))], site()))

describe("remote story images", () => {
  it("are measured and published with the site when the answer is a real image within the limits", async () => {
    const [story] = await validateStories([storyWithPoster(storageAddress(base, "poster.jpg"))], site())
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

  it.each([
    ["/redirect.jpg", /was redirected elsewhere by the photo storage, which the build does not follow: stories\/redirect\.jpg/],
    ["/internal-error.jpg", /could not be downloaded from the photo storage: stories\/internal-error\.jpg \(HTTP 500\)/],
    ["/chatty.jpg", /is not an image: stories\/chatty\.jpg answered with text\/html$/],
  ])("%s is refused without following it or repeating what the server said", async (path, reason) => {
    const message = await failure(path)
    expect(message).toMatch(reason)
    expect(message).not.toContain(SERVER_SECRET)
    expect(message).not.toContain(emulatorHost)
    expect(message).not.toContain("test-token")
    // The redirect's target was never asked for.
    expect(seen).toEqual([path])
  })
})

describe("where a story's images may come from", () => {
  const refused = (src: string, sources: StoryImageSources = { bucket: TEST_BUCKET, emulatorHost }) =>
    rejectionOf(validateStories([storyWithPoster(src)], site(LIMITS, sources)))

  it.each([
    ["another host", "https://images.example.com/stories/poster.jpg"],
    ["the cloud metadata address", "http://169.254.169.254/computeMetadata/v1/"],
    ["another project's bucket", `https://firebasestorage.googleapis.com/v0/b/someone-else.appspot.com/o/stories%2Fp.jpg?alt=media`],
    ["the bucket outside the story photos", `https://firebasestorage.googleapis.com/v0/b/${TEST_BUCKET}/o/private%2Fp.jpg?alt=media`],
    ["a climb out of the story photos", `https://storage.googleapis.com/${TEST_BUCKET}/stories/../private/p.jpg`],
    ["plain http to the storage host", `http://firebasestorage.googleapis.com/v0/b/${TEST_BUCKET}/o/stories%2Fp.jpg?alt=media`],
    ["the storage host as a user name", `https://firebasestorage.googleapis.com@images.example.com/v0/b/${TEST_BUCKET}/o/stories%2Fp.jpg`],
    ["a file path", "file:///etc/passwd"],
    ["a path with no host", "poster.jpg"],
  ])("%s is refused before any request, and the address is not repeated", async (_, src) => {
    const message = await refused(src)
    expect(message).toContain('field "poster.src" must be a photo uploaded in the studio')
    expect(message).not.toContain(src)
  })

  it("the local emulator's address is refused in a build for a real project, and nothing is asked of it", async () => {
    const real = storyImageSources({ GATSBY_FIREBASE_PROJECT_ID: "coach-site", GATSBY_FIREBASE_STORAGE_BUCKET: TEST_BUCKET, FIREBASE_STORAGE_EMULATOR_HOST: emulatorHost })
    expect(real.emulatorHost).toBeNull()
    const message = await refused(storageAddress(base, "poster.jpg"), real)
    expect(message).toContain("must be a photo uploaded in the studio")
    expect(message).not.toContain(emulatorHost)
    expect(seen).toEqual([])
    // The same address in a local (demo-) build is the emulator's, and is fetched.
    const local = storyImageSources({ GATSBY_FIREBASE_PROJECT_ID: "demo-stories", GATSBY_FIREBASE_STORAGE_BUCKET: TEST_BUCKET, FIREBASE_STORAGE_EMULATOR_HOST: emulatorHost })
    await expect(validateStories([storyWithPoster(storageAddress(base, "poster.jpg"))], site(LIMITS, local))).resolves.toHaveLength(1)
  })

  it("accepts both download address forms of the project's bucket (checked by name, not fetched here)", () => {
    const sources = { bucket: "coach-site.appspot.com", emulatorHost: null }
    expect(storyImageObject("https://firebasestorage.googleapis.com/v0/b/coach-site.appspot.com/o/stories%2Fsaying-no%2F4f2c.jpg?alt=media&token=abc", sources)).toBe("stories/saying-no/4f2c.jpg")
    expect(storyImageObject("https://storage.googleapis.com/coach-site.appspot.com/stories/saying-no/4f2c.jpg", sources)).toBe("stories/saying-no/4f2c.jpg")
    expect(storyImageObject("https://storage.googleapis.com/coach-site.appspot.com/stories/saying-no/4f2c.jpg", { bucket: null, emulatorHost: null })).toBeNull()
  })
})

describe("the build's downloads together", () => {
  it("are capped in total: the story that would pass the cap is refused, naming it", async () => {
    const stories = [1, 2, 3].map((n) => storyWithPoster(storageAddress(base, `copy-${n}.jpg`), `copy-${n}`))
    const message = await rejectionOf(validateStories(stories, site({ ...LIMITS, concurrency: 1, maxTotalBytes: Math.floor(poster.length * 2.5) })))
    expect(message).toMatch(/Story "copy-3".*poster\.src.*would take the build past the .* allowed for all downloaded story images together/)
    expect(message).not.toMatch(/Story "copy-[12]"/)
  })

  it("go a few at a time, however many stories there are", async () => {
    mostInFlight = 0
    const stories = [1, 2, 3, 4, 5, 6].map((n) => storyWithPoster(storageAddress(base, `held-${n}.jpg`), `held-${n}`))
    await expect(validateStories(stories, site({ ...LIMITS, concurrency: 2 }))).resolves.toHaveLength(6)
    expect(seen.filter((file) => file.startsWith("/held-"))).toHaveLength(6)
    expect(mostInFlight).toBe(2)
  })
})
