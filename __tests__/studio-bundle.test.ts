/**
 * @jest-environment node
 *
 * The studio's app and the client's room are compiled by esbuild apart from the pages' webpack
 * bundle (gatsby/build-steps/app-bundles.ts). Compiled for real here: each must read the same
 * settings as the page (the Firebase project, the site's address) and take React,
 * styled-components and Gatsby from the page, or the coach would get a studio without its theme,
 * or one React too many; and neither carries the other's code.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { build } from "esbuild"
import { DefinePlugin } from "webpack"
import { APPS, appBuildOptions, entryAddress, processEnvDefinitions, sharedWithPage } from "../gatsby/build-steps/app-bundles"
import { SHARED_GLOBAL } from "../src/features/apps/shared-with-app"

test("the app reads the page's process.env definitions, Gatsby's fallback for other variables included", () => {
  const plugins = [
    new DefinePlugin({ "process.env": "({})", "process.env.NODE_ENV": '"production"', "process.env.GATSBY_SITE_URL": '"https://example.org"', __PATH_PREFIX__: '""' }),
    { constructor: { name: "Other" } },
    new DefinePlugin({ "process.env.GATSBY_BUILD_YEAR": '"2026"' }),
  ]
  expect(processEnvDefinitions(plugins)).toEqual({
    "process.env": "{}",
    "process.env.NODE_ENV": '"production"',
    "process.env.GATSBY_SITE_URL": '"https://example.org"',
    "process.env.GATSBY_BUILD_YEAR": '"2026"',
  })
})

/** Compiles `source` as the studio's entry would be, with the plugin; returns the inputs and the code. */
const compile = async (source: string): Promise<{ inputs: string[]; code: string }> => {
  const out = mkdtempSync(join(tmpdir(), "studio-bundle-"))
  try {
    const result = await build({
      stdin: { contents: source, loader: "ts", resolveDir: process.cwd() },
      bundle: true,
      format: "esm",
      outfile: join(out, "app.js"),
      plugins: [sharedWithPage],
      metafile: true,
      logLevel: "silent",
    })
    return { inputs: Object.keys(result.metafile.inputs), code: readFileSync(join(out, "app.js"), "utf8") }
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

test("the compiled app takes the shared packages from the page, and bundles everything else", async () => {
  const { inputs, code } = await compile(
    'import * as React from "react"\nimport styled, { css } from "styled-components"\nimport { Link } from "gatsby"\nimport { z } from "zod"\nexport const App = [React.createElement, styled, css, Link, z.string]',
  )
  expect(inputs.filter((input) => input.startsWith("page:")).sort()).toEqual(["page:gatsby", "page:react", "page:styled-components"])
  expect(inputs.some((input) => input.includes("node_modules/zod/"))).toBe(true)
  expect(inputs.some((input) => /node_modules\/(react|styled-components|gatsby)\//.test(input))).toBe(false)
  expect(code).toContain(`globalThis.${SHARED_GLOBAL}["styled-components"]`)
})

test("a name the page does not hand over fails the build, naming it", async () => {
  await expect(compile('import { keyframes } from "styled-components"\nexport const spin = keyframes``')).rejects.toThrow(/No matching export in "page:styled-components" for import "keyframes"/)
  await expect(compile('import { navigate } from "gatsby"\nexport const go = navigate')).rejects.toThrow(/No matching export in "page:gatsby" for import "navigate"/)
})

test("the page preview and the site's sections it draws load when she opens Preview, not with the studio's entry file", async () => {
  const out = mkdtempSync(join(tmpdir(), "studio-app-"))
  try {
    const result = await build({ ...appBuildOptions(APPS.studio, process.cwd(), { "process.env.NODE_ENV": '"production"' }, true), outdir: out, write: false })
    const files = (result.outputFiles ?? []).filter((file) => file.path.endsWith(".js"))
    const entry = files.find((file) => /studio-app-[^/]*\.js$/.test(file.path))
    if (!entry) throw new Error("no entry file")
    // The preview's own words, and words of the services', home and about pages' bodies.
    const marks = ["checklist has nothing left to fix", "Services on this page", "Programmes on this page", "hero-heading"]
    expect(marks.filter((mark) => files.some((file) => file !== entry && file.text.includes(mark)))).toEqual(marks)
    expect(marks.filter((mark) => entry.text.includes(mark))).toEqual([])
    // The pages screen only knows where the preview is.
    const pagesScreen = files.find((file) => file.text.includes("Opening the preview"))
    expect(pagesScreen && marks.filter((mark) => pagesScreen.text.includes(mark))).toEqual([])
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}, 60_000)

test("each screen's code loads when she opens it: signing in fetches the sign-in, the menu and the table of screens, no screen and no zod", async () => {
  const out = mkdtempSync(join(tmpdir(), "studio-app-"))
  try {
    const result = await build({ ...appBuildOptions(APPS.studio, process.cwd(), { "process.env.NODE_ENV": '"production"' }, true), outdir: out, write: false })
    const outputs = result.metafile?.outputs ?? {}
    const entry = Object.keys(outputs).find((file) => /studio-app-[^/]*\.js$/.test(file))
    if (!entry) throw new Error("no entry file")
    // The entry and every file it imports before it runs: what stands between the studio's page and the sign-in form.
    const first = new Set<string>()
    const visit = (file: string) => {
      if (first.has(file)) return
      first.add(file)
      for (const imported of outputs[file].imports) if (imported.kind === "import-statement" && outputs[imported.path]) visit(imported.path)
    }
    visit(entry)
    const inputs = [...first].flatMap((file) => Object.keys(outputs[file].inputs))
    expect(inputs).toEqual(expect.arrayContaining(["studio/session/studio-sign-in.tsx", "studio/screens/screen-menu.tsx", "studio/screens/screen-table.ts"]))
    const screens = ["studio/screens/desk-screen.tsx", "studio/inbox/enquiry-inbox.tsx", "studio/calls/calls-screen.tsx", "studio/clients/clients-screen.tsx", "studio/posts/posts-screen.tsx", "studio/stories/stories-screen.tsx", "studio/pages/pages-screen.tsx", "studio/account/account-security.tsx", "studio/newsletter/newsletter-screen.tsx"]
    expect(inputs.filter((input) => screens.includes(input) || input.includes("node_modules/zod/") || input.includes("node_modules/luxon/"))).toEqual([])
    // Each screen is a file of its own, fetched when it is opened; the newsletter's send screen too (from a post or the newsletter).
    for (const screen of [...screens, "studio/newsletter/send-screen.tsx"]) expect(Object.values(outputs).some((output) => output.entryPoint === screen)).toBe(true)
    // The page is given the entry's address, not that of a screen esbuild also marks as an entry point.
    expect(entryAddress(APPS.studio, process.cwd(), outputs).split("/").pop()).toBe(entry.split("/").pop())
    // Before the screens were a table the entry fetched many times this before the sign-in form (docs/studio.md has both sizes).
    expect([...first].reduce((bytes, file) => bytes + outputs[file].bytes, 0)).toBeLessThan(40 * 1024)
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}, 60_000)

test("the client's room compiles apart: its own entry, the page's shared packages, nothing of the studio; and the studio nothing of the room", async () => {
  const compiled = async (app: (typeof APPS)[keyof typeof APPS]) => {
    const out = mkdtempSync(join(tmpdir(), "app-"))
    try {
      const result = await build({ ...appBuildOptions(app, process.cwd(), { "process.env.NODE_ENV": '"production"' }, true), outdir: out, write: false })
      const outputs = result.metafile?.outputs ?? {}
      return { outputs, inputs: Object.values(outputs).flatMap((output) => Object.keys(output.inputs)) }
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  }
  const room = await compiled(APPS.client)
  expect(entryAddress(APPS.client, process.cwd(), room.outputs).split("/").pop()).toMatch(/^client-app-[^/]+\.js$/)
  expect(room.inputs).toEqual(expect.arrayContaining(["client/client-app.tsx", "page:react", "page:styled-components"]))
  expect(room.inputs.filter((input) => input.startsWith("studio/") || /node_modules\/(react|react-dom|styled-components)\//.test(input))).toEqual([])
  const studio = await compiled(APPS.studio)
  expect(studio.inputs.filter((input) => input.startsWith("client/"))).toEqual([])
}, 120_000)
