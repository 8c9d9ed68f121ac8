import * as React from "react"
import { ThemeProvider } from "styled-components"
import { LayoutWithConsent } from "./features/consent/layout-with-consent"
import { isUncountedPath } from "../contract/routes"
import { GlobalStyle } from "./theme/global-style"
import { NewsletterSignup } from "./features/newsletter/newsletter-signup"
import { theme } from "./theme/tokens"

/*
 * One module for gatsby-browser and gatsby-ssr, so the server render and the browser agree. It
 * composes the shell with the features every page carries, so the shell itself imports no feature.
 */

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

/**
 * In the production browser bundle every page arrives with the global style in its server-rendered
 * sheet, which the browser keeps (src/theme/server-styles.ts). A mounted GlobalStyle would clear those
 * rules and insert them again while the page hydrates: a restyle and relayout of the whole page on a
 * phone's main thread, for the same rules. The server render and `gatsby develop` (which has no
 * server HTML) render it. It depends only on the fixed theme, so there is nothing to update later.
 */
const GLOBAL_STYLE_FROM_SERVER_HTML = process.env.BUILD_STAGE === "build-javascript"

export const wrapPageElement = ({ element, props }: WrapPageArgs): React.ReactElement => {
  const context = props.pageContext as ShellPageContext | undefined
  // The global style sits here, not in the root wrapper: the site's root wrapper runs outside
  // gatsby-plugin-styled-components' style collector, so the server render would drop it.
  return (
    <>
      {GLOBAL_STYLE_FROM_SERVER_HTML ? null : <GlobalStyle />}
      {context?.bare ? element : (
        // The studio is the coach's, not a page of the site: no analytics banner or cookie settings there.
        // Nor the newsletter's form in the footer.
        <LayoutWithConsent
          pathname={props.location.pathname}
          asksConsent={!isUncountedPath(props.location.pathname)}
          signup={isUncountedPath(props.location.pathname) ? undefined : <NewsletterSignup place="footer" page={props.location.pathname} />}
        >
          {element}
        </LayoutWithConsent>
      )}
    </>
  )
}
