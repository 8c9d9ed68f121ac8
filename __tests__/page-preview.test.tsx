/**
 * @jest-environment jsdom
 */
/**
 * The studio's preview of a page lays the site's sections out at the width she picks, whatever her
 * own screen: they are drawn in a frame of that width, with their styles written into the frame, so
 * their media queries follow the frame (the desktop layout on her phone, the phone layout on her desktop).
 */
import * as React from "react"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { PagePreview } from "../studio/pages/page-preview"
import { dataFile, filePages } from "../test-support/content-files"
import { renderThemed } from "./helpers/render"

const frameIn = (name: RegExp): HTMLIFrameElement => {
  const frame = screen.getByRole("region", { name }).querySelector("iframe")
  if (!frame) throw new Error("the preview has no frame")
  return frame
}

it("draws the page in a frame of the width she picks, with the sections' styles inside the frame", async () => {
  const user = userEvent.setup()
  const services = dataFile("services")
  renderThemed(<PagePreview pageId="services" draft={services} site={filePages()} />)
  const phone = frameIn(/Preview of the services page at 375 pixels/)
  expect(phone).toHaveAttribute("width", "375")
  expect(phone).toHaveAccessibleName("The services page as the site will show it")
  await waitFor(() => expect(within(phone.contentDocument!.body).getByRole("heading", { level: 1, name: services.page.heading })).toBeInTheDocument())

  await user.click(screen.getByRole("button", { name: "Desktop (1280 px)" }))
  const desktop = frameIn(/at 1280 pixels/)
  expect(desktop).toHaveAttribute("width", "1280")
  const inside = desktop.contentDocument!
  await waitFor(() => expect(within(inside.body).getByRole("heading", { level: 2, name: services.items[0].title })).toBeInTheDocument())
  // The sections' rules, media queries and all, are in the frame's own head, where its width applies.
  const rules = [...inside.head.querySelectorAll("style")].map((style) => style.textContent ?? "").join("\n")
  expect(rules).toMatch(/@media/)
  expect(rules).toContain(`.${inside.querySelector("h1")!.className.split(" ").at(-1)!}`)
})
