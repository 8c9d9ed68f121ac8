import * as React from "react"
import { usePagesDesk } from "../pages/pages-desk"
import type { ScreenProps } from "./screen-table"

/** Every page of the site and its settings; one opened fills the screen (and a reload goes back to it). */
export const PagesScreen: React.FC<ScreenProps> = ({ setup, filePages }) => {
  const pages = usePagesDesk(setup, filePages)
  return <>{pages.editor || pages.lists}</>
}
