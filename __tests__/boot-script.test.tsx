/**
 * @jest-environment node
 */
import * as React from "react"
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { renderToStaticMarkup } from "react-dom/server"
import { externaliseSliceScripts } from "../gatsby/build-steps/boot-script"
import { dropManifestLink, dropPageLoaderScript, setPagePathAttribute } from "../src/head/boot-script"
import { APP_SCRIPTS_LOADER } from "../src/head/gatsby-boot-scripts"

/** The scripts slice as Gatsby 5 writes it while bundling (gatsby-webpack-stats-extractor). */
const SLICE = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";
          </script>
        <script>window.___webpackCompilationHash="abc123";</script><script src="/polyfill-1.js" nomodule></script><script src="/webpack-runtime-1.js" async></script><script src="/app-1.js" async></script>`

const sliceFile = (dir: string): string => path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html")

/** A built site's public folder holding that slice, as it is when Gatsby configures the renderer. */
const publicDir = (slice = SLICE): string => {
  const dir = mkdtempSync(path.join(tmpdir(), "boot-"))
  mkdirSync(path.dirname(sliceFile(dir)), { recursive: true })
  writeFileSync(sliceFile(dir), slice)
  return dir
}

/** The end of a page's body as Gatsby 5's static-entry hands it to onPreRenderHTML, after the hook. */
const pageEnd = (pagePath: string, building: boolean, loaderText = `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`): string => {
  let components: React.ReactNode[] = [
    <div key="portal" id="portal" />,
    <script key="script-loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: loaderText }} />,
    <span key="slice" data-slice="_gatsby-scripts" />,
  ]
  dropPageLoaderScript(
    { pathname: pagePath, getPostBodyComponents: () => components, replacePostBodyComponents: (next) => (components = next as React.ReactNode[]) },
    building,
  )
  return renderToStaticMarkup(<>{components}</>)
}

/** The slice's one script: its attributes and its text. */
const sliceScript = (dir: string): { attributes: string; text: string } => {
  const match = /^<script ([^>]*)>([\s\S]*)<\/script>$/.exec(readFileSync(sliceFile(dir), "utf8"))
  if (!match) throw new Error("the slice is not one script")
  return { attributes: match[1], text: match[2] }
}

describe("Gatsby's boot scripts", () => {
  it("become the app-scripts loader, the slice's only content, which fetches nothing itself and holds no build's or page's values", () => {
    const dir = publicDir()
    writeFileSync(path.join(dir, "gatsby-boot-0123456789abcdef0123.js"), "/* an earlier build's */")
    const boot = externaliseSliceScripts(dir)
    expect(boot).toMatch(/^\/gatsby-boot-[0-9a-f]{20}\.js$/)
    const { attributes, text } = sliceScript(dir)
    // No src: no file is requested, nor any script run, before the first paint (Lighthouse's LCP counts both).
    expect(attributes).not.toMatch(/\bsrc=|\bdefer\b|\basync\b/)
    // The same text in every build, so the policy's one hash allows it.
    expect(text).toBe(APP_SCRIPTS_LOADER)
    expect(text).not.toMatch(/abc123|app-1|gatsby-boot-/)
    // Configured twice in one build: the slice is left as it is.
    expect(externaliseSliceScripts(dir)).toBeNull()
    expect(readdirSync(dir).filter((name) => name.endsWith(".js"))).toEqual([boot?.slice(1)])
  })

  it("link the manifest and request the boot file, then the app's scripts, in order, only once the first text and the main image are painted", () => {
    const dir = publicDir()
    const boot = externaliseSliceScripts(dir) ?? ""
    const { attributes: sliceAttributes, text } = sliceScript(dir)
    const attribute = (name: string): string | null => new RegExp(`${name}="([^"]*)"`).exec(sliceAttributes)?.[1].replace(/&quot;/g, '"').replace(/&amp;/g, "&") ?? null
    const appended: Array<{ src: string; async: boolean; noModule?: boolean }> = []
    const linked: Array<Record<string, string>> = []
    const frames: Array<() => void> = []
    const timers: Array<{ run: () => void; ms: number }> = []
    const heroListeners: Array<() => void> = []
    const hero = { complete: false, addEventListener: (_type: string, listener: () => void) => heroListeners.push(listener) }
    const document = {
      visibilityState: "visible",
      currentScript: { getAttribute: attribute },
      head: { appendChild: (element: Record<string, string>) => linked.push(element) },
      body: { appendChild: (element: { src: string; async: boolean }) => appended.push(element) },
      createElement: (tag: string) => (tag === "script" ? { src: "", async: true } : {}),
      querySelectorAll: (selector: string) => (selector === 'img[fetchpriority="high"]' ? [hero] : []),
    }
    let reportPaint: (name: string) => void = () => undefined
    class PaintObserver {
      constructor(callback: (list: { getEntries: () => Array<{ name: string }> }, observer: PaintObserver) => void) {
        reportPaint = (name) => callback({ getEntries: () => [{ name }] }, this)
      }
      observe(): void {}
      disconnect(): void {
        reportPaint = () => undefined
      }
    }
    const runDue = () => {
      frames.splice(0).forEach((run) => run())
      timers.filter(({ ms }) => ms === 0).forEach(({ run }) => run())
    }
    new Function("document", "requestAnimationFrame", "setTimeout", "PerformanceObserver", text)(
      document,
      (run: () => void) => frames.push(run),
      (run: () => void, ms: number) => timers.push({ run, ms }),
      PaintObserver,
    )
    // Nothing is requested before the first text is painted, nor while the main image is on its way.
    expect(appended).toEqual([])
    reportPaint("first-paint")
    runDue()
    expect(appended).toEqual([])
    reportPaint("first-contentful-paint")
    runDue()
    expect([...appended, ...linked]).toEqual([])
    heroListeners.forEach((listener) => listener())
    runDue()
    expect(linked).toEqual([{ rel: "manifest", href: "/manifest.webmanifest", crossOrigin: "anonymous" }])
    expect(appended).toEqual([
      { src: boot, async: false },
      { src: "/polyfill-1.js", async: false, noModule: true },
      { src: "/webpack-runtime-1.js", async: false },
      { src: "/app-1.js", async: false },
    ])
    // The three-second ceiling does not request them twice.
    expect(timers.map(({ ms }) => ms)).toContain(3000)
    timers.forEach(({ run }) => run())
    expect(appended).toHaveLength(4)
  })

  it("set in the boot file what Gatsby's inline scripts set, the page's path from <body>", () => {
    const dir = publicDir()
    const boot = externaliseSliceScripts(dir) ?? ""
    const attributes: Record<string, string> = {}
    setPagePathAttribute({ pathname: "/404.html", setBodyAttributes: (values) => Object.assign(attributes, values) })
    const window: Record<string, unknown> = {}
    const document = { body: { getAttribute: (name: string) => attributes[name] } }
    new Function("window", "document", readFileSync(path.join(dir, boot), "utf8"))(window, document)
    expect(window).toEqual({ pagePath: "/404.html", ___webpackCompilationHash: "abc123", ___chunkMapping: '{"app":["/app-1.js"]}' })
  })

  it("leave no inline script at the end of a built page, and the page as it was under gatsby develop", () => {
    expect(pageEnd("/about/", true)).toBe('<div id="portal"></div><span data-slice="_gatsby-scripts"></span>')
    expect(pageEnd("/about/", false)).toContain('id="gatsby-script-loader"')
  })

  it("take the manifest link out of a built page's head, the loader linking it after the paint, and stop the build if it moved", () => {
    const head = (href: string, building: boolean): string => {
      let components: React.ReactNode[] = [
        <link key="icon" rel="icon" href="/favicon-32x32.png" />,
        [<link key="manifest" rel="manifest" href={href} crossOrigin="anonymous" />],
      ]
      dropManifestLink({ getHeadComponents: () => components, replaceHeadComponents: (next) => (components = next as React.ReactNode[]) }, building)
      return renderToStaticMarkup(<>{components}</>)
    }
    expect(head("/manifest.webmanifest", true)).toBe('<link rel="icon" href="/favicon-32x32.png"/>')
    expect(head("/manifest.webmanifest", false)).toContain('rel="manifest"')
    expect(() => head("/app.webmanifest", true)).toThrow(/names \/app.webmanifest, not \/manifest.webmanifest/)
  })

  it("stop the build when Gatsby's slice or page script is not what the boot file replaces", () => {
    expect(() => externaliseSliceScripts(publicDir(`${SLICE}<link rel="preload" href="/x.js">`))).toThrow(/holds more than scripts/)
    expect(() => pageEnd("/about/", true, 'window.pagePath="/about/";window.extra=1')).toThrow(/not the one the boot file replaces/)
  })
})
