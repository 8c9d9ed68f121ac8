import * as React from "react"
import { __PRIVATE__ } from "styled-components"

/*
 * styled-components, as it starts in the browser, takes the server's <style> apart and inserts every
 * rule again into a tag of its own, then removes the server's: the page looks the same, but the
 * browser restyles and lays out the whole page for it, inside the first scripts' task and the next,
 * which made most of the site's blocking time on the phone Lighthouse simulates (docs/speed.md).
 * Here the server's tag is left where it is: the browser only
 * learns which class names it holds, so hydration inserts nothing it already has.
 *
 * The order of the rules still matters where two rules of the same weight meet on one element. New
 * rules of components the page has not shown go into styled-components' own tag, after the
 * server's, as they would have anyway. The first time it needs a new rule of a component the server
 * already styled (another variant of a button, say), the server's rules are moved into its tag first,
 * as it would have done at the start, so that rule lands in its place among them.
 */

/** The server's style element is marked with this instead of styled-components' version attribute. */
export const SERVER_STYLES_ATTRIBUTE = "data-server-styles"

const SC_ATTRIBUTE = "data-styled"
const SC_VERSION_ATTRIBUTE = "data-styled-version"

/** styled-components' own sheet format: rules, then a marker naming the component and its class names. */
const RULE_SEPARATOR = "/*!sc*/\n"
const GROUP_MARKER = new RegExp(`^${SC_ATTRIBUTE}\\.g(\\d+)\\[id="([\\w\\d-]+)"\\].*?"([^"]*)`)

interface Group {
  id: string
  names: string[]
  rules: string[]
}

/** The server's sheet as groups of rules, in the order it wrote them. */
export const readServerSheet = (text: string): Group[] => {
  const groups: Group[] = []
  let rules: string[] = []
  for (const part of text.split(RULE_SEPARATOR)) {
    const line = part.trim()
    if (!line) continue
    const marker = GROUP_MARKER.exec(line)
    if (!marker) {
      rules.push(line)
      continue
    }
    groups.push({ id: marker[2], names: marker[3].split(",").filter(Boolean), rules })
    rules = []
  }
  return groups
}

type Sheet = typeof __PRIVATE__.mainSheet

/**
 * In the browser, before the page hydrates: registers the class names of the server's sheet with
 * styled-components' sheet, and moves the server's rules into it only when a component the server
 * styled needs a rule it does not have. Returns whether there was a server sheet.
 */
export const adoptServerStyles = (doc: Document = document, sheet: Sheet = __PRIVATE__.mainSheet): boolean => {
  const element = doc.querySelector<HTMLStyleElement>(`style[${SERVER_STYLES_ATTRIBUTE}]`)
  if (!element) return false
  const groups = readServerSheet(element.textContent ?? "")
  for (const { id, names } of groups) for (const name of names) sheet.registerName(id, name)

  const serverIds = new Set(groups.map(({ id }) => id))
  const insertRules = sheet.insertRules.bind(sheet)
  const clearRules = sheet.clearRules.bind(sheet)
  let moved = false
  const moveServerRules = (id: string): void => {
    if (moved || !serverIds.has(id)) return
    moved = true
    for (const group of groups) {
      if (group.rules.length > 0) insertRules(group.id, group.names[0] ?? "", group.rules)
    }
    element.remove()
  }
  sheet.insertRules = (id, name, rules) => {
    moveServerRules(id)
    insertRules(id, name, rules)
  }
  sheet.clearRules = (id) => {
    moveServerRules(id)
    clearRules(id)
  }
  return true
}

type HeadComponent = React.ReactNode

interface StyleProps {
  [SC_ATTRIBUTE]?: string
  [SC_VERSION_ATTRIBUTE]?: string
}

/**
 * On the server: styled-components' style element, marked so that the browser's copy of
 * styled-components does not take it apart as it starts (it looks for its version attribute) and
 * adoptServerStyles finds it. It keeps its data-styled attribute, after which styled-components
 * places its own tag.
 */
export const markServerStyles = (components: readonly HeadComponent[]): HeadComponent[] =>
  // styled-components hands its element to Gatsby in an array of its own.
  (components.flat(2) as HeadComponent[]).map((node) => {
    if (!React.isValidElement<StyleProps>(node) || node.type !== "style" || node.props[SC_VERSION_ATTRIBUTE] === undefined) return node
    return React.cloneElement(node, { [SC_VERSION_ATTRIBUTE]: undefined, [SERVER_STYLES_ATTRIBUTE]: "" } as StyleProps)
  })
