/**
 * @jest-environment node
 *
 * The studio's app is compiled by esbuild apart from the pages' webpack bundle
 * (gatsby/build-steps/studio-bundle.ts). Compiled for real here: it must read the same settings as the
 * page (the Firebase project, the site's address) and take React, styled-components and Gatsby
 * from the page, or the coach would get a studio without its theme, or one React too many.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { build } from "esbuild"
import { DefinePlugin } from "webpack"
import { entryAddress, processEnvDefinitions, sharedWithPage, studioBuildOptions } from "../gatsby/build-steps/studio-bundle"
import { SHARED_GLOBAL } from "../src/features/studio/shared-with-app"

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
    const result = await build({ ...studioBuildOptions(process.cwd(), { "process.env.NODE_ENV": '"production"' }, true), outdir: out, write: false })
    const files = (result.outputFiles ?? []).filter((file) => file.path.endsWith(".js"))
    const entry = files.find((file) => /studio-app-[^/]*\.js$/.test(file.path))
    if (!entry) throw new Error("no entry file")
    // The preview's own words, and words of the services', home and about pages' bodies.
    const marks = ["checklist has nothing left to fix", "Services on this page", "Programmes on this page", "hero-heading"]
    expect(marks.filter((mark) => files.some((file) => file !== entry && file.text.includes(mark)))).toEqual(marks)
    expect(marks.filter((mark) => entry.text.includes(mark))).toEqual([])
    // The entry only knows where the preview is.
    expect(entry.text).toContain("Opening the preview")
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}, 60_000)

test("the page is given the entry file's address, and the newsletter's screens load when she opens them", async () => {
  const out = mkdtempSync(join(tmpdir(), "studio-app-"))
  try {
    const result = await build({ ...studioBuildOptions(process.cwd(), { "process.env.NODE_ENV": '"production"' }, true), outdir: out, write: false })
    // Each screen loaded when opened is an entry point of its own in the metafile: the page must get the app's.
    expect(entryAddress(process.cwd(), result.metafile?.outputs ?? {})).toMatch(/\/studio-app-[^/]*\.js$/)
    const files = (result.outputFiles ?? []).filter((file) => file.path.endsWith(".js"))
    const entry = files.find((file) => /studio-app-[^/]*\.js$/.test(file.path))
    if (!entry) throw new Error("no entry file")
    const marks = ["Import readers", "Send a test to me"]
    expect(marks.filter((mark) => files.some((file) => file !== entry && file.text.includes(mark)))).toEqual(marks)
    expect(marks.filter((mark) => entry.text.includes(mark))).toEqual([])
    expect(entry.text).toContain("Opening your newsletter")
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}, 60_000)
