import type * as React from "react"
import type { StudioAppProps } from "./studio-app"

/**
 * The packages the studio's app (compiled apart from the page, gatsby/build/studio-bundle.ts) takes
 * from the page that loads it: the page's own React, styled-components and Gatsby, so the app
 * renders in the page's tree with its theme and style sheet rather than beside it with copies.
 */
export const SHARED_MODULE_NAMES = ["react", "styled-components", "gatsby"] as const
export type SharedModuleName = (typeof SHARED_MODULE_NAMES)[number]

/** The global the page puts them in before it loads the app. */
export const SHARED_GLOBAL = "__studioShared"

/** The app's module, as its compiled entry file exports it. */
export interface StudioAppModule {
  StudioApp: React.ComponentType<StudioAppProps>
}
