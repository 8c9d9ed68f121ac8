/**
 * Page views through the real gatsby-browser hooks and our analytics modules; only the
 * third-party Firebase Analytics module is replaced, since it cannot run in jsdom.
 */
import type { GatsbyBrowser } from "gatsby"

jest.mock("firebase/analytics", () => ({
  isSupported: jest.fn(),
  initializeAnalytics: jest.fn(() => ({ app: "analytics" })),
  logEvent: jest.fn(),
}))

const CONFIG = {
  GATSBY_FIREBASE_API_KEY: "demo-key",
  GATSBY_FIREBASE_PROJECT_ID: "demo-stories",
  GATSBY_FIREBASE_APP_ID: "1:1234:web:abcd",
  GATSBY_FIREBASE_MEASUREMENT_ID: "G-DEMO",
}

interface Loaded {
  browser: GatsbyBrowser
  analytics: { isSupported: jest.Mock; initializeAnalytics: jest.Mock; logEvent: jest.Mock }
  consent: typeof import("../src/features/consent/consent-store").consentStore
}

const saved = { ...process.env }

// The configuration stays set for the whole test: the analytics chunk reads it when it connects.
const load = (env: Record<string, string>): Loaded => {
  Object.assign(process.env, env)
  // A fresh registry per test; the later dynamic import of Firebase resolves in the same one.
  jest.resetModules()
  const loaded: Loaded = {
    browser: require("../gatsby-browser"),
    analytics: require("firebase/analytics"),
    consent: require("../src/features/consent/consent-store").consentStore,
  }
  return loaded
}

/** Lets idle callbacks, animation frames and promise chains run. */
const settle = async (): Promise<void> => {
  for (let i = 0; i < 5; i += 1) {
    jest.runOnlyPendingTimers()
    await Promise.resolve()
    await new Promise<void>((resolve) => jest.requireActual("timers").setImmediate(resolve))
  }
}

const routeUpdate = (browser: GatsbyBrowser, title: string, path: string): void => {
  window.history.pushState({}, "", path)
  browser.onRouteUpdate!({ location: window.location, prevLocation: null } as never, {} as never)
  // The new page's title arrives after the route update, as Helmet writes it on a later frame.
  document.title = title
}

beforeEach(() => {
  jest.clearAllMocks()
  jest.useFakeTimers()
  document.title = ""
  // The visitor agreed on an earlier visit (content/site.json asks first); cases below change it.
  window.localStorage.setItem("analytics.consent", JSON.stringify("granted"))
})
afterEach(() => {
  jest.useRealTimers()
  process.env = { ...saved }
})

it("sends a page view for the first load and each route change once analytics is supported", async () => {
  const { browser, analytics } = load(CONFIG)
  analytics.isSupported.mockResolvedValue(true)

  routeUpdate(browser, "Executive & Startup Coach | Eleanor Whitcombe", "/")
  browser.onInitialClientRender!({} as never, {} as never)
  await settle()
  routeUpdate(browser, "About — Executive & Startup Coach | Eleanor Whitcombe", "/about/")
  await settle()

  expect(analytics.initializeAnalytics).toHaveBeenCalledWith(expect.anything(), {
    config: { send_page_view: false },
  })
  expect(analytics.logEvent.mock.calls.map(([, name, params]) => [name, params])).toEqual([
    ["page_view", { screen_name: "Executive & Startup Coach | Eleanor Whitcombe", screen_url: "http://localhost/" }],
    ["page_view", { screen_name: "About — Executive & Startup Coach | Eleanor Whitcombe", screen_url: "http://localhost/about/" }],
  ])
})

it("sends nothing before the support check has passed, then the waiting views", async () => {
  const { browser, analytics } = load(CONFIG)
  let pass!: (supported: boolean) => void
  analytics.isSupported.mockReturnValue(new Promise<boolean>((resolve) => (pass = resolve)))

  routeUpdate(browser, "Books — Executive & Startup Coach | Eleanor Whitcombe", "/books/")
  browser.onInitialClientRender!({} as never, {} as never)
  await settle()
  expect(analytics.isSupported).toHaveBeenCalled()
  expect(analytics.logEvent).not.toHaveBeenCalled()

  pass(true)
  await settle()
  expect(analytics.logEvent).toHaveBeenCalledTimes(1)
  expect(analytics.logEvent.mock.calls[0][2]).toEqual({
    screen_name: "Books — Executive & Startup Coach | Eleanor Whitcombe",
    screen_url: "http://localhost/books/",
  })
})

it.each([
  ["Studio", "/studio/"],
  ["Your room", "/client/?mode=signIn&oobCode=kept-out-of-analytics"],
])("loads and counts nothing in %s (the coach's studio, the client's room), even with consent given; the first public page then connects and counts", async (title, path) => {
  const { browser, analytics } = load(CONFIG)
  analytics.isSupported.mockResolvedValue(true)
  routeUpdate(browser, title, path)
  browser.onInitialClientRender!({} as never, {} as never)
  await settle()
  expect(analytics.isSupported).not.toHaveBeenCalled()
  expect(analytics.logEvent).not.toHaveBeenCalled()

  routeUpdate(browser, "About", "/about/")
  await settle()
  routeUpdate(browser, title, path)
  await settle()
  expect(analytics.logEvent.mock.calls.map(([, , params]) => params)).toEqual([{ screen_name: "About", screen_url: "http://localhost/about/" }])
})

it("sends nothing at all when the browser is not supported", async () => {
  const { browser, analytics } = load(CONFIG)
  analytics.isSupported.mockResolvedValue(false)
  routeUpdate(browser, "FAQ", "/faq/")
  browser.onInitialClientRender!({} as never, {} as never)
  await settle()
  routeUpdate(browser, "Blog", "/blog/")
  await settle()
  expect(analytics.initializeAnalytics).not.toHaveBeenCalled()
  expect(analytics.logEvent).not.toHaveBeenCalled()
})

it("loads no Firebase code and sends nothing without a Firebase configuration", async () => {
  const { browser, analytics } = load({})
  routeUpdate(browser, "Home", "/")
  browser.onInitialClientRender!({} as never, {} as never)
  await settle()
  expect(analytics.isSupported).not.toHaveBeenCalled()
  expect(analytics.logEvent).not.toHaveBeenCalled()
})

describe("consent (content/site.json asks first)", () => {
  beforeEach(() => window.localStorage.clear())

  it("loads and sends nothing before consent, then counts the page consent was given on once", async () => {
    const { browser, analytics, consent } = load(CONFIG)
    analytics.isSupported.mockResolvedValue(true)
    routeUpdate(browser, "Home", "/")
    browser.onInitialClientRender!({} as never, {} as never)
    await settle()
    routeUpdate(browser, "Services", "/services/")
    await settle()
    expect(analytics.isSupported).not.toHaveBeenCalled()
    expect(analytics.logEvent).not.toHaveBeenCalled()

    consent.choose("granted")
    await settle()
    // Choosing again from the footer on the same page does not count it twice.
    consent.reopen()
    consent.choose("granted")
    await settle()
    expect(analytics.logEvent.mock.calls.map(([, , params]) => params)).toEqual([
      { screen_name: "Services", screen_url: "http://localhost/services/" },
    ])
    expect(window.localStorage.getItem("analytics.consent")).toBe('"granted"')

    routeUpdate(browser, "Books", "/books/")
    await settle()
    expect(analytics.logEvent).toHaveBeenCalledTimes(2)
  })

  it("sends nothing after the visitor declines", async () => {
    const { browser, analytics, consent } = load(CONFIG)
    analytics.isSupported.mockResolvedValue(true)
    routeUpdate(browser, "Home", "/")
    browser.onInitialClientRender!({} as never, {} as never)
    consent.choose("denied")
    routeUpdate(browser, "About", "/about/")
    await settle()
    expect(analytics.isSupported).not.toHaveBeenCalled()
    expect(analytics.logEvent).not.toHaveBeenCalled()
  })

  it("with the banner turned off in content/site.json, behaves exactly as the specification says", async () => {
    // The owner's switch, as the coach sets it in the file; nothing is stored on the device.
    const site = jest.requireActual("../content/site.json") as typeof import("../content/site.json")
    jest.doMock("../content/site.json", () => ({ ...site, analyticsConsent: { ...site.analyticsConsent, askFirst: false } }))
    try {
      const { browser, analytics } = load(CONFIG)
      analytics.isSupported.mockResolvedValue(true)
      // A page view when the page loads ...
      routeUpdate(browser, "FAQ", "/faq/")
      browser.onInitialClientRender!({} as never, {} as never)
      await settle()
      expect(analytics.isSupported).toHaveBeenCalled()
      // ... and on every completed route change, with screen_name and screen_url, once each.
      routeUpdate(browser, "Books", "/books/")
      await settle()
      routeUpdate(browser, "Contact", "/contact/")
      await settle()
      expect(analytics.logEvent.mock.calls.map(([, name, params]) => [name, params])).toEqual([
        ["page_view", { screen_name: "FAQ", screen_url: "http://localhost/faq/" }],
        ["page_view", { screen_name: "Books", screen_url: "http://localhost/books/" }],
        ["page_view", { screen_name: "Contact", screen_url: "http://localhost/contact/" }],
      ])
      expect(window.localStorage.getItem("analytics.consent")).toBeNull()
    } finally {
      jest.dontMock("../content/site.json")
    }
  })
})
