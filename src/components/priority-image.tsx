import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

export interface PriorityImageProps {
  image: IGatsbyImageData
  alt: string
  className?: string
}

/*
 * `fetchpriority` written in lower case: React 18 passes unknown lower-case attributes through to
 * the HTML unchanged, whereas the camel-case prop is only known from React 19.
 */
const HIGH_PRIORITY = { fetchpriority: "high" } as React.ImgHTMLAttributes<HTMLImageElement>

/**
 * The image a page's largest paint waits for (the home hero, the first cover on /blog), as a plain
 * responsive <picture> in the server HTML: loaded eagerly at high priority and visible at once.
 * gatsby-plugin-image's GatsbyImage hides its main image until the app hydrates, which cost the
 * home page over 2 s of render delay on a phone; everything below the fold keeps GatsbyImage's
 * lazy loading.
 */
export const PriorityImage: React.FC<PriorityImageProps> = ({ image, alt, className }) => {
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
        loading="eager"
        decoding="async"
        {...HIGH_PRIORITY}
        style={image.backgroundColor ? { backgroundColor: image.backgroundColor } : undefined}
      />
    </picture>
  )
}
