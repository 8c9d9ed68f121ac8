/**
 * App Check in the browser uses reCAPTCHA Enterprise, as Firebase recommends for new web apps: the
 * real SDK, given a site key and no emulators (a deployed site's setup), adds reCAPTCHA
 * Enterprise's loader to the page, and the Content-Security-Policy the deployment writes for that
 * key lets exactly that script load (and not the v3 loader). jsdom does not fetch the script, so
 * no request leaves the machine; the token exchange itself is covered by the stand-in provider
 * (__tests__/enquiry-app-check-tokens.test.ts).
 */
import { ensureAppCheck } from "../src/firebase/app-check"
import type { FirebaseSetup } from "../src/firebase/config"
import { hostingConfig } from "../hosting/hosting-config"
import { FUNCTIONS_REGION } from "../contract/firebase-settings"

const deployed: FirebaseSetup = {
  options: { apiKey: "AIzaSyExampleExampleExampleExample00", projectId: "coach-site-live", appId: "1:123:web:abc" },
  functionsRegion: FUNCTIONS_REGION,
  recaptchaSiteKey: "6LcEnterpriseExampleKey",
}

/** The site's script-src for a project with this reCAPTCHA key. */
const scriptSources = (): string[] => {
  const config = hostingConfig({ GATSBY_FIREBASE_PROJECT_ID: "coach-site-live", GATSBY_FIREBASE_API_KEY: "k", GATSBY_FIREBASE_APP_ID: "a", GATSBY_RECAPTCHA_SITE_KEY: deployed.recaptchaSiteKey })
  const policy = config.headers[0].headers.find((header) => header.key === "Content-Security-Policy")?.value ?? ""
  return /script-src ([^;]+)/.exec(policy)?.[1].split(" ") ?? []
}

/** Whether a CSP source list lets a script load from `url` (a source without a trailing slash matches its path exactly; the query is not matched). */
const allows = (sources: string[], url: string): boolean => {
  const { origin, pathname } = new URL(url)
  return sources.some((source) => (source.endsWith("/") ? `${origin}${pathname}`.startsWith(source) : `${origin}${pathname}` === source))
}

it("loads reCAPTCHA Enterprise, which the site's policy allows, and not the v3 loader", async () => {
  expect(ensureAppCheck(deployed)).not.toBeNull()
  const loader = await (async () => {
    for (let tries = 0; tries < 50; tries++) {
      const script = [...document.querySelectorAll("script")].find((element) => element.src.includes("recaptcha"))
      if (script) return script.src
      await new Promise((wait) => setTimeout(wait, 20))
    }
    return ""
  })()
  expect(new URL(loader).pathname).toBe("/recaptcha/enterprise.js")
  expect(allows(scriptSources(), loader)).toBe(true)
  expect(allows(scriptSources(), "https://www.google.com/recaptcha/api.js?render=x")).toBe(false)
})
