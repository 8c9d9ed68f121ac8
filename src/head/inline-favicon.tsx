import * as React from "react"
import { readFileSync } from "node:fs"
import path from "node:path"
import type { PreRenderHTMLArgs } from "gatsby"

type HeadArgs = Pick<PreRenderHTMLArgs, "getHeadComponents" | "replaceHeadComponents">
type LinkProps = { rel?: string; href?: string; type?: string }

/** True in the production HTML renderer, where public/ holds the icons gatsby-plugin-manifest made. */
const BUILDING = process.env.BUILD_STAGE === "build-html"

/** The favicon gatsby-plugin-manifest writes (a 32 px palette PNG of about 300 bytes) as a `data:` address. */
const builtIconAddress = (publicDir: string, href: string): string => {
  const file = path.join(publicDir, href.split("?")[0] ?? href)
  return `data:image/png;base64,${readFileSync(file).toString("base64")}`
}

const inlined = new Map<string, string>()

/**
 * onPreRenderHTML: the `rel="icon"` link carries the favicon itself, a few hundred bytes in a
 * `data:` address, so the browser makes no request for it (nor for /favicon.ico) while the page
 * loads. Lighthouse's simulation counts every request finished before the largest paint, and the
 * browser asks for the favicon on its own around DOMContentLoaded (docs/speed.md). The
 * apple-touch icons and the manifest's icons keep their files: nothing fetches them at load.
 * A missing icon file means the plugin changed, and stops the build.
 */
export const inlineFavicon = ({ getHeadComponents, replaceHeadComponents }: HeadArgs, building = BUILDING, publicDir = path.join(process.cwd(), "public")): void => {
  if (!building) return
  const components = (getHeadComponents() as React.ReactNode[]).flat(2) as React.ReactNode[]
  replaceHeadComponents(
    // Gatsby's own head components are all elements.
    components.map((node) => {
      if (!React.isValidElement<LinkProps>(node) || node.props.rel !== "icon" || !node.props.href?.startsWith("/")) return node
      const href = node.props.href
      const address = inlined.get(href) ?? builtIconAddress(publicDir, href)
      inlined.set(href, address)
      return React.cloneElement(node, { href: address })
    }) as React.ReactElement[],
  )
}
