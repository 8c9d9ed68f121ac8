import * as React from "react"
import { render, type RenderResult } from "@testing-library/react"
import { ThemeProvider } from "styled-components"
import { wrapPageElement, wrapRootElement } from "../../src/wrap-elements"
import { theme } from "../../src/theme/tokens"

/** Renders a page the way Gatsby does: the real root and page wrappers around it. */
export const renderPage = (
  element: React.ReactElement,
  { pathname = "/", pageContext = {} }: { pathname?: string; pageContext?: Record<string, unknown> } = {},
): RenderResult => {
  const page = wrapPageElement({ element, props: { location: { pathname }, pageContext } })
  return render(wrapRootElement({ element: page }))
}

/** Sets the window's vertical scroll position and tells listeners, as a real scroll would. */
export const scrollTo = (y: number): void => {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true, writable: true })
  window.dispatchEvent(new Event("scroll"))
}

/** Renders a component inside the site's theme, without the page shell. */
export const renderThemed = (ui: React.ReactElement): RenderResult => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>)
