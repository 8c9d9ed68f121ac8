import { createHash } from "node:crypto"
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import path from "node:path"
import { PAGE_PATH_ATTRIBUTE, parseScriptsSlice, SCRIPTS_SLICE, type ExternalScript } from "../../src/head/gatsby-boot-scripts"

const BOOT_SCRIPT_ID = "gatsby-boot"

/**
 * Requests the app's scripts, in order, once the page has painted its first text and its
 * high-priority images (the largest one above the fold is marked fetchpriority="high") have
 * arrived. Until then the HTML, the fonts and that image have a phone's slow connection to
 * themselves, so they paint sooner; the page is complete without JavaScript meanwhile, and only
 * its interactive parts wait. A hidden tab paints nothing: it loads them at once; a browser that
 * reports no paint waits a frame, and three seconds is the ceiling either way.
 */
const appScriptsLoader = (scripts: ExternalScript[]): string =>
  `(function(){var scripts=${JSON.stringify(scripts)},started=false;` +
  `function start(){if(started)return;started=true;scripts.forEach(function(s){` +
  `var e=document.createElement("script");e.src=s.src;e.async=false;if(s.noModule)e.noModule=true;document.body.appendChild(e)})}` +
  `function nextFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}` +
  `function afterImages(){var waiting=[].filter.call(document.querySelectorAll('img[fetchpriority="high"]'),function(i){return!i.complete}),left=waiting.length;` +
  `if(!left)return nextFrame();waiting.forEach(function(i){function done(){if(--left===0)nextFrame()}i.addEventListener("load",done);i.addEventListener("error",done)})}` +
  `if(document.visibilityState==="hidden")return start();setTimeout(start,3000);` +
  `try{new PerformanceObserver(function(list,observer){if(list.getEntries().some(function(e){return e.name==="first-contentful-paint"})){observer.disconnect();afterImages()}}).observe({type:"paint",buffered:true})}catch(error){nextFrame()}})();`

/**
 * Moves the scripts slice's inline scripts, and the loading of its external scripts, into the boot
 * file (why: gatsby-boot-scripts.ts), and writes the slice again as the boot file's tag alone, a
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
