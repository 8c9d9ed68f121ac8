/**
 * @jest-environment node
 *
 * The heading face is cut into files by `npm run fonts` (scripts/subset-fonts.ts), which also
 * writes its @font-face rules. The committed files and fonts.css must be what that script writes, the
 * file the first paint needs within its budget and never preloaded, and the copy in content/ must use
 * only characters the face carries (any title may become a heading), or visitors would read those
 * letters in the fallback face. Body text is in the device's own sans: no file to check. The script is an ES module: it runs in a child Node process.
 */
import { execFileSync } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import * as React from "react"
import type { RenderBodyArgs } from "gatsby"
import { typeScriptNode } from "../tooling/typescript-node"
import { onRenderBody } from "../gatsby-ssr"

/** What onRenderBody is handed besides the page and its head (each setter does nothing here). */
const renderBodyArgs = {
  setHtmlAttributes: () => undefined,
  setBodyAttributes: () => undefined,
  setPreBodyComponents: () => undefined,
  setPostBodyComponents: () => undefined,
  setHeadComponents: () => undefined,
  setBodyProps: () => undefined,
  loadPageDataSync: () => ({}),
}

const root = join(__dirname, "..")

interface FontFile {
  name: string
  characters: string
  firstPaint: boolean
  bytes: number
  matchesCommitted: boolean
}

interface FontScript {
  faces: Array<{ family: string; files: FontFile[] }>
  css: string
  firstPaintMaxBytes: number
}

const fromScript = (): FontScript => {
  const script = join(root, "scripts", "subset-fonts")
  const code = `(async () => {
    const { readFileSync } = require("node:fs")
    const { FACES, FIRST_PAINT_MAX_BYTES, fontPath, fontsCss, subsetFile } = require(${JSON.stringify(script)})
    const faces = []
    for (const face of FACES) {
      const files = []
      for (const file of face.files) {
        const made = Buffer.from(await subsetFile(face, file))
        files.push({ ...file, bytes: made.length, matchesCommitted: made.equals(readFileSync(fontPath(file.name))) })
      }
      faces.push({ family: face.family, files })
    }
    console.log(JSON.stringify({ faces, css: fontsCss(), firstPaintMaxBytes: FIRST_PAINT_MAX_BYTES }))
  })()`
  return JSON.parse(execFileSync(process.execPath, typeScriptNode(["-e", code]), { cwd: root, encoding: "utf8" })) as FontScript
}

const textFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return textFiles(path)
    return /\.(json|ya?ml|md)$/.test(entry.name) ? [path] : []
  })

const { faces, css, firstPaintMaxBytes } = fromScript()
const files = faces.flatMap((face) => face.files)
const carried = (family: string): Set<string> => new Set(faces.find((face) => face.family === family)?.files.flatMap((file) => [...file.characters]))

test("the committed font files and fonts.css are exactly what npm run fonts writes", () => {
  expect(files.filter((file) => !file.matchesCommitted).map((file) => file.name)).toEqual([])
  expect(readFileSync(join(root, "src", "theme", "fonts.css"), "utf8")).toBe(css)
})

test("within a face no character is in two files, so a browser fetches one file for it", () => {
  for (const face of faces) {
    const seen = new Map<string, string>()
    for (const file of face.files) {
      for (const char of file.characters) {
        expect(seen.get(char) ?? file.name).toBe(file.name)
        seen.set(char, file.name)
      }
    }
  }
})

test("the file the first paint of headings needs is within its budget, and no page's head preloads a font", () => {
  const firstPaint = files.filter((file) => file.firstPaint)
  expect(firstPaint.map((file) => file.name)).toEqual(["heading-serif-core.woff2"])
  expect(firstPaint.reduce((sum, file) => sum + file.bytes, 0)).toBeLessThanOrEqual(firstPaintMaxBytes)
  // A preloaded font is fetched at High priority: Lighthouse's LCP then waits for it and its FCP does not (docs/speed.md).
  const head: React.ReactNode[] = []
  for (const pathname of ["/", "/about/", "/contact/", "/blog/"]) {
    onRenderBody?.({ ...renderBodyArgs, pathname, setHeadComponents: (elements: React.ReactNode[]) => head.push(...elements) } as unknown as RenderBodyArgs, { plugins: [] })
  }
  expect(head.length).toBeGreaterThan(0)
  expect(head.filter((element) => React.isValidElement(element) && (element.props as { as?: string }).as === "font")).toEqual([])
})

test("every character the content uses is in the heading face", () => {
  const body = carried("Heading Serif")
  const missing: string[] = []
  for (const file of textFiles(join(root, "content"))) {
    const absent = new Set([...readFileSync(file, "utf8")].filter((char) => char >= " " && !body.has(char)))
    for (const char of absent) missing.push(`${relative(root, file)}: "${char}" (U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")})`)
  }
  expect(missing).toEqual([])
})

test("the heading face carries the typography of British English copy", () => {
  const chars = carried("Heading Serif")
  for (const char of "Aa0£€–—‘’“”…éçœ") expect(chars.has(char)).toBe(true)
})

test("body text is set in the device's own sans, so no page waits for a body font file", () => {
  expect(faces.map((face) => face.family)).toEqual(["Heading Serif"])
})

test("the heading face is not served under Lora's reserved name", () => {
  expect(css).not.toMatch(/font-family: "Lora/)
  for (const file of files) expect(file.name).not.toMatch(/lora/i)
})
