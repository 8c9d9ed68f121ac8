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
// its own renderer (undefined: Gatsby's default). Gatsby types this with ReactDOM's legacy render
// signature; it only ever calls (element, container).
export const replaceHydrateFunction = (() =>
  process.env.BUILD_STAGE === "build-javascript" ? hydrateInSlices : undefined) as unknown as GatsbyBrowser["replaceHydrateFunction"]

// Before the page hydrates, so that hydration finds the server's class names known.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  adoptServerStyles()
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
