import type * as React from "react"
import type { FirebaseSetup } from "../../firebase/config"
import type { SiteFiles } from "../../../contract/site-files"
import type { FilePages } from "../../../contract/site-pages"

/**
 * The packages the studio's app (compiled apart from the page, gatsby/build-steps/studio-bundle.ts) takes
 * from the page that loads it: the page's own React, styled-components and Gatsby, so the app
 * renders in the page's tree with its theme and style sheet rather than beside it with copies.
 */
export const SHARED_EXPORTS = {
  // React is one CommonJS module, whole in the page's bundle whatever is imported from it.
  react: "module",
  // Only the names the app imports: handing over a whole ES module would keep every one of its
  // exports in the bundle every page loads, where webpack otherwise drops the unused ones.
  // The page preview draws the site's sections, global style and all, into a frame of its own (studio/pages/preview-frame.tsx).
  "styled-components": ["default", "css", "createGlobalStyle", "StyleSheetManager"],
  gatsby: ["Link"],
} as const satisfies Record<string, "module" | readonly string[]>

type Exports = typeof SHARED_EXPORTS
export type SharedModuleName = keyof Exports

/** What the page hands over for each: the module itself, or an object with exactly the listed names. */
export type SharedModules = {
  [Name in SharedModuleName]: Exports[Name] extends readonly string[] ? Record<Exports[Name][number], unknown> : unknown
}

/** The global the page puts them in before it loads the app. */
export const SHARED_GLOBAL = "__studioShared"

/** What the page gives the app. */
export interface StudioAppProps {
  setup: FirebaseSetup
  /** How the contact form names each topic (content/contact.yaml). */
  topics: Record<string, string>
  /** The posts and stories written as files, listed beside hers as the site's own (contract/site-files.ts); none when absent. */
  siteFiles?: SiteFiles
  /** Every page's words as its file holds them (content/), which a page starts from and a reset goes back to. */
  filePages: FilePages
}

/** The app's module, as its compiled entry file exports it. */
export interface StudioAppModule {
  StudioApp: React.ComponentType<StudioAppProps>
}
