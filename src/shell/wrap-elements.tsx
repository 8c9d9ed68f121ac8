import * as React from "react"
import { ThemeProvider } from "styled-components"
import { GlobalStyle } from "../theme/global-style"
import { theme } from "../theme/tokens"
import { Layout } from "./layout"

/* One module for gatsby-browser and gatsby-ssr, so the server render and the browser agree. */

/** Page context key a page sets to render without the shell (story pages). */
export interface ShellPageContext {
  bare?: boolean
}

interface WrapRootArgs {
  element: React.ReactNode
}

interface WrapPageArgs {
  element: React.ReactNode
  props: { location: { pathname: string }; pageContext: unknown }
}

export const wrapRootElement = ({ element }: WrapRootArgs): React.ReactElement => (
  <ThemeProvider theme={theme}>{element}</ThemeProvider>
)

export const wrapPageElement = ({ element, props }: WrapPageArgs): React.ReactElement => {
  const context = props.pageContext as ShellPageContext | undefined
  // The global style sits here, not in the root wrapper: the site's root wrapper runs outside
  // gatsby-plugin-styled-components' style collector, so the server render would drop it.
  return (
    <>
      <GlobalStyle />
      {context?.bare ? element : <Layout pathname={props.location.pathname}>{element}</Layout>}
    </>
  )
}
