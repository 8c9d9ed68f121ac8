/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * The story editor's saving (useAutosave), its save status and its clash banner, against the
 * functions' own saveDraft on the Firestore stand-in: the revision each save names, the copy kept on
 * the device, offline and "Try saving again", and a clash with another device resolved both ways.
 */
// First: the Admin SDK needs Node's globals that jsdom leaves out.
import "./helpers/node-globals"
import * as React from "react"
import { act, renderHook, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ThemeProvider } from "styled-components"
import type { SaveDraftRequest, StoryDraft } from "../contract/studio-stories-api"
import { firestore } from "../functions/src/firestore"
import { saveDraft } from "../functions/src/studio/studio-stories"
import { STUDIO_STORIES } from "../contract/firebase-settings"
import { ClashBanner } from "../studio/editing/clash-banner"
import { SaveStatus } from "../studio/editing/save-status"
import { SAVE_DELAY_MS } from "../studio/editing/use-autosave"
import { useStoryAutosave as useAutosave, type StoryAutosaveStart as AutosaveStart } from "../studio/stories/use-story-autosave"
import { readLocalDraft } from "../studio/stories/story-drafts"
import { theme } from "../src/theme/tokens"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"
import { renderThemed } from "./helpers/render"
import { validDraft } from "./helpers/studio-cases"

jest.setTimeout(60_000)

withFunctionsFirestore()

// The browser's view of the connection; while it is off, a call gets no answer, as the SDK reports it.
let offline = false
Object.defineProperty(window.navigator, "onLine", { configurable: true, get: () => !offline })
const noAnswer = () => Object.assign(new Error("internal [0]"), { code: "functions/internal" })

/** The studio's save callable as the editor reaches it: the functions' saveDraft, unless offline. */
const save = (request: SaveDraftRequest) => (offline ? Promise.reject(noAnswer()) : saveDraft(firestore(), request))

beforeEach(() => {
  offline = false
  window.localStorage.clear()
})

let stories = 0
/** A story the server already has at revision 1, under an id no other test uses. */
const storyOnServer = async (draft: StoryDraft = validDraft()) => {
  const storyId = `autosave-${++stories}`
  await saveDraft(firestore(), { storyId, baseRevision: 0, draft })
  return { storyId, start: { draft, base: 1, restored: false, isNew: false, conflict: null } satisfies AutosaveStart }
}

const onServer = async (storyId: string) => {
  const data = (await firestore().collection(STUDIO_STORIES).doc(storyId).get()).data()
  return { revision: data?.revision as number, title: (data?.draft as StoryDraft).title }
}

/** The top of the editor: the save status and the clash banner, drawn from the hook as the editor draws them. */
const EditorTop: React.FC<{ autosave: ReturnType<typeof useAutosave> }> = ({ autosave }) => (
  <>
    <SaveStatus save={autosave.save} onRetry={autosave.retry} />
    {autosave.conflict && <ClashBanner theirs={autosave.conflict} onKeepMine={autosave.keepMine} onTakeTheirs={autosave.takeTheirs} />}
  </>
)

/** Renders EditorTop for one story; `current` is the hook as it stands after the latest render. */
const renderEditorTop = (storyId: string, start: AutosaveStart) => {
  const result = { current: undefined as unknown as ReturnType<typeof useAutosave> }
  const Editor = () => {
    const autosave = useAutosave({ storyId, save, start })
    // A layout effect runs in the same commit as the DOM change, so what a test reads as soon as the
    // page shows a change is that render's state (a passive effect could still be pending then).
    React.useLayoutEffect(() => {
      result.current = autosave
    })
    return <EditorTop autosave={autosave} />
  }
  renderThemed(<Editor />)
  return result
}

const retitle = (title: string) => (current: StoryDraft) => ({ ...current, title })
const afterTypingPauses = { timeout: SAVE_DELAY_MS + 4000 }

describe("saving as the coach writes", () => {
  it("sends a new story at once, and keeps the device's copy marked unsaved until the server has it", async () => {
    const storyId = `autosave-${++stories}`
    const { result } = renderHook(() =>
      useAutosave({ storyId, save, start: { draft: validDraft({ title: "A new story" }), base: 0, restored: false, isNew: true, conflict: null } }),
    )
    expect(readLocalDraft(storyId)).toMatchObject({ baseRevision: 0, unsaved: true })
    // The first save of the file also opens the connection to the Firestore stand-in: about a second.
    await waitFor(() => expect(result.current.revision).toBe(1), { timeout: 5000 })
    expect(result.current.save).toEqual({ state: "saved" })
    expect(await onServer(storyId)).toEqual({ revision: 1, title: "A new story" })
    expect(readLocalDraft(storyId)).toMatchObject({ baseRevision: 1, unsaved: false })
  })

  it("keeps each change on the device at once and sends it once typing pauses, from the revision it was made from", async () => {
    const { storyId, start } = await storyOnServer()
    const { result } = renderHook(() => useAutosave({ storyId, save, start }))
    act(() => result.current.change(retitle("Saying yes")))
    expect(result.current.save).toEqual({ state: "unsaved" })
    expect(result.current.draft.title).toBe("Saying yes")
    expect(readLocalDraft(storyId)).toMatchObject({ unsaved: true, draft: { title: "Saying yes" } })
    expect(await onServer(storyId)).toEqual({ revision: 1, title: "Saying no to a board" })

    await waitFor(() => expect(result.current.save).toEqual({ state: "saved" }), afterTypingPauses)
    expect(result.current.revision).toBe(2)
    expect(await onServer(storyId)).toEqual({ revision: 2, title: "Saying yes" })
    expect(readLocalDraft(storyId)).toMatchObject({ baseRevision: 2, unsaved: false })
  })

  it("says so when offline, keeps the words on the device, and saves them when tried again online", async () => {
    const { storyId, start } = await storyOnServer()
    const result = renderEditorTop(storyId, start)
    offline = true
    act(() => result.current.change(retitle("Written on a train")))

    await waitFor(() => expect(result.current.save.state).toBe("failed"), afterTypingPauses)
    expect(result.current.save).toEqual({
      state: "failed",
      problem: "You are offline. Your changes are kept on this device and go to the server when you are back online.",
    })
    expect(readLocalDraft(storyId)).toMatchObject({ unsaved: true, draft: { title: "Written on a train" } })
    expect(screen.getByRole("status")).toHaveTextContent("You are offline.")
    expect(await onServer(storyId)).toEqual({ revision: 1, title: "Saying no to a board" })

    offline = false
    await userEvent.setup().click(screen.getByRole("button", { name: "Try saving again" }))
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("All changes saved."))
    expect(await onServer(storyId)).toEqual({ revision: 2, title: "Written on a train" })
  })
})

describe("the save status", () => {
  it("names each state and offers to try again only after a failure", async () => {
    const user = userEvent.setup()
    const onRetry = jest.fn()
    const { rerender: rerenderBare } = renderThemed(<SaveStatus save={{ state: "unsaved" }} onRetry={onRetry} />)
    const rerender = (ui: React.ReactElement) => rerenderBare(<ThemeProvider theme={theme}>{ui}</ThemeProvider>)
    expect(screen.getByRole("status")).toHaveTextContent("Changes kept on this device.")
    expect(screen.queryByRole("button", { name: "Try saving again" })).toBeNull()
    rerender(<SaveStatus save={{ state: "saving" }} onRetry={onRetry} />)
    expect(screen.getByRole("status")).toHaveTextContent("Saving…")
    rerender(<SaveStatus save={{ state: "saved" }} onRetry={onRetry} />)
    expect(screen.getByRole("status")).toHaveTextContent("All changes saved.")
    rerender(<SaveStatus save={{ state: "failed", problem: "You are offline." }} onRetry={onRetry} />)
    expect(screen.getByRole("status")).toHaveTextContent("You are offline.")
    await user.click(screen.getByRole("button", { name: "Try saving again" }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})

describe("a clash with another device", () => {
  /** This device and another both change revision 1; the other saves first. */
  const clash = async () => {
    const { storyId, start } = await storyOnServer()
    await saveDraft(firestore(), { storyId, baseRevision: 1, draft: validDraft({ title: "Theirs" }) })
    const result = renderEditorTop(storyId, start)
    act(() => result.current.change(retitle("Mine")))
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeNull(), afterTypingPauses)
    return { storyId, result }
  }

  it("shows the other device's version and sends nothing until the coach chooses", async () => {
    const { storyId, result } = await clash()
    expect(result.current.conflict).toMatchObject({ revision: 2, draft: { title: "Theirs" } })
    expect(result.current.save).toEqual({ state: "unsaved" })
    expect(screen.getByRole("status")).toHaveTextContent("Changes kept on this device.")
    expect(screen.getByRole("alert")).toHaveTextContent("This story was changed on another device")
    expect(screen.getByRole("alert")).toHaveTextContent("titled “Theirs”. Nothing is saved from here until you choose which version to keep.")

    // Further typing stays on the device.
    act(() => result.current.change(retitle("Mine, longer")))
    await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS + 500))
    expect(await onServer(storyId)).toEqual({ revision: 2, title: "Theirs" })
    expect(readLocalDraft(storyId)).toMatchObject({ unsaved: true, draft: { title: "Mine, longer" } })
  })

  it("Keep mine saves this device's words over the other device's version", async () => {
    const user = userEvent.setup()
    const { storyId, result } = await clash()
    await user.click(screen.getByRole("button", { name: "Keep mine" }))

    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("All changes saved."))
    expect(screen.queryByRole("alert")).toBeNull()
    expect(result.current.conflict).toBeNull()
    expect(result.current.draft.title).toBe("Mine")
    expect(result.current.revision).toBe(3)
    expect(await onServer(storyId)).toEqual({ revision: 3, title: "Mine" })
    expect(readLocalDraft(storyId)).toMatchObject({ baseRevision: 3, unsaved: false })
  })

  it("Take theirs puts the other device's version in the editor and saves from it", async () => {
    const user = userEvent.setup()
    const { storyId, result } = await clash()
    await user.click(screen.getByRole("button", { name: "Take theirs" }))

    expect(screen.queryByRole("alert")).toBeNull()
    expect(screen.getByRole("status")).toHaveTextContent("All changes saved.")
    expect(result.current.conflict).toBeNull()
    expect(result.current.draft.title).toBe("Theirs")
    expect(result.current.save).toEqual({ state: "saved" })
    expect(result.current.revision).toBe(2)
    expect(readLocalDraft(storyId)).toMatchObject({ baseRevision: 2, unsaved: false, draft: { title: "Theirs" } })
    expect(await onServer(storyId)).toEqual({ revision: 2, title: "Theirs" })

    // The next change is made from their revision, so it saves without a clash.
    act(() => result.current.change(retitle("Theirs, edited here")))
    await waitFor(() => expect(result.current.save).toEqual({ state: "saved" }), afterTypingPauses)
    expect(await onServer(storyId)).toEqual({ revision: 3, title: "Theirs, edited here" })
  })
})
