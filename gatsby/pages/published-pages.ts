/**
 * The pages and settings published from the studio, as the build takes them: the Firestore
 * collection PAGES (gatsby/published/published-documents.ts, as stories and posts).
 * Each published document's content is checked by its page's schema, the one its file is checked
 * by; one that fails is left out with a warning naming the page and each field, and the file is built.
 */
import type { Firestore } from "firebase-admin/firestore"
import { PAGES } from "../../contract/firebase-settings"
import { fieldLine, issueProblems } from "../../contract/field-messages"
import { isPageId, pageFile, PAGE_NAMES, SITE_PAGES, type PageContent, type PageId } from "../../contract/site-pages"
import { readPublished, type PublishedDocument } from "../published/published-documents"

export interface RawPage {
  /** The document id: the page's id (contract/site-pages.ts). */
  pageId: string
  /** How messages name where it came from: "Firestore pages/home". */
  origin: string
  content: unknown
  revision: number | null
}

/** A page's document as the build takes it: its content, and the revision published. */
export const toRawPage = ({ id, origin, fields, revision }: PublishedDocument): RawPage => ({ pageId: id, origin, content: fields.content, revision })

export const readPublishedPages = async (db: Firestore): Promise<RawPage[]> => (await readPublished(db, PAGES)).map(toRawPage)

/** Her published pages the build uses instead of their files, by page id. */
export type PublishedPages = Partial<Record<PageId, PageContent>>

export interface ChosenPages {
  pages: PublishedPages
  /** One warning per page left out, naming it and each field. */
  warnings: string[]
}

/** Loud, so whoever watches the build sees it; the rest of the site is built, this page from its file. */
export const leftOutWarning = (raw: Pick<RawPage, "pageId" | "origin">, lines: string[]): string =>
  `Page ${raw.origin} is published in the studio but was LEFT OUT of this build; ${isPageId(raw.pageId) ? `its file ${pageFile(raw.pageId)} is built instead` : "the site has no such page"}:\n${lines
    .map((line) => `  - ${raw.origin}${isPageId(raw.pageId) ? ` (${PAGE_NAMES[raw.pageId]})` : ""}: ${line}`)
    .join("\n")}`

/** Which published pages the build takes: each checked by its page's schema. */
export const choosePages = (published: readonly RawPage[]): ChosenPages => {
  const pages: PublishedPages = {}
  const warnings: string[] = []
  for (const raw of published) {
    if (!isPageId(raw.pageId)) {
      warnings.push(leftOutWarning(raw, ["is not a page of the site"]))
      continue
    }
    const parsed = SITE_PAGES[raw.pageId].safeParse(raw.content)
    if (parsed.success) pages[raw.pageId] = parsed.data
    else warnings.push(leftOutWarning(raw, issueProblems(parsed.error).map((problem) => fieldLine(problem, "(the whole page)"))))
  }
  return { pages, warnings }
}
