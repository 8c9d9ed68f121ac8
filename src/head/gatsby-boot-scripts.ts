/**
 * Gatsby ends every page with inline scripts: the page's path (#gatsby-script-loader), and, from
 * its `_gatsby-scripts` slice, the map of code chunks (#gatsby-chunk-mapping) and the build's id.
 * Their text changes with every build and page, so a Content-Security-Policy could allow them only
 * with 'unsafe-inline', which would let any injected script run too. Instead they become one
 * external file, the same for every page of a build (named by its content's hash, so it is cached
 * for good), and the page's path travels in an attribute of <body>.
 *
 * The build rewrites the slice once, after bundling (gatsby/build-steps/boot-script.ts), and Gatsby
 * stitches it into every page as it always does; the HTML renderer only drops the page script and
 * sets the attribute (src/head/boot-script.tsx). Reading the slice from the renderer instead would
 * make Gatsby render every page again on each build.
 */

/** The slice Gatsby 5 fills with its chunk map, build id and app scripts (written while bundling). */
export const SCRIPTS_SLICE = "_gatsby-scripts"

/** The <body> attribute holding the page's path, which Gatsby's page script used to set. */
export const PAGE_PATH_ATTRIBUTE = "data-page-path"

export interface ExternalScript {
  src: string
  noModule: boolean
}

export interface ScriptsSlice {
  /** The text of each inline script, in order. */
  inline: string[]
  /** The external scripts, in order (Gatsby's `async` is dropped: every script is deferred). */
  external: ExternalScript[]
}

/** Reads the slice's HTML; anything but script tags in it stops the build (Gatsby changed it). */
export const parseScriptsSlice = (html: string): ScriptsSlice => {
  const slice: ScriptsSlice = { inline: [], external: [] }
  const rest = html.replace(/<script([^>]*)>([\s\S]*?)<\/script>/g, (_tag, attributes: string, text: string) => {
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1]
    if (src) slice.external.push({ src, noModule: /\bnomodule\b/.test(attributes) })
    else slice.inline.push(text.trim())
    return ""
  })
  if (rest.trim() !== "") throw new Error(`Gatsby's ${SCRIPTS_SLICE} slice holds more than scripts: ${rest.trim().slice(0, 120)}`)
  return slice
}

/** The text of Gatsby's per-page loader script (static-entry), which only names the page. */
export const pageLoaderText = (pathname: string): string => `/*<![CDATA[*/window.pagePath=${JSON.stringify(pathname)};/*]]>*/`
