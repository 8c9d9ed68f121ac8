/**
 * @jest-environment node
 *
 * docs/architecture.md's "Where each thing lives" is a table of behaviours, each with the module
 * that does it: every path it names must exist, so the table cannot drift from the code.
 */
import { existsSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"

const ROOT = join(__dirname, "..")
const HEADING = "## Where each thing lives"

/** The section under `heading`, to the next heading of its level. */
const section = (markdown: string, heading: string): string => {
  const start = markdown.indexOf(`\n${heading}\n`)
  if (start < 0) throw new Error(`no "${heading}"`)
  const rest = markdown.slice(start + heading.length + 2)
  const end = rest.search(/^## /m)
  return end < 0 ? rest : rest.slice(0, end)
}

/** Each body row of the section's tables, as its cells (header and rule rows left out). */
const tableRows = (text: string): string[][] =>
  text
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|[-| ]+\|$/.test(line))
    .map((line) => line.slice(1, -1).split(" | ").map((cell) => cell.trim()))
    .filter((cells) => cells[0] !== "What happens")

/** The paths a cell names: code spans with a folder or a file's ending, no spaces, not an address. */
const namedPaths = (cell: string): string[] =>
  [...cell.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]).filter((span) => !span.startsWith("/") && (span.includes("/") || /\.[a-z]+$/.test(span)))

/** The paths that are not in the repository (a path ending in / must be a folder). */
const missingPaths = (root: string, paths: string[]): string[] =>
  paths.filter((path) => !existsSync(join(root, path)) || (path.endsWith("/") && !statSync(join(root, path)).isDirectory()))

const rows = tableRows(section(readFileSync(join(ROOT, "docs", "architecture.md"), "utf8"), HEADING))

test("each behaviour has a line and a module, and every module named exists", () => {
  expect(rows.length).toBeGreaterThan(100)
  for (const cells of rows) {
    expect(cells).toHaveLength(2)
    expect(namedPaths(cells[1]).length).toBeGreaterThan(0)
  }
  expect(missingPaths(ROOT, rows.flatMap((cells) => cells.flatMap(namedPaths)))).toEqual([])
})

test.each([
  ["turns black once the page scrolls past 100 px", "src/shell/use-header-state.ts"],
  ["One booking per time", "functions/src/booking/call-holds.ts"],
  ["Each reader gets a letter once", "functions/src/newsletter/sending.ts"],
  ["Who may call a studio callable", "functions/src/studio/require-coach.ts"],
])("the line for %p names %s", (behaviour, module) => {
  const line = rows.find((cells) => cells[0].includes(behaviour))
  expect(line && namedPaths(line[1])).toContain(module)
})

test("a path the code no longer has is found, as is a file named as a folder", () => {
  const text = `# A document\n\n${HEADING}\n\n| What happens | Where |\n|---|---|\n| A | \`src/shell/layout.tsx\`, \`src/shell/gone.tsx\` |\n| B | \`gatsby/posts/\` (\`npm run build\`, \`/studio/\`) |\n| C | \`src/settings.ts/\` |\n\n## Next\n\n| D | \`src/other-gone.ts\` |\n`
  const paths = tableRows(section(text, HEADING)).flatMap((cells) => cells.flatMap(namedPaths))
  expect(paths).toEqual(["src/shell/layout.tsx", "src/shell/gone.tsx", "gatsby/posts/", "src/settings.ts/"])
  expect(missingPaths(ROOT, paths)).toEqual(["src/shell/gone.tsx", "src/settings.ts/"])
})
