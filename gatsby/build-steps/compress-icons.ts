import { readdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import sharp from "sharp"

/** The brand mark is flat (black, one blue, white): 16 colours keep its anti-aliased edges. */
const PALETTE = { palette: true, colours: 16, effort: 10, compressionLevel: 9 } as const

/** The favicon gatsby-plugin-manifest writes, which the pages' `rel="icon"` link names. */
export const FAVICON_FILE = "favicon-32x32.png"

/** The PNGs gatsby-plugin-manifest writes from content/brand/icon.png: the favicon and the manifest's sizes. */
export const manifestIconFiles = (publicDir: string): string[] => [
  join(publicDir, FAVICON_FILE),
  ...readdirSync(join(publicDir, "icons"))
    .filter((name) => name.endsWith(".png"))
    .map((name) => join(publicDir, "icons", name)),
]

/**
 * Re-encodes the plugin's icons as palette PNGs, about a fifth of the bytes (docs/speed.md). A phone's browser fetches the favicon and the manifest's icon while the first page is
 * still loading, on the connection that brings the hero image and the fonts. The plugin has no
 * option for its encoder; a file already in a palette (a warm build) is left as it is.
 */
export const compressManifestIcons = async (publicDir = "public"): Promise<void> => {
  await Promise.all(
    manifestIconFiles(publicDir).map(async (file) => {
      const original = readFileSync(file)
      if ((await sharp(original).metadata()).isPalette) return
      const palette = await sharp(original).png(PALETTE).toBuffer()
      if (palette.length < original.length) writeFileSync(file, palette)
    }),
  )
}
