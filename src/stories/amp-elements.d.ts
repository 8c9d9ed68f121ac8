/*
 * The AMP story elements as JSX knows them. React passes a custom element's attributes through
 * as written, so these use the HTML names (`class`, `publisher-logo-src`), not React's.
 */
import type * as React from "react"

type AmpAttributes = React.PropsWithChildren<{
  id?: string
  class?: string
  layout?: "fill" | "responsive" | "fixed" | "nodisplay" | "container"
}>

declare global {
  namespace JSX {
    interface IntrinsicElements {
      "amp-story": AmpAttributes & {
        standalone: ""
        title: string
        publisher: string
        "publisher-logo-src": string
        "poster-portrait-src": string
      }
      "amp-story-page": AmpAttributes
      "amp-story-grid-layer": AmpAttributes & { template: "fill" | "vertical" | "horizontal" | "thirds" }
      "amp-story-page-outlink": AmpAttributes
      "amp-story-social-share": AmpAttributes
      "amp-img": AmpAttributes & { src: string; alt: string; width?: number; height?: number }
    }
  }
}
