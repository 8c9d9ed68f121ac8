/**
 * What only a page change needs (Helmet's chunk) is fetched when the visitor first shows they may
 * move to another page of the site, and not for anything else they do on the page.
 */
import userEvent from "@testing-library/user-event"
import { onNavigationIntent } from "../src/lib/navigation-intent"

const page = (): void => {
  window.history.replaceState({}, "", "/about/")
  document.body.innerHTML = `
    <p>Some words</p>
    <a href="#career">Career</a>
    <a href="/about/">About (this page)</a>
    <a href="https://www.linkedin.com/in/someone">LinkedIn</a>
    <a href="/services/" target="_blank">Services in a new tab</a>
    <a href="/services/"><span>Services</span></a>
  `
}

const link = (name: string): HTMLElement => [...document.querySelectorAll("a")].find((a) => a.textContent === name) ?? document.body

beforeEach(page)

test("a pointer over a link to another page of the site runs the work, once", async () => {
  const work = jest.fn()
  onNavigationIntent(work)
  const user = userEvent.setup()
  await user.hover(document.querySelector("a[href='/services/'] span") as HTMLElement)
  await user.click(link("Services"))
  expect(work).toHaveBeenCalledTimes(1)
})

test("the keyboard's focus on such a link runs it too", async () => {
  const work = jest.fn()
  onNavigationIntent(work)
  const user = userEvent.setup()
  for (let i = 0; i < 5; i += 1) await user.tab()
  expect(document.activeElement?.textContent).toBe("Services")
  expect(work).toHaveBeenCalledTimes(1)
})

test("reading, an in-page anchor, this page's own link, another site and a new tab do not", async () => {
  const work = jest.fn()
  onNavigationIntent(work)
  const user = userEvent.setup()
  await user.click(document.querySelector("p") as HTMLElement)
  for (const name of ["Career", "About (this page)", "LinkedIn", "Services in a new tab"]) {
    await user.hover(link(name))
    await user.click(link(name))
  }
  expect(work).not.toHaveBeenCalled()
})
