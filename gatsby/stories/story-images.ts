/**
 * Measures story images (AMP and Google need their real size and shape) and publishes them with
 * the site: local ones next to the story page (/stories/<id>/poster.jpg), downloaded ones under
 * /stories/images/, so a story loads no image from another host.
 */
import { createHash } from "node:crypto"
import { copyFileSync, existsSync, mkdirSync, statSync, writeFileSync } from "node:fs"
import { dirname, join, relative, resolve, sep } from "node:path"
import sharp from "sharp"

export interface MeasuredImage {
  url: string
  width: number
  height: number
}

/** How long a remote image may take and how large it may be, so a bad answer cannot hang the build. */
export interface RemoteImageLimits {
  timeoutMs: number
  maxBytes: number
}

export const REMOTE_IMAGE_LIMITS: RemoteImageLimits = { timeoutMs: 20_000, maxBytes: 15 * 1024 * 1024 }

export interface ImageSite {
  /** content/stories: local images must live under it. */
  storiesDir: string
  /** Where the built site is written (public/); local images are copied to public/stories/... */
  publicDir: string
  /** Defaults to REMOTE_IMAGE_LIMITS. */
  remoteLimits?: RemoteImageLimits
}

/** Where downloaded images are published: /stories/images/<hash>.<format> (not a story id: ids are pages). */
export const REMOTE_IMAGES_DIR = "images"

/** Formats accepted for story posters, logos and backgrounds (sharp's names, and how the coach reads them). */
const RASTER = new Map([["jpeg", "JPEG"], ["png", "PNG"], ["webp", "WebP"], ["gif", "GIF"], ["avif", "AVIF"]])
const RASTER_NAMES = [...RASTER.values()]
const RASTER_LIST = `${RASTER_NAMES.slice(0, -1).join(", ")} or ${RASTER_NAMES[RASTER_NAMES.length - 1]}`

/** Local previews and tests serve images from this machine over plain http; anything else must be https. */
const allowedUrl = (src: string): boolean =>
  /^https:\/\//.test(src) || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(src)

const measure = async (input: Buffer | string): Promise<{ width: number; height: number; format: string }> => {
  const meta = await sharp(input).metadata()
  if (!meta.format || !RASTER.has(meta.format)) {
    throw new Error(`must be a raster image (${RASTER_LIST}), not ${meta.format ?? "an unknown format"}`)
  }
  if (!meta.width || !meta.height) throw new Error("has no readable size")
  return { width: meta.width, height: meta.height, format: meta.format === "jpeg" ? "jpg" : meta.format }
}

const megabytes = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`

/** The body of an image answer, refused when it is slow, large, missing or not an image. */
const download = async (src: string, { timeoutMs, maxBytes }: RemoteImageLimits): Promise<Buffer> => {
  // One deadline for the answer and its whole body: a server that trickles bytes is cut off too.
  const signal = AbortSignal.timeout(timeoutMs)
  const tooSlow = `did not arrive within ${timeoutMs / 1000} s from ${src}`
  let response: Response
  try {
    response = await fetch(src, { signal })
  } catch {
    throw new Error(signal.aborted ? tooSlow : `could not be downloaded from ${src}`)
  }
  if (!response.ok) throw new Error(`could not be downloaded from ${src} (HTTP ${response.status})`)
  const type = response.headers.get("content-type") ?? ""
  if (!/^image\//i.test(type)) {
    await response.body?.cancel()
    throw new Error(`is not an image: ${src} answered with ${type || "no content type"}`)
  }
  const tooLarge = `is larger than the ${megabytes(maxBytes)} allowed: ${src}`
  if (Number(response.headers.get("content-length") ?? 0) > maxBytes) {
    await response.body?.cancel()
    throw new Error(tooLarge)
  }
  const chunks: Uint8Array[] = []
  let received = 0
  const reader = response.body?.getReader()
  try {
    for (;;) {
      const { done, value } = reader ? await reader.read() : { done: true, value: undefined }
      if (done || !value) break
      received += value.byteLength
      if (received > maxBytes) {
        await reader?.cancel()
        throw new Error(tooLarge)
      }
      chunks.push(value)
    }
  } catch (error) {
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

  /**
   * Downloaded, measured and published beside the stories (named by its content's hash), so the
   * story page loads it from the site itself: the stories' Content-Security-Policy allows no other
   * image host, and the visitor's browser makes no request to the storage service.
   */
  const remote = async (src: string): Promise<MeasuredImage> => {
    const bytes = await download(src, site.remoteLimits ?? REMOTE_IMAGE_LIMITS)
    const { width, height, format } = await measure(bytes)
    const name = `${createHash("sha256").update(bytes).digest("hex").slice(0, 20)}.${format}`
    const target = join(site.publicDir, "stories", REMOTE_IMAGES_DIR, name)
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, bytes)
    return { url: `/stories/${REMOTE_IMAGES_DIR}/${name}`, width, height }
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
   * Resolves an image reference: an absolute URL is downloaded and measured; a relative path is
   * read from imageDir (null means the source cannot hold files, e.g. Firestore).
   */
  return (src: string, imageDir: string | null): Promise<MeasuredImage> => {
    const remoteUrl = /^[a-z]+:/i.test(src)
    // Keyed by the file itself, so an image many stories share is measured and copied once.
    const file = !remoteUrl && imageDir !== null ? resolve(imageDir, src) : null
    const key = file ?? `${imageDir ?? ""}|${src}`
    let found = cache.get(key)
    if (!found) {
      if (remoteUrl) {
        found = allowedUrl(src) ? remote(src) : Promise.reject(new Error(`must be an https:// address (got ${src})`))
      } else if (file === null) {
        found = Promise.reject(new Error(`must be an https:// address (got ${src})`))
      } else {
        found = local(src, file)
      }
      cache.set(key, found)
    }
    return found
  }
}

export type ImageResolver = ReturnType<typeof createImageResolver>
