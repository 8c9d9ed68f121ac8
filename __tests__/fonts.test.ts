/**
 * @jest-environment node
 *
 * The body face is Inter cut to a fixed set of characters by `npm run fonts`. The committed file must
 * be what that script writes, and the copy in content/ must use only characters the font carries,
 * or visitors would read those letters in the fallback face. The script is an ES module: it runs in
 * a child Node process.
 */
import { execFileSync } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { pathToFileURL } from "node:url"

const root = join(__dirname, "..")

const fromScript = (): { characters: string; matchesCommitted: boolean } => {
  const script = pathToFileURL(join(root, "scripts", "subset-fonts.mjs")).href
  const code = `
    import { readFileSync } from "node:fs"
    import { FONT_CHARACTERS, INTER_FILE, subsetInter } from ${JSON.stringify(script)}
    const made = await subsetInter()
    console.log(JSON.stringify({ characters: FONT_CHARACTERS, matchesCommitted: Buffer.from(made).equals(readFileSync(INTER_FILE)) }))
  `
  return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", code], { cwd: root, encoding: "utf8" })) as {
    characters: string
    matchesCommitted: boolean
  }
}

const textFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return textFiles(path)
    return /\.(json|ya?ml|md)$/.test(entry.name) ? [path] : []
  })

const { characters, matchesCommitted } = fromScript()

test("the committed body font is exactly what npm run fonts writes", () => {
  expect(matchesCommitted).toBe(true)
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
