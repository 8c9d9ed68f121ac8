/**
 * The studio's copy of each draft on this device (through the storage helper), written on every
 * change before the server hears of it, so a lost connection or a closed tab loses nothing.
 */
import { keysWithPrefix, readJson, removeJson, writeJson } from "../../../lib/local-json"
import type { StoryDraft } from "../../../../contract/studio-api"

export interface LocalDraft {
  storyId: string
  /** The server revision this copy was made from (0: never saved there). */
  baseRevision: number
  draft: StoryDraft
  /** True while the server has not confirmed this copy. */
  unsaved: boolean
}

const DRAFT_PREFIX = "studio:draft:"
const draftKey = (storyId: string) => `${DRAFT_PREFIX}${storyId}`
const OPEN_KEY = "studio:open-story"

const isLocalDraft = (value: unknown): value is LocalDraft => {
  if (!value || typeof value !== "object") return false
  const v = value as Partial<LocalDraft>
  return (
    typeof v.storyId === "string" &&
    typeof v.baseRevision === "number" &&
    typeof v.unsaved === "boolean" &&
    typeof v.draft === "object" &&
    v.draft !== null &&
    Array.isArray(v.draft.pages)
  )
}

export const readLocalDraft = (storyId: string): LocalDraft | null => {
  const read = readJson(draftKey(storyId), isLocalDraft)
  return read.ok ? read.value : null
}

/** False when the device would not keep it (private window, full storage): the editor says so. */
export const writeLocalDraft = (local: LocalDraft): boolean => writeJson(draftKey(local.storyId), local).ok

export const forgetLocalDraft = (storyId: string): void => {
  removeJson(draftKey(storyId))
}

/** Which story the editor had open, so a reload goes back to it. */
export const readOpenStory = (): string | null => {
  const read = readJson(OPEN_KEY, (value): value is string => typeof value === "string")
  return read.ok ? read.value : null
}

export const writeOpenStory = (storyId: string | null): void => {
  if (storyId) writeJson(OPEN_KEY, storyId)
  else removeJson(OPEN_KEY)
}

const localDraftIds = (): string[] => keysWithPrefix(DRAFT_PREFIX).map((key) => key.slice(DRAFT_PREFIX.length))

/** True when a draft on this device holds changes the server has not confirmed. */
export const hasUnsavedLocalDrafts = (): boolean => localDraftIds().some((storyId) => readLocalDraft(storyId)?.unsaved === true)

/** Signing out leaves none of the coach's words on a device someone else may use next. */
export const forgetAllLocalDrafts = (): void => {
  for (const storyId of localDraftIds()) forgetLocalDraft(storyId)
  writeOpenStory(null)
}
