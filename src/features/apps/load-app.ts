import * as React from "react"
import styled, { createGlobalStyle, css, StyleSheetManager } from "styled-components"
import { Link } from "gatsby"
import { SHARED_GLOBAL, type SharedModules } from "./shared-with-app"

const SHARED = { react: React, "styled-components": { default: styled, css, createGlobalStyle, StyleSheetManager }, gatsby: { Link } } satisfies SharedModules

/**
 * Hands the page's packages over, then imports an app from where the build wrote it (its address,
 * inlined in the page's bundle by gatsby/build-steps/app-bundles.ts). Webpack leaves the import
 * alone, so neither the server render nor the page's first JavaScript carries the app.
 */
export const loadApp = <Module>(address: string): Promise<Module> => {
  Object.assign(globalThis, { [SHARED_GLOBAL]: SHARED })
  return import(/* webpackIgnore: true */ address) as Promise<Module>
}
