import * as React from "react"

/**
 * A story page's words: the same markup in the built AMP story and in the studio's preview, styled
 * by the same PANEL_CSS (story-css.ts), so the preview shows what readers will see. The heading's
 * level fits the document it is in; its look follows whether it opens the story.
 */
export const StoryPanel: React.FC<{ heading: string; body: string; level: "h1" | "h2" | "h3"; opening: boolean }> = ({
  heading,
  body,
  level: Heading,
  opening,
}) => (
  <div className="panel">
    <Heading className={opening ? "heading opening" : "heading"}>{heading}</Heading>
    <p>{body}</p>
  </div>
)
