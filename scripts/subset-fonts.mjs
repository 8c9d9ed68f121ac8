#!/usr/bin/env node
/**
 * `npm run fonts`: writes the body face the site serves, in two files in src/theme/fonts/.
 * Both are Inter's variable font cut to weights 400-600 (the two the site uses, in one file):
 * - inter-core-wght.woff2 carries what nearly every page needs (ASCII, £, €, curly quotes, dashes);
 *   it is preloaded, so its bytes share the first second with the hero image: every kilobyte counts.
 * - inter-extended-wght.woff2 carries the rest of Latin-1 and typographic punctuation (é, ç, œ, ™ …).
 *   fonts.css gives it a unicode-range, so a browser fetches it only for a page that uses one of them.
 * Lora, the heading face, is served as published: its licence reserves its name for unmodified copies.
 * The unit tests check the committed files are this script's output, that fonts.css names these
 * ranges, and that content/ uses only characters the two files carry.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..")
const require = createRequire(import.meta.url)

const range = (first, last) => Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)).join("")

/** ASCII, no-break space, £ © ° · × – — ‘ ’ “ ” • … €: the copy of a British site, nearly always. */
export const CORE_CHARACTERS = range(0x20, 0x7e) + "\u00a0\u00a3\u00a9\u00b0\u00b7\u00d7\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac"

/** Everything else the body face carries: Latin-1 (accents), Œ œ, the other punctuation, ™ and the minus sign. */
export const EXTENDED_CHARACTERS = [...(range(0xa0, 0xff) + "\u0152\u0153" + range(0x2010, 0x2027) + range(0x2030, 0x203a) + "\u2122\u2212")]
  .filter((char) => !CORE_CHARACTERS.includes(char))
  .join("")

const fontsDir = join(root, "src", "theme", "fonts")
export const INTER_FILES = { core: join(fontsDir, "inter-core-wght.woff2"), extended: join(fontsDir, "inter-extended-wght.woff2") }
export const INTER_CHARACTERS = { core: CORE_CHARACTERS, extended: EXTENDED_CHARACTERS }

/** A CSS unicode-range for these characters, consecutive code points joined into ranges. */
export const unicodeRange = (characters) => {
  const points = [...new Set([...characters].map((char) => char.codePointAt(0)))].sort((a, b) => a - b)
  const hex = (point) => point.toString(16).toUpperCase().padStart(4, "0")
  const parts = []
  for (let start = 0; start < points.length; ) {
    let end = start
    while (end + 1 < points.length && points[end + 1] === points[end] + 1) end++
    parts.push(start === end ? `U+${hex(points[start])}` : `U+${hex(points[start])}-${hex(points[end])}`)
    start = end + 1
  }
  return parts.join(", ")
}

/** One subset's bytes; the name table keeps the copyright and licence entries (ids 0-14). */
export const subsetInter = async (characters) => {
  const { default: subsetFont } = await import("subset-font")
  const source = readFileSync(require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"))
  return subsetFont(source, characters, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: 400, max: 600 } },
    preserveNameIds: Array.from({ length: 15 }, (_, id) => id),
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(fontsDir, { recursive: true })
  for (const [part, file] of Object.entries(INTER_FILES)) {
    const bytes = await subsetInter(INTER_CHARACTERS[part])
    writeFileSync(file, bytes)
    console.log(`Wrote ${file.slice(root.length + 1)} (${(bytes.length / 1024).toFixed(1)} KB, ${unicodeRange(INTER_CHARACTERS[part])})`)
  }
}
