#!/usr/bin/env node
/**
 * `npm run fonts`: writes the body face the site serves, src/theme/fonts/inter-latin-wght.woff2.
 * It is Inter's variable font cut to weights 400-600 (the two the site uses, in one file) and to the
 * characters English copy needs, less than half the bytes of the two static weights: the fonts are
 * fetched before first paint, so on a phone every kilobyte here delays the first text.
 * Lora, the heading face, is served as published: its licence reserves its name for unmodified copies.
 * The unit tests check the committed file is this script's output and that content/ uses only these
 * characters.
 */
import { readFileSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..")
const require = createRequire(import.meta.url)

const range = (first, last) => Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)).join("")

/** ASCII, Latin-1 (accents, £, ©, °), Œ œ, typographic punctuation (dashes, quotes, …), €, ™ and the minus sign. */
export const FONT_CHARACTERS = range(0x20, 0x7e) + range(0xa0, 0xff) + "\u0152\u0153" + range(0x2010, 0x2027) + range(0x2030, 0x203a) + "\u20ac\u2122\u2212"

export const INTER_FILE = join(root, "src", "theme", "fonts", "inter-latin-wght.woff2")

/** The subset font's bytes; the name table keeps the copyright and licence entries (ids 0-14). */
export const subsetInter = async () => {
  const { default: subsetFont } = await import("subset-font")
  const source = readFileSync(require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"))
  return subsetFont(source, FONT_CHARACTERS, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: 400, max: 600 } },
    preserveNameIds: Array.from({ length: 15 }, (_, id) => id),
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const bytes = await subsetInter()
  writeFileSync(INTER_FILE, bytes)
  console.log(`Wrote ${INTER_FILE.slice(root.length + 1)} (${(bytes.length / 1024).toFixed(1)} KB)`)
}
