import { createHash } from "node:crypto"
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import {
  APP_SCRIPTS_LOADER,
  MANIFEST_ATTRIBUTE,
  MANIFEST_PATH,
  PAGE_PATH_ATTRIBUTE,
  parseScriptsSlice,
  SCRIPTS_ATTRIBUTE,
  SCRIPTS_SLICE,
  type ExternalScript,
} from "../../src/head/gatsby-boot-scripts"

const BOOT_SCRIPT_ID = "gatsby-boot"

const escapeAttribute = (text: string): string => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;")

/**
 * Moves the scripts slice's inline scripts into the boot file (why: gatsby-boot-scripts.ts), and
 * writes the slice again as the app-scripts loader alone, listing the boot file and then the
 * slice's external scripts, which it requests after the first paint, and the manifest it then
 * links (APP_SCRIPTS_LOADER). Runs when
 * Gatsby configures the HTML renderer (onCreateWebpackConfig, "build-html"): the browser bundle,
 * and with it the slice, is complete by then, and pages are stitched with the slice only later.
 * Returns the boot file's site path, or null when the slice is the loader already.
 */
export const externaliseSliceScripts = (publicDir = "public"): string | null => {
  const sliceFile = path.join(publicDir, "_gatsby", "slices", `${SCRIPTS_SLICE}-1.html`)
  const slice = parseScriptsSlice(readFileSync(sliceFile, "utf8"))
  // Configured twice in one build: the slice is the loader already.
  if (slice.inline.length === 1 && slice.inline[0] === APP_SCRIPTS_LOADER && slice.external.length === 0) return null
  const text = [
    `window.pagePath=document.body.getAttribute(${JSON.stringify(PAGE_PATH_ATTRIBUTE)});`,
    ...slice.inline,
  ].join("\n")
  const name = `${BOOT_SCRIPT_ID}-${createHash("sha256").update(text).digest("hex").slice(0, 20)}.js`
  // Earlier builds' boot files name chunks that are gone.
  for (const stale of readdirSync(publicDir).filter((file) => file.startsWith(`${BOOT_SCRIPT_ID}-`) && file !== name)) rmSync(path.join(publicDir, stale))
  writeFileSync(path.join(publicDir, name), text)
  const scripts: ExternalScript[] = [{ src: `/${name}`, noModule: false }, ...slice.external]
  const attributes = `${SCRIPTS_ATTRIBUTE}="${escapeAttribute(JSON.stringify(scripts))}" ${MANIFEST_ATTRIBUTE}="${MANIFEST_PATH}"`
  writeFileSync(sliceFile, `<script id="${BOOT_SCRIPT_ID}" ${attributes}>${APP_SCRIPTS_LOADER}</script>`)
  return `/${name}`
}
