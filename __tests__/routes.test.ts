/**
 * The addresses of contract/routes.ts as the hosting serves them: the story pages and the studio
 * get their own headers (firebase.json, written from the hosting config) by the routes' patterns.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { callPagePath, CLIENT_PAGE_PATTERN, CLIENT_PATH, isClientPath, isStudioPath, isUncountedPath, postPath, STORY_PAGE_PATTERN, storyListPath, storyPath, STUDIO_PAGE_PATTERN, STUDIO_PATH } from "../contract/routes"
import { REMOTE_IMAGES_DIR } from "../contract/story"

const committedRegexes = (): string[] => {
  const config = JSON.parse(readFileSync(join(__dirname, "..", "firebase.json"), "utf8")) as { hosting: { headers: Array<{ regex?: string }> } }
  return config.hosting.headers.flatMap((rule) => (rule.regex ? [rule.regex] : []))
}

test("a story's page, and its file by name, take the story pages' headers; the list, its pages and photos do not", () => {
  const storyPage = new RegExp(STORY_PAGE_PATTERN)
  expect(storyPage.test(storyPath("learning-to-delegate"))).toBe(true)
  expect(storyPage.test(`${storyPath("learning-to-delegate")}index.html`)).toBe(true)
  for (const path of [storyListPath(1), storyListPath(2), `${storyListPath(1)}${REMOTE_IMAGES_DIR}/poster.jpg`, storyPath("Not_A_Slug"), postPath("learning-to-delegate")]) {
    expect([path, storyPage.test(path)]).toEqual([path, false])
  }
})

test.each([
  ["studio", STUDIO_PAGE_PATTERN, STUDIO_PATH, isStudioPath],
  ["client's room", CLIENT_PAGE_PATTERN, CLIENT_PATH, isClientPath],
])("the %s's page takes its own headers, and analytics counts nothing there", (_name, pattern, path, isIt) => {
  const page = new RegExp(pattern)
  const name = path.slice(1, -1)
  expect(page.test(path)).toBe(true)
  expect(page.test(`${path}index.html`)).toBe(true)
  expect(page.test(`/${name}-tips/`)).toBe(false)
  expect([`/${name}`, path, `${path}index.html`].every(isIt)).toBe(true)
  expect([`/${name}`, path, `${path}?mode=signIn&oobCode=x`].every(isUncountedPath)).toBe(true)
  expect(isIt(`/${name}-tips/`)).toBe(false)
})

test("no page view is counted on the studio or on a visitor's call (its address carries the link's secret); the other pages count", () => {
  expect(["/studio/", "/call/", "/call", "/call/index.html"].every(isUncountedPath)).toBe(true)
  expect(["/", "/contact/", "/calling-it-right/", "/blog/call-me-maybe/"].some(isUncountedPath)).toBe(false)
  expect(callPagePath("0b7e1c52-6f1e-4a57-9d8e-2f6c1d3b4a59.secret")).toBe("/call/#0b7e1c52-6f1e-4a57-9d8e-2f6c1d3b4a59.secret")
})

test("the committed hosting config matches story pages, the studio and the client's room by these patterns", () => {
  expect(committedRegexes()).toEqual(expect.arrayContaining([STORY_PAGE_PATTERN, STUDIO_PAGE_PATTERN, CLIENT_PAGE_PATTERN]))
})
