import * as React from "react"
import type { PreRenderHTMLArgs } from "gatsby"

type HeadArgs = Pick<PreRenderHTMLArgs, "getHeadComponents" | "replaceHeadComponents">
type LinkProps = { rel?: string; href?: string; type?: string }

/**
 * The favicon as a `data:` address, given to the production HTML renderer as a constant
 * (gatsby/build-steps/favicon-address.ts); absent under gatsby develop, where public/ may not hold it yet.
 */
const BUILT_ADDRESS = process.env.GATSBY_FAVICON_ADDRESS

/**
 * onPreRenderHTML: the `rel="icon"` link carries the favicon itself, a few hundred bytes in a
 * `data:` address, so the browser makes no request for it (nor for /favicon.ico) while the page
 * loads. Lighthouse's simulation counts every request finished before the largest paint, and the
 * browser asks for the favicon on its own around DOMContentLoaded (docs/speed.md). The
 * apple-touch icons and the manifest's icons keep their files: nothing fetches them at load.
 */
export const inlineFavicon = ({ getHeadComponents, replaceHeadComponents }: HeadArgs, address = BUILT_ADDRESS): void => {
  if (!address) return
  const components = (getHeadComponents() as React.ReactNode[]).flat(2) as React.ReactNode[]
  replaceHeadComponents(
    // Gatsby's own head components are all elements.
    components.map((node) => {
      if (!React.isValidElement<LinkProps>(node) || node.props.rel !== "icon" || !node.props.href?.startsWith("/")) return node
      return React.cloneElement(node, { href: address })
    }) as React.ReactElement[],
  )
}
