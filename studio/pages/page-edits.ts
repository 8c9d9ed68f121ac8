/** Changes to a page's words at a path, each returning a new page (the draft is never changed in place). */
import type { PageContent } from "../../contract/site-pages"

export type Path = readonly (string | number)[]

/** "items[2].fee.from" for ["items", 2, "fee", "from"], as the schema's problems name fields. */
export const pathText = (path: Path): string =>
  path.map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${part}`)).join("")

const setIn = (container: unknown, path: Path, value: unknown): unknown => {
  if (path.length === 0) return value
  const [part, ...rest] = path
  if (typeof part === "number") {
    const list = Array.isArray(container) ? [...(container as unknown[])] : []
    list[part] = setIn(list[part], rest, value)
    return list
  }
  const object = container && typeof container === "object" && !Array.isArray(container) ? { ...(container as Record<string, unknown>) } : {}
  // An optional field left empty is left out, as the file would leave it out.
  const next = setIn(object[part], rest, value)
  if (next === undefined) delete object[part]
  else object[part] = next
  return object
}

export const setAt = (page: PageContent, path: Path, value: unknown): PageContent => setIn(page, path, value) as PageContent

/** A list's entries in a new order: the entry at `from` moved to `to`. */
export const moveEntry = (list: readonly unknown[], from: number, to: number): unknown[] => {
  const next = [...list]
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved)
  return next
}
