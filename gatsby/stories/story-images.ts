/**
 * Measures story images (AMP and Google need their real size and shape) and publishes local ones
 * next to the story page, so /stories/<id>/poster.jpg is served beside /stories/<id>/.
 */
import { copyFileSync, existsSync, mkdirSync } from "node:fs"
import { dirname, join, relative, resolve, sep } from "node:path"
import sharp from "sharp"

export interface MeasuredImage {
  url: string
  width: number
  height: number
}

export interface ImageSite {
  /** content/stories: local images must live under it. */
  storiesDir: string
  /** Where the built site is written (public/); local images are copied to public/stories/... */
  publicDir: string
}

/** Formats accepted for story posters, logos and backgrounds (sharp's names, and how the coach reads them). */
const RASTER = new Map([["jpeg", "JPEG"], ["png", "PNG"], ["webp", "WebP"], ["gif", "GIF"], ["avif", "AVIF"]])
const RASTER_NAMES = [...RASTER.values()]
const RASTER_LIST = `${RASTER_NAMES.slice(0, -1).join(", ")} or ${RASTER_NAMES[RASTER_NAMES.length - 1]}`

/** Local previews and tests serve images from this machine over plain http; anything else must be https. */
const allowedUrl = (src: string): boolean =>
  /^https:\/\//.test(src) || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(src)

const measure = async (input: Buffer | string): Promise<{ width: number; height: number }> => {
  const meta = await sharp(input).metadata()
  if (!meta.format || !RASTER.has(meta.format)) {
    throw new Error(`must be a raster image (${RASTER_LIST}), not ${meta.format ?? "an unknown format"}`)
  }
  if (!meta.width || !meta.height) throw new Error("has no readable size")
  return { width: meta.width, height: meta.height }
}

export const createImageResolver = (site: ImageSite) => {
  const cache = new Map<string, Promise<MeasuredImage>>()

  const remote = async (src: string): Promise<MeasuredImage> => {
    let response: Response
    try {
      response = await fetch(src)
    } catch {
      throw new Error(`could not be downloaded from ${src}`)
    }
    if (!response.ok) throw new Error(`could not be downloaded from ${src} (HTTP ${response.status})`)
    const size = await measure(Buffer.from(await response.arrayBuffer()))
    return { url: src, ...size }
  }

  const local = async (src: string, imageDir: string): Promise<MeasuredImage> => {
    const storiesDir = resolve(site.storiesDir)
    const file = resolve(imageDir, src)
    if (!file.startsWith(storiesDir + sep)) throw new Error(`must be a file inside content/stories (got ${src})`)
    if (!existsSync(file)) throw new Error(`points to a file that does not exist: ${src}`)
    const size = await measure(file)
    const path = relative(storiesDir, file).split(sep).join("/")
    const target = join(site.publicDir, "stories", path)
    mkdirSync(dirname(target), { recursive: true })
    copyFileSync(file, target)
    return { url: `/stories/${path}`, ...size }
  }

  /**
   * Resolves an image reference: an absolute URL is downloaded and measured; a relative path is
   * read from imageDir (null means the source cannot hold files, e.g. Firestore).
   */
  return (src: string, imageDir: string | null): Promise<MeasuredImage> => {
    const key = `${imageDir ?? ""}|${src}`
    let found = cache.get(key)
    if (!found) {
      if (/^[a-z]+:/i.test(src)) {
        found = allowedUrl(src) ? remote(src) : Promise.reject(new Error(`must be an https:// address (got ${src})`))
      } else if (imageDir === null) {
        found = Promise.reject(new Error(`must be an https:// address (got ${src})`))
      } else {
        found = local(src, imageDir)
      }
      cache.set(key, found)
    }
    return found
  }
}

export type ImageResolver = ReturnType<typeof createImageResolver>
