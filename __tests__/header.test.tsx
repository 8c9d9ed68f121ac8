import * as React from "react"
import { act, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { renderHook } from "@testing-library/react"
import { renderPage, scrollTo } from "./helpers/render"
import { useHeaderState } from "../src/shell/use-header-state"
import { NAV_LINKS } from "../src/shell/nav-links"
import { Layout } from "../src/shell/layout"
import { wrapRootElement } from "../src/wrap-elements"

const header = (): HTMLElement => screen.getByRole("banner")
const mainNav = (): HTMLElement | null => within(header()).queryByRole("navigation", { name: "Main" })

afterEach(() => act(() => scrollTo(0)))

describe("header state", () => {
  // Gatsby hands every page its route, so in the site "none" lasts no longer than a shell rendered
  // without one; this is what the shell shows then: the brand alone, no menu, nothing fixed.
  it("is none, with only the brand, while the shell has no route", () => {
    render(wrapRootElement({ element: <Layout pathname={undefined}><p>page</p></Layout> }))
    expect(header()).toHaveAttribute("data-state", "none")
    expect(within(header()).getByRole("link", { name: "Eleanor Whitcombe" })).toHaveAttribute("href", "/")
    expect(mainNav()).toBeNull()
    expect(getComputedStyle(header()).position).toBe("absolute")
  })

  it("shows only the brand on the home page at the top", () => {
    renderPage(<p>home</p>, { pathname: "/" })
    expect(header()).toHaveAttribute("data-state", "main")
    expect(within(header()).getByRole("link", { name: "Eleanor Whitcombe" })).toHaveAttribute("href", "/")
    expect(mainNav()).toBeNull()
  })

  it("stays main at exactly 100px and turns main2 at 101px, then back", () => {
    renderPage(<p>home</p>, { pathname: "/" })
    act(() => scrollTo(100))
    expect(header()).toHaveAttribute("data-state", "main")
    expect(mainNav()).toBeNull()
    act(() => scrollTo(101))
    expect(header()).toHaveAttribute("data-state", "main2")
    expect(within(mainNav()!).getAllByRole("link")).toHaveLength(NAV_LINKS.length)
    act(() => scrollTo(40))
    expect(header()).toHaveAttribute("data-state", "main")
  })

  it("is alternate with every link on other routes, whatever the scroll", () => {
    renderPage(<p>about</p>, { pathname: "/about/" })
    expect(header()).toHaveAttribute("data-state", "alternate")
    act(() => scrollTo(500))
    expect(header()).toHaveAttribute("data-state", "alternate")
    act(() => scrollTo(0))
    expect(header()).toHaveAttribute("data-state", "alternate")
  })

  it("lists the eight links in the specified order", () => {
    renderPage(<p>faq</p>, { pathname: "/faq/" })
    const row = within(mainNav()!).getAllByRole("list")[0]
    const hrefs = within(row).getAllByRole("link").map((a) => a.getAttribute("href"))
    expect(hrefs).toEqual(["/about", "/services", "/programs", "/stories", "/blog", "/books", "/faq", "/contact"])
  })

  it("does not re-render on scroll events that keep the state", () => {
    let renders = 0
    const { result } = renderHook(() => {
      renders += 1
      return useHeaderState("/")
    })
    const before = renders
    act(() => {
      for (let y = 0; y <= 100; y += 10) scrollTo(y)
    })
    expect(result.current).toBe("main")
    expect(renders).toBe(before)
    act(() => scrollTo(300))
    act(() => scrollTo(400))
    expect(result.current).toBe("main2")
    expect(renders).toBe(before + 1)
  })
})

describe("current link", () => {
  it.each([
    ["/services/", "Services"],
    ["/blog/a-post/", "Blog"],
    ["/programs", "Programmes"],
  ])("on %s marks %s as the current page", (pathname, label) => {
    renderPage(<p>page</p>, { pathname })
    const row = within(mainNav()!).getAllByRole("list")[0]
    const current = within(row)
      .getAllByRole("link")
      .filter((a) => a.getAttribute("aria-current") === "page")
    expect(current.map((a) => a.textContent)).toEqual([label])
  })
})

describe("mobile menu", () => {
  const menuButton = (): HTMLElement => screen.getByRole("button", { name: "Open menu" })
  const overlay = (): HTMLElement => document.getElementById("mobile-menu")!

  it("opens with the button, traps focus, locks scroll, and closes with the close button", async () => {
    const user = userEvent.setup()
    renderPage(<p>about</p>, { pathname: "/about/" })
    expect(menuButton()).toHaveAttribute("aria-expanded", "false")
    expect(menuButton()).toHaveAttribute("aria-controls", "mobile-menu")
    expect(overlay()).not.toBeVisible()

    await user.click(menuButton())
    expect(menuButton()).toHaveAttribute("aria-expanded", "true")
    expect(overlay()).toBeVisible()
    expect(document.body.style.overflow).toBe("hidden")
    expect(overlay()).toContainElement(document.activeElement as HTMLElement)

    // Tab from the last link wraps to the first focusable element inside the overlay.
    within(overlay()).getByRole("link", { name: "Contact" }).focus()
    await user.tab()
    expect(overlay()).toContainElement(document.activeElement as HTMLElement)
    await user.tab({ shift: true })
    expect(document.activeElement).toHaveTextContent("Contact")

    await user.click(within(overlay()).getByRole("button", { name: "Close menu" }))
    expect(overlay()).not.toBeVisible()
    expect(document.body.style.overflow).toBe("")
    expect(menuButton()).toHaveFocus()
  })

  it("closes on Escape and returns focus to the menu button", async () => {
    const user = userEvent.setup()
    renderPage(<p>about</p>, { pathname: "/about/" })
    await user.click(menuButton())
    await user.keyboard("{Escape}")
    expect(overlay()).not.toBeVisible()
    expect(menuButton()).toHaveAttribute("aria-expanded", "false")
    expect(menuButton()).toHaveFocus()
  })

  it("closes when a link is tapped", async () => {
    const user = userEvent.setup()
    // Gatsby's Link navigates on the client; here the page stays put and only the menu is watched.
    const stay = (event: MouseEvent): void => event.preventDefault()
    document.addEventListener("click", stay)
    renderPage(<p>about</p>, { pathname: "/about/" })
    await user.click(menuButton())
    const link = within(overlay()).getByRole("link", { name: "Books" })
    expect(link).toHaveAttribute("href", "/books")
    await user.click(link)
    expect(overlay()).not.toBeVisible()
    document.removeEventListener("click", stay)
  })
})
