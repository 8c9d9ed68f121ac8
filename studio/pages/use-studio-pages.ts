import { useCallback, useMemo } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { isPageId, PAGE_IDS, type FilePages, type PageContent, type PageId } from "../../contract/site-pages"
import type { StudioPage } from "../../contract/studio-pages-api"
import { fetchPages } from "../callables/page-callables"
import { pageCallProblem } from "../callables/callable-problems"
import { useLoaded } from "../common/use-loaded"
import { useOpenDraft, type OpenDraft } from "../editing/use-open-draft"
import { pageDrafts } from "./page-drafts"

export type { FilePages } from "../../contract/site-pages"

/** What the page editor opens: her page on the server (or none yet), and the file's words. */
export interface PageSource extends OpenDraft<StudioPage, PageContent> {
  pageId: PageId
  file: PageContent
  /** Every page's words as its file holds them, for what the preview shows of other pages. */
  site: FilePages
  /** The other pages' drafts: a photo one of them shows stays in Storage when this page lets go of it. */
  otherDrafts?: readonly PageContent[]
}

/** A page as the list shows it: its id, and her saved version when there is one. */
export interface PageRow {
  pageId: PageId
  server: StudioPage | null
}

const pageIdOf = (page: StudioPage) => page.pageId

/** The pages and settings screen: every page of the site (hers where she has saved one), and which is open. */
export const useStudioPages = (setup: FirebaseSetup, filePages: FilePages) => {
  const { data, problem, reload } = useLoaded(
    useCallback(() => fetchPages(setup), [setup]),
    pageCallProblem,
  )
  const editing = useOpenDraft({ items: data?.pages ?? null, idOf: pageIdOf, device: pageDrafts, reload })
  const { current, start, open: openSaved } = editing
  const rows = useMemo((): PageRow[] | null => data && PAGE_IDS.map((pageId) => ({ pageId, server: data.pages.find((page) => page.pageId === pageId) ?? null })), [data])

  const open = useMemo((): PageSource | null => {
    if (!current || !isPageId(current.id)) return null
    const pageId = current.id
    const otherDrafts = (data?.pages ?? []).filter((page) => page.pageId !== pageId).map((page) => page.draft)
    return { ...current, pageId, file: filePages[pageId], site: filePages, otherDrafts }
  }, [current, data, filePages])

  /** Opens a page: hers when she has saved it, else a draft starting from the file's words. */
  const openPage = useCallback(
    (row: PageRow) => (row.server ? openSaved(row.server) : start(row.pageId, filePages[row.pageId])),
    [filePages, openSaved, start],
  )

  // A new notification address published in Settings, until the link mailed to it is followed.
  const addressChange = data?.addressChange ?? null
  return { rows, problem, open, openPage, reopen: openSaved, close: editing.close, addressChange }
}
