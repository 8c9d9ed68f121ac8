/**
 * The pages' photos (contract/page-photo.ts) as the build serves them: for each photo field of each
 * page, the image of her published page (downloaded from the page's Storage folder, with the
 * limits and the pixel cap of stories' and posts' photos) or else the file's (content/images/),
 * each made a File node under a fixed name ("home-hero-photo") while sourcing (page-photo-nodes.ts),
 * so the pages' queries find each photo by that name and gatsby-plugin-image makes its sizes from
 * the site's own copy, as it does for content/images/.
 * A published page whose photo cannot be had is left out with a warning naming the field, and its
 * file (words and photo) is built.
 */
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { DATA_FILES, type DataFileName } from "../../contract/content-schema"
import { PAGES } from "../../contract/firebase-settings"
import { PAGE_PHOTO_FOLDERS } from "../../contract/story-image-sources"
import { FILE_PHOTO, pagePhotoName, photoFieldPaths, valueAt } from "../../contract/page-photo"
import { createImageResolver, type ImageSite } from "../published/published-images"
import { leftOutWarning, type PublishedPages } from "./published-pages"

// js-yaml (Gatsby's YAML transformer uses it) ships no types here; only `load` is used.
const yaml = require("js-yaml") as { load: (source: string) => unknown } // eslint-disable-line @typescript-eslint/no-require-imports -- as above

/** The photo's name, and the image file it is made from. */
export interface PagePhoto {
  name: string
  file: string
}

/** Where downloaded page photos are published, under public/ and the site's address. */
const REMOTE_DIR = "pages/images"

/** The pages that show photos, with where each photo field is. */
const photoPages = (): [DataFileName, string[][]][] =>
  (Object.keys(DATA_FILES) as DataFileName[]).map((name): [DataFileName, string[][]] => [name, photoFieldPaths(DATA_FILES[name])]).filter(([, paths]) => paths.length > 0)

const srcAt = (content: unknown, path: readonly string[]): string | null => {
  const src = valueAt(content, [...path, "src"])
  return typeof src === "string" ? src : null
}

/**
 * Chooses every page photo the build serves, and answers with them, the published pages it can
 * build (those whose photos it could not have are left out) and a warning for each.
 * A file whose own photo is missing stops the build, naming the file and the field.
 */
export const placePagePhotos = async (published: PublishedPages, site: ImageSite, root = process.cwd()): Promise<{ pages: PublishedPages; warnings: string[]; photos: PagePhoto[] }> => {
  const photos: PagePhoto[] = []
  const resolve = createImageResolver({ ...site, photoFolder: PAGE_PHOTO_FOLDERS, remoteDir: REMOTE_DIR })
  const pages: PublishedPages = { ...published }
  const warnings: string[] = []
  const fileImage = (src: string): string | null => (FILE_PHOTO.test(src) && existsSync(join(root, "content", src)) ? join(root, "content", src) : null)

  for (const [pageId, paths] of photoPages()) {
    const mine = pages[pageId]
    let chosen: Map<string, string> | null = null
    if (mine) {
      const found = new Map<string, string>()
      const problems: string[] = []
      for (const path of paths) {
        const src = srcAt(mine, path)
        const field = [...path, "src"].join(".")
        if (src === null) continue
        if (FILE_PHOTO.test(src)) {
          const file = fileImage(src)
          if (file) found.set(path.join("."), file)
          else problems.push(`${field}: is not an image in content/images/ (${src})`)
          continue
        }
        try {
          const image = await resolve(src, null)
          found.set(path.join("."), join(site.publicDir, ...image.url.split("/").filter(Boolean)))
        } catch (error) {
          problems.push(`${field}: ${(error as Error).message}`)
        }
      }
      if (problems.length) {
        delete pages[pageId]
        warnings.push(leftOutWarning({ pageId, origin: `Firestore ${PAGES}/${pageId}` }, problems))
      } else chosen = found
    }
    const file = yaml.load(readFileSync(join(root, "content", `${pageId}.yaml`), "utf8"))
    for (const path of paths) {
      const key = path.join(".")
      let image = chosen?.get(key)
      if (!image) {
        const src = srcAt(file, path)
        // A file without the field fails the content check, naming it; one naming a missing image fails here.
        if (src === null) continue
        const found = fileImage(src)
        if (!found) throw new Error(`content/${pageId}.yaml: ${[...path, "src"].join(".")}: ${src} is not an image in content/images/`)
        image = found
      }
      photos.push({ name: pagePhotoName(pageId, path), file: image })
    }
  }
  return { pages, warnings, photos }
}
