/**
 * Goes to a control of a form (focus, and scrolled to the middle of the screen). A control inside a
 * folded part of the form (a closed list entry, `hidden`) cannot take the focus: the part is asked to
 * open with a bubbling `SHOW_CONTROL` event from the control, and the part focuses it once it is open.
 */
export const SHOW_CONTROL = "studio-show-control"

export const isFolded = (control: HTMLElement): boolean => control.closest("[hidden]") !== null

export const showControl = (control: HTMLElement): void => {
  if (isFolded(control)) {
    control.dispatchEvent(new Event(SHOW_CONTROL, { bubbles: true }))
    return
  }
  control.focus()
  // jsdom has no layout, and no scrolling to do.
  if ("scrollIntoView" in control) control.scrollIntoView({ block: "center" })
}
