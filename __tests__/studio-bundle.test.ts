/**
 * @jest-environment node
 *
 * The studio's app is compiled by esbuild apart from the pages' webpack bundle
 * (gatsby/build/studio-bundle.ts). Compiled for real here: it must read the same settings as the
 * page (the Firebase project, the site's address) and take React, styled-components and Gatsby
 * from the page, or the coach would get a studio without its theme, or one React too many.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { build } from "esbuild"
import { DefinePlugin } from "webpack"
import { processEnvDefinitions, sharedWithPage } from "../gatsby/build/studio-bundle"
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

test("the compiled app takes the shared packages from the page, and bundles everything else", async () => {
  const out = mkdtempSync(join(tmpdir(), "studio-bundle-"))
  try {
    const result = await build({
      stdin: { contents: 'import * as React from "react"\nimport styled from "styled-components"\nimport { z } from "zod"\nexport const App = [React.createElement, styled, z.string]', loader: "ts", resolveDir: process.cwd() },
      bundle: true,
      format: "esm",
      outfile: join(out, "app.js"),
      plugins: [sharedWithPage],
      metafile: true,
      logLevel: "silent",
    })
    const inputs = Object.keys(result.metafile.inputs)
    expect(inputs.filter((input) => input.startsWith("page:")).sort()).toEqual(["page:react", "page:styled-components"])
    expect(inputs.some((input) => input.includes("node_modules/zod/"))).toBe(true)
    expect(inputs.some((input) => /node_modules\/(react|styled-components)\//.test(input))).toBe(false)
    const code = readFileSync(join(out, "app.js"), "utf8")
    expect(code).toContain(`globalThis.${SHARED_GLOBAL}["react"]`)
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
})
