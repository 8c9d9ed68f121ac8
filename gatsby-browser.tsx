import type { GatsbyBrowser } from "gatsby"
import "./src/theme/fonts"
import { startAnalytics, trackPageView } from "./src/features/analytics/site-analytics"
import { loadHeadWriterOnIntent, writeHeadFromNextPage } from "./src/head/head-writer"
import { showCurrentAnchor } from "./src/shell/current-anchor"
import { hydrateInSlices } from "./src/shell/hydrate-in-slices"
import { finishRouteProgress, startRouteProgress } from "./src/shell/route-progress"
import { adoptServerStyles } from "./src/theme/server-styles"
import * as shell from "./src/wrap-elements"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = shell.wrapRootElement
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = shell.wrapPageElement

// Only the production build hydrates server HTML; `gatsby develop` renders in the browser and keeps
// its own renderer (undefined: Gatsby's default). Gatsby only ever calls (element, container).
// Cast kept: Gatsby's type is ReactDOM's legacy render (overloads returning the rendered instance) and never undefined.
export const replaceHydrateFunction = (() =>
  process.env.BUILD_STAGE === "build-javascript" ? hydrateInSlices : undefined) as unknown as GatsbyBrowser["replaceHydrateFunction"]

/*
 * Before the page hydrates, so that hydration finds the server's class names known. Gatsby waits for
 * the promise before it starts loading the page: the rest of its start-up runs in a task of its own
 * instead of the one that evaluates the app's scripts, so neither is long enough to block a phone
 * (the longest task after the first paint, before and after: docs/speed.md).
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  adoptServerStyles()
  return new Promise<void>((resolve) => setTimeout(resolve, 0))
}

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  showCurrentAnchor()
  startAnalytics()
  loadHeadWriterOnIntent()
}

export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) writeHeadFromNextPage()
}

export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => startRouteProgress()

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  finishRouteProgress()
  trackPageView()
}
