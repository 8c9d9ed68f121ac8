/**
 * What the studio tells her after Publish when the hour's rebuilds are used up: the change is held
 * back and built by the functions within the hour (functions/src/studio/site-rebuilds.ts), so she is
 * not asked to publish again.
 */
import { publishOutcome } from "../studio/editing/publish-outcome"

describe("a publish past the hour's rebuilds", () => {
  it("tells her the site rebuilds by itself within the hour, with nothing more to do", () => {
    const line = publishOutcome({ published: true, build: "throttled" }, "/blog/leading-through-change/", "post")
    expect(line).toMatch(/^Published\./)
    expect(line).toMatch(/rebuilds by itself within the hour/)
    expect(line).toMatch(/live at \/blog\/leading-through-change\//)
    expect(line).toMatch(/no need to publish again/)
    expect(line).not.toMatch(/publishing again in an hour/)
  })

  it("says the same of taking something off the site", () => {
    const line = publishOutcome({ published: false, build: "throttled" }, "/about/", "page")
    expect(line).toMatch(/^Unpublished\..*within the hour.*gone from \/about\//)
  })
})
