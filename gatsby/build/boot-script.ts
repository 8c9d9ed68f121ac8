import { createHash } from "node:crypto"
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { PAGE_PATH_ATTRIBUTE, parseScriptsSlice, SCRIPTS_SLICE, type ExternalScript } from "../../shared/boot-scripts"

const BOOT_SCRIPT_ID = "gatsby-boot"

/**
 * Requests the app's scripts once the first frame is painted (or after half a second where no frame
 * comes, as in a background tab), in order. Until then the HTML, the fonts and the largest image
 * have the connection to themselves, so a phone on a slow network paints them sooner; the page is
 * complete without JavaScript meanwhile, and only its interactive parts wait a frame longer.
 */
const appScriptsLoader = (scripts: ExternalScript[]): string =>
  `(function(){var scripts=${JSON.stringify(scripts)},started=false;` +
  `function start(){if(started)return;started=true;scripts.forEach(function(s){` +
  `var e=document.createElement("script");e.src=s.src;e.async=false;if(s.noModule)e.noModule=true;document.body.appendChild(e)})}` +
  `requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,500)})();`

/**
 * Moves the scripts slice's inline scripts, and the loading of its external scripts, into the boot
 * file (why: shared/boot-scripts.ts), and writes the slice again as the boot file's tag alone, a
 * deferred script: it runs once the HTML is parsed and holds up no paint. Runs when
 * Gatsby configures the HTML renderer (onCreateWebpackConfig, "build-html"): the browser bundle,
 * and with it the slice, is complete by then, and pages are stitched with the slice only later.
 * Returns the boot file's site path, or null when the slice holds no inline script (done already).
 */
export const externaliseSliceScripts = (publicDir = "public"): string | null => {
  const sliceFile = path.join(publicDir, "_gatsby", "slices", `${SCRIPTS_SLICE}-1.html`)
  const slice = parseScriptsSlice(readFileSync(sliceFile, "utf8"))
  if (slice.inline.length === 0) return null
  const text = [
    `window.pagePath=document.body.getAttribute(${JSON.stringify(PAGE_PATH_ATTRIBUTE)});`,
    ...slice.inline,
    appScriptsLoader(slice.external),
  ].join("\n")
  const name = `${BOOT_SCRIPT_ID}-${createHash("sha256").update(text).digest("hex").slice(0, 20)}.js`
  // Earlier builds' boot files name chunks that are gone.
  for (const stale of readdirSync(publicDir).filter((file) => file.startsWith(`${BOOT_SCRIPT_ID}-`) && file !== name)) rmSync(path.join(publicDir, stale))
  writeFileSync(path.join(publicDir, name), text)
  writeFileSync(sliceFile, `<script id="${BOOT_SCRIPT_ID}" src="/${name}" defer></script>`)
  return `/${name}`
}
