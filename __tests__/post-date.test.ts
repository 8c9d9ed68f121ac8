/**
 * @jest-environment node
 *
 * A post's date, as its page, its card and the studio's preview write it: the same words and day
 * GraphQL's `formatString` gave before (moment, in UTC), whatever the reader's time zone.
 */
import { postDateIso, postDateLabel } from "../contract/post-date"
import { createPostDateFields } from "../gatsby/content/post-date-fields"

// What Gatsby's date resolver ran for `formatString`: moment, in UTC.
const moment = require("moment") as typeof import("moment")

describe("a post's date", () => {
  it.each([
    "2026-11-20",
    "2026-11-20T00:00:00.000Z",
    "2026-01-01T00:00:00.000Z",
    "2026-02-28",
    "2024-02-29",
    // A date with a time and an offset falls on its UTC day, as formatString put it.
    "2026-11-21T00:30:00+01:00",
    "2026-11-20T23:30:00-02:00",
  ])("%s is written as formatString wrote it", (date) => {
    expect(postDateLabel(date)).toBe(moment.utc(date).format("D MMMM YYYY"))
    expect(postDateIso(date)).toBe(moment.utc(date).format("YYYY-MM-DD"))
  })

  it("reads as a British reader writes a date", () => {
    expect(postDateLabel("2026-11-20T00:00:00.000Z")).toBe("20 November 2026")
    expect(postDateIso("2026-11-20T00:00:00.000Z")).toBe("2026-11-20")
  })

  it("leaves a date it cannot read as it was given (a draft's half-typed one)", () => {
    expect(postDateLabel("")).toBe("")
    expect(postDateLabel("2026-1")).toBe("2026-1")
    expect(postDateLabel("2026-13-45")).toBe("2026-13-45")
    expect(postDateIso("next week")).toBe("next week")
  })
})

describe("the front matter's dateLabel and published fields", () => {
  const fields = () => {
    const createResolvers = jest.fn()
    createPostDateFields({ createResolvers })
    return createResolvers.mock.calls[0][0].PostFrontmatter as Record<string, { type: string; resolve: (source: object) => string }>
  }

  it.each([
    ["a YAML date", new Date(Date.UTC(2026, 10, 20))],
    ["a date written as text", "2026-11-20"],
  ])("are answered from %s, as the page writes them", (_what, date) => {
    const { dateLabel, published } = fields()
    expect(dateLabel.type).toBe("String!")
    expect(dateLabel.resolve({ date })).toBe("20 November 2026")
    expect(published.resolve({ date })).toBe("2026-11-20")
  })
})
