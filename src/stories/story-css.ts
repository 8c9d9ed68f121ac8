/**
 * The story's whole stylesheet, as one string for AMP's single `<style amp-custom>`.
 * AMP forbids !important and its own i-amphtml- classes, so the rules only style our own pieces:
 * the text panel and the links (AMP draws the call-to-action button itself from the outlink). Without the AMP runtime (scripts blocked, JavaScript off) the
 * story elements are plain inline elements and the panels stack down the page, still readable.
 */
import type { Story } from "../../contract/story"
import { textColourOn } from "./story-colours"
import { theme } from "../theme/tokens"

export const IMAGE_PANEL = "rgba(0, 0, 0, 0.62)"

/** The words of a page (StoryPanel): shared with the studio's preview. */
export const PANEL_CSS = `
.panel { box-sizing: border-box; display: block; padding: 28px 24px 32px; }
.panel .heading { font-family: ${theme.fonts.serif}; font-weight: 700; line-height: 1.15; margin: 0 0 12px; font-size: 28px; }
.panel .opening { font-size: 34px; }
.panel p { font-size: 19px; line-height: 1.45; margin: 0; }
.panel a { color: inherit; font-weight: 600; }
.panel .links { margin-top: 20px; display: flex; flex-wrap: wrap; gap: 12px; }
.panel .links a { display: inline-block; padding: 10px 16px; border: 2px solid currentColor; border-radius: ${theme.radius}; text-decoration: none; }
.on-image .panel { background: ${IMAGE_PANEL}; color: ${theme.colors.inverse}; }
`

const BASE = `
body { margin: 0; background: ${theme.colors.headerDark}; font-family: ${theme.fonts.sans}; }
${PANEL_CSS}
amp-story-page-outlink a { display: block; padding: 14px 24px; background: ${theme.colors.headerDark}; color: ${theme.colors.inverse}; font-weight: 600; }
.closing { background-color: ${theme.colors.headerDark}; }
.closing .panel { background-color: ${theme.colors.headerDark}; color: ${theme.colors.inverse}; }
`

const squeeze = (css: string): string => css.replace(/\s*\n\s*/g, "").replace(/\s*([{};:,])\s*/g, "$1")

/** Colour rules for the pages with a colour background: on the page (AMP running) and the panel (AMP not running). */
const pageColours = (story: Story): string =>
  story.pages
    .map((page, index) => {
      if (!page.background.color) return ""
      const bg = page.background.color
      return `.page-${index + 1}, .page-${index + 1} .panel { background-color: ${bg}; color: ${textColourOn(bg)}; }`
    })
    .join("\n")

export const storyCss = (story: Story): string => squeeze(`${BASE}\n${pageColours(story)}`)
