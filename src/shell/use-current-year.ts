import { useHydrated } from "../lib/use-hydrated"

/**
 * The year the site was built, inlined at build time (gatsby/build-steps/build-year.ts). The server HTML shows
 * it, and the browser shows the same until hydration, so React finds nothing to correct.
 */
const BUILD_YEAR = Number(process.env.GATSBY_BUILD_YEAR) || new Date().getFullYear()

/** The build's year in the server HTML, the visitor's current year once the page runs. */
export const useCurrentYear = (): number => (useHydrated() ? new Date().getFullYear() : BUILD_YEAR)
