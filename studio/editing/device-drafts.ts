/**
 * The studio's copy of each draft on this device (through the storage helper), written on every
 * change before the server hears of it, so a lost connection or a closed tab loses nothing. One
 * store per kind of draft (stories, posts), each under its own keys.
 */
import { keysWithPrefix, readJson, removeJson, writeJson } from "../../src/lib/local-json"

export interface LocalDraft<Draft> {
  /** The story's or post's id. */
  id: string
  /** The server revision this copy was made from (0: never saved there). */
  baseRevision: number
  draft: Draft
  /** True while the server has not confirmed this copy. */
  unsaved: boolean
}

export interface DeviceDrafts<Draft> {
  read: (id: string) => LocalDraft<Draft> | null
  /** False when the device would not keep it (private window, full storage): the editor says so. */
  write: (local: LocalDraft<Draft>) => boolean
  forget: (id: string) => void
  /** Every draft of this kind kept on this device. */
  all: () => LocalDraft<Draft>[]
  /** Which one the editor had open, so a reload goes back to it. */
  readOpen: () => string | null
  writeOpen: (id: string | null) => void
  /** True when a draft on this device holds changes the server has not confirmed. */
  hasUnsaved: () => boolean
  /** Signing out leaves none of the coach's words on a device someone else may use next. */
  forgetAll: () => void
}

interface DraftKeys<Draft> {
  /** Each draft is kept under this prefix and its id. */
  prefix: string
  /** Where the id of the open one is kept. */
  openKey: string
  /** Whether a stored value is a draft of this kind. */
  isDraft: (draft: object) => draft is Draft & object
}

export const deviceDrafts = <Draft>({ prefix, openKey, isDraft }: DraftKeys<Draft>): DeviceDrafts<Draft> => {
  const key = (id: string) => `${prefix}${id}`
  // Story copies written before posts existed name their id `storyId`.
  const isLocal = (value: unknown): value is LocalDraft<Draft> & { storyId?: string } => {
    if (!value || typeof value !== "object") return false
    const v = value as Partial<LocalDraft<Draft>> & { storyId?: unknown }
    return (
      (typeof v.id === "string" || typeof v.storyId === "string") &&
      typeof v.baseRevision === "number" &&
      typeof v.unsaved === "boolean" &&
      typeof v.draft === "object" &&
      v.draft !== null &&
      isDraft(v.draft)
    )
  }
  const read = (id: string): LocalDraft<Draft> | null => {
    const found = readJson(key(id), isLocal)
    if (!found.ok || !found.value) return null
    const { baseRevision, draft, unsaved } = found.value
    return { id, baseRevision, draft, unsaved }
  }
  const forget = (id: string) => void removeJson(key(id))
  const ids = () => keysWithPrefix(prefix).map((stored) => stored.slice(prefix.length))
  const writeOpen = (id: string | null) => void (id ? writeJson(openKey, id) : removeJson(openKey))
  return {
    read,
    write: (local) => writeJson(key(local.id), local).ok,
    forget,
    all: () => ids().flatMap((id) => read(id) ?? []),
    readOpen: () => {
      const open = readJson(openKey, (value): value is string => typeof value === "string")
      return open.ok ? open.value : null
    },
    writeOpen,
    hasUnsaved: () => ids().some((id) => read(id)?.unsaved === true),
    forgetAll: () => {
      for (const id of ids()) forget(id)
      writeOpen(null)
    },
  }
}
