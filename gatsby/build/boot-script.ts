import { createHash } from "node:crypto"
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { PAGE_PATH_ATTRIBUTE, parseScriptsSlice, SCRIPTS_SLICE, type ExternalScript } from "../../shared/boot-scripts"

const BOOT_SCRIPT_ID = "gatsby-boot"

const scriptTag = ({ src, async, noModule }: ExternalScript): string =>
  `<script src="${src}"${async ? " async" : ""}${noModule ? " nomodule" : ""}></script>`

/**
 * Moves the scripts slice's inline scripts into the boot file (why: shared/boot-scripts.ts) and
 * writes the slice again as the boot file's tag followed by the slice's own script tags. Runs when
 * Gatsby configures the HTML renderer (onCreateWebpackConfig, "build-html"): the browser bundle,
 * and with it the slice, is complete by then, and pages are stitched with the slice only later.
 * Returns the boot file's site path, or null when the slice holds no inline script (done already).
 */
export const externaliseSliceScripts = (publicDir = "public"): string | null => {
  const sliceFile = path.join(publicDir, "_gatsby", "slices", `${SCRIPTS_SLICE}-1.html`)
  const slice = parseScriptsSlice(readFileSync(sliceFile, "utf8"))
  if (slice.inline.length === 0) return null
  const text = [`window.pagePath=document.body.getAttribute(${JSON.stringify(PAGE_PATH_ATTRIBUTE)});`, ...slice.inline].join("\n")
  const name = `${BOOT_SCRIPT_ID}-${createHash("sha256").update(text).digest("hex").slice(0, 20)}.js`
  // Earlier builds' boot files name chunks that are gone.
  for (const stale of readdirSync(publicDir).filter((file) => file.startsWith(`${BOOT_SCRIPT_ID}-`) && file !== name)) rmSync(path.join(publicDir, stale))
  writeFileSync(path.join(publicDir, name), text)
  // An ordinary blocking script where the inline ones were, so it runs before the async app scripts.
  writeFileSync(sliceFile, [`<script id="${BOOT_SCRIPT_ID}" src="/${name}"></script>`, ...slice.external.map(scriptTag)].join(""))
  return `/${name}`
}
