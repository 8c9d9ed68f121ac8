/**
 * The demo content the repository ships with, declared once, and what a deployment refuses while
 * any of it is still in content/: an invented coach (her name, company, e-mail, web address and
 * profiles), invented client testimonials and a telephone number from Ofcom's drama range. A live
 * site carrying them would send every enquiry's e-mail to an address that is not the coach's, point
 * search engines at another domain, and show made-up client quotes, which misleads buyers (UK
 * consumer law forbids fake reviews). The files say at their top that they are demo content
 * (docs/editing-content.md#demo-content-to-replace).
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import path from "node:path"

/** content/site.json as shipped: each field a deployment must not keep. */
export const DEMO_SITE = {
  name: "Eleanor Whitcombe",
  company: "Whitcombe Leadership Ltd",
  email: "hello@eleanorwhitcombe.co.uk",
  siteUrl: "https://www.eleanorwhitcombe.co.uk",
  "social.linkedin": "https://www.linkedin.com/in/eleanor-whitcombe-coach",
  "social.instagram": "https://www.instagram.com/eleanorwhitcombe.coach",
} as const

/** The invented people quoted in content/testimonials.yaml. */
export const DEMO_CLIENTS = ["Priya Raman", "James Okafor", "Sophie Lindqvist", "Tom Ashworth"] as const

/** content/contact.yaml's telephone number, from the range Ofcom reserves for drama. */
export const DEMO_PHONE = "020 7946 0321"

/** The demo coach's surname, which any content file still in her words names (case ignored). */
const DEMO_SURNAME = DEMO_SITE.name.split(" ").pop() ?? DEMO_SITE.name

// js-yaml (Gatsby's YAML transformer uses it) ships no types here; only `load` is used.
const yaml = require("js-yaml") as { load: (source: string) => unknown }

const SITE_FILE = "content/site.json"
const TESTIMONIALS_FILE = "content/testimonials.yaml"
const CONTACT_FILE = "content/contact.yaml"

/** What to do about each site.json field, said once. */
const SITE_FIELD_HINT: Record<keyof typeof DEMO_SITE, string> = {
  name: "set the coach's own name",
  company: "set the coach's own company",
  email: "set the coach's own address: the functions send every enquiry to it",
  siteUrl: "set the site's own address: canonical addresses, the sitemap and sharing tags use it",
  "social.linkedin": "set the coach's own profile",
  "social.instagram": "set the coach's own profile",
}

const readText = (root: string, file: string): string | undefined => {
  const absolute = path.join(root, file)
  return existsSync(absolute) ? readFileSync(absolute, "utf8") : undefined
}

/** A dotted field of parsed data ("social.linkedin"). */
const field = (data: unknown, dotted: string): unknown =>
  dotted.split(".").reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined), data)

const textFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name)
        if (statSync(file).isDirectory()) return textFiles(file)
        return /\.(ya?ml|json|md|svg)$/.test(name) ? [file] : []
      })
    : []

/**
 * One line per piece of demo content still in `root`'s content/ (GATSBY_SITE_URL, when set, stands
 * in for site.json's siteUrl, as it does in the build).
 */
export const demoContentProblems = (root: string, siteUrlSetting?: string): string[] => {
  const problems: string[] = []

  const siteText = readText(root, SITE_FILE)
  const site: unknown = siteText === undefined ? undefined : JSON.parse(siteText)
  for (const [name, demo] of Object.entries(DEMO_SITE) as Array<[keyof typeof DEMO_SITE, string]>) {
    const value = name === "siteUrl" && siteUrlSetting ? siteUrlSetting : field(site, name)
    if (typeof value === "string" && value.replace(/\/+$/, "") === demo) {
      problems.push(`${SITE_FILE}: ${name} is still the demo coach's (${demo}): ${SITE_FIELD_HINT[name]}`)
    }
  }

  const testimonials = readText(root, TESTIMONIALS_FILE)
  const items = field(testimonials === undefined ? undefined : yaml.load(testimonials), "items")
  if (Array.isArray(items)) {
    items.forEach((item: unknown, index) => {
      const person = field(item, "name")
      if (typeof person === "string" && (DEMO_CLIENTS as readonly string[]).includes(person.trim())) {
        problems.push(
          `${TESTIMONIALS_FILE}: items[${index}] is an invented testimonial (${person}): replace it with a real client's words, used with their written permission`,
        )
      }
    })
  }

  const contact = readText(root, CONTACT_FILE)
  const phone = field(contact === undefined ? undefined : yaml.load(contact), "details.phone")
  if (typeof phone === "string" && phone.replace(/\s/g, "") === DEMO_PHONE.replace(/\s/g, "")) {
    problems.push(`${CONTACT_FILE}: details.phone is the demo number (${DEMO_PHONE}, reserved for drama): set the coach's own number`)
  }

  for (const file of textFiles(path.join(root, "content"))) {
    const shown = path.relative(root, file).split(path.sep).join("/")
    if (shown === SITE_FILE) continue
    if (readFileSync(file, "utf8").toLowerCase().includes(DEMO_SURNAME.toLowerCase())) {
      problems.push(`${shown}: still names the demo coach (${DEMO_SURNAME}): rewrite it in the coach's own words`)
    }
  }
  return problems
}
