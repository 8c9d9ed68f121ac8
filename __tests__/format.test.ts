import { formatPounds, readingTime } from "../src/lib/format"

describe("formatPounds", () => {
  it.each([
    [6500, "£6,500"],
    [950, "£950"],
    [12000.4, "£12,000"],
    [1250000, "£1,250,000"],
  ])("shows %s as %s", (amount, shown) => {
    expect(formatPounds(amount)).toBe(shown)
  })
})

describe("readingTime", () => {
  it.each([
    [0, "1 min read"],
    [7, "7 min read"],
  ])("shows %s minutes as %s", (minutes, shown) => {
    expect(readingTime(minutes)).toBe(shown)
  })
})
