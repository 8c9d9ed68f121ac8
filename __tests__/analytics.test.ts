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
}

const load = (env: Record<string, string>): Loaded => {
  const saved = { ...process.env }
  Object.assign(process.env, env)
  // A fresh registry per test; the later dynamic import of Firebase resolves in the same one.
  jest.resetModules()
  const loaded: Loaded = { browser: require("../gatsby-browser"), analytics: require("firebase/analytics") }
  process.env = saved
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
})
afterEach(() => jest.useRealTimers())

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
