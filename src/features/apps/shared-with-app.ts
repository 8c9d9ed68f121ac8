/**
 * The packages an app compiled apart from the pages (the coach's studio, the client's room:
 * gatsby/build-steps/app-bundles.ts) takes from the page that loads it: the page's own React,
 * styled-components and Gatsby, so the app renders in the page's tree with its theme and style
 * sheet rather than beside it with copies.
 */
export const SHARED_EXPORTS = {
  // React is one CommonJS module, whole in the page's bundle whatever is imported from it.
  react: "module",
  // Only the names the apps import: handing over a whole ES module would keep every one of its
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

/** The global the page puts them in before it loads an app. */
export const SHARED_GLOBAL = "__appShared"
