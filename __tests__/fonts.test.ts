/**
 * @jest-environment node
 *
 * The body face is Inter cut by `npm run fonts` into a preloaded core file and an extended file
 * that fonts.css gives a unicode-range. The committed files must be what that script writes,
 * fonts.css must name the ranges the files carry, and the copy in content/ must use only characters
 * the face carries, or visitors would read those letters in the fallback face. The script is an ES
 * module: it runs in a child Node process.
 */
import { execFileSync } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { pathToFileURL } from "node:url"

const root = join(__dirname, "..")

interface FontScript {
  core: string
  extended: string
  ranges: { core: string; extended: string }
  matchesCommitted: boolean
}

const fromScript = (): FontScript => {
  const script = pathToFileURL(join(root, "scripts", "subset-fonts.mjs")).href
  const code = `
    import { readFileSync } from "node:fs"
    import { INTER_CHARACTERS, INTER_FILES, subsetInter, unicodeRange } from ${JSON.stringify(script)}
    let matchesCommitted = true
    for (const part of ["core", "extended"]) {
      const made = await subsetInter(INTER_CHARACTERS[part])
      matchesCommitted &&= Buffer.from(made).equals(readFileSync(INTER_FILES[part]))
    }
    const ranges = { core: unicodeRange(INTER_CHARACTERS.core), extended: unicodeRange(INTER_CHARACTERS.extended) }
    console.log(JSON.stringify({ ...INTER_CHARACTERS, ranges, matchesCommitted }))
  `
  return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", code], { cwd: root, encoding: "utf8" })) as FontScript
}

const textFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return textFiles(path)
    return /\.(json|ya?ml|md)$/.test(entry.name) ? [path] : []
  })

const { core, extended, ranges, matchesCommitted } = fromScript()
const characters = core + extended

test("the committed body font files are exactly what npm run fonts writes", () => {
  expect(matchesCommitted).toBe(true)
})

test("fonts.css gives each body font file the unicode-range of the characters it carries, and the two do not overlap", () => {
  const css = readFileSync(join(root, "src", "theme", "fonts.css"), "utf8")
  const rangeOf = (file: string): string | undefined =>
    new RegExp(`src: url\\("\\./fonts/${file}"\\)[^;]*;\\s*unicode-range: ([^;]+);`).exec(css)?.[1]
  expect(rangeOf("inter-core-wght.woff2")).toBe(ranges.core)
  expect(rangeOf("inter-extended-wght.woff2")).toBe(ranges.extended)
  expect([...core].filter((char) => extended.includes(char))).toEqual([])
})

test("the preloaded core carries what nearly every page uses: ASCII, the pound and euro, curly quotes and dashes", () => {
  for (const char of "Aa0 £€–—‘’“”…") expect(core).toContain(char)
  expect(core.length).toBeLessThan(120)
})

test("every character the content uses is in the body font", () => {
  const carried = new Set(characters)
  const missing: string[] = []
  for (const file of textFiles(join(root, "content"))) {
    const absent = new Set([...readFileSync(file, "utf8")].filter((char) => char >= " " && !carried.has(char)))
    for (const char of absent) missing.push(`${relative(root, file)}: "${char}" (U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, "0")})`)
  }
  expect(missing).toEqual([])
})

test("the font carries the typography of British English copy", () => {
  for (const char of "£€–—‘’“”…éçœ") expect(characters).toContain(char)
})
