/**
 * @jest-environment node
 */
import * as React from "react"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { renderToStaticMarkup } from "react-dom/server"
import { inlineFavicon } from "../src/head/inline-favicon"
import { faviconAddress } from "../gatsby/build-steps/favicon-address"
import { deploymentHostingConfig } from "../hosting/hosting-config"

/** A 1 px PNG standing in for the favicon gatsby-plugin-manifest writes to public/. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAFhgJ/2QFdKAAAAABJRU5ErkJggg==", "base64")

/** The icon links gatsby-plugin-manifest puts in every page's head, as the build leaves them. */
const head = (building: boolean): string => {
  const dir = mkdtempSync(path.join(tmpdir(), "favicon-"))
  writeFileSync(path.join(dir, "favicon-32x32.png"), PNG)
  let components: React.ReactNode[] = [
    <link key="icon" rel="icon" href="/favicon-32x32.png?v=abc" type="image/png" />,
    [<link key="touch" rel="apple-touch-icon" sizes="192x192" href="/icons/icon-192x192.png?v=abc" />],
  ]
  // The build gives the renderer the address it reads from public/; under gatsby develop it has none.
  inlineFavicon({ getHeadComponents: () => components, replaceHeadComponents: (next) => (components = next as React.ReactNode[]) }, building ? faviconAddress(dir) : undefined)
  return renderToStaticMarkup(<>{components}</>)
}

describe("the favicon", () => {
  it("comes inside each built page, so the browser requests no icon while the page loads", () => {
    const html = head(true)
    expect(html).toContain(`<link rel="icon" href="data:image/png;base64,${PNG.toString("base64")}" type="image/png"/>`)
    expect(html).not.toContain("favicon-32x32.png")
    // The home-screen icons keep their files: a browser fetches them only when the site is added.
    expect(html).toContain('<link rel="apple-touch-icon" sizes="192x192" href="/icons/icon-192x192.png?v=abc"/>')
  })

  it("stays a file under gatsby develop, where public/ may not hold it yet", () => {
    expect(head(false)).toContain('href="/favicon-32x32.png?v=abc"')
  })

  it("stops the build when gatsby-plugin-manifest wrote no favicon", () => {
    expect(() => faviconAddress(mkdtempSync(path.join(tmpdir(), "no-favicon-")))).toThrow(/favicon-32x32\.png/)
  })

  it("is allowed by the pages' Content-Security-Policy, which refuses images from anywhere else", () => {
    const pagePolicy = deploymentHostingConfig({})
      .headers.find((entry) => "source" in entry && entry.source === "**")
      ?.headers.find((header) => header.key === "Content-Security-Policy")?.value
    const imgSrc = pagePolicy?.split("; ").find((directive) => directive.startsWith("img-src "))
    expect(imgSrc).toBe("img-src 'self' data:")
  })
})
