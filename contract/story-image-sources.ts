/**
 * Where a published story's or blog post's images may come from, one rule for the build (which
 * downloads them) and the publish callables (which refuse what the build would skip): a photo the
 * studio uploaded to the project's own Cloud Storage bucket, under stories/ (a story's) or posts/
 * (a post's), by one of its two download address forms:
 *
 *   https://firebasestorage.googleapis.com/v0/b/<bucket>/o/<stories%2F...>?alt=media&token=...
 *   https://storage.googleapis.com/<bucket>/stories/...
 *
 * and, in a local build only (a `demo-` project, which Firebase keeps to its emulators), the same
 * first form at the local Storage emulator's loopback address. Any other host, scheme, bucket or
 * folder is refused before a request is made, so a story cannot point the build at an internal
 * address. Pure string checks: the browser-safe studio and functions/ import it too.
 */
import { PAGE_PHOTOS_FOLDER, POST_PHOTOS_FOLDER, STORY_PHOTOS_FOLDER } from "./firebase-settings"

export interface StoryImageSources {
  /** The project's Storage bucket (e.g. coach-site.appspot.com or coach-site.firebasestorage.app); null: none configured. */
  bucket: string | null
  /** host:port of the local Storage emulator; set only for a demo- project and a loopback address. */
  emulatorHost: string | null
}

/** The rule for the coach, in the words a refused image gets (no address is echoed back). */
export const STORY_IMAGE_SOURCE_RULE = "must be a photo uploaded in the studio (an address in the site's own photo storage)"

const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\]):\d{1,5}$/

/** Firebase's convention: a project whose id starts with demo- exists only in the emulators. */
export const isDemoProject = (projectId: string | undefined): boolean => Boolean(projectId?.startsWith("demo-"))

/** The sources a build or a function of this project accepts, from its environment. */
export const storyImageSources = (env: Record<string, string | undefined>): StoryImageSources => {
  const projectId = env.STORIES_FIREBASE_PROJECT_ID || env.GATSBY_FIREBASE_PROJECT_ID
  const emulator = env.FIREBASE_STORAGE_EMULATOR_HOST ?? ""
  return {
    bucket: env.STORIES_STORAGE_BUCKET || env.GATSBY_FIREBASE_STORAGE_BUCKET || null,
    emulatorHost: isDemoProject(projectId) && LOOPBACK_HOST.test(emulator) ? emulator : null,
  }
}

const decoded = (part: string): string | null => {
  try {
    return decodeURIComponent(part)
  } catch {
    return null
  }
}

/** An object name the studio could have made: under `folder`, no empty, dot or control segments. */
const isStudioPhotoName = (name: string | null, folder: string): name is string =>
  name !== null &&
  name.startsWith(folder) &&
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  !/[\u0000-\u001f\\]/.test(name) &&
  name.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..")

/** The Storage folders of the studio's photos: a story, a post and a page may each only use photos from its own. */
export type PhotoFolder = typeof STORY_PHOTOS_FOLDER | typeof POST_PHOTOS_FOLDER | typeof PAGE_PHOTOS_FOLDER

/**
 * The photo's name in the bucket (e.g. "stories/saying-no/4f2c.jpg") when `src` is an address
 * the rule above allows for `folder`, or null. The name is what messages show: never the address or its token.
 */
export const photoObject = (src: string, { bucket, emulatorHost }: StoryImageSources, folder: PhotoFolder): string | null => {
  if (!bucket) return null
  let url: URL
  try {
    url = new URL(src)
  } catch {
    return null
  }
  if (url.username || url.password || url.hash) return null
  const firebasePath = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/.exec(url.pathname)
  const firebaseForm = (protocol: string, host: string): string | null =>
    url.protocol === protocol && url.host === host && firebasePath && decoded(firebasePath[1]) === bucket ? decoded(firebasePath[2]) : null
  let name: string | null = null
  if (url.host === "firebasestorage.googleapis.com") name = firebaseForm("https:", url.host)
  else if (emulatorHost && url.host === emulatorHost) name = firebaseForm("http:", emulatorHost)
  else if (url.protocol === "https:" && url.host === "storage.googleapis.com" && url.search === "") {
    const path = /^\/([^/]+)\/(.+)$/.exec(url.pathname)
    name = path && path[1] === bucket ? decoded(path[2]) : null
  }
  return isStudioPhotoName(name, folder) ? name : null
}

/**
 * The local Storage emulator's origin (`http://127.0.0.1:<port>`) when these sources accept its
 * photos (a demo- project's local build or functions), else null. The studio running against the
 * local backend uploads there, so a post's body may show an image from it in the preview and be
 * published with it; the build then serves its own copy, and no page it makes names the origin.
 */
export const localPhotoOrigin = ({ emulatorHost }: StoryImageSources): string | null => (emulatorHost ? `http://${emulatorHost}` : null)

/** Whether `src` is an address at that origin, written plainly (no user name or password in it). */
export const isLocalPhoto = (src: string, origin: string | null | undefined): boolean => {
  if (!origin || !src.startsWith(`${origin}/`)) return false
  try {
    const url = new URL(src)
    return url.origin === origin && url.username === "" && url.password === ""
  } catch {
    return false
  }
}

/** A story's photo: under stories/. */
export const storyImageObject = (src: string, sources: StoryImageSources): string | null => photoObject(src, sources, STORY_PHOTOS_FOLDER)

/** A blog post's photo (its cover or one in its body): under posts/. */
export const postImageObject = (src: string, sources: StoryImageSources): string | null => photoObject(src, sources, POST_PHOTOS_FOLDER)

/** Where a page's photo may be: her upload to the page's own folder, or one of her post or story photos reused from the library. */
export const PAGE_PHOTO_FOLDERS: readonly PhotoFolder[] = [PAGE_PHOTOS_FOLDER, POST_PHOTOS_FOLDER, STORY_PHOTOS_FOLDER]

/** The photo's name in the bucket when `src` is an address the rule allows for any of `folders`, or null. */
export const photoObjectIn = (src: string, sources: StoryImageSources, folders: readonly PhotoFolder[]): string | null =>
  folders.map((folder) => photoObject(src, sources, folder)).find((name) => name !== null) ?? null

/** A page's photo: under pages/, posts/ or stories/ of the project's bucket. */
export const pageImageObject = (src: string, sources: StoryImageSources): string | null => photoObjectIn(src, sources, PAGE_PHOTO_FOLDERS)
