/**
 * A structural check of a web story document against the AMP rules that decide whether Google
 * shows it. No AMP validator can be downloaded here, so these are the rules that matter, written
 * out: used by the unit tests on a rendered story and by the browser tests on every built one.
 *
 * `collectAmpFacts` must stay self-contained (no imports, no outer names): the browser tests send
 * it into the page as source text.
 */

export interface AmpFacts {
  htmlAttributes: Record<string, string>
  headFirstChild: string
  viewport: string | null
  canonical: string | null
  themeColor: string | null
  scripts: Array<{ src: string | null; type: string | null; customElement: string | null; async: boolean; where: string }>
  styles: Array<{ attributes: string[]; where: string; bytes: number; text: string }>
  bodyChildren: string[]
  bodyText: string
  story: Record<string, string> | null
  pages: Array<{ id: string | null; layers: Array<string | null> }>
  eventHandlers: string[]
  styleAttributes: number
  tags: string[]
  hrefs: string[]
}

export function collectAmpFacts(html: string): AmpFacts {
  const doc = new DOMParser().parseFromString(html, "text/html")
  const attrs = (el: Element): Record<string, string> => Object.fromEntries(Array.from(el.attributes).map((a) => [a.name, a.value]))
  const where = (el: Element): string => (el.closest("head") ? "head" : el.closest("amp-story-social-share") ? "share" : "body")
  const all = Array.from(doc.querySelectorAll("*"))
  const story = doc.querySelector("body > amp-story")
  return {
    htmlAttributes: attrs(doc.documentElement),
    headFirstChild: doc.head.firstElementChild?.outerHTML ?? "",
    viewport: doc.querySelector('meta[name="viewport"]')?.getAttribute("content") ?? null,
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    themeColor: doc.querySelector('meta[name="theme-color"]')?.getAttribute("content") ?? null,
    scripts: Array.from(doc.querySelectorAll("script")).map((s) => ({
      src: s.getAttribute("src"),
      type: s.getAttribute("type"),
      customElement: s.getAttribute("custom-element"),
      async: s.hasAttribute("async"),
      where: where(s),
    })),
    styles: Array.from(doc.querySelectorAll("style")).map((s) => ({
      attributes: s.getAttributeNames(),
      where: s.parentElement?.tagName === "NOSCRIPT" ? "noscript" : where(s),
      bytes: new Blob([s.textContent ?? ""]).size,
      text: s.textContent ?? "",
    })),
    bodyChildren: Array.from(doc.body.children).map((el) => el.tagName.toLowerCase()),
    bodyText: Array.from(doc.body.childNodes)
      .filter((n) => n.nodeType === 3)
      .map((n) => n.textContent ?? "")
      .join("")
      .trim(),
    story: story ? attrs(story) : null,
    pages: Array.from(doc.querySelectorAll("amp-story > amp-story-page")).map((page) => ({
      id: page.getAttribute("id"),
      layers: Array.from(page.querySelectorAll(":scope > amp-story-grid-layer")).map((l) => l.getAttribute("template")),
    })),
    eventHandlers: all.flatMap((el) => el.getAttributeNames().filter((n) => n.startsWith("on")).map((n) => `${el.tagName.toLowerCase()}[${n}]`)),
    styleAttributes: all.filter((el) => el.hasAttribute("style")).length,
    tags: Array.from(new Set(all.map((el) => el.tagName.toLowerCase()))),
    hrefs: Array.from(doc.querySelectorAll("a[href]")).map((a) => a.getAttribute("href") ?? ""),
  }
}

export const AMP_RUNTIME = "https://cdn.ampproject.org/v0.js"
export const REQUIRED_SCRIPTS = [
  { src: AMP_RUNTIME, customElement: null },
  { src: "https://cdn.ampproject.org/v0/amp-story-1.0.js", customElement: "amp-story" },
  { src: "https://cdn.ampproject.org/v0/amp-social-share-0.1.js", customElement: "amp-social-share" },
]
/** AMP refuses a story whose <style amp-custom> is larger than this many bytes. */
const AMP_CSS_LIMIT = 75_000
const BOILERPLATE_START = "body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;"
const BOILERPLATE_NOSCRIPT = "body{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}"
/* Tags a story may contain: the AMP elements we load scripts for, and plain text markup. */
const ALLOWED_TAGS = new Set([
  "html", "head", "body", "meta", "title", "link", "script", "style", "noscript",
  "amp-story", "amp-story-page", "amp-story-grid-layer", "amp-story-page-outlink", "amp-story-social-share", "amp-img",
  "div", "h1", "h2", "h3", "p", "a", "span", "strong", "em", "br",
])

/** Every broken rule, in words; an empty list means the document passes. */
export const ampProblems = (facts: AmpFacts): string[] => {
  const problems: string[] = []
  const expect = (ok: boolean, message: string) => {
    if (!ok) problems.push(message)
  }
  expect("amp" in facts.htmlAttributes || "⚡" in facts.htmlAttributes, "<html> lacks the amp attribute")
  expect(facts.htmlAttributes.lang === "en-gb", `<html lang> is ${facts.htmlAttributes.lang}, not en-gb`)
  expect(/^<meta charset="utf-8">$/i.test(facts.headFirstChild), `the head does not start with <meta charset="utf-8"> (${facts.headFirstChild})`)
  expect(facts.viewport?.includes("width=device-width") ?? false, "no viewport meta with width=device-width")
  expect(/^https:\/\/.+\/stories\/[a-z0-9-]+\/$/.test(facts.canonical ?? ""), `canonical link is ${facts.canonical}`)
  expect(facts.themeColor === "#000000", `theme-color is ${facts.themeColor}`)

  const boilerplate = facts.styles.filter((s) => s.attributes.includes("amp-boilerplate"))
  expect(boilerplate.some((s) => s.where === "head" && s.text.startsWith(BOILERPLATE_START)), "the AMP boilerplate style is missing from the head")
  expect(boilerplate.some((s) => s.where === "noscript" && s.text === BOILERPLATE_NOSCRIPT), "the <noscript> AMP boilerplate is missing")
  const custom = facts.styles.filter((s) => s.attributes.includes("amp-custom"))
  expect(custom.length === 1 && custom[0].where === "head", `expected one <style amp-custom> in the head, found ${custom.length}`)
  for (const style of custom) {
    expect(style.bytes <= AMP_CSS_LIMIT, `<style amp-custom> is ${style.bytes} bytes, over ${AMP_CSS_LIMIT}`)
    expect(!/!important/.test(style.text), "<style amp-custom> uses !important")
    expect(!/i-amphtml-/.test(style.text), "<style amp-custom> targets AMP's internal i-amphtml- classes")
  }
  expect(facts.styles.length === boilerplate.length + custom.length, "a <style> other than amp-boilerplate and amp-custom")

  const external = facts.scripts.filter((s) => s.src !== null)
  expect(
    JSON.stringify(external.map((s) => ({ src: s.src, customElement: s.customElement }))) === JSON.stringify(REQUIRED_SCRIPTS),
    `scripts are ${external.map((s) => s.src).join(", ")}; expected exactly the AMP runtime, amp-story and amp-social-share in that order`,
  )
  expect(external.every((s) => s.async && s.where === "head"), "every AMP script must be async and in the head")
  for (const inline of facts.scripts.filter((s) => s.src === null)) {
    const json = (inline.type === "application/ld+json" && inline.where === "head") || (inline.type === "application/json" && inline.where === "share")
    expect(json, `a script of type ${inline.type} in the ${inline.where}: only JSON-LD in the head and the share menu's JSON are allowed`)
  }

  expect(facts.bodyChildren.length === 1 && facts.bodyChildren[0] === "amp-story", `<body> holds ${facts.bodyChildren.join(", ")}, not only <amp-story>`)
  expect(facts.bodyText === "", "text directly in <body>")
  const story = facts.story ?? {}
  expect("standalone" in story, "<amp-story> lacks standalone")
  for (const attribute of ["title", "publisher", "publisher-logo-src", "poster-portrait-src"]) {
    expect(Boolean(story[attribute]), `<amp-story> lacks ${attribute}`)
  }
  expect(facts.pages.length >= 4, `only ${facts.pages.length} story pages`)
  facts.pages.forEach((page, index) => {
    expect(Boolean(page.id), `story page ${index + 1} has no id`)
    expect(page.layers.length > 0 && page.layers.every(Boolean), `story page ${index + 1} needs grid layers with a template`)
  })
  expect(facts.eventHandlers.length === 0, `inline event handlers: ${facts.eventHandlers.join(", ")}`)
  expect(facts.styleAttributes === 0, "inline style attributes")
  const disallowed = facts.tags.filter((tag) => !ALLOWED_TAGS.has(tag))
  expect(disallowed.length === 0, `markup AMP stories do not allow here: ${disallowed.join(", ")}`)
  expect(!facts.hrefs.some((href) => /^javascript:/i.test(href)), "a javascript: link")
  return problems
}
