import type { GatsbyBrowser } from "gatsby"
import "./src/theme/fonts"
import { startAnalytics, trackPageView } from "./src/features/analytics/site-analytics"

import * as shell from "./src/shell/wrap-elements"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = shell.wrapRootElement
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = shell.wrapPageElement

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => startAnalytics()

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => trackPageView()
