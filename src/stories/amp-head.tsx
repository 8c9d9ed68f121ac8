import * as React from "react"
import { settings } from "../settings"
import { absoluteUrl } from "../head/absolute-url"
import { metaTags } from "../head/site-head"
import { pageTitle, SITE_META, type MetaTag } from "../head/site-values"
import { storyPath } from "../../contract/routes"
import type { Story } from "../../contract/story"
import { storyCss } from "./story-css"

const AMP_CDN = "https://cdn.ampproject.org"

/** The scripts a story may load, in the order AMP wants them: the runtime first, then extensions. */
export const AMP_SCRIPTS = [
  { src: `${AMP_CDN}/v0.js` },
  { src: `${AMP_CDN}/v0/amp-story-1.0.js`, element: "amp-story" },
  /* The share menu of <amp-story-social-share> is built from amp-social-share. */
  { src: `${AMP_CDN}/v0/amp-social-share-0.1.js`, element: "amp-social-share" },
] as const

/** AMP's required boilerplate, verbatim: it hides the body until the runtime is ready, 8 s at most. */
export const AMP_BOILERPLATE =
  "body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@-webkit-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-moz-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-ms-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-o-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}"
export const AMP_BOILERPLATE_NOSCRIPT =
  '<style amp-boilerplate="">body{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}</style>'

/** Marks the head elements of a story document; everything else Gatsby put in the head is dropped. */
export const AMP_KEY_PREFIX = "amp-story:"

const jsonLd = (story: Story) => ({
  "@context": "https://schema.org",
  "@type": "Article",
  headline: story.title,
  description: story.description,
  image: [absoluteUrl(story.poster.url)],
  datePublished: story.publishedDate,
  mainEntityOfPage: absoluteUrl(storyPath(story.storyId)),
  author: { "@type": "Person", name: settings.name, url: settings.siteUrl },
  publisher: {
    "@type": "Organization",
    name: story.publisher,
    logo: { "@type": "ImageObject", url: absoluteUrl(story.publisherLogo.url) },
  },
})

/** The favicon gatsby-plugin-manifest writes from content/brand/icon.png (gatsby/build-steps/compress-icons.ts compresses it). */
export const STORY_FAVICON = "/favicon-32x32.png"

/** Everything in a story document's head after `<meta charset>`, which src/html.tsx writes first. */
export const ampStoryHead = (story: Story): React.ReactElement[] => {
  const url = absoluteUrl(storyPath(story.storyId))
  const title = pageTitle(story.title)
  const poster = absoluteUrl(story.poster.url)
  const meta: MetaTag[] = [
    ["name", "description", story.description],
    ...SITE_META,
    ["property", "og:type", "article"],
    ["property", "og:title", title],
    ["property", "og:description", story.description],
    ["property", "og:url", url],
    ["property", "og:image", poster],
    ["property", "og:image:width", String(story.poster.width)],
    ["property", "og:image:height", String(story.poster.height)],
    ["property", "article:published_time", story.publishedDate],
  ]
  const key = (name: string) => `${AMP_KEY_PREFIX}${name}`
  return [
    <meta key={key("viewport")} name="viewport" content="width=device-width" />,
    ...AMP_SCRIPTS.map((script) => (
      <script key={key(script.src)} async src={script.src} {...("element" in script ? { "custom-element": script.element } : {})} />
    )),
    <title key={key("title")}>{title}</title>,
    <link key={key("canonical")} rel="canonical" href={url} />,
    // The site's favicon (gatsby-plugin-manifest's file): without a link the browser asks for /favicon.ico, a 404.
    <link key={key("icon")} rel="icon" href={STORY_FAVICON} />,
    ...metaTags(meta, AMP_KEY_PREFIX),
    <script
      key={key("json-ld")}
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd(story)).replace(/</g, "\\u003c") }}
    />,
    // eslint-disable-next-line react/no-unknown-property -- AMP's own attribute, required as written
    <style key={key("boilerplate")} amp-boilerplate="" dangerouslySetInnerHTML={{ __html: AMP_BOILERPLATE }} />,
    <noscript key={key("boilerplate-noscript")} dangerouslySetInnerHTML={{ __html: AMP_BOILERPLATE_NOSCRIPT }} />,
    // eslint-disable-next-line react/no-unknown-property -- AMP's own attribute, required as written
    <style key={key("css")} amp-custom="" dangerouslySetInnerHTML={{ __html: storyCss(story) }} />,
  ]
}
