/**
 * What the newsletter says (content/newsletter.yaml): her published words from the studio's page
 * "Newsletter" over the file's, as the build takes them, so the consent words kept with a
 * subscription are the ones the site shows. tsc does not compile YAML: the functions' build copies
 * the file beside them (lib/content/newsletter.yaml), as it does content/contact.yaml.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { Firestore } from "firebase-admin/firestore"
import { logger } from "firebase-functions"
import { parse } from "yaml"
import { PAGES } from "../../../contract/firebase-settings"
import { newsletterFileSchema, type NewsletterFile } from "../../../contract/newsletter-copy-schema"

export const NEWSLETTER_FILE = join(__dirname, "..", "..", "..", "content", "newsletter.yaml")
const PAGE_ID = "newsletter"

export const readNewsletterFile = (file: string = NEWSLETTER_FILE): NewsletterFile => {
  const parsed = newsletterFileSchema.safeParse(parse(readFileSync(file, "utf8")))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`content/newsletter.yaml: ${issue.path.join(".")} ${issue.message}`)
  }
  return parsed.data
}

let fromFile: NewsletterFile | undefined
let current: { copy: NewsletterFile; readAt: number } | undefined

/** A change she publishes reaches the functions within this long, without a read per request. */
const FRESH_MS = 60_000

/** The words in force: her published page's when it parses, else the file's. */
export const newsletterCopy = async (db: Firestore, now = Date.now(), freshMs = FRESH_MS): Promise<NewsletterFile> => {
  if (current && now - current.readAt < freshMs) return current.copy
  fromFile ??= readNewsletterFile()
  let copy = fromFile
  const published = await db.collection(PAGES).doc(PAGE_ID).get()
  if (published.get("published") === true) {
    const parsed = newsletterFileSchema.safeParse(published.get("content"))
    if (parsed.success) copy = parsed.data
    else logger.warn("Published newsletter words refused; the file's are used", { field: parsed.error.issues[0]?.path.join(".") })
  }
  current = { copy, readAt: now }
  return copy
}
