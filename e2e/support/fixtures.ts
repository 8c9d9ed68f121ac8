import { test as base, expect, type Browser, type BrowserContext, type BrowserContextOptions } from "@playwright/test"
import { CONSENT_KEY, type ConsentChoice } from "../../src/features/consent/consent-store"

/** Built-in host (firebase.json's port) -> where this run's local backend listens. */
const backendRoutes = (): Record<string, string> => JSON.parse(process.env.E2E_BACKEND_ROUTES ?? "{}")

/** True for a request to the local backend as the build names it. */
export const isBackendCall = (url: URL): boolean => Object.hasOwn(backendRoutes(), url.host)

/** The address a call the build makes to the local backend has in this run. */
export const backendUrl = (address: string): string => {
  const url = new URL(address)
  url.host = backendRoutes()[url.host] ?? url.host
  return url.href
}

/**
 * The address a link of the local backend has as the build names it: the functions write links to
 * where they run, and the browser reaches this run's backend through the build's addresses.
 */
export const asBuilt = (address: string): string => {
  const url = new URL(address)
  const built = Object.entries(backendRoutes()).find(([, running]) => running === url.host)?.[0]
  if (built) url.host = built
  return url.href
}

/**
 * Sends the browser's calls to the local backend on to the ports this run started it on, so the
 * build (made for firebase.json's ports) and a backend on free ports work together.
 */
const forwardToBackend = async (context: BrowserContext): Promise<void> => {
  await context.route(isBackendCall, async (route) => {
    // A redirect (the Auth emulator's sign-in link sends the browser on to the site) goes back to the
    // browser, so the page it lands on has its own address.
    const response = await route.fetch({ url: backendUrl(route.request().url()), maxRedirects: 0 }).catch(() => null)
    // Nothing listens there (an emulator a test stopped): the browser sees what it would see directly.
    if (!response) return route.abort("connectionrefused")
    // The browser may have given up on the request meanwhile (a reload, a closed page): nothing to answer then.
    return route.fulfill({ response }).catch(() => undefined)
  })
}

/**
 * The analytics choice the visitor made on an earlier visit, saved where the site keeps it, before
 * any page of the test loads; null: never asked, so the consent banner shows. Only when nothing is
 * saved yet, so a choice made during the test survives a reload.
 */
const storeConsent = async (context: BrowserContext, choice: ConsentChoice): Promise<void> => {
  await context.addInitScript(
    ({ key, value }) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value)
      } catch {
        // Storage refused (a test of private mode): the site cannot read a choice either.
      }
    },
    { key: CONSENT_KEY, value: JSON.stringify(choice) },
  )
}

interface Options {
  /**
   * The build asks for analytics consent as production does. Tests about something else start as a
   * visitor who declined earlier (no banner, no analytics); the consent tests set null or "granted".
   */
  storedConsent: ConsentChoice | null
}

/**
 * Every browser test runs against the local build: baseURL comes from the server the global
 * setup started, calls to the local backend reach it, and any other request that leaves
 * 127.0.0.1 is refused unless a test intercepts it.
 */
export const test = base.extend<Options>({
  storedConsent: ["denied", { option: true }],
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL)
  },
  context: async ({ context, storedConsent }, use) => {
    await asLocalVisit(context, storedConsent)
    await use(context)
  },
})

/** A context of the local build as every test's is: the stored choice, nothing off 127.0.0.1, the backend forwarded. */
const asLocalVisit = async (context: BrowserContext, storedConsent: ConsentChoice | null): Promise<void> => {
  if (storedConsent) await storeConsent(context, storedConsent)
  const local = process.env.E2E_BASE_URL ?? ""
  await context.route(
    (url) => !url.href.startsWith(local) && !url.protocol.startsWith("data") && !isBackendCall(url),
    (route) => route.abort("blockedbyclient"),
  )
  await forwardToBackend(context)
}

/**
 * A second person's browser in the same test (a client beside the coach: each signed in on their
 * own), set up as the test's own context is. Closed by the test that opens it.
 */
export const localContext = async (browser: Browser, options: BrowserContextOptions = {}, storedConsent: ConsentChoice | null = "denied"): Promise<BrowserContext> => {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, ...options })
  await asLocalVisit(context, storedConsent)
  return context
}

export { expect }

/** The nine routes of the shell, in the order of the header links. */
export const ROUTES = ["/", "/about/", "/services/", "/programs/", "/stories/", "/blog/", "/books/", "/faq/", "/contact/"]
