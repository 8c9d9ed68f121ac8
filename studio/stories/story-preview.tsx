import * as React from "react"
import styled from "styled-components"
import { StoryPanel } from "../../src/stories/story-panel"
import { PANEL_CSS } from "../../src/stories/story-css"
import { textColourOn } from "../../src/stories/story-colours"
import { listReset } from "../../src/theme/mixins"
import type { DraftPage } from "./story-edits"

/** A phone screen's shape (9:16) at the width of a small phone. */
const StyledPhone = styled.div`
  ${PANEL_CSS}
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 320px;
  aspect-ratio: 9 / 16;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 18px;
  font-family: ${({ theme }) => theme.fonts.sans};

  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  .panel {
    position: relative;
  }
`

/** Where AMP draws the page's link: a button at the foot of the page. */
const StyledLink = styled.span`
  position: absolute;
  bottom: 16px;
  left: 50%;
  transform: translateX(-50%);
  padding: 10px 18px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.body};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  white-space: nowrap;
`

const StyledList = styled.ol`
  ${listReset}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 320px));
  gap: 1.5rem;

  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
`

export const PagePreview: React.FC<{ page: DraftPage; index: number }> = ({ page, index }) => {
  const { color, image } = page.background
  const style = color ? { backgroundColor: color, color: textColourOn(color) } : undefined
  return (
    <StyledPhone className={image ? "on-image" : undefined} style={style}>
      {image && <img src={image.src} alt={image.alt} />}
      <StoryPanel heading={page.heading} body={page.body} level="h3" opening={index === 0} />
      {page.cta && <StyledLink>{page.cta.label}</StyledLink>}
    </StyledPhone>
  )
}

/** Every page as a phone will show it, drawn by the story's own panel and styles. */
export const StoryPreview: React.FC<{ pages: DraftPage[] }> = ({ pages }) => (
  <StyledList aria-label="Pages as a phone shows them">
    {pages.map((page, index) => (
      <li key={index} aria-label={`Page ${index + 1} of ${pages.length}`}>
        <PagePreview page={page} index={index} />
      </li>
    ))}
  </StyledList>
)
