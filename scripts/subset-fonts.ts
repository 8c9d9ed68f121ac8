/**
 * `npm run fonts`: writes the site's web font, the heading face, in src/theme/fonts/ and its
 * @font-face rules (src/theme/fonts.css), cut into two files by unicode-range: Lora semibold's
 * letters, digits and the punctuation headings and figures use, and the rest of Latin-1 (é, ç, œ, ™ …).
 * A browser fetches a file only for a page that uses one of its characters. The first file is
 * the one nearly every page's first paint of headings waits for (found through the styles, not
 * preloaded: docs/speed.md), so every kilobyte here delays it on a phone.
 * Body text is set in the phone's own sans (theme.fonts.sans), not a web font: measured side by side,
 * dropping Inter's preloaded file brought every text page's LCP forward on the bench's phone
 * (docs/speed.md), since a file above a new connection's first window (about 14 KB) costs a round
 * trip more; the specification asks for a sans, not a face.
 * Lora's licence (SIL OFL 1.1) reserves the name "Lora" for unmodified copies, so the cut copy is
 * served as "Heading Serif" and keeps only the copyright and licence entries of its name table.
 * The unit tests check the committed files and fonts.css are this script's output, and that
 * content/ uses only characters the faces carry.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { projectRoot as root } from "./project-root"

/** subset-font's one function (the package ships no types). */
type SubsetFont = (font: Buffer, characters: string, options: Record<string, unknown>) => Promise<Buffer>

export interface FontFile {
  name: string
  characters: string
  /** Needed by nearly every page's first paint of headings. */
  firstPaint: boolean
}

export interface Face {
  family: string
  weight: string
  /** The full font, as the @fontsource package ships it. */
  source: string
  /** subset-font's options for this face. */
  options: Record<string, unknown>
  files: FontFile[]
}

const range = (first: number, last: number): string => Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)).join("")
const without = (characters: string, taken: string): string => [...characters].filter((char) => !taken.includes(char)).join("")

/** What the faces carry: ASCII, Latin-1 (accents, £, ©, °), Œ œ, typographic punctuation, €, ™ and the minus sign. */
export const FONT_CHARACTERS = range(0x20, 0x7e) + range(0xa0, 0xff) + "\u0152\u0153" + range(0x2010, 0x2027) + range(0x2030, 0x203a) + "\u20ac\u2122\u2212"

/** Headings and figures ("2,400+"): letters, digits and the punctuation they use. */
const HEADING = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 .,;:'\u2019\u2018\u201c\u201d\"-\u2013\u2014!?&()\u00a3\u20ac%+/\u2026"

const fontsDir = join(root, "src", "theme", "fonts")
export const FONTS_CSS = join(root, "src", "theme", "fonts.css")

/**
 * What the first paint's files may weigh together: the first paint of headings waits for every one
 * of them, and what fits a new connection's first window (about 14.6 KB) arrives a round trip sooner.
 */
export const FIRST_PAINT_MAX_BYTES = 14 * 1024

export const FACES: Face[] = [
  {
    family: "Heading Serif",
    weight: "600",
    source: "@fontsource/lora/files/lora-latin-600-normal.woff2",
    // Copyright, licence description and licence address: the OFL asks for these; no name entry says "Lora".
    options: { preserveNameIds: [0, 13, 14] },
    files: [
      { name: "heading-serif-core.woff2", characters: HEADING, firstPaint: true },
      { name: "heading-serif-extended.woff2", characters: without(FONT_CHARACTERS, HEADING), firstPaint: false },
    ],
  },
]

export const fontPath = (name: string): string => join(fontsDir, name)

/** A CSS unicode-range for these characters, consecutive code points joined into ranges. */
export const unicodeRange = (characters: string): string => {
  const points = [...new Set([...characters].map((char) => char.codePointAt(0) ?? 0))].sort((a, b) => a - b)
  const hex = (point: number): string => point.toString(16).toUpperCase().padStart(4, "0")
  const parts: string[] = []
  for (let start = 0; start < points.length; ) {
    let end = start
    while (end + 1 < points.length && points[end + 1] === points[end] + 1) end++
    parts.push(start === end ? `U+${hex(points[start])}` : `U+${hex(points[start])}-${hex(points[end])}`)
    start = end + 1
  }
  return parts.join(", ")
}

/** One file's bytes. */
export const subsetFile = async (face: Face, file: FontFile): Promise<Buffer> => {
  const subsetFont = require("subset-font") as SubsetFont
  return subsetFont(readFileSync(require.resolve(face.source)), file.characters, { targetFormat: "woff2", ...face.options })
}

/** src/theme/fonts.css: one @font-face per file. */
export const fontsCss = (): string =>
  [
    "/*",
    " * Written by `npm run fonts` (scripts/subset-fonts.ts), which says how the face is cut.",
    " * Self-hosted (no font CDN); font-display: swap, with the metric-adjusted fallback in",
    " * global-style, keeps text visible and unmoved while they arrive.",
    " */",
    ...FACES.flatMap((face) =>
      face.files.map((file) =>
        [
          "@font-face {",
          `  font-family: "${face.family}";`,
          "  font-style: normal;",
          "  font-display: swap;",
          `  font-weight: ${face.weight};`,
          `  src: url("./fonts/${file.name}") format("woff2");`,
          `  unicode-range: ${unicodeRange(file.characters)};`,
          "}",
        ].join("\n"),
      ),
    ),
    "",
  ].join("\n")

const main = async () => {
  mkdirSync(fontsDir, { recursive: true })
  for (const face of FACES) {
    for (const file of face.files) {
      const bytes = await subsetFile(face, file)
      writeFileSync(fontPath(file.name), bytes)
      console.log(`Wrote src/theme/fonts/${file.name} (${(bytes.length / 1024).toFixed(1)} KB${file.firstPaint ? ", for the first paint" : ""})`)
    }
  }
  writeFileSync(FONTS_CSS, fontsCss())
  console.log("Wrote src/theme/fonts.css")
}

if (process.argv[1] && resolve(process.argv[1]) === __filename) void main()
