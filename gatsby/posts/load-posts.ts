/**
 * Turns the published posts read from Firestore into the Markdown a file post holds (frontmatter
 * and body), each checked first with the schema the studio and the publish callable use
 * (contract/post-input.ts); post-nodes.ts makes each a node the Markdown transformer reads as it
 * reads a file post. A post the build cannot use (a schema problem, an address a file post or an
 * earlier published post has, a photo that cannot be fetched or is not from the studio's storage)
 * is left out with its problems, field by field, and the rest are built: one bad publish never
 * stops the site's build. Photos are downloaded as a story's are (the same limits and the same
 * allow-list, from the posts' folder) and served from /blog/images/; the cover's copy there is the
 * file Gatsby makes the post's responsive images from, as it does a file post's cover.
 */
import { mkdirSync } from "node:fs"
import { basename, join } from "node:path"
import type { FieldProblem } from "../../contract/field-messages"
import { POST_PHOTOS_FOLDER } from "../../contract/firebase-settings"
import { checkPublishedPost, type PostInput } from "../../contract/post-input"
import { postBodyImages } from "../../contract/post-checklist"
import { RESERVED_POST_SLUGS } from "../../contract/post-slug"
import { POST_IMAGES_DIR, postPath } from "../../contract/routes"
import { createImageResolver, type ImageSite } from "../published/published-images"
import type { RawPost } from "./firestore-posts"

export interface SkippedPost {
  raw: RawPost
  problems: FieldProblem[]
}

export interface CarriedPost {
  raw: RawPost
  /** The address it has. */
  slug: string
  /** Its frontmatter and body, as a file post's index.md would hold them. */
  markdown: string
  /** The site's copy of its cover (under public/blog/images/), which the frontmatter names beside it; null without one. */
  coverFile: string | null
}

export interface LoadedPosts {
  /** Published posts this build carries. */
  carried: CarriedPost[]
  skipped: SkippedPost[]
  /** The file posts' slugs whose studio copy this build carries: the site shows the copy at the address, and not the file. */
  replacedFiles: string[]
}

/** The site's downloads of a post's photos: the posts' Storage folder, published under /blog/images/. */
export const postImageSite = (site: ImageSite): ImageSite => ({ ...site, photoFolder: POST_PHOTOS_FOLDER, remoteDir: POST_IMAGES_DIR })

/** YAML's plain scalars are a trap (a title "No: a guide" is a map); JSON strings are valid YAML and say exactly what they hold. */
const frontmatter = (post: PostInput, cover: string | null): string =>
  [
    "---",
    `title: ${JSON.stringify(post.title)}`,
    `date: ${post.date}`,
    `description: ${JSON.stringify(post.description)}`,
    `tags: ${JSON.stringify(post.tags)}`,
    `slug: ${post.slug}`,
    ...(cover && post.coverAlt ? [`cover: ${cover}`, `coverAlt: ${JSON.stringify(post.coverAlt)}`] : []),
    "---",
    "",
  ].join("\n")

/** Every way an address can stand in the body: as written in Markdown, and HTML-escaped inside raw HTML. */
const spellings = (src: string): string[] => [...new Set([src, src.replace(/&/g, "&amp;")])]

/** The body with each photo's address replaced by the site's own copy. */
const rewriteImages = (body: string, copies: ReadonlyMap<string, string>): string => {
  let rewritten = body
  for (const [src, url] of copies) for (const spelling of spellings(src)) rewritten = rewritten.split(spelling).join(url)
  return rewritten
}

/** The site's file at one of its addresses. */
const inPublic = (site: ImageSite, address: string): string => join(site.publicDir, ...address.split("/").filter(Boolean))

export const loadPosts = async ({ published, fileSlugs }: { published: RawPost[]; fileSlugs: readonly string[] }, site: ImageSite): Promise<LoadedPosts> => {
  const resolveImage = createImageResolver(postImageSite(site))
  const claimed = new Map<string, string>()
  const carried: LoadedPosts["carried"] = []
  const skipped: SkippedPost[] = []
  const replacedFiles: string[] = []

  for (const raw of published) {
    const checked = checkPublishedPost(raw.data)
    if (!checked.ok) {
      skipped.push({ raw, problems: checked.problems })
      continue
    }
    const post = checked.post
    // Nothing is downloaded for a post that cannot have its address: a file post keeps it, but
    // from its own copy taken into the studio, which is built in its place.
    const replacesFile = raw.replacesFile === post.slug && fileSlugs.includes(post.slug)
    const address = RESERVED_POST_SLUGS.includes(post.slug)
      ? `is "${post.slug}", an address the blog keeps for its own pages`
      : fileSlugs.includes(post.slug) && !replacesFile
        ? `is "${post.slug}", the address of a post written as a file, which keeps it`
        : claimed.has(post.slug)
          ? `is "${post.slug}", the address of another published post (${claimed.get(post.slug)})`
          : null
    if (address) {
      skipped.push({ raw, problems: [{ field: "slug", message: address }] })
      continue
    }
    claimed.set(post.slug, raw.origin)

    // Each photo fetched (or refused) in turn; the problems listed in the post's order, whatever finishes first.
    const fetched = async (src: string) => resolveImage(src, null).then((image) => ({ image, error: null }), (error: Error) => ({ image: null, error: error.message }))
    const bodyImages = [...new Set(postBodyImages(post.body))]
    const [cover, ...copies] = await Promise.all([post.cover ? fetched(post.cover) : Promise.resolve(null), ...bodyImages.map(fetched)])
    const problems: FieldProblem[] = [
      ...(cover?.error ? [{ field: "cover", message: cover.error }] : []),
      ...copies.flatMap(({ error }, index) => (error ? [{ field: "body", message: `image ${index + 1} of the post ${error}` }] : [])),
    ]
    if (problems.length) {
      skipped.push({ raw, problems })
      continue
    }

    const body = rewriteImages(post.body, new Map(bodyImages.map((src, index) => [src, copies[index].image?.url ?? src])))
    // An address written in a way the rewrite does not know would have the page load from the photo storage, which its policy refuses.
    const unrewritten = postBodyImages(body).findIndex((src) => !src.startsWith(`/${POST_IMAGES_DIR}/`))
    if (unrewritten >= 0) {
      skipped.push({ raw, problems: [{ field: "body", message: `image ${unrewritten + 1} of the post is written in a way the build cannot point at the site's own copy; write it as ![description](address)` }] })
      continue
    }

    try {
      // The post's page is a folder of the built site: one the system will not make (a name too long) costs this post, never the build.
      mkdirSync(inPublic(site, postPath(post.slug)), { recursive: true })
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? "an error"
      skipped.push({ raw, problems: [{ field: "slug", message: `is an address whose folder the build could not write (${code}); publish the post under a shorter one` }] })
      continue
    }
    const coverFile = cover?.image ? inPublic(site, cover.image.url) : null
    carried.push({ raw, slug: post.slug, markdown: `${frontmatter(post, coverFile && basename(coverFile))}\n${body}\n`, coverFile })
    if (replacesFile) replacedFiles.push(post.slug)
  }
  return { carried, skipped, replacedFiles }
}
