/**
 * Gatsby ends every page with inline scripts: the page's path (#gatsby-script-loader), and, from
 * its `_gatsby-scripts` slice, the map of code chunks (#gatsby-chunk-mapping) and the build's id.
 * Their text changes with every build and page, so a Content-Security-Policy could allow them only
 * with 'unsafe-inline', which would let any injected script run too. Instead they become one
 * external file, the same for every page of a build (named by its content's hash, so it is cached
 * for good), and the page's path travels in an attribute of <body>.
 *
 * The build rewrites the slice once, after bundling (gatsby/build-steps/boot-script.ts), and Gatsby
 * stitches it into every page as it always does; the HTML renderer only drops the page script and
 * sets the attribute (src/head/boot-script.tsx). Reading the slice from the renderer instead would
 * make Gatsby render every page again on each build.
 *
 * What requests that file and the app's scripts is the one inline script left (APP_SCRIPTS_LOADER),
 * the same text on every page and in every build, which the Content-Security-Policy allows by its
 * hash (hosting/hosting-config.ts); the scripts it requests are listed in its data-scripts attribute.
 */

/** The slice Gatsby 5 fills with its chunk map, build id and app scripts (written while bundling). */
export const SCRIPTS_SLICE = "_gatsby-scripts"

/** The <body> attribute holding the page's path, which Gatsby's page script used to set. */
export const PAGE_PATH_ATTRIBUTE = "data-page-path"

export interface ExternalScript {
  src: string
  noModule: boolean
}

export interface ScriptsSlice {
  /** The text of each inline script, in order. */
  inline: string[]
  /** The external scripts, in order (Gatsby's `async` is dropped: every script is deferred). */
  external: ExternalScript[]
}

/** Reads the slice's HTML; anything but script tags in it stops the build (Gatsby changed it). */
export const parseScriptsSlice = (html: string): ScriptsSlice => {
  const slice: ScriptsSlice = { inline: [], external: [] }
  const rest = html.replace(/<script([^>]*)>([\s\S]*?)<\/script>/g, (_tag, attributes: string, text: string) => {
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1]
    if (src) slice.external.push({ src, noModule: /\bnomodule\b/.test(attributes) })
    else slice.inline.push(text.trim())
    return ""
  })
  if (rest.trim() !== "") throw new Error(`Gatsby's ${SCRIPTS_SLICE} slice holds more than scripts: ${rest.trim().slice(0, 120)}`)
  return slice
}

/** The text of Gatsby's per-page loader script (static-entry), which only names the page. */
export const pageLoaderText = (pathname: string): string => `/*<![CDATA[*/window.pagePath=${JSON.stringify(pathname)};/*]]>*/`

/** The slice's attribute listing, in order, the external scripts APP_SCRIPTS_LOADER requests (JSON of ExternalScript[]). */
export const SCRIPTS_ATTRIBUTE = "data-scripts"

/** The slice's attribute naming the web app manifest, which APP_SCRIPTS_LOADER links after the first paint. */
export const MANIFEST_ATTRIBUTE = "data-manifest"

/** Where gatsby-plugin-manifest writes the manifest (src/head/boot-script.tsx checks its link says so). */
export const MANIFEST_PATH = "/manifest.webmanifest"

/**
 * Links the web app manifest and requests the boot file and the app's scripts, in order, once the
 * page has painted its first text
 * and its high-priority images (the largest one above the fold is marked fetchpriority="high") have
 * arrived. Until then the HTML, the fonts and that image have a phone's slow connection to
 * themselves, and nothing is fetched or run that the first paint does not need: Lighthouse's
 * simulated LCP counts every request that finished and every script that ran before the largest
 * paint, needed or not (an external boot file run before the paint put it a round trip or two after
 * the first paint: docs/speed.md, "The largest paint at the first paint"). A browser fetches a linked manifest as the HTML is parsed, so the link
 * waits too; nothing reads it before then. The page is complete without JavaScript meanwhile, and only its
 * interactive parts wait. A hidden tab paints nothing: it loads them at once; a browser that reports
 * no paint waits a frame, and three seconds is the ceiling either way.
 *
 * Inline, because an external file is fetched and run before the first paint; the same text on
 * every page, so one hash in the policy allows it. Any change here changes that hash, which
 * hosting-config.ts computes from this text (firebase.json is written from it: `npm run hosting:config`).
 */
export const APP_SCRIPTS_LOADER =
  `(function(){var d=document,c=d.currentScript,scripts=JSON.parse(c.getAttribute("${SCRIPTS_ATTRIBUTE}")),manifest=c.getAttribute("${MANIFEST_ATTRIBUTE}"),started=false;` +
  `function start(){if(started)return;started=true;` +
  `if(manifest){var l=d.createElement("link");l.rel="manifest";l.href=manifest;l.crossOrigin="anonymous";d.head.appendChild(l)}` +
  `scripts.forEach(function(s){` +
  `var e=d.createElement("script");e.src=s.src;e.async=false;if(s.noModule)e.noModule=true;d.body.appendChild(e)})}` +
  `function nextFrame(){requestAnimationFrame(function(){setTimeout(start,0)})}` +
  `function afterImages(){var waiting=[].filter.call(d.querySelectorAll('img[fetchpriority="high"]'),function(i){return!i.complete}),left=waiting.length;` +
  `if(!left)return nextFrame();waiting.forEach(function(i){function done(){if(--left===0)nextFrame()}i.addEventListener("load",done);i.addEventListener("error",done)})}` +
  `if(d.visibilityState==="hidden")return start();setTimeout(start,3000);` +
  `try{new PerformanceObserver(function(list,observer){if(list.getEntries().some(function(e){return e.name==="first-contentful-paint"})){observer.disconnect();afterImages()}}).observe({type:"paint",buffered:true})}catch(error){nextFrame()}})();`
