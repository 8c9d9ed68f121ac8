import * as React from "react"
import type { ScreenProps } from "../common/screen-props"
import { usePagesDesk } from "./pages-desk"

/** Every page of the site and its settings; one opened fills the screen (and a reload goes back to it). */
export const PagesScreen: React.FC<ScreenProps> = ({ setup, filePages }) => {
  const pages = usePagesDesk(setup, filePages)
  return <>{pages.editor || pages.lists}</>
}
