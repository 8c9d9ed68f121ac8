/**
 * A page's photo (the home page's hero, the about page's portrait): where the image is and how it
 * is described, declared once here so the file's check, the studio's form (drawn as its photo
 * uploader, FormMeta.photo) and the build (gatsby/pages/page-photos.ts) read the same field. In a
 * file, `src` is an image under content/images/; from the studio, the address of a photo she
 * uploaded to the page's own Storage folder (pages/<page id>/) or reused from her posts' or stories'
 * (PAGE_PHOTO_FOLDERS), which the build downloads and serves from the site itself.
 */
import { z } from "zod"
import { described, formMeta, named, text, type FormMeta } from "./schema-fields"
import { definitionOf, wrappedSchema } from "./zod-definition"

/** A file's image: under content/images/, by a plain name. */
export const FILE_PHOTO = /^images\/[A-Za-z0-9][A-Za-z0-9._-]*\.(?:jpe?g|png|webp)$/

export const PAGE_PHOTO_SOURCE_RULE = "must be a photo uploaded in the studio, or an image in content/images/ (e.g. images/portrait.jpg)"

const photoSource = () =>
  text().refine((src) => FILE_PHOTO.test(src) || /^https?:\/\//.test(src), { error: PAGE_PHOTO_SOURCE_RULE })

const description = (help: string) => described({ label: "Description", help }, text())

/** A photo field, named `name` in GraphQL, described for people who cannot see it. */
export const pagePhoto = (name: string, meta: Omit<FormMeta, "photo">) =>
  described({ ...meta, photo: true }, named(name, z.object({ src: described({ label: "Photo" }, photoSource()), alt: description("What the photo shows, for people who cannot see it.") })))

/** A photo that is only a backdrop (the home hero's, behind its heading): its description may be left empty, and is then not read out. */
export const backdropPhoto = (name: string, meta: Omit<FormMeta, "photo">) =>
  described(
    { ...meta, photo: true },
    named(name, z.object({ src: described({ label: "Photo" }, photoSource()), alt: description("Leave it empty while the photo is only a backdrop behind the words.").optional() })),
  )

export type PagePhoto = z.infer<ReturnType<typeof pagePhoto>>

const isPhoto = (schema: z.core.$ZodType): boolean => formMeta.get(schema)?.photo === true

/** Where a page's photo fields are (["hero", "photo"]), read from its schema: outside lists only, as a page's photos are. */
export const photoFieldPaths = (schema: z.core.$ZodType, at: string[] = []): string[][] => {
  let current = schema
  while (!isPhoto(current)) {
    const inner = wrappedSchema(current)
    if (!inner) break
    current = inner
  }
  if (isPhoto(current)) return [at]
  const definition = definitionOf(current)
  return definition.type === "object" ? Object.entries(definition.shape).flatMap(([key, inner]) => photoFieldPaths(inner, [...at, key])) : []
}

/** The value at a path of a page's content (["items", 2, "fee"]). */
export const valueAt = (content: unknown, path: readonly (string | number)[]): unknown =>
  path.reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<string | number, unknown>)[key] : undefined), content)

/** The name the build gives a page photo's file (gatsby/pages/page-photos.ts), which the pages' queries look up: "home-hero-photo". */
export const pagePhotoName = (pageId: string, path: readonly string[]): string => [pageId, ...path].join("-")

/** The photos a page's content shows that are not the file's own (images/...): her uploads, and photos of hers reused, each with its description. */
export const storedPagePhotos = (schema: z.core.$ZodType, content: unknown): { src: string; alt: string }[] =>
  photoFieldPaths(schema).flatMap((path) => {
    const src = valueAt(content, [...path, "src"])
    const alt = valueAt(content, [...path, "alt"])
    return typeof src === "string" && src !== "" && !FILE_PHOTO.test(src) ? [{ src, alt: typeof alt === "string" ? alt : "" }] : []
  })
