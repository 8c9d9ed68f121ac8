import { ROUTES, type Route } from "../../contract/routes"

/** The eight header links, in the order the specification gives. */
export interface NavLink {
  to: string
  label: string
}

// The specification writes the header's links without the trailing slash (/about).
const link = (route: Route, label: string): NavLink => ({ to: route.slice(0, -1), label })

export const NAV_LINKS: readonly NavLink[] = [
  link(ROUTES.about, "About"),
  link(ROUTES.services, "Services"),
  link(ROUTES.programmes, "Programmes"),
  link(ROUTES.stories, "Stories"),
  link(ROUTES.blog, "Blog"),
  link(ROUTES.books, "Books"),
  link(ROUTES.faq, "FAQ"),
  link(ROUTES.contact, "Contact"),
]

/** The list of every page at the foot of each page: the menu's way there without JavaScript. */
export const SITE_PAGES_ID = "site-pages"

/** A link is current on its own route and on the routes nested under it (/blog/a-post). */
export const isCurrentRoute = (pathname: string, to: string): boolean =>
  pathname === to || pathname === `${to}/` || pathname.startsWith(`${to}/`)
