import type * as React from "react"
import type { FirebaseSetup } from "../../firebase/config"
import type { SiteFiles } from "../../../contract/site-files"
import type { FilePages } from "../../../contract/site-pages"
import type { StudioOffers } from "../../../contract/proposal-offers"

/** What the studio's page gives the app (compiled apart: gatsby/build-steps/app-bundles.ts). */
export interface StudioAppProps {
  setup: FirebaseSetup
  /** How the contact form names each topic (content/contact.yaml). */
  topics: Record<string, string>
  /** The posts and stories written as files, listed beside hers as the site's own (contract/site-files.ts); none when absent. */
  siteFiles?: SiteFiles
  /** Every page's words as its file holds them (content/), which a page starts from and a reset goes back to. */
  filePages: FilePages
  /** Her services and programmes as the site is built with them, which a proposal starts from; none when absent. */
  offers?: StudioOffers
}

/** The app's module, as its compiled entry file exports it. */
export interface StudioAppModule {
  StudioApp: React.ComponentType<StudioAppProps>
}
