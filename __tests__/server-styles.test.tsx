/**
 * The browser keeps the server's style sheet through hydration (src/theme/server-styles.ts), with
 * the real styled-components: a server render, then hydration of the same page in this document.
 */
// react-dom/server needs Node's TextEncoder, which jsdom's window leaves out.
import "./helpers/node-globals"
import * as React from "react"
import { act } from "react"
import { hydrateRoot, type Root } from "react-dom/client"
import { renderToStaticMarkup, renderToString } from "react-dom/server"
import styled, { ServerStyleSheet, StyleSheetManager, __PRIVATE__ } from "styled-components"
import { adoptServerStyles, markServerStyles, readServerSheet } from "../src/theme/server-styles"

// React's act() outside Testing Library.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

type Tone = "plain" | "loud"

const Button = styled.button<{ $tone: Tone }>`
  color: ${({ $tone }) => ($tone === "loud" ? "crimson" : "black")};
  padding: 4px;
`
// Defined after Button: its padding must win over Button's on the same element.
const WideButton = styled(Button)`
  padding: 12px;
`
const Note = styled.p`
  margin: 0;
`

const Page = ({ tone }: { tone: Tone }) => (
  <div>
    <WideButton $tone={tone}>Send</WideButton>
    <Note>A note</Note>
  </div>
)

const serverStyles = (): HTMLStyleElement | null => document.querySelector("style[data-server-styles]")
/** styled-components' own tag, made when it first inserts a rule in the browser. */
const ownTag = (): HTMLStyleElement | null => document.querySelector("style[data-styled][data-styled-version]")

type Sheet = typeof __PRIVATE__.mainSheet

let root: Root | undefined
let container: HTMLElement
/** A sheet of each test's own (the browser has one, styled-components' main sheet). */
let sheet: Sheet

/** The page in the browser, on this test's sheet. */
const inBrowser = (tone: Tone) => (
  <StyleSheetManager sheet={sheet}>
    <Page tone={tone} />
  </StyleSheetManager>
)

beforeEach(() => {
  const server = new ServerStyleSheet()
  const html = renderToString(server.collectStyles(<Page tone="plain" />))
  document.head.innerHTML = renderToStaticMarkup(<>{markServerStyles(server.getStyleElement())}</>)
  server.seal()
  sheet = new __PRIVATE__.StyleSheet()
  root = undefined
  container = document.createElement("div")
  container.innerHTML = html
  document.body.replaceChildren(container)
})

afterEach(() => {
  act(() => root?.unmount())
})

test("the server's sheet is marked so that styled-components does not take it apart as it starts", () => {
  const element = serverStyles()
  expect(element).not.toBeNull()
  expect(element?.hasAttribute("data-styled")).toBe(true)
  expect(element?.hasAttribute("data-styled-version")).toBe(false)
  // Its groups, as styled-components wrote them: rules and the class names they are for.
  const groups = readServerSheet(element?.textContent ?? "")
  expect(groups.length).toBeGreaterThanOrEqual(3)
  expect(groups.flatMap((group) => group.rules).join("\n")).toMatch(/padding:\s*12px/)
  expect(groups.every((group) => group.names.length > 0)).toBe(true)
})

test("hydrating the page inserts no rule again and leaves the server's sheet in place", () => {
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
  expect(adoptServerStyles(document, sheet)).toBe(true)
  act(() => {
    root = hydrateRoot(container, inBrowser("plain"))
  })
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
  expect(serverStyles()).not.toBeNull()
  expect(ownTag()?.textContent ?? "").toBe("")
  expect(container.querySelector("button")?.textContent).toBe("Send")
})

test("a new variant of a component the server styled moves the server's rules first, so the cascade keeps its order", () => {
  adoptServerStyles(document, sheet)
  act(() => {
    root = hydrateRoot(container, inBrowser("plain"))
  })
  act(() => root?.render(inBrowser("loud")))
  expect(serverStyles()).toBeNull()
  const css = ownTag()?.textContent ?? ""
  // Every rule is in one sheet now: the server's and the new one.
  expect(css).toMatch(/color:\s*black/)
  expect(css).toMatch(/margin:\s*0/)
  // The button's new rule comes before the wide button's, whose padding must still win.
  const loud = css.search(/color:\s*crimson/)
  const wide = css.search(/padding:\s*12px/)
  expect(loud).toBeGreaterThanOrEqual(0)
  expect(wide).toBeGreaterThan(loud)
})

test("without a server sheet (a page rendered in the browser only) nothing changes", () => {
  document.head.innerHTML = ""
  expect(adoptServerStyles(document, sheet)).toBe(false)
  act(() => {
    root = hydrateRoot(container, inBrowser("plain"))
  })
})
