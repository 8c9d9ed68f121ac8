/** The eight header links, in the order the specification gives. */
export interface NavLink {
  to: string
  label: string
}

export const NAV_LINKS: readonly NavLink[] = [
  { to: "/about", label: "About" },
  { to: "/services", label: "Services" },
  { to: "/programs", label: "Programmes" },
  { to: "/stories", label: "Stories" },
  { to: "/blog", label: "Blog" },
  { to: "/books", label: "Books" },
  { to: "/faq", label: "FAQ" },
  { to: "/contact", label: "Contact" },
]

/** The list of every page at the foot of each page: the menu's way there without JavaScript. */
export const SITE_PAGES_ID = "site-pages"

/** A link is current on its own route and on the routes nested under it (/blog/a-post). */
export const isCurrentRoute = (pathname: string, to: string): boolean =>
  pathname === to || pathname === `${to}/` || pathname.startsWith(`${to}/`)
