import * as React from "react"
import closing from "../../content/stories/closing.json"
import type { Story, StoryPage } from "../../contract/story"
import { StoryPanel } from "./story-panel"

/** Sharing targets of the story's share menu; "system" is the device's own share sheet. */
export const SHARE_PROVIDERS = ["linkedin", "email", "system", "twitter", "whatsapp"] as const

const shareConfig = JSON.stringify({ shareProviders: SHARE_PROVIDERS })

const Background: React.FC<{ page: StoryPage }> = ({ page }) =>
  page.background.image ? (
    <amp-story-grid-layer template="fill">
      <amp-img src={page.background.image.url} alt={page.background.image.alt} layout="fill" />
    </amp-story-grid-layer>
  ) : null

const Page: React.FC<{ page: StoryPage; index: number }> = ({ page, index }) => {
  const onImage = page.background.image !== null
  return (
    <amp-story-page id={`page-${index + 1}`} class={onImage ? "on-image" : `page-${index + 1}`}>
      <Background page={page} />
      <amp-story-grid-layer template="vertical" class="text">
        <StoryPanel heading={page.heading} body={page.body} level={index === 0 ? "h1" : "h2"} opening={index === 0} />
      </amp-story-grid-layer>
      {page.cta && (
        <amp-story-page-outlink layout="nodisplay">
          <a href={page.cta.href}>{page.cta.label}</a>
        </amp-story-page-outlink>
      )}
    </amp-story-page>
  )
}

/**
 * The page after the story's own, the same for every story (content/stories/closing.json): it
 * sends the reader back to the site, to more stories and to the contact page.
 */
const Closing: React.FC = () => (
  <amp-story-page id="more" class="closing">
    <amp-story-grid-layer template="vertical">
      <div className="panel">
        <h2 className="heading">{closing.heading}</h2>
        <p>{closing.body}</p>
        <div className="links">
          {closing.links.map((link) => (
            <a key={link.href} href={link.href}>
              {link.label}
            </a>
          ))}
        </div>
      </div>
    </amp-story-grid-layer>
  </amp-story-page>
)

/**
 * The `<amp-story standalone>` element: the only child of the story document's body. The same
 * markup is the preview `gatsby develop` shows.
 */
export const AmpStory: React.FC<{ story: Story }> = ({ story }) => (
  <amp-story
    standalone=""
    title={story.title}
    publisher={story.publisher}
    publisher-logo-src={story.publisherLogo.url}
    poster-portrait-src={story.poster.url}
  >
    {story.pages.map((page, index) => (
      <Page key={index} page={page} index={index} />
    ))}
    <Closing />
    <amp-story-social-share layout="nodisplay">
      <script type="application/json" dangerouslySetInnerHTML={{ __html: shareConfig }} />
    </amp-story-social-share>
  </amp-story>
)
