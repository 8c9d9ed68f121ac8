/**
 * Draws a story's poster when the coach chose a colour instead of a photograph: the title, wrapped,
 * on the colour, at the size Google asks for (3:4, above the minimum). SVG rendered by sharp, which
 * the build already has; the font stack ends in generic families so any machine's fonts will do.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import sharp from "sharp"
import { STORY_LIMITS } from "../../contract/story"
import { textColourOn } from "../../src/stories/story-colours"
import type { MeasuredImage } from "../published/published-images"

const WIDTH = 960
const HEIGHT = Math.round(WIDTH / STORY_LIMITS.poster.ratio)
const FONT_SIZE = 84
/** Characters per line at that size, roughly: wrapping is by words, so a line may run a little short. */
const LINE_CHARS = 17

const escapeXml = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** The title in lines of about LINE_CHARS characters, split at spaces. */
export const wrapTitle = (title: string, width = LINE_CHARS): string[] =>
  title
    .trim()
    .split(/\s+/)
    .reduce<string[]>((lines, word) => {
      const last = lines[lines.length - 1]
      if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`
      else lines.push(word)
      return lines
    }, [])

export const posterSvg = (title: string, color: string): string => {
  const ink = textColourOn(color)
  const lines = wrapTitle(title)
  const lineHeight = Math.round(FONT_SIZE * 1.15)
  const top = HEIGHT - 160 - lineHeight * (lines.length - 1)
  const tspans = lines.map((line, index) => `<tspan x="80" y="${top + index * lineHeight}">${escapeXml(line)}</tspan>`).join("")
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
<rect width="100%" height="100%" fill="${color}"/>
<rect x="80" y="${top - lineHeight - 40}" width="120" height="10" fill="${ink}"/>
<text font-family="Lora, Georgia, 'DejaVu Serif', serif" font-size="${FONT_SIZE}" font-weight="700" fill="${ink}">${tspans}</text>
</svg>`
}

/** Writes public/stories/<id>/poster.jpg and answers where it is published and its size. */
export const createPosterDrawer = (publicDir: string) => async (storyId: string, title: string, color: string): Promise<MeasuredImage> => {
  const bytes = await sharp(Buffer.from(posterSvg(title, color))).jpeg({ quality: 85 }).toBuffer()
  const dir = join(publicDir, "stories", storyId)
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, "poster.jpg"), bytes)
  return { url: `/stories/${storyId}/poster.jpg`, width: WIDTH, height: HEIGHT }
}

export type PosterDrawer = ReturnType<typeof createPosterDrawer>
