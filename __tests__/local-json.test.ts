/** The local storage helper never throws into the page and says when it could not do its job. */
import { readJson, removeJson, writeJson } from "../src/lib/local-json"

interface Draft {
  name: string
}
const isDraft = (value: unknown): value is Draft =>
  typeof value === "object" && value !== null && typeof (value as { name?: unknown }).name === "string"

afterEach(() => {
  jest.restoreAllMocks()
  window.localStorage.clear()
})

it("saves a value as JSON and reads the same value back", () => {
  expect(writeJson("draft", { name: "Priya" })).toEqual({ ok: true })
  expect(window.localStorage.getItem("draft")).toBe('{"name":"Priya"}')
  expect(readJson("draft", isDraft)).toEqual({ ok: true, value: { name: "Priya" } })
})

it("reads nothing saved as an empty success", () => {
  expect(readJson("draft", isDraft)).toEqual({ ok: true, value: null })
})

it("reports bad JSON instead of throwing", () => {
  window.localStorage.setItem("draft", "{not json")
  expect(readJson("draft", isDraft)).toEqual({ ok: false, reason: "bad-json" })
})

it("reports a saved value of the wrong shape", () => {
  window.localStorage.setItem("draft", "[1,2,3]")
  expect(readJson("draft", isDraft)).toEqual({ ok: false, reason: "rejected" })
})

it("reports a full quota (a throwing setItem) instead of throwing", () => {
  jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
  })
  expect(writeJson("draft", { name: "Priya" })).toEqual({ ok: false, reason: "write-failed" })
})

it("reports a value JSON cannot hold instead of throwing", () => {
  const loop: Record<string, unknown> = {}
  loop.self = loop
  expect(writeJson("draft", loop)).toEqual({ ok: false, reason: "write-failed" })
})

it("reports storage blocked by the browser (getItem and removeItem throw)", () => {
  jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
    throw new DOMException("Access is denied", "SecurityError")
  })
  jest.spyOn(Storage.prototype, "removeItem").mockImplementation(() => {
    throw new DOMException("Access is denied", "SecurityError")
  })
  expect(readJson("draft", isDraft)).toEqual({ ok: false, reason: "unavailable" })
  expect(removeJson("draft")).toEqual({ ok: false, reason: "write-failed" })
})

describe("without localStorage", () => {
  const original = Object.getOwnPropertyDescriptor(window, "localStorage")!
  afterEach(() => Object.defineProperty(window, "localStorage", original))

  it("reports it missing", () => {
    Object.defineProperty(window, "localStorage", { configurable: true, value: undefined })
    expect(writeJson("draft", { name: "Priya" })).toEqual({ ok: false, reason: "unavailable" })
    expect(readJson("draft", isDraft)).toEqual({ ok: false, reason: "unavailable" })
    expect(removeJson("draft")).toEqual({ ok: false, reason: "unavailable" })
  })

  it("reports it when even reading the property throws (blocked storage)", () => {
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get: () => {
        throw new DOMException("Access is denied", "SecurityError")
      },
    })
    expect(readJson("draft", isDraft)).toEqual({ ok: false, reason: "unavailable" })
    expect(writeJson("draft", { name: "Priya" })).toEqual({ ok: false, reason: "unavailable" })
  })
})

it("forgets a saved value", () => {
  writeJson("draft", { name: "Priya" })
  expect(removeJson("draft")).toEqual({ ok: true })
  expect(readJson("draft", isDraft)).toEqual({ ok: true, value: null })
})
