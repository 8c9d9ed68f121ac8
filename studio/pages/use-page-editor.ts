import { useCallback, useMemo, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { PAGE_NAMES, SITE_PAGES, TERMS_PAGE, type PageContent, type PageId } from "../../contract/site-pages"
import type { PublishResult } from "../../contract/studio-api"
import type { StudioPage } from "../../contract/studio-pages-api"
import { liveSiteUrl } from "../../src/settings"
import { fetchPages, publishPage, resetPage, savePageDraft, unpublishPage } from "../callables/page-callables"
import { pageCallProblem } from "../callables/callable-problems"
import { editorControls } from "../editing/editor-controls"
import { publishOutcome, withRefusedProblems } from "../editing/publish-outcome"
import { useAutosave } from "../editing/use-autosave"
import { useRestoreVersion } from "../editing/use-restore-version"
import { startingPoint, usePublishing } from "../editing/use-publishing"
import { storedPagePhotos } from "../../contract/page-photo"
import { discardPhoto } from "../photos/discard-photo"
import { pageOwner } from "../photos/photo-files"
import { shownElsewhere } from "../photos/shown-elsewhere"
import { useDiscardedPhotos } from "../photos/use-discarded-photos"
import { pageFormFields } from "./form-fields"
import { pageChecklist } from "./page-checklist"
import { pageDrafts } from "./page-drafts"
import { setAt, type Path } from "./page-edits"
import { pageAddress } from "./page-addresses"
import type { PageSource } from "./use-studio-pages"

/** What publishing said; taking her version off brings the site's own words back rather than taking the page down. */
const pageOutcome = (result: PublishResult, where: string): string => {
  if (result.published || result.build === "throttled") return publishOutcome(result, where, "page")
  return result.build === "no-hook"
    ? `Unpublished. ${where} shows the site's own words again with the site's next build.`
    : `Unpublished. The site is rebuilding: ${where} shows the site's own words again in a few minutes.`
}

/** What publishing her terms did: the functions read them for the next proposal, with no rebuild to wait for. */
const termsOutcome = (result: PublishResult): string =>
  result.published
    ? "Published. Every proposal you send from now on carries these terms; each proposal already sent keeps the terms it was sent with."
    : "Unpublished. Proposals you send from now on carry the site's own terms again; each proposal already sent keeps its own."

/** What resetting said, for the editor that opens on the file's words. */
const resetOutcome = (build: string, where: string): string =>
  build === "not-needed"
    ? "Back to the site's own words: your version was not live, so nothing changes on the site."
    : build === "requested"
      ? `Back to the site's own words. The site is rebuilding: ${where} shows them again in a few minutes.`
      : `Back to the site's own words. ${where} shows them again with the site's next build.`

/**
 * One page or the settings being edited: its words saved as they are written (useAutosave, as a
 * post's), checked by the page's schema (the build's), published or unpublished (usePublishing, as
 * a post's), or reset to the file's words.
 */
export const usePageEditor = (setup: FirebaseSetup, source: PageSource, onReset: (page: StudioPage, outcome: string) => void) => {
  const { pageId, server } = source
  const schema = SITE_PAGES[pageId]
  const fields = useMemo(() => pageFormFields(schema), [schema])
  const start = useMemo(() => startingPoint(pageId, server, source.fresh, pageDrafts), [pageId, server, source.fresh])
  const autosave = useAutosave<PageContent, StudioPage>({
    id: pageId,
    start: { draft: start.draft ?? source.file, base: start.base, restored: start.restored, isNew: !server, conflict: start.conflict },
    send: useCallback((baseRevision: number, draft: PageContent) => savePageDraft(setup, { pageId, baseRevision, draft }), [pageId, setup]),
    device: pageDrafts,
    describeFailure: pageCallProblem,
  })
  const where = `${liveSiteUrl}${pageAddress(pageId)}`
  const publishing = usePublishing<PageContent, StudioPage, PublishResult>({
    server,
    restored: start.restored,
    autosave,
    call: useCallback((publish: boolean, revision: number) => (publish ? publishPage : unpublishPage)(setup, { pageId, revision }), [pageId, setup]),
    outcomeOf: useCallback((result: PublishResult) => (pageId === TERMS_PAGE ? termsOutcome(result) : pageOutcome(result, where)), [pageId, where]),
    refusedWords: "The site would not publish this page as it is: the checklist says what to change.",
    describeFailure: pageCallProblem,
  })
  const { draft } = autosave
  const { serverProblems, published, publishedRevision } = publishing

  // A photo she replaced or removed is deleted from Storage as a post's is, unless another page's draft shows it.
  const { otherDrafts } = source
  const discard = useCallback((src: string) => shownElsewhere(src, otherDrafts) || discardPhoto(setup, pageOwner(pageId), src), [otherDrafts, pageId, setup])
  const photos = useMemo(() => {
    const all = new Set(storedPagePhotos(schema, draft).map(({ src }) => src))
    return { all, inText: new Set<string>() }
  }, [draft, schema])
  useDiscardedPhotos(photos, published, publishedRevision, discard)
  const lines = useMemo(() => withRefusedProblems(pageChecklist(schema, draft), serverProblems, (line) => ({ ...line, blocking: true })), [draft, schema, serverProblems])

  const [resetting, setResetting] = useState<string | null>(null)
  /** Her words go and the file's come back; her live version, if any, is taken off the site. */
  const reset = useCallback(async () => {
    setResetting("Putting back the site's own words…")
    try {
      // The reset names the revision the server has, so what is unsent goes first.
      if (!(await autosave.sendNow())) {
        setResetting(autosave.clashing() ? null : "Your latest changes could not be saved, so nothing was reset. Please try again.")
        return
      }
      const result = await resetPage(setup, { pageId, revision: autosave.currentRevision(), draft: source.file })
      pageDrafts.forget(pageId)
      onReset(
        { pageId, draft: source.file, revision: result.revision, updatedAt: new Date().toISOString(), published: false, publishedRevision: null, lastBuild: null },
        resetOutcome(result.build, where),
      )
    } catch (error) {
      setResetting(pageCallProblem(error))
    }
  }, [autosave, onReset, pageId, setup, source.file, where])

  /** An earlier version back as her draft: the editor opens again on it, saying so, as after a reset. */
  const restore = useRestoreVersion({
    setup,
    owner: useMemo(() => ({ kind: "page" as const, id: pageId }), [pageId]),
    autosave,
    device: pageDrafts,
    fetchSaved: useCallback(async () => (await fetchPages(setup)).pages.find((page) => page.pageId === pageId) ?? null, [pageId, setup]),
    reopen: useCallback((page: StudioPage) => onReset(page, "The earlier version is back as your draft: publish it to put it on the site."), [onReset]),
  })

  const change = publishing.change
  return {
    ...editorControls(autosave, publishing),
    pageId: pageId as PageId,
    name: PAGE_NAMES[pageId],
    address: pageAddress(pageId),
    schema,
    fields,
    lines,
    problemsAt: (field: string): string[] => lines.filter((line) => line.field === field).map((line) => line.message),
    setField: useCallback((path: Path, value: unknown) => change((current) => setAt(current, path, value)), [change]),
    reset,
    resetting,
    restore,
    /** Whether there is anything of hers to reset: a saved version, or changes to the file's words. */
    canReset: autosave.revision > 0 || server !== null,
  }
}
