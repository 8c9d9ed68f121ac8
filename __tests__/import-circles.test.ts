/**
 * @jest-environment node
 *
 * No import circles anywhere in the project (the site, the studio, the contract, the build, the
 * functions, the scripts, the tools and the tests): when two modules need each other, the piece
 * they share gets a module of its own. A type import and an `import()` count, as they tie two
 * modules together as much as any other. The graph is read by tooling/import-circles.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { importCircles, importGraph } from "../tooling/import-circles"

const circlesIn = (root: string) => importCircles(importGraph(root))

let graph: Map<string, string[]>
beforeAll(() => {
  graph = importGraph(join(__dirname, ".."))
})

test("no module of the project imports itself back through others", () => {
  expect(importCircles(graph)).toEqual([])
})

test("the graph follows the project's imports in every folder: static, type-only and import()", () => {
  const folders = new Set([...graph.keys()].map((file) => file.split("/")[0]))
  for (const folder of ["src", "studio", "contract", "gatsby", "functions", "scripts", "hosting", "tooling", "e2e", "__tests__", "gatsby-node.ts"]) expect(folders).toContain(folder)
  expect(graph.get("studio/studio-app.tsx")).toContain("studio/screens/screen-table.ts")
  expect(graph.get("studio/screens/desk-screen.tsx")).toContain("studio/common/screen-props.ts")
  expect(graph.get("studio/screens/screen-table.ts")).toContain("studio/posts/posts-screen.tsx")
  expect(graph.get("functions/src/index.ts")).toContain("functions/src/studio/site-rebuilds.ts")
})

describe("in a folder with a circle", () => {
  let root: string
  const write = (files: Record<string, string>) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), text)
    }
  }
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "import-circles-"))
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  test("a type import one way and an import() the other are a circle", () => {
    write({
      "contract/drafts.ts": 'import type { Story } from "./stories"\nexport type Conflict = { current: Story }\n',
      "contract/stories.ts": 'export type Story = { id: string }\nexport const load = () => import("./drafts")\n',
      "studio/reader.tsx": 'import type { Story } from "../contract/stories"\nimport { z } from "zod"\nexport type Read = Story\nexport const schema = z.string()\n',
    })
    expect(circlesIn(root)).toEqual([["contract/drafts.ts", "contract/stories.ts"]])
  })

  test("every file of a longer circle is named, through an index, a re-export and require()", () => {
    write({
      "functions/src/terminal.ts": 'export * from "./booking"\n',
      "functions/src/booking/index.ts": 'const site = require("../site/identity")\nexport const name = site.name\n',
      "functions/src/site/identity.ts": 'import { printed } from "../terminal.js"\nexport const name = printed\n',
      "functions/lib/compiled.js": 'require("./compiled")\n',
    })
    expect(circlesIn(root)).toEqual([["functions/src/booking/index.ts", "functions/src/site/identity.ts", "functions/src/terminal.ts"]])
  })

  test("a module importing itself is a circle", () => {
    write({ "src/lib/self.ts": 'import { own } from "./self"\nexport const own = 1\nexport const again = own\n' })
    expect(circlesIn(root)).toEqual([["src/lib/self.ts"]])
  })
})
