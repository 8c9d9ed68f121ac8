import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

export interface ResponsiveImageProps {
  /** Sizes and formats made at build time by gatsby-plugin-image (gatsbyImageData). */
  image: IGatsbyImageData
  alt: string
  /** The image the page's largest paint waits for: loaded at once, at high priority. */
  priority?: boolean
  className?: string
}

/*
 * `fetchpriority` written in lower case: React 18 passes unknown lower-case attributes through to
 * the HTML unchanged, whereas the camel-case prop is only known from React 19.
 */
const HIGH_PRIORITY = { fetchpriority: "high" } as React.ImgHTMLAttributes<HTMLImageElement>

/**
 * A plain responsive <picture> built from gatsby-plugin-image's data, visible from the server HTML
 * on. Used instead of GatsbyImage for two speed reasons: GatsbyImage hides its main image until the
 * app hydrates, which held the home hero's paint back on a phone, and its runtime is JavaScript on
 * every page that shows a post card (the figures: docs/speed.md). The browser's own
 * loading="lazy" defers the images below the fold; a colour fills the box until the image arrives.
 */
export const ResponsiveImage: React.FC<ResponsiveImageProps> = ({ image, alt, priority = false, className }) => {
  const { fallback, sources = [] } = image.images
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        {...(priority ? HIGH_PRIORITY : {})}
        style={image.backgroundColor ? { backgroundColor: image.backgroundColor } : undefined}
      />
    </picture>
  )
}
