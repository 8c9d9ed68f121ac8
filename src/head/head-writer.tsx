import * as React from "react"
import type { HelmetProps } from "react-helmet"
import { onNavigationIntent } from "../lib/navigation-intent"

/*
 * react-helmet writes each page's head. The server render needs it at once
 * (gatsby-plugin-react-helmet reads it right after rendering). In the browser the first page's head
 * is already complete in the server HTML, so Helmet has work only from the first move to another
 * page on: the production browser bundle loads it in its own chunk when the visitor first shows they
 * may move (a hover, touch or focus on a link to another page), and mounts it only from that move
 * on. That keeps it (its size: docs/speed.md) out of every page's load and out of the work done while the page becomes
 * interactive, and a visitor who reads one page and leaves never fetches it. BUILD_STAGE is a constant webpack inlines, so
 * each bundle keeps only its own branch's import.
 */
const BROWSER_BUILD = process.env.BUILD_STAGE === "build-javascript"

type HelmetComponent = React.ComponentType<HelmetProps>

/** Helmet itself once its chunk is in: rendered directly, so a page's head is written as promptly as before. */
let loadedHelmet: HelmetComponent | null = null
let loadingHelmet: Promise<HelmetComponent> | null = null

const loadHelmet = (): Promise<{ default: HelmetComponent }> => {
  loadingHelmet ??= import(/* webpackChunkName: "head-writer" */ "react-helmet").then((module) => {
    loadedHelmet = module.Helmet
    return module.Helmet
  })
  return loadingHelmet.then((Helmet) => ({ default: Helmet }))
}

// The condition is written out, not BROWSER_BUILD: webpack drops the other branch's import only
// for a condition it can read as a constant where it stands.
const Helmet: HelmetComponent =
  process.env.BUILD_STAGE === "build-javascript"
    ? React.lazy(loadHelmet)
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import would put Helmet back in the browser bundle
      (require("react-helmet") as typeof import("react-helmet")).Helmet

/** False until the visitor moves to another page in the browser. */
let pageChanged = !BROWSER_BUILD

/** gatsby-browser's onPreRouteUpdate after a move: from the next page on, Helmet writes the head. */
export const writeHeadFromNextPage = (): void => {
  pageChanged = true
}

/** gatsby-browser, once the first page is interactive: fetch Helmet's chunk when a move is likely. */
export const loadHeadWriterOnIntent = (): void => {
  if (BROWSER_BUILD) onNavigationIntent(() => void loadHelmet())
}

/**
 * Resolves once the page's head is written: at once on the first page (its head came with the HTML,
 * so a visitor who reads one page never fetches Helmet) and outside the production browser bundle;
 * after a move, once Helmet's chunk is in.
 */
export const headWriterReady = (): Promise<void> => (BROWSER_BUILD && pageChanged ? loadHelmet().then(() => undefined) : Promise.resolve())

/** Helmet where it has work to do; nothing on the first page in the browser (its head is served). */
export const HeadWriter: React.FC<HelmetProps> = (props) => {
  const Writer = loadedHelmet ?? Helmet
  return (
    // The boundary is in the server render too, so the markup hydrates the same with or without Helmet.
    <React.Suspense fallback={null}>{pageChanged ? <Writer {...props} /> : null}</React.Suspense>
  )
}
