/**
 * The analytics consent banner in the real shell: shown only when analytics is configured, keyboard
 * reachable buttons, the choice kept on the device, and the footer link that asks again.
 */
import * as React from "react"
import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import site from "../content/site.json"

const CONFIG = {
  GATSBY_FIREBASE_API_KEY: "demo-key",
  GATSBY_FIREBASE_PROJECT_ID: "demo-stories",
  GATSBY_FIREBASE_APP_ID: "1:1234:web:abcd",
  GATSBY_FIREBASE_MEASUREMENT_ID: "G-DEMO",
}

/** Renders a page in the shell with these build-time variables (read when the modules load). */
let unmount: (() => void) | null = null

const renderWith = (env: Record<string, string>, pathname = "/about/") => {
  const saved = { ...process.env }
  // A fresh copy of the testing library comes with the fresh modules; this test unmounts itself.
  Object.assign(process.env, env, { RTL_SKIP_AUTO_CLEANUP: "true" })
  jest.resetModules()
  const { renderPage } = require("./helpers/render") as typeof import("./helpers/render")
  const result = renderPage(<p>Page</p>, { pathname })
  unmount = result.unmount
  process.env = saved
  return result
}

afterEach(() => {
  unmount?.()
  unmount = null
})

jest.setTimeout(20_000)

const { text, accept, decline, change } = site.analyticsConsent

beforeEach(() => window.localStorage.clear())

it("asks before analytics, keeps the choice, and asks again from the footer", async () => {
  const user = userEvent.setup()
  renderWith(CONFIG)
  const banner = await screen.findByRole("region", { name: "Analytics cookies" })
  expect(banner).toHaveTextContent(text)

  await user.click(screen.getByRole("button", { name: accept }))
  expect(screen.queryByRole("region", { name: "Analytics cookies" })).not.toBeInTheDocument()
  expect(window.localStorage.getItem("analytics.consent")).toBe('"granted"')

  // From the footer link, by keyboard: the banner takes the focus and gives it back once chosen.
  const link = screen.getByRole("button", { name: change })
  link.focus()
  await user.keyboard("{Enter}")
  expect(screen.getByRole("region", { name: "Analytics cookies" })).toHaveFocus()
  await user.tab()
  expect(screen.getByRole("button", { name: accept })).toHaveFocus()
  await user.click(screen.getByRole("button", { name: decline }))
  expect(window.localStorage.getItem("analytics.consent")).toBe('"denied"')
  expect(screen.queryByRole("region", { name: "Analytics cookies" })).not.toBeInTheDocument()
  expect(link).toHaveFocus()
})

it.each(["/studio/", "/client/"])("%s (the coach's studio, the client's room) is not a page of the site: no banner and no footer link there, before a choice or after one", (path) => {
  renderWith(CONFIG, path)
  expect(screen.getByText("Page")).toBeInTheDocument()
  expect(screen.queryByRole("region", { name: "Analytics cookies" })).not.toBeInTheDocument()
  expect(screen.queryByRole("button", { name: change })).not.toBeInTheDocument()
  unmount?.()
  window.localStorage.setItem("analytics.consent", '"granted"')
  renderWith(CONFIG, path)
  expect(screen.queryByRole("button", { name: change })).not.toBeInTheDocument()
})

it("does not ask again once the visitor has chosen", () => {
  window.localStorage.setItem("analytics.consent", '"denied"')
  renderWith(CONFIG)
  expect(screen.queryByRole("region", { name: "Analytics cookies" })).not.toBeInTheDocument()
  expect(screen.getByRole("button", { name: change })).toBeInTheDocument()
})

it("has nothing to ask in demo mode (no Firebase configuration): no banner, no footer link", () => {
  renderWith({})
  expect(screen.queryByRole("region", { name: "Analytics cookies" })).not.toBeInTheDocument()
  expect(screen.queryByRole("button", { name: change })).not.toBeInTheDocument()
})

it("does not ask when content/site.json turns the banner off: no banner, no footer link", () => {
  const file = jest.requireActual("../content/site.json") as typeof site
  jest.doMock("../content/site.json", () => ({ ...file, analyticsConsent: { ...file.analyticsConsent, askFirst: false } }))
  try {
    renderWith(CONFIG)
    expect(screen.getByText("Page")).toBeInTheDocument()
    expect(screen.queryByRole("region", { name: "Analytics cookies" })).not.toBeInTheDocument()
    expect(screen.queryByRole("button", { name: change })).not.toBeInTheDocument()
  } finally {
    jest.dontMock("../content/site.json")
  }
})
