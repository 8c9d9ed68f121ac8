import * as React from "react"
import { screen, within } from "@testing-library/react"
import { renderPage } from "./helpers/render"

describe("footer", () => {
  afterEach(() => jest.useRealTimers())

  it("has the brand link, the greeting and the company line with the current year", () => {
    jest.useFakeTimers({ now: new Date("2031-03-01T12:00:00Z") })
    renderPage(<p>services</p>, { pathname: "/services/" })
    const footer = screen.getByRole("contentinfo")
    expect(within(footer).getByRole("link", { name: "Eleanor Whitcombe" })).toHaveAttribute("href", "/")
    expect(within(footer).getByText("Stop by, and say Hello!")).toBeInTheDocument()
    expect(footer).toHaveTextContent("Whitcombe Leadership Ltd © 2031 All Rights Reserved.")
  })

  it("opens both social profiles in a new tab, safely, with accessible names", () => {
    renderPage(<p>home</p>, { pathname: "/" })
    const footer = screen.getByRole("contentinfo")
    const linkedin = within(footer).getByRole("link", { name: /on LinkedIn \(opens in a new tab\)/ })
    const instagram = within(footer).getByRole("link", { name: /on Instagram \(opens in a new tab\)/ })
    for (const link of [linkedin, instagram]) {
      expect(link).toHaveAttribute("target", "_blank")
      expect(link).toHaveAttribute("rel", "noopener noreferrer")
    }
    expect(linkedin.getAttribute("href")).toMatch(/^https:\/\/www\.linkedin\.com\//)
    expect(instagram.getAttribute("href")).toMatch(/^https:\/\/www\.instagram\.com\//)
  })
})

describe("shell", () => {
  it("gives every page a skip link to the main landmark", () => {
    renderPage(<p>contact</p>, { pathname: "/contact/" })
    const skip = screen.getByRole("link", { name: "Skip to content" })
    const main = screen.getByRole("main")
    expect(skip).toHaveAttribute("href", `#${main.id}`)
    expect(main).toHaveTextContent("contact")
  })

  it("leaves bare pages without header or footer", () => {
    renderPage(<p>a story</p>, { pathname: "/stories/from-founder-to-ceo/", pageContext: { bare: true } })
    expect(screen.getByText("a story")).toBeInTheDocument()
    expect(screen.queryByRole("banner")).toBeNull()
    expect(screen.queryByRole("contentinfo")).toBeNull()
  })
})
