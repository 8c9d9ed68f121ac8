/**
 * The images of everything published (stories, posts, pages): measured (AMP and Google need a
 * story image's real size and shape) and published with the site: a story's local ones next to its
 * page (/stories/<id>/poster.jpg), photos downloaded from the project's storage under
 * /stories/images/, /blog/images/ or the pages' folder, so no page loads an image from another host.
 */
import { createHash } from "node:crypto"
import { copyFileSync, existsSync, mkdirSync, statSync, writeFileSync } from "node:fs"
import { dirname, join, relative, resolve, sep } from "node:path"
import sharp from "sharp"
import { REMOTE_IMAGES_DIR } from "../../contract/story"
import { photoObjectIn, storyImageSources, STORY_IMAGE_SOURCE_RULE, type PhotoFolder, type StoryImageSources } from "../../contract/story-image-sources"
import { PAGE_PHOTOS_FOLDER, POST_PHOTOS_FOLDER, STORY_PHOTOS_FOLDER } from "../../contract/firebase-settings"
import { photoPixelsProblem } from "../../contract/photo-size"

export interface MeasuredImage {
  url: string
  width: number
  height: number
}

/**
 * How long a remote image may take, how large each and all of them together may be, and how many
 * are downloaded at once, so that no answer (or set of stories) can hang the build or fill its disk.
 */
export interface RemoteImageLimits {
  timeoutMs: number
  maxBytes: number
  /** Every downloaded image of one build together. */
  maxTotalBytes: number
  concurrency: number
}

export const REMOTE_IMAGE_LIMITS: RemoteImageLimits = {
  timeoutMs: 20_000,
  maxBytes: 15 * 1024 * 1024,
  maxTotalBytes: 300 * 1024 * 1024,
  concurrency: 4,
}

export interface ImageSite {
  /** content/stories: local images must live under it. */
  storiesDir: string
  /** Where the built site is written (public/); local images are copied to public/stories/... */
  publicDir: string
  /** Where remote images may come from (contract/story-image-sources.ts); none when absent. */
  sources?: StoryImageSources
  /** Defaults to REMOTE_IMAGE_LIMITS; a partial set overrides those it names. */
  remoteLimits?: Partial<RemoteImageLimits>
  /** The Storage folder remote photos must be in: stories/ (the default), posts/ for blog posts; the pages' photos may be in any of theirs (PAGE_PHOTO_FOLDERS), pages/ first. */
  photoFolder?: PhotoFolder | readonly PhotoFolder[]
  /** Where downloaded photos are published, under publicDir and the site's address: stories/images (the default). */
  remoteDir?: string
}


/** Where the project keeps story files, writes the built site, and may download photos from. */
export const projectImageSite = (root = process.cwd(), env: NodeJS.ProcessEnv = process.env): ImageSite => ({
  storiesDir: join(root, "content", "stories"),
  publicDir: join(root, "public"),
  sources: storyImageSources(env),
})

/** Formats accepted for story posters, logos and backgrounds (sharp's names, and how the coach reads them). */
const RASTER = new Map([["jpeg", "JPEG"], ["png", "PNG"], ["webp", "WebP"], ["gif", "GIF"], ["avif", "AVIF"]])
const RASTER_NAMES = [...RASTER.values()]
const RASTER_LIST = `${RASTER_NAMES.slice(0, -1).join(", ")} or ${RASTER_NAMES[RASTER_NAMES.length - 1]}`

/** The format and size in a photo's header (sharp's metadata decodes no pixel), refused beyond the pixels a photo may have. */
const measure = async (input: Buffer | string): Promise<{ width: number; height: number; format: string }> => {
  // sharp's own pixel limit (268 million) would refuse with no size given; this file's is lower and says what it found.
  const meta = await sharp(input, { limitInputPixels: false }).metadata()
  if (!meta.format || !RASTER.has(meta.format)) {
    throw new Error(`must be a raster image (${RASTER_LIST}), not ${meta.format ?? "an unknown format"}`)
  }
  if (!meta.width || !meta.height) throw new Error("has no readable size")
  // Read from the header alone: nothing has decoded it, and nothing will once it is refused here.
  const tooLarge = photoPixelsProblem(meta.width, meta.height)
  if (tooLarge) throw new Error(tooLarge)
  return { width: meta.width, height: meta.height, format: meta.format === "jpeg" ? "jpg" : meta.format }
}

const megabytes = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

/** A content type as a bare MIME name, or a neutral phrase: nothing else the server said reaches the log. */
const typeName = (header: string): string => {
  const type = header.split(";")[0].trim().toLowerCase()
  return /^[a-z0-9.+-]{1,40}\/[a-z0-9.+-]{1,60}$/.test(type) ? type : "no recognisable content type"
}

/** At most `limit` tasks at once; the rest wait their turn in order. */
const taskQueue = (limit: number) => {
  let running = 0
  const waiting: Array<() => void> = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= limit) await new Promise<void>((turn) => waiting.push(turn))
    running += 1
    try {
      return await task()
    } finally {
      running -= 1
      waiting.shift()?.()
    }
  }
}

/**
 * The body of an image answer, refused when it is slow, large, redirected, missing or not an
 * image. `photo` names it in messages (its name in storage, never its address or token);
 * `spend(bytes)` charges the build's total and throws once it is used up.
 */
const download = async (src: string, photo: string, { timeoutMs, maxBytes }: RemoteImageLimits, spend: (bytes: number) => void): Promise<Buffer> => {
  // One deadline for the answer and its whole body: a server that trickles bytes is cut off too.
  const signal = AbortSignal.timeout(timeoutMs)
  const tooSlow = `did not arrive within ${timeoutMs / 1000} s from the photo storage: ${photo}`
  let response: Response
  try {
    // A redirect could lead anywhere (an internal address included): it is an answer, never followed.
    response = await fetch(src, { signal, redirect: "manual" })
  } catch {
    throw new Error(signal.aborted ? tooSlow : `could not be downloaded from the photo storage: ${photo}`)
  }
  const refuse = async (message: string): Promise<never> => {
    await response.body?.cancel().catch(() => undefined)
    throw new Error(message)
  }
  if (response.status >= 300 && response.status < 400) await refuse(`was redirected elsewhere by the photo storage, which the build does not follow: ${photo}`)
  if (!response.ok) await refuse(`could not be downloaded from the photo storage: ${photo} (HTTP ${response.status})`)
  const type = response.headers.get("content-type") ?? ""
  if (!/^image\//i.test(type)) await refuse(`is not an image: ${photo} answered with ${type ? typeName(type) : "no content type"}`)
  const tooLarge = `is larger than the ${megabytes(maxBytes)} allowed: ${photo}`
  const declared = Number(response.headers.get("content-length") ?? 0)
  if (declared > maxBytes) await refuse(tooLarge)
  const chunks: Uint8Array[] = []
  let received = 0
  const reader = response.body?.getReader()
  try {
    for (;;) {
      const { done, value } = reader ? await reader.read() : { done: true, value: undefined }
      if (done || !value) break
      received += value.byteLength
      if (received > maxBytes) throw new Error(tooLarge)
      spend(value.byteLength)
      chunks.push(value)
    }
  } catch (error) {
    await reader?.cancel().catch(() => undefined)
    if (signal.aborted) throw new Error(tooSlow)
    throw error
  }
  return Buffer.concat(chunks)
}

/** The published copy is the source's: same size, written after the source last changed. */
const isCopyOf = (target: string, source: string): boolean => {
  if (!existsSync(target)) return false
  const [copy, original] = [statSync(target), statSync(source)]
  return copy.size === original.size && copy.mtimeMs >= original.mtimeMs
}

export const createImageResolver = (site: ImageSite) => {
  const cache = new Map<string, Promise<MeasuredImage>>()
  const limits = { ...REMOTE_IMAGE_LIMITS, ...site.remoteLimits }
  const sources = site.sources ?? { bucket: null, emulatorHost: null }
  const folders = ([] as PhotoFolder[]).concat(site.photoFolder ?? STORY_PHOTOS_FOLDER)
  const [folder = STORY_PHOTOS_FOLDER] = folders
  const remoteDir = site.remoteDir ?? `stories/${REMOTE_IMAGES_DIR}`
  const inTurn = taskQueue(limits.concurrency)
  let spent = 0
  const spend = (bytes: number) => {
    spent += bytes
    if (spent > limits.maxTotalBytes) {
      throw new Error(`would take the build past the ${megabytes(limits.maxTotalBytes)} allowed for all downloaded ${{ [STORY_PHOTOS_FOLDER]: "story", [POST_PHOTOS_FOLDER]: "post", [PAGE_PHOTOS_FOLDER]: "page" }[folder]} images together`)
    }
  }

  /**
   * Downloaded, measured and published beside the stories (named by its content's hash), so the
   * story page loads it from the site itself: the stories' Content-Security-Policy allows no other
   * image host, and the visitor's browser makes no request to the storage service.
   */
  const remote = async (src: string, photo: string): Promise<MeasuredImage> => {
    const bytes = await inTurn(() => download(src, photo, limits, spend))
    const { width, height, format } = await measure(bytes)
    const name = `${createHash("sha256").update(bytes).digest("hex").slice(0, 20)}.${format}`
    const target = join(site.publicDir, ...remoteDir.split("/"), name)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, bytes)
    return { url: `/${remoteDir}/${name}`, width, height }
  }

  const local = async (src: string, file: string): Promise<MeasuredImage> => {
    const storiesDir = resolve(site.storiesDir)
    if (!file.startsWith(storiesDir + sep)) throw new Error(`must be a file inside content/stories (got ${src})`)
    if (!existsSync(file)) throw new Error(`points to a file that does not exist: ${src}`)
    const { width, height } = await measure(file)
    const size = { width, height }
    const path = relative(storiesDir, file).split(sep).join("/")
    const target = join(site.publicDir, "stories", path)
    // A rebuild finds most images already published: copy only what changed.
    if (!isCopyOf(target, file)) {
      mkdirSync(dirname(target), { recursive: true })
      copyFileSync(file, target)
    }
    return { url: `/stories/${path}`, ...size }
  }

  /**
   * Resolves an image reference: an address in the project's photo storage is downloaded and
   * measured, any other address refused unasked; a relative path is read from imageDir (null means
   * the source cannot hold files, e.g. Firestore).
   */
  return (src: string, imageDir: string | null): Promise<MeasuredImage> => {
    const remoteUrl = /^[a-z]+:/i.test(src)
    // Keyed by the file itself, so an image many stories share is measured and copied once.
    const file = !remoteUrl && imageDir !== null ? resolve(imageDir, src) : null
    const key = file ?? `${imageDir ?? ""}|${src}`
    let found = cache.get(key)
    if (!found) {
      const photo = remoteUrl ? photoObjectIn(src, sources, folders) : null
      if (photo !== null) {
        found = remote(src, photo)
      } else if (remoteUrl || file === null) {
        // The address is not repeated: it may be an internal one, and the log is read widely.
        found = Promise.reject(new Error(STORY_IMAGE_SOURCE_RULE))
      } else {
        found = local(src, file)
      }
      cache.set(key, found)
    }
    return found
  }
}

export type ImageResolver = ReturnType<typeof createImageResolver>
