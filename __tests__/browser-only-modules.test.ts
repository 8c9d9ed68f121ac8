/**
 * @jest-environment node
 *
 * The HTML renderer gets an empty module for the Firebase SDK. If an upgrade moved it, the pattern would silently stop matching and the renderer grow back; if it
 * matched a module the server render needs, pages would be built without it.
 */
import { existsSync } from "node:fs"
import { join } from "node:path"
import type { CreateWebpackConfigArgs } from "gatsby"
import { BROWSER_ONLY_MODULES, leaveBrowserOnlyModulesOutOfHtml } from "../gatsby/build-steps/browser-only-modules"

const root = join(__dirname, "..")

const rulesFor = (stage: string): unknown[] => {
  const rules: unknown[] = []
  const args = {
    stage,
    actions: { setWebpackConfig: ({ module }: { module: { rules: unknown[] } }) => rules.push(...module.rules) },
    loaders: { null: () => ({ loader: "null-loader" }) },
  } as unknown as CreateWebpackConfigArgs // only the three members the function reads
  leaveBrowserOnlyModulesOutOfHtml(args)
  return rules
}

test("the Firebase SDK, as the browser code imports it, matches", () => {
  for (const name of ["firebase/app", "firebase/auth", "firebase/functions", "firebase/storage", "@firebase/app"]) {
    expect(BROWSER_ONLY_MODULES.test(require.resolve(name))).toBe(true)
  }
})

test("what the pages render on the server does not match", () => {
  for (const file of ["src/pages/studio.tsx", "src/features/studio/studio-loader.tsx", "src/pages/client.tsx", "src/features/client-room/client-room-loader.tsx", "src/firebase/config.ts", "src/features/contact/send-enquiry.ts", "src/features/contact/enquiry-sender.ts", "src/pages/contact.tsx"]) {
    expect(existsSync(join(root, file))).toBe(true)
    expect(BROWSER_ONLY_MODULES.test(join(root, file))).toBe(false)
  }
  for (const name of ["react", "styled-components", "zod"]) expect(BROWSER_ONLY_MODULES.test(require.resolve(name))).toBe(false)
})

test("only the HTML renderer leaves them out; the browser build keeps them", () => {
  expect(rulesFor("build-html")).toEqual([{ test: BROWSER_ONLY_MODULES, use: { loader: "null-loader" } }])
  expect(rulesFor("build-javascript")).toEqual([])
  expect(rulesFor("develop")).toEqual([])
})
