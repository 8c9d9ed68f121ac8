/**
 * Gatsby ends every page with inline scripts: the page's path (#gatsby-script-loader), and, from
 * its `_gatsby-scripts` slice, the map of code chunks (#gatsby-chunk-mapping) and the build's id.
 * Their text changes with every build and page, so a Content-Security-Policy could allow them only
 * with 'unsafe-inline', which would let any injected script run too. Instead they become one
 * external file, the same for every page of a build (named by its content's hash, so it is cached
 * for good), and the page's path travels in a data attribute. The policy then allows scripts from
 * the site itself and nothing inline of Gatsby's.
 *
 * The file must run where the inline scripts ran (before the app's async scripts), so it is an
 * ordinary blocking script in the same place, followed by the slice's own script tags.
 *
 * Reading the slice and writing the file from the HTML renderer makes Gatsby log "unsafe builtin"
 * warnings and render every page again on the next build instead of reusing cached HTML; for a
 * site of this size that costs seconds.
 */
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import path from "node:path"
import * as React from "react"
import type { PreRenderHTMLArgs } from "gatsby"

const LOADER_ID = "gatsby-script-loader"
/** The slice Gatsby 5 fills with its chunk map, build id and app scripts (written while bundling). */
const SCRIPTS_SLICE = "_gatsby-scripts"
const SCRIPTS_SLICE_FILE = path.join("_gatsby", "slices", `${SCRIPTS_SLICE}-1.html`)
export const BOOT_SCRIPT_ID = "gatsby-boot"

type Props = { id?: string; sliceId?: string; dangerouslySetInnerHTML?: { __html: string } }

const find = (components: React.ReactNode[], test: (props: Props) => boolean): React.ReactElement<Props> | undefined =>
  components.find((node): node is React.ReactElement<Props> => React.isValidElement(node) && test(node.props as Props))

export interface ScriptsSlice {
  /** The text of each inline script, in order. */
  inline: string[]
  /** The external scripts, in order, with their attributes. */
  external: Array<{ src: string; async: boolean; noModule: boolean }>
}

/** Reads the slice's HTML; anything but script tags in it stops the build (Gatsby changed it). */
export const parseScriptsSlice = (html: string): ScriptsSlice => {
  const slice: ScriptsSlice = { inline: [], external: [] }
  const rest = html.replace(/<script([^>]*)>([\s\S]*?)<\/script>/g, (_tag, attributes: string, text: string) => {
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1]
    if (src) slice.external.push({ src, async: /\basync\b/.test(attributes), noModule: /\bnomodule\b/.test(attributes) })
    else slice.inline.push(text.trim())
    return ""
  })
  if (rest.trim() !== "") throw new Error(`Gatsby's ${SCRIPTS_SLICE} slice holds more than scripts: ${rest.trim().slice(0, 120)}`)
  return slice
}

/** Writes the file once per content; several HTML renderers may do it at the same time. */
const publish = (publicDir: string, name: string, text: string): void => {
  const target = path.join(publicDir, name)
  if (existsSync(target)) return
  const temporary = `${target}.${process.pid}.tmp`
  writeFileSync(temporary, text)
  renameSync(temporary, target)
}

/** The boot file's name and text for a page path assignment and the slice's inline scripts. */
export const bootScript = (loaderText: string, pathname: string, slice: ScriptsSlice): { name: string; text: string } => {
  const pathAssignment = `window.pagePath=${JSON.stringify(pathname)};`
  if (!loaderText.includes(pathAssignment)) {
    throw new Error(`Gatsby's page script for ${pathname} no longer sets window.pagePath as expected: ${loaderText.slice(0, 120)}`)
  }
  const text = [loaderText.replace(pathAssignment, "window.pagePath=document.currentScript.dataset.pagePath;"), ...slice.inline].join("\n")
  return { name: `gatsby-boot-${createHash("sha256").update(text).digest("hex").slice(0, 20)}.js`, text }
}

type BootScriptArgs = Pick<PreRenderHTMLArgs, "pathname" | "getPostBodyComponents" | "replacePostBodyComponents">

/** Replaces Gatsby's inline scripts at the end of the page with one external script. */
export const externaliseBootScripts = ({ pathname, getPostBodyComponents, replacePostBodyComponents }: BootScriptArgs, publicDir = "public"): void => {
  const components = (getPostBodyComponents() as React.ReactNode[]).flat(2) as React.ReactNode[]
  const loader = find(components, (props) => props.id === LOADER_ID)
  const placeholder = find(components, (props) => props.sliceId === SCRIPTS_SLICE)
  const sliceFile = path.join(publicDir, SCRIPTS_SLICE_FILE)
  // `gatsby develop` renders neither; there is nothing to move.
  if (!loader || !placeholder || !existsSync(sliceFile)) return
  const slice = parseScriptsSlice(readFileSync(sliceFile, "utf8"))
  const { name, text } = bootScript(loader.props.dangerouslySetInnerHTML?.__html ?? "", pathname, slice)
  mkdirSync(publicDir, { recursive: true })
  publish(publicDir, name, text)

  const scripts = [
    <script key={BOOT_SCRIPT_ID} id={BOOT_SCRIPT_ID} src={`/${name}`} data-page-path={pathname} />,
    ...slice.external.map(({ src, async, noModule }) => <script key={src} src={src} async={async} noModule={noModule} />),
  ]
  // Gatsby's own post-body components are all elements.
  const next = components.filter((node) => node !== loader).flatMap((node): React.ReactNode[] => (node === placeholder ? scripts : [node])) as React.ReactElement[]
  replacePostBodyComponents(next)
}
