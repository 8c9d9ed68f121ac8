/**
 * Paged lists (the blog, the stories): page 1 at the list's own address, later pages at
 * <base>page/2/, <base>page/3/ ..., so no item's address can clash with a list page.
 */

/** The folder below a list's address that holds its later pages; no item may be named so. */
export const PAGES_SEGMENT = "page"

/** The address of one page of the list whose first page is `base` (e.g. "/blog/"). */
export const pagedPath = (base: string, page: number): string => (page <= 1 ? base : `${base}${PAGES_SEGMENT}/${page}/`)

export interface ListPageContext {
  /**
   * The items on the page, by the key its query filters on, in the list's order. The query asks for
   * these alone: asked for a page of the whole list (skip and limit), Gatsby sorted every item again
   * for every page (what that cost at 5,000 posts: docs/speed.md).
   */
  ids: string[]
  currentPage: number
  pageCount: number
}

/** What a list page's component reads of its context: where it is in the list (the ids went to its query). */
export type ListPagePosition = Pick<ListPageContext, "currentPage" | "pageCount">

/** Every page of a list of items (their ids, in order), `perPage` to a page; one (empty) page when there are none. */
export const listPages = (base: string, ids: readonly string[], perPage: number): Array<{ path: string; context: ListPageContext }> => {
  const pageCount = Math.max(1, Math.ceil(ids.length / perPage))
  return Array.from({ length: pageCount }, (_, index) => ({
    path: pagedPath(base, index + 1),
    context: { ids: ids.slice(index * perPage, (index + 1) * perPage), currentPage: index + 1, pageCount },
  }))
}

/**
 * The page numbers the pagination links to: the first, the last and two either side of the current
 * one, with null where numbers are left out. Linking every page would make each list page grow with
 * the content (500 links at 5,000 posts).
 */
export const pageWindow = (currentPage: number, pageCount: number, around = 2): Array<number | null> => {
  const shown = new Set([1, pageCount])
  for (let page = currentPage - around; page <= currentPage + around; page += 1) {
    if (page >= 1 && page <= pageCount) shown.add(page)
  }
  const sorted = [...shown].sort((a, b) => a - b)
  return sorted.flatMap((page, index) => (index > 0 && page - sorted[index - 1] > 1 ? [null, page] : [page]))
}

/** " (page 2 of 5)" on later pages of a list, nothing on the first. */
export const pageSuffix = (currentPage: number, pageCount: number): string =>
  currentPage > 1 ? ` (page ${currentPage} of ${pageCount})` : ""
