import { test as base, expect } from "@playwright/test"

/**
 * Every browser test runs against the local build: baseURL comes from the server the global
 * setup started, and any request that leaves 127.0.0.1 is refused unless a test intercepts it.
 */
export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL)
  },
  context: async ({ context }, use) => {
    const local = process.env.E2E_BASE_URL ?? ""
    await context.route(
      (url) => !url.href.startsWith(local) && !url.protocol.startsWith("data"),
      (route) => route.abort("blockedbyclient"),
    )
    await use(context)
  },
})

export { expect }

/** The nine routes of the shell, in the order of the header links. */
export const ROUTES = ["/", "/about/", "/services/", "/programs/", "/stories/", "/blog/", "/books/", "/faq/", "/contact/"]
