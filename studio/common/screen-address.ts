/**
 * Every screen of the studio by its id, and each one's address: `/studio/#<id>`, which is how one
 * screen leads to another (the table of screens, studio/screens/screen-table.ts, gives each id its
 * label and its code). The part after # never reaches the server, so the hosting
 * serves /studio/ for every screen with no rule of its own; the browser keeps each screen in its
 * history (Back and Forward move between them) and a reload stays on the screen. An address the
 * table does not know is the desk, without a word of error (an old bookmark, a mistyped link).
 */
import { useCallback, useEffect, useState } from "react"

/** The screens, in the menu's order. */
export const SCREEN_IDS = ["desk", "enquiries", "calls", "clients", "posts", "stories", "pages", "newsletter", "account"] as const

export type ScreenId = (typeof SCREEN_IDS)[number]

/** Where the studio opens, and where an address it does not know leads. */
export const DESK: ScreenId = "desk"

const isScreenId = (id: string): id is ScreenId => (SCREEN_IDS as readonly string[]).includes(id)

export const screenAddress = (id: ScreenId): string => `#${id}`

/** The screen an address's `#...` part names; the desk for none or one the table lacks. */
export const screenOfAddress = (hash: string): ScreenId => {
  // Read as it is, never decoded: a stray "%" in a pasted address must not stop the studio.
  const id = hash.replace(/^#/, "").split("/")[0]
  return isScreenId(id) ? id : DESK
}

/** The screen the address bar names, following Back, Forward and every link to another screen. */
export const useScreenAddress = () => {
  const [screen, setScreen] = useState<ScreenId>(() => screenOfAddress(window.location.hash))
  useEffect(() => {
    const follow = () => setScreen(screenOfAddress(window.location.hash))
    follow()
    window.addEventListener("hashchange", follow)
    return () => window.removeEventListener("hashchange", follow)
  }, [])
  /** Opens a screen as its link would: a new entry in the history. */
  const go = useCallback((id: ScreenId) => {
    window.location.hash = screenAddress(id)
  }, [])
  return { screen, go }
}
