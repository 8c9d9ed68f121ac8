/* The gatsby module as Gatsby's Jest guide mocks it: Link is a plain anchor, queries are stubs. */
import * as React from "react"

const gatsby = jest.requireActual("gatsby")

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  activeStyle?: object
  partiallyActive?: boolean
  getProps?: unknown
  replace?: boolean
  state?: unknown
}

const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  // Gatsby-only props are dropped so they do not reach the DOM.
  { to, activeClassName, activeStyle, partiallyActive, getProps, replace, state, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} href={to} {...rest}>
      {children}
    </a>
  )
})

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link,
  Slice: jest.fn().mockImplementation(({ alias, ...rest }: { alias: string }) => (
    <div className={alias} {...rest} />
  )),
  useStaticQuery: jest.fn(),
  navigate: jest.fn(),
}
