/**
 * @jest-environment node
 */
import * as React from "react"
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { renderToStaticMarkup } from "react-dom/server"
import { externaliseBootScripts } from "../src/head/boot-script"

/** The scripts slice as Gatsby 5 writes it while bundling (gatsby-webpack-stats-extractor). */
const SLICE = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-1.js\\"]}";
          </script>
        <script>window.___webpackCompilationHash="abc123";</script><script src="/webpack-runtime-1.js" async></script><script src="/app-1.js" async></script>`

const SlicePlaceholder: React.FC<{ sliceId: string }> = ({ sliceId }) => <span data-slice={sliceId} />

/** A built site's public folder holding that slice. */
const publicDir = (): string => {
  const dir = mkdtempSync(path.join(tmpdir(), "boot-"))
  mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true })
  writeFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), SLICE)
  return dir
}

/** The end of a page's body as Gatsby 5's static-entry hands it to onPreRenderHTML. */
const render = (pagePath: string, dir: string): string => {
  let components: React.ReactNode[] = [
    <div key="portal" id="portal" />,
    <script key="script-loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/` }} />,
    <SlicePlaceholder key="slice" sliceId="_gatsby-scripts" />,
  ]
  externaliseBootScripts(
    { pathname: pagePath, getPostBodyComponents: () => components, replacePostBodyComponents: (next) => (components = next as React.ReactNode[]) },
    dir,
  )
  return renderToStaticMarkup(<>{components}</>)
}

describe("Gatsby's boot scripts", () => {
  it("become one external script before the app's scripts, with no inline script left", () => {
    const html = render("/about/", publicDir())
    expect(html).toMatch(
      /^<div id="portal"><\/div><script id="gatsby-boot" src="\/gatsby-boot-[0-9a-f]{20}\.js" data-page-path="\/about\/"><\/script><script src="\/webpack-runtime-1\.js" async=""><\/script><script src="\/app-1\.js" async=""><\/script>$/,
    )
  })

  it("are one file for every page, which sets what Gatsby's inline scripts set", () => {
    const dir = publicDir()
    render("/about/", dir)
    render("/404.html", dir)
    const files = readdirSync(dir).filter((name) => name.endsWith(".js"))
    expect(files).toHaveLength(1)
    const code = readFileSync(path.join(dir, files[0]), "utf8")
    const window: Record<string, unknown> = {}
    const document = { currentScript: { dataset: { pagePath: "/404.html" } } }
    new Function("window", "document", code)(window, document)
    expect(window).toEqual({ pagePath: "/404.html", ___webpackCompilationHash: "abc123", ___chunkMapping: '{"app":["/app-1.js"]}' })
  })

  it("stop the build when Gatsby's slice holds something unexpected", () => {
    const dir = publicDir()
    writeFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), `${SLICE}<link rel="preload" href="/x.js">`)
    expect(() => render("/about/", dir)).toThrow(/holds more than scripts/)
  })
})
