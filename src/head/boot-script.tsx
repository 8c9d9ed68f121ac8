import * as React from "react"
import type { PreRenderHTMLArgs, RenderBodyArgs } from "gatsby"
import { MANIFEST_PATH, PAGE_PATH_ATTRIBUTE, pageLoaderText } from "./gatsby-boot-scripts"

const LOADER_ID = "gatsby-script-loader"

type Props = { id?: string; dangerouslySetInnerHTML?: { __html: string } }

/** True in the production HTML renderer, where the build moves Gatsby's scripts to the boot file. */
const BUILDING = process.env.BUILD_STAGE === "build-html"

/** onRenderBody: the page's path on <body>, where the boot file reads it (gatsby/build-steps/gatsby-boot-scripts.ts). */
export const setPagePathAttribute = ({ pathname, setBodyAttributes }: Pick<RenderBodyArgs, "pathname" | "setBodyAttributes">): void => {
  // A data-* attribute, which React's body props type cannot name from a constant.
  setBodyAttributes({ [PAGE_PATH_ATTRIBUTE]: pathname } as React.HTMLAttributes<HTMLBodyElement>)
}

type LoaderArgs = Pick<PreRenderHTMLArgs, "pathname" | "getPostBodyComponents" | "replacePostBodyComponents">

/**
 * onPreRenderHTML: drops Gatsby's inline page script, whose one job (naming the page) the boot
 * file does from the <body> attribute. Any other text means Gatsby changed, and stops the build.
 */
export const dropPageLoaderScript = ({ pathname, getPostBodyComponents, replacePostBodyComponents }: LoaderArgs, building = BUILDING): void => {
  if (!building) return
  const components = (getPostBodyComponents() as React.ReactNode[]).flat(2) as React.ReactNode[]
  const loader = components.find((node): node is React.ReactElement<Props> => React.isValidElement(node) && (node.props as Props).id === LOADER_ID)
  const text = loader?.props.dangerouslySetInnerHTML?.__html
  if (text !== pageLoaderText(pathname)) {
    throw new Error(`Gatsby's page script for ${pathname} is not the one the boot file replaces: ${String(text).slice(0, 120)}`)
  }
  // Gatsby's own post-body components are all elements.
  replacePostBodyComponents(components.filter((node) => node !== loader) as React.ReactElement[])
}

type HeadArgs = Pick<PreRenderHTMLArgs, "getHeadComponents" | "replaceHeadComponents">
type LinkProps = { rel?: string; href?: string }

/**
 * onPreRenderHTML: takes gatsby-plugin-manifest's manifest link out of the head; the loader links
 * the same address once the page has painted (why: APP_SCRIPTS_LOADER in gatsby-boot-scripts.ts).
 * A link to another address means the plugin changed, and stops the build.
 */
export const dropManifestLink = ({ getHeadComponents, replaceHeadComponents }: HeadArgs, building = BUILDING): void => {
  if (!building) return
  const components = (getHeadComponents() as React.ReactNode[]).flat(2) as React.ReactNode[]
  const links = components.filter((node): node is React.ReactElement<LinkProps> => React.isValidElement(node) && (node.props as LinkProps).rel === "manifest")
  const elsewhere = links.find((link) => link.props.href !== MANIFEST_PATH)
  if (elsewhere) throw new Error(`The manifest link names ${String(elsewhere.props.href)}, not ${MANIFEST_PATH}, which the app-scripts loader links`)
  // Gatsby's own head components are all elements.
  replaceHeadComponents(components.filter((node) => !links.includes(node as React.ReactElement<LinkProps>)) as React.ReactElement[])
}
